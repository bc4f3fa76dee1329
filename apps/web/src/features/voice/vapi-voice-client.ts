import type { VoiceCall as VoiceCallStart, VoiceLanguage, VoiceTranscriptResult } from '@vi/contracts';
import { apiRequest } from '../../lib/api.js';
import { spokenDisclosure, withoutAddresses } from './spoken-text.js';
import {
  clampVolume,
  VoiceClientEmitter,
  type VoiceClient,
  type VoiceClientEvent,
  type VoiceClientListener,
  type VoiceClientStartConfig,
} from './voice-client.js';

/**
 * `VoiceClient` over the hosted voice platform's web SDK (`@vapi-ai/web`). Built with the
 * platform's public key only: the one platform key a browser ever sees; the private key stays
 * on the server.
 *
 * The safety net during a platform call: each final transcript turn of the member (the SDK's
 * `message` `{ type: 'transcript', role: 'user', transcriptType: 'final' }`) is sent at once, with
 * the member's earlier final turns of the call, to `POST /api/v1/voice-calls/:id/transcript`,
 * where chat's risk check answers. A `risk` becomes `{ type: 'vi-risk' }` (the page shows the
 * crisis panel), a `disclosure` becomes `{ type: 'vi-disclosure' }` (the page shows it), and the
 * disclosure (when given) then `say` are spoken by Vi at once (`vapi.say`, replacing what the
 * assistant was saying). The platform's
 * own assistant opens the call with the disclosure (its first message).
 */

/** The part of the SDK's `Vapi` class this client uses (a test drives a scripted fake of it). */
export interface VapiLike {
  start(assistant: string, assistantOverrides?: Record<string, unknown>): Promise<unknown>;
  stop(): Promise<void>;
  setMuted(muted: boolean): void;
  isMuted(): boolean;
  /** Playback volume of the assistant (SDK 2.7+); remembered across audio tracks. */
  setVolume?(volume: number): void;
  /** The `<audio>` element playing the assistant, once its track arrived. */
  getAudioPlayer?(): { volume: number } | null;
  /** Has the assistant say `message` now (live call control); `interruptAssistantEnabled` replaces what it is saying. */
  say?(message: string, endCallAfterSpoken?: boolean, interruptionsEnabled?: boolean, interruptAssistantEnabled?: boolean): void;
  on(event: string, listener: (...args: never[]) => void): unknown;
  removeListener(event: string, listener: (...args: never[]) => void): unknown;
}
export type VapiConstructor = new (publicKey: string) => VapiLike;

/**
 * The SDK is CommonJS (`exports.default = Vapi`): depending on the bundler's interop the class is
 * the namespace's `default`, its `default.default`, or the module itself.
 */
export function vapiConstructorOf(mod: unknown): VapiConstructor {
  const candidates = [(mod as { default?: { default?: unknown } })?.default?.default, (mod as { default?: unknown })?.default, mod];
  const found = candidates.find((candidate) => typeof candidate === 'function');
  if (!found) throw new Error('The voice platform SDK has no Vapi class');
  return found as VapiConstructor;
}

/** Loads the SDK on demand (it brings the WebRTC library along: the voice page's chunk only). */
export async function loadVapiConstructor(): Promise<VapiConstructor> {
  return vapiConstructorOf(await import('@vapi-ai/web'));
}

/**
 * The SDK reports some problems on `error` although the call goes on (noise filtering, the
 * level meter, recording, an audio element the browser would not autoplay). Those are logged;
 * every other `error` (joining, the connection, starting) ends the call and is passed on.
 */
const NON_FATAL_ERROR_TYPES = new Set([
  'audio-processing-setup-error',
  'audio-processor-recovery-error',
  'audio-observer-setup-error',
  'video-recording-setup-error',
  'camera-error',
  'audio-start-failed',
]);

export function isFatalVapiError(error: unknown): boolean {
  const type = typeof error === 'object' && error !== null ? (error as { type?: unknown }).type : undefined;
  return !(typeof type === 'string' && NON_FATAL_ERROR_TYPES.has(type));
}

/** One final transcript turn of the member to check, with their earlier final turns of the call (oldest first). */
export interface TranscriptCheck {
  callId: string;
  language: VoiceLanguage;
  text: string;
  earlier: string[];
}
export type TranscriptChecker = (check: TranscriptCheck) => Promise<VoiceTranscriptResult>;

/** The route's bounds (`voiceTranscriptBodySchema`). */
export const EARLIER_TURNS_LIMIT = 12;
const TURN_MAX = 4_000;

/** The app's checker: `POST /api/v1/voice-calls/:id/transcript?language=xx` (the call's language). */
export const httpTranscriptChecker: TranscriptChecker = ({ callId, language, text, earlier }) =>
  apiRequest<VoiceTranscriptResult>(`/voice-calls/${encodeURIComponent(callId)}/transcript?language=${encodeURIComponent(language)}`, {
    method: 'POST',
    body: { text, earlier },
    auth: true,
  });

/** The member's words of a final transcript message of the SDK, or undefined for any other message. */
export function finalUserTranscriptOf(message: unknown): string | undefined {
  if (typeof message !== 'object' || message === null) return undefined;
  const { type, role, transcriptType, transcript } = message as Record<string, unknown>;
  const isTranscript = type === 'transcript' || (typeof type === 'string' && type.startsWith('transcript['));
  if (!isTranscript || role !== 'user' || transcriptType !== 'final' || typeof transcript !== 'string') return undefined;
  const text = transcript.replace(/\s+/g, ' ').trim();
  return text ? text : undefined;
}

/** The SDK events passed on unchanged. */
const FORWARDED = ['call-start', 'call-end', 'speech-start', 'speech-end', 'volume-level', 'message'] as const;

export class VapiVoiceClient implements VoiceClient {
  private readonly vapi: VapiLike;
  private readonly emitter = new VoiceClientEmitter();
  private volume: number | null = null;
  /** The call under way (its voice session and language), from `start` until it ends. */
  private call: { id: string; language: VoiceLanguage } | null = null;
  /** The member's final turns of this call so far, oldest first (the last `EARLIER_TURNS_LIMIT`). */
  private earlier: string[] = [];

  /** Throws when the SDK cannot be constructed (the page shows "Failed to initialize voice assistant"). */
  constructor(
    publicKey: string,
    Vapi: VapiConstructor,
    private readonly checkTranscript: TranscriptChecker = httpTranscriptChecker,
  ) {
    if (!publicKey) throw new Error('No voice platform public key');
    this.vapi = new Vapi(publicKey);
    for (const event of FORWARDED) {
      this.vapi.on(event, ((payload?: unknown) => this.forward(event, payload)) as (...args: never[]) => void);
    }
    // Always listening on `error`: an EventEmitter with no `error` listener throws instead.
    this.vapi.on('error', ((error: unknown) => {
      if (isFatalVapiError(error)) this.emitter.emit('error', error);
      else console.warn('voice: the voice platform reported a problem; the call goes on', error);
    }) as (...args: never[]) => void);
    // Before the assistant's audio element exists, the SDK remembers the volume (2.7+); older
    // SDKs get it when the element arrives.
    this.vapi.on('audio', ((player: { volume: number }) => {
      if (this.volume !== null && typeof this.vapi.setVolume !== 'function') player.volume = this.volume;
    }) as (...args: never[]) => void);
  }

  private forward(event: (typeof FORWARDED)[number], payload: unknown): void {
    if (event === 'volume-level') this.emitter.emit(event, typeof payload === 'number' ? payload : 0);
    else if (event === 'message') {
      this.emitter.emit(event, payload);
      const said = finalUserTranscriptOf(payload);
      if (said !== undefined) this.check(said);
    } else {
      if (event === 'call-end') this.call = null;
      this.emitter.emit(event);
    }
  }

  /**
   * Sends one final turn of the member to the risk check at once (not queued behind an earlier
   * one: the crisis panel must show within 2 seconds of the words). A failed check is logged and
   * the call goes on; the end-of-call report is checked again on the server.
   */
  private check(text: string): void {
    const call = this.call;
    if (!call) return;
    const turn = text.slice(0, TURN_MAX);
    const earlier = this.earlier.slice(-EARLIER_TURNS_LIMIT);
    this.earlier = [...earlier, turn].slice(-EARLIER_TURNS_LIMIT);
    this.checkTranscript({ callId: call.id, language: call.language, text: turn, earlier }).then(
      (answer) => {
        if (answer.risk) this.emitter.emit('message', { type: 'vi-risk', risk: answer.risk });
        if (answer.disclosure) this.emitter.emit('message', { type: 'vi-disclosure', disclosure: answer.disclosure });
        // The disclosure is spoken too (a duty in voice), then what Vi says: one message, as a
        // second `say` would cut the first short.
        const words = [answer.disclosure ? spokenDisclosure(answer.disclosure.text) : '', answer.say ?? ''].filter(Boolean).join(' ');
        if (words && this.call === call) this.say(withoutAddresses(words, call.language));
      },
      (cause: unknown) => console.warn('voice: checking a transcript turn failed; the call goes on', cause),
    );
  }

  /** Vi says `text` now, in place of whatever the assistant was saying. */
  private say(text: string): void {
    if (typeof this.vapi.say !== 'function') {
      console.warn('voice: this voice platform SDK cannot say a message');
      return;
    }
    try {
      this.vapi.say(text, false, false, true);
    } catch (cause) {
      console.warn('voice: the voice platform could not say a message', cause);
    }
  }

  async start(config: VoiceClientStartConfig): Promise<void> {
    if (!config.platform) throw new Error('No voice platform assistant for this call');
    const { assistantId, assistantOverrides } = config.platform;
    this.call = { id: config.sessionId, language: config.language };
    this.earlier = [];
    // The SDK catches its own failures: it reports them on `error` and resolves to null.
    const call = await this.vapi.start(assistantId, assistantOverrides as Record<string, unknown>);
    if (call === null || call === undefined) {
      this.call = null;
      throw new Error('The voice platform did not start the call');
    }
  }

  stop(): Promise<void> {
    this.call = null;
    return this.vapi.stop();
  }

  setMuted(muted: boolean): void {
    this.vapi.setMuted(muted);
  }

  isMuted(): boolean {
    return this.vapi.isMuted();
  }

  /**
   * The assistant's playback volume: the SDK's own `setVolume` (it sets the `<audio>` element
   * playing the assistant and keeps the value for a later or replaced element). Without it, the
   * element itself, now and when it arrives.
   */
  setVolume(volume: number): void {
    const value = clampVolume(volume);
    if (value === null) return;
    this.volume = value;
    if (typeof this.vapi.setVolume === 'function') {
      this.vapi.setVolume(value);
      return;
    }
    const player = this.vapi.getAudioPlayer?.();
    if (player) player.volume = value;
  }

  on<E extends VoiceClientEvent>(event: E, listener: VoiceClientListener<E>): () => void {
    return this.emitter.on(event, listener);
  }

  off<E extends VoiceClientEvent>(event: E, listener: VoiceClientListener<E>): void {
    this.emitter.off(event, listener);
  }
}

/**
 * `VoiceCall`'s `createClient` for the server's `platform` answer: loads the SDK (its own chunk)
 * and builds the client with the public key the server sent. Rejects for a `browser` answer
 * (that mode has its own client) or when the SDK cannot load or be built: the call then shows
 * "Failed to initialize voice assistant".
 */
export async function createPlatformVoiceClient(call: VoiceCallStart, load: () => Promise<VapiConstructor> = loadVapiConstructor): Promise<VapiVoiceClient> {
  if (call.mode !== 'platform' || !call.platform) throw new Error('This call does not use the voice platform');
  return new VapiVoiceClient(call.platform.publicKey, await load());
}
