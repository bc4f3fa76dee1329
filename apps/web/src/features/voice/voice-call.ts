import type { Disclosure, LimitReachedDetails, Risk, RiskLevel, VoiceCall as VoiceCallStart, VoiceSession } from '@vi/contracts';
import { isApiError } from '../../lib/api.js';
import { formatTimer } from '../chat/format.js';
import { limitReachedOf } from '../limits/limit-check.js';
import { clampVolume, isVoiceSafetyMessage, type VoiceClient, type VoiceClientMessage } from './voice-client.js';

/**
 * One voice call's life, without React: the voice page's hook wraps it (`subscribe` and
 * `getSnapshot` suit `useSyncExternalStore`). Spec, member area section 4:
 *
 *   idle → connecting → active → ended, or → error from connecting or active; start again from
 *   idle, ended or error. Starting is refused while connecting or active.
 *
 * Starting asks for the microphone, then the server (which creates the voice session, or
 * answers LIMIT_REACHED), then builds and starts the voice client. Every session that was
 * created is ended exactly once: completed when the call ends normally, failed after a call
 * error, a start failure or an end failure; then a `voiceSessionEnded` window event says so.
 * Session tracking failing (the end request rejecting) is logged and never changes the call.
 *
 * The safety net: the AI disclosure of the start answer (and any the call gives later) is in the
 * snapshot for the page to show; risk the client reports (`vi-risk`) is kept, at its highest, for
 * as long as the page is open (a crisis stays known after the call ends and into the next call).
 */

export type VoiceCallStatus = 'idle' | 'connecting' | 'active' | 'ended' | 'error';

/** The spec's voice sentences (section 8), by i18n key; the English is product copy, word for word. */
export const VOICE_ERROR_TEXT = {
  'voice.error.initialize': 'Failed to initialize voice assistant',
  'voice.error.call': 'An error occurred during the call',
  'voice.error.start': 'Failed to start call. Please check your microphone permissions.',
  'voice.error.end': 'Failed to end call',
  'voice.error.mute': 'Failed to toggle mute',
  /** Not the spec's: the server could not start a call (503: the call could not open with its AI disclosure). */
  'voice.error.unavailable': 'Voice calls are not available right now. Please try again in a moment.',
} as const;
export type VoiceErrorKey = keyof typeof VOICE_ERROR_TEXT;

/** The status line's i18n key for each state (an ended call is ready for the next one). */
export const VOICE_STATUS_KEY = {
  idle: 'voice.status.idle',
  connecting: 'voice.status.connecting',
  active: 'voice.status.active',
  ended: 'voice.status.idle',
  error: 'voice.status.error',
} as const satisfies Record<VoiceCallStatus, string>;

export interface VoiceCallSnapshot {
  status: VoiceCallStatus;
  /** The voice session of the call under way (null before the server created it, and after it ended). */
  sessionId: string | null;
  /** Whole seconds since the call went live; 0 when no call is live. */
  seconds: number;
  /** `seconds` as mm:ss. */
  timer: string;
  muted: boolean;
  /** The assistant is talking (speech-start/-end from the client, or a clearly audible level). */
  speaking: boolean;
  /** The assistant's latest output level, 0 to 1. */
  volumeLevel: number;
  /** The assistant's playback volume the member chose, 0 to 1. */
  volume: number;
  /** What went wrong last, as an i18n key (English in `VOICE_ERROR_TEXT`); cleared by the next start. */
  error: VoiceErrorKey | null;
  /** The AI disclosure given last in the call (shown in bold capitals); null before a call started. */
  disclosure: Disclosure | null;
  /** The highest risk the member's calls showed while the page is open (the page shows the crisis panel); null: none. */
  risk: Risk | null;
}

/** The server side of a call: the gateway's voice routes in the app (`httpVoiceSessionTracker`), a fake in tests. */
export interface VoiceSessionTracker {
  /** Creates the voice session and says how to talk (`POST /voice-calls`). Rejects with LIMIT_REACHED when spent. */
  start(): Promise<VoiceCallStart>;
  end(sessionId: string, status: 'completed' | 'failed'): Promise<VoiceSession | unknown>;
  /** Ends a session while the page unloads (a beacon); returns whether it was queued. */
  endOnUnload?(sessionId: string): boolean;
}

/** Time, injected so a test can move it. */
export interface VoiceScheduler {
  now(): number;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** Enough of a `MediaStream` to let the permission check's microphone go again. */
export interface MicrophoneStream {
  getTracks?(): Array<{ stop(): void }>;
}

export interface VoiceSessionEndedDetail {
  sessionId: string;
  status: 'completed' | 'failed';
  /** Seconds the call was live (the server's figure when it sent one). */
  duration: number;
}
export const VOICE_SESSION_ENDED_EVENT = 'voiceSessionEnded';

export interface VoiceCallDeps {
  tracker: VoiceSessionTracker;
  /** Builds the client for the server's answer (platform or browser mode). Throwing means "Failed to initialize voice assistant". */
  createClient(call: VoiceCallStart): VoiceClient | Promise<VoiceClient>;
  /** Defaults to `navigator.mediaDevices.getUserMedia`. */
  getUserMedia?(constraints: { audio: true }): Promise<MicrophoneStream>;
  /** Defaults to `Date.now` and the global interval timer. */
  scheduler?: VoiceScheduler;
  /** Where `voiceSessionEnded` is dispatched; defaults to `window` (none outside a browser). */
  events?: Pick<EventTarget, 'dispatchEvent'> | null;
  log?: Pick<Console, 'warn' | 'error'>;
}

export type VoiceStartOutcome =
  /** The client is joining; `call-start` makes the call active. */
  | { kind: 'started' }
  /** A call is already connecting or active: nothing was done. */
  | { kind: 'refused' }
  /** The month's free calls are spent: show the limit dialog. No session was created, the client never touched. */
  | { kind: 'limit-reached'; details: LimitReachedDetails }
  | { kind: 'failed'; error: VoiceErrorKey }
  /** `stop()` (or the page unloading) cancelled it before it connected. */
  | { kind: 'cancelled' };

/** Louder than this counts as the assistant speaking even between speech-start/-end events. */
const SPEAKING_LEVEL = 0.1;

const browserScheduler: VoiceScheduler = {
  now: () => Date.now(),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof globalThis.setInterval>),
};

function browserGetUserMedia(constraints: { audio: true }): Promise<MicrophoneStream> {
  const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (!media?.getUserMedia) return Promise.reject(new Error('This browser cannot use a microphone here'));
  return media.getUserMedia(constraints);
}

const IDLE: VoiceCallSnapshot = {
  status: 'idle',
  sessionId: null,
  seconds: 0,
  timer: formatTimer(0),
  muted: false,
  speaking: false,
  volumeLevel: 0,
  volume: 1,
  error: null,
  disclosure: null,
  risk: null,
};

const LEVEL_ORDER: readonly RiskLevel[] = ['concern', 'urgent', 'imminent'];

/** The risk known so far and a new one, together: the higher level, every category seen. */
export function mergeRisk(known: Risk | null, next: Risk): Risk {
  if (!known) return { level: next.level, categories: [...next.categories] };
  const level = LEVEL_ORDER.indexOf(next.level) > LEVEL_ORDER.indexOf(known.level) ? next.level : known.level;
  return { level, categories: [...new Set([...known.categories, ...next.categories])] };
}

export class VoiceCall {
  private snapshot: VoiceCallSnapshot = IDLE;
  private readonly listeners = new Set<() => void>();
  private readonly messageListeners = new Set<(message: VoiceClientMessage) => void>();
  private readonly scheduler: VoiceScheduler;
  private readonly getUserMedia: (constraints: { audio: true }) => Promise<MicrophoneStream>;
  private readonly log: Pick<Console, 'warn' | 'error'>;
  private readonly events: Pick<EventTarget, 'dispatchEvent'> | null;

  /** Increases with each start and each cancel: async work of an older attempt is discarded. */
  private attempt = 0;
  private session: { id: string } | null = null;
  private client: VoiceClient | null = null;
  private unsubscribe: Array<() => void> = [];
  private timer: unknown = null;
  private liveSince: number | null = null;
  private assistantTalking = false;
  private ending = false;
  private tracking: Promise<void> = Promise.resolve();

  constructor(private readonly deps: VoiceCallDeps) {
    this.scheduler = deps.scheduler ?? browserScheduler;
    this.getUserMedia = deps.getUserMedia ?? browserGetUserMedia;
    this.log = deps.log ?? console;
    this.events = deps.events !== undefined ? deps.events : typeof window === 'undefined' ? null : window;
  }

  // ── What the page reads ───────────────────────────────────────────────

  getSnapshot = (): VoiceCallSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The client's `message` events (transcripts, status updates), passed on as they come. */
  onMessage(listener: (message: VoiceClientMessage) => void): () => void {
    this.messageListeners.add(listener);
    return () => this.messageListeners.delete(listener);
  }

  /** Resolves once every session end asked for so far has been answered (or failed). For tests and teardown. */
  whenSettled(): Promise<void> {
    return this.tracking;
  }

  private update(patch: Partial<VoiceCallSnapshot>): void {
    const next = { ...this.snapshot, ...patch };
    next.timer = formatTimer(next.seconds);
    next.speaking = this.assistantTalking || next.volumeLevel >= SPEAKING_LEVEL;
    this.snapshot = next;
    for (const listener of Array.from(this.listeners)) listener();
  }

  // ── Starting ──────────────────────────────────────────────────────────

  async start(): Promise<VoiceStartOutcome> {
    const { status } = this.snapshot;
    if (status === 'connecting' || status === 'active') return { kind: 'refused' };
    const attempt = ++this.attempt;
    this.assistantTalking = false;
    this.ending = false;
    this.update({ status: 'connecting', error: null, sessionId: null, seconds: 0, muted: false, volumeLevel: 0, disclosure: null });

    // 1. The microphone: the browser asks the member (spec section 5). The check's own stream is released at once.
    try {
      const stream = await this.getUserMedia({ audio: true });
      for (const track of stream.getTracks?.() ?? []) track.stop();
    } catch (cause) {
      if (attempt !== this.attempt) return { kind: 'cancelled' };
      this.log.warn('voice: no microphone', cause);
      return this.failStart('voice.error.start');
    }
    if (attempt !== this.attempt) return { kind: 'cancelled' };

    // 2. The server creates the voice session (or says the month's calls are spent).
    let call: VoiceCallStart;
    try {
      call = await this.deps.tracker.start();
    } catch (cause) {
      if (attempt !== this.attempt) return { kind: 'cancelled' };
      const limit = limitReachedOf(cause);
      if (limit) {
        this.update({ status: 'idle' });
        return { kind: 'limit-reached', details: limit };
      }
      this.log.warn('voice: starting the voice session failed', cause);
      return this.failStart(isApiError(cause) && cause.status === 503 ? 'voice.error.unavailable' : 'voice.error.start');
    }
    if (attempt !== this.attempt) {
      // Cancelled while the server answered: that session never became a call.
      this.endSession(call.session.id, 'failed', 0);
      return { kind: 'cancelled' };
    }
    this.session = { id: call.session.id };
    this.update({ sessionId: call.session.id, disclosure: call.disclosure ?? null });

    // 3. The client for this call.
    let client: VoiceClient;
    try {
      client = await this.deps.createClient(call);
    } catch (cause) {
      if (attempt !== this.attempt) return { kind: 'cancelled' };
      this.log.error('voice: the voice client could not be created', cause);
      return this.failStart('voice.error.initialize');
    }
    if (attempt !== this.attempt) {
      void this.stopQuietly(client);
      return { kind: 'cancelled' };
    }
    this.attach(client, attempt);
    try {
      client.setVolume(this.snapshot.volume);
    } catch (cause) {
      this.log.warn('voice: setting the volume failed', cause);
    }

    // 4. Join. `call-start` (below) makes it active.
    try {
      await client.start({ sessionId: call.session.id, language: call.language, platform: call.platform, disclosure: call.disclosure });
    } catch (cause) {
      if (attempt !== this.attempt) return { kind: 'cancelled' };
      if (this.snapshot.status === 'error') return { kind: 'failed', error: this.snapshot.error ?? 'voice.error.start' };
      this.log.warn('voice: the voice client did not start', cause);
      return this.failStart('voice.error.start');
    }
    if (attempt !== this.attempt) return { kind: 'cancelled' };
    if (this.snapshot.status === 'error') return { kind: 'failed', error: this.snapshot.error ?? 'voice.error.start' };
    return { kind: 'started' };
  }

  private attach(client: VoiceClient, attempt: number): void {
    this.client = client;
    const current = () => attempt === this.attempt && this.client === client;
    this.unsubscribe = [
      client.on('call-start', () => {
        if (!current() || this.snapshot.status !== 'connecting') return;
        this.liveSince = this.scheduler.now();
        this.timer = this.scheduler.setInterval(() => this.tick(), 1000);
        this.update({ status: 'active', seconds: 0 });
      }),
      client.on('call-end', () => {
        if (!current() || this.ending) return;
        if (this.snapshot.status === 'connecting') {
          this.failStart('voice.error.start');
        } else if (this.snapshot.status === 'active') {
          // The assistant (or the platform) hung up: a normal end.
          this.finish('ended', 'completed', null);
        }
      }),
      client.on('error', (cause) => {
        if (!current() || this.ending) return;
        this.log.error('voice: call error', cause);
        if (this.snapshot.status === 'connecting') this.failStart('voice.error.start');
        else if (this.snapshot.status === 'active') this.finish('error', 'failed', 'voice.error.call', true);
      }),
      client.on('speech-start', () => {
        if (!current()) return;
        this.assistantTalking = true;
        this.update({});
      }),
      client.on('speech-end', () => {
        if (!current()) return;
        this.assistantTalking = false;
        this.update({});
      }),
      client.on('volume-level', (level) => {
        if (!current()) return;
        this.update({ volumeLevel: clampVolume(level) ?? 0 });
      }),
      client.on('message', (message) => {
        if (!current()) return;
        if (isVoiceSafetyMessage(message)) {
          if (message.type === 'vi-risk') this.update({ risk: mergeRisk(this.snapshot.risk, message.risk) });
          else this.update({ disclosure: message.disclosure });
        }
        for (const listener of Array.from(this.messageListeners)) {
          try {
            listener(message);
          } catch (error) {
            this.log.error('voice: a message listener failed', error);
          }
        }
      }),
    ];
  }

  private tick(): void {
    if (this.liveSince === null) return;
    this.update({ seconds: Math.max(0, Math.floor((this.scheduler.now() - this.liveSince) / 1000)) });
  }

  /** A start that went wrong: error state, the client let go, and the session (if created) failed. */
  private failStart(error: VoiceErrorKey): VoiceStartOutcome {
    this.finish('error', 'failed', error, true);
    return { kind: 'failed', error };
  }

  // ── Ending ────────────────────────────────────────────────────────────

  /**
   * Ends the call: the client leaves, then the session is completed. While connecting, this
   * cancels the start (a session already created is marked failed: a call that never connected
   * does not use up one of the month's free calls). Does nothing when no call is under way.
   * Resolves when the session end has been answered; never rejects.
   */
  async stop(): Promise<void> {
    const { status } = this.snapshot;
    if (status === 'connecting') {
      this.attempt++; // the start in progress sees it was cancelled
      this.finish('ended', 'failed', null, true);
      return this.tracking;
    }
    if (status !== 'active' || this.ending) return this.tracking;
    this.ending = true;
    const client = this.client;
    const duration = this.liveSeconds();
    this.stopTimer();
    try {
      await client?.stop();
    } catch (cause) {
      this.log.error('voice: ending the call failed', cause);
      this.finish('error', 'failed', 'voice.error.end', false, duration);
      return this.tracking;
    }
    this.finish('ended', 'completed', null, false, duration);
    return this.tracking;
  }

  /**
   * The one way out of a call: state, timer, client and session, in that order. `stopClient`
   * lets the client go (best effort) when it may still be connected.
   */
  private finish(
    status: 'ended' | 'error',
    sessionStatus: 'completed' | 'failed',
    error: VoiceErrorKey | null,
    stopClient = false,
    duration = this.liveSeconds(),
  ): void {
    const client = this.client;
    this.detach();
    this.stopTimer();
    this.assistantTalking = false;
    this.ending = false;
    this.update({ status, error, sessionId: null, seconds: 0, muted: false, volumeLevel: 0 });
    if (stopClient && client) void this.stopQuietly(client);
    const session = this.session;
    this.session = null;
    if (session) this.endSession(session.id, sessionStatus, duration);
  }

  private detach(): void {
    for (const off of this.unsubscribe) off();
    this.unsubscribe = [];
    this.client = null;
  }

  private async stopQuietly(client: VoiceClient): Promise<void> {
    try {
      await client.stop();
    } catch (cause) {
      this.log.warn('voice: letting the voice client go failed', cause);
    }
  }

  private stopTimer(): void {
    if (this.timer !== null) this.scheduler.clearInterval(this.timer);
    this.timer = null;
  }

  private liveSeconds(): number {
    return this.liveSince === null ? 0 : Math.max(0, Math.floor((this.scheduler.now() - this.liveSince) / 1000));
  }

  /** Tells the server, then the app (`voiceSessionEnded`). A tracking failure is logged, nothing more. */
  private endSession(sessionId: string, status: 'completed' | 'failed', duration: number): void {
    this.liveSince = null;
    const ended = this.deps.tracker.end(sessionId, status).then(
      (answer) => {
        const server = (answer as Partial<VoiceSession> | undefined)?.durationSeconds;
        return typeof server === 'number' ? server : duration;
      },
      (cause: unknown) => {
        this.log.warn('voice: recording the end of the voice session failed', cause);
        return duration;
      },
    );
    this.tracking = Promise.all([this.tracking, ended]).then(([, seconds]) => this.dispatchEnded({ sessionId, status, duration: seconds }));
  }

  private dispatchEnded(detail: VoiceSessionEndedDetail): void {
    if (!this.events) return;
    try {
      this.events.dispatchEvent(new CustomEvent<VoiceSessionEndedDetail>(VOICE_SESSION_ENDED_EVENT, { detail }));
    } catch (error) {
      this.log.error('voice: a voiceSessionEnded listener failed', error);
    }
  }

  // ── During the call ───────────────────────────────────────────────────

  /**
   * Mutes or unmutes the microphone. Only while active: in any other state it does nothing and
   * returns false (the button is disabled then; there is no microphone in use to mute). A client
   * that fails sets "Failed to toggle mute" and the call goes on.
   */
  toggleMute(): boolean {
    if (this.snapshot.status !== 'active' || !this.client || this.ending) return false;
    const muted = !this.snapshot.muted;
    try {
      this.client.setMuted(muted);
    } catch (cause) {
      this.log.warn('voice: toggling mute failed', cause);
      this.update({ error: 'voice.error.mute' });
      return false;
    }
    this.update({ muted, error: this.snapshot.error === 'voice.error.mute' ? null : this.snapshot.error });
    return true;
  }

  /** The assistant's playback volume, 0 to 1; kept for later calls and applied to a live client. */
  setVolume(volume: number): void {
    const value = clampVolume(volume);
    if (value === null) return;
    try {
      this.client?.setVolume(value);
    } catch (cause) {
      this.log.warn('voice: setting the volume failed', cause);
    }
    this.update({ volume: value });
  }

  // ── Leaving the page ──────────────────────────────────────────────────

  /**
   * The page is going away (`pagehide`): a live session is ended by beacon (a fetch would not
   * outlive the page), the client is let go. Returns whether a beacon was queued.
   */
  endOnUnload(): boolean {
    const session = this.session;
    const client = this.client;
    if (!session) return false;
    this.session = null;
    this.attempt++;
    this.detach();
    this.stopTimer();
    this.liveSince = null;
    this.update({ status: 'ended', sessionId: null, seconds: 0, muted: false, volumeLevel: 0 });
    if (client) void this.stopQuietly(client);
    try {
      return this.deps.tracker.endOnUnload?.(session.id) ?? false;
    } catch (cause) {
      this.log.warn('voice: the unload beacon failed', cause);
      return false;
    }
  }

  /** For the page's unmount (leaving within the app): a live call ends normally, listeners go. */
  async dispose(): Promise<void> {
    await this.stop();
    this.listeners.clear();
    this.messageListeners.clear();
  }
}

/** Ends a live call's session by beacon when the page unloads; returns the function that removes the hook. */
export function installVoiceUnloadHook(
  call: Pick<VoiceCall, 'endOnUnload'>,
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const onPageHide = () => {
    call.endOnUnload();
  };
  target.addEventListener('pagehide', onPageHide);
  return () => target.removeEventListener('pagehide', onPageHide);
}
