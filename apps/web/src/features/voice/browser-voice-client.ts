/**
 * Browser voice mode: when no voice platform is configured, a call is held by the browser
 * itself. Its speech recognition hears the member's turn, the words go to
 * `POST /api/v1/voice-calls/:id/turns`, and the assistant's streamed reply is spoken by the
 * browser's own voices sentence by sentence as it arrives. Types only from the contracts
 * (`import type`): zod stays out of the bundle.
 *
 * One turn at a time: listen → (the member speaks) → send → speak the reply → listen again. The
 * browser never listens while it speaks, so it cannot hear (and answer) itself.
 *
 * Decisions:
 * - On-device recognition is used when the browser says the call's language is installed for it
 *   (`SpeechRecognition.available({ langs, processLocally: true })` answers `available`). A
 *   language pack is never downloaded on the member's behalf (`install()` is not called): the
 *   page's notice says the browser's own service may be used instead.
 * - A turn refused for the rate limit (429, or a stream `error` with RATE_LIMITED) is skipped: no
 *   reply, nothing spoken, the call listens again and a `message` `{ type: 'turn-skipped' }`
 *   lets a page say so. Any other refusal or failure of a turn (404, 409 the call ended, 400, a
 *   stream `error`, the network) emits `error`: the call ends and its session is marked failed.
 * - Recognition: `no-speech` and `aborted` just listen again; `not-allowed`,
 *   `service-not-allowed`, `audio-capture`, `network` and anything unknown emit `error`.
 * - Replies are spoken by a voice of the call's language that runs on the device when the browser
 *   has one (an online voice would send the reply's text to the browser maker).
 * - A synthesis error on one sentence (other than our own cancel) is logged and the next one is
 *   spoken: a missing sentence is better than a dropped call.
 * - `speech-start`/`speech-end` and `volume-level` (1 while speaking, 0 otherwise) describe the
 *   assistant's speaking, as the platform client's do. The member's recognised words and the
 *   assistant's whole reply come as `message` `{ type: 'transcript', role, transcriptType:
 *   'final', transcript }` (the platform's shape). A turn that shows risk adds `{ type: 'vi-risk',
 *   risk }` (the page shows the crisis panel at once): the turn's `done.risk`, or, from a server
 *   that does not send it yet, `done.crisis` taken as `urgent`.
 * - The AI disclosure is spoken before anything else: the call's (from the start answer) before
 *   the first turn, and one the server sends in a turn (`disclosure`: the member asked whether Vi
 *   is a person, or 3 hours passed) before that turn's reply; each also as `{ type:
 *   'vi-disclosure', disclosure }` for the page to show.
 * - `retract` (the server's model layer found risk after the reply started): the reply in progress
 *   stops at once and is dropped; the crisis response that follows is spoken instead.
 * - Nothing spoken is ever a path or a web address: `/crisis-resources` becomes "the crisis
 *   resources page" in the call's language (`withoutAddresses`), beside the server's own wording.
 */
import type { Disclosure, Risk, VoiceCall as VoiceCallStart, VoiceLanguage, VoiceTurnEvent } from '@vi/contracts';
import { API_BASE, ApiError, apiRequest, currentAccessToken, toApiError } from '../../lib/api.js';
import { readSse } from '../chat/sse.js';
import { spokenDisclosure, withoutAddresses } from './spoken-text.js';
import {
  clampVolume,
  VoiceClientEmitter,
  type VoiceClient,
  type VoiceClientEvent,
  type VoiceClientListener,
  type VoiceClientStartConfig,
} from './voice-client.js';

// ── The browser's speech objects, as far as this client uses them ────────

export interface SpeechRecognitionResultLike {
  readonly isFinal: boolean;
  readonly length: number;
  readonly [index: number]: { readonly transcript: string };
}
export interface SpeechRecognitionEventLike {
  readonly resultIndex: number;
  readonly results: { readonly length: number; readonly [index: number]: SpeechRecognitionResultLike };
}
export interface SpeechRecognitionErrorEventLike {
  readonly error: string;
  readonly message?: string;
}
export interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  /** Web Speech API: recognition must happen on the device (only where the browser supports it). */
  processLocally?: boolean;
  onresult: ((event: SpeechRecognitionEventLike) => void) | null;
  onerror: ((event: SpeechRecognitionErrorEventLike) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
export type SpeechRecognitionAvailability = 'available' | 'downloadable' | 'downloading' | 'unavailable';
export interface SpeechRecognitionConstructorLike {
  new (): SpeechRecognitionLike;
  /** Whether the languages can be recognised (on the device only, with `processLocally: true`). */
  available?(options: { langs: string[]; processLocally?: boolean }): Promise<SpeechRecognitionAvailability | string>;
}

export interface SpeechSynthesisUtteranceLike {
  text: string;
  lang: string;
  volume: number;
  voice?: SpeechSynthesisVoiceLike | null;
  onend: (() => void) | null;
  onerror: ((event: { error?: string }) => void) | null;
}
export type SpeechSynthesisUtteranceConstructorLike = new (text: string) => SpeechSynthesisUtteranceLike;
export interface SpeechSynthesisVoiceLike {
  readonly lang: string;
  readonly name: string;
  /** The voice runs on the device (else the browser maker's online service speaks). */
  readonly localService?: boolean;
}
export interface SpeechSynthesisLike {
  speak(utterance: SpeechSynthesisUtteranceLike): void;
  cancel(): void;
  getVoices?(): SpeechSynthesisVoiceLike[];
}

// ── Turns ────────────────────────────────────────────────────────────────

export interface VoiceTurnHistoryEntry {
  role: 'user' | 'assistant';
  content: string;
}
export interface VoiceTurnRequest {
  /** The voice session of the call. */
  callId: string;
  language: VoiceLanguage;
  content: string;
  /** The call's earlier turns, oldest first (at most `HISTORY_LIMIT`). */
  history: VoiceTurnHistoryEntry[];
}
/** Sends one turn; resolves once the reply stream has started. A refusal rejects with an `ApiError`. */
export type VoiceTurnSender = (request: VoiceTurnRequest, signal: AbortSignal) => Promise<AsyncIterable<VoiceTurnEvent>>;

/** The route's bounds (`voiceTurnBodySchema`). */
export const HISTORY_LIMIT = 40;
const HISTORY_ENTRY_MAX = 4_000;
const CONTENT_MAX = 20_000;

/** The fallback message when a turn's answer is neither a stream nor a JSON error. */
const TURN_FAILED = 'The voice reply could not be read.';

function postTurn(request: VoiceTurnRequest, token: string | null, signal: AbortSignal, fetchImpl: typeof fetch): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'text/event-stream, application/json',
    'Content-Type': 'application/json',
    'X-Time-Zone': Intl.DateTimeFormat().resolvedOptions().timeZone ?? '',
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  const url = `${API_BASE}/voice-calls/${encodeURIComponent(request.callId)}/turns?language=${encodeURIComponent(request.language)}`;
  return fetchImpl(url, {
    method: 'POST',
    headers,
    body: JSON.stringify({ content: request.content, history: request.history }),
    credentials: 'include',
    signal,
  }).catch((cause: unknown) => {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, code: 'NETWORK', message: 'Could not reach the server. Please check your connection.' });
  });
}

async function* turnEvents(body: ReadableStream<Uint8Array>, signal: AbortSignal): AsyncGenerator<VoiceTurnEvent> {
  for await (const { data } of readSse(body, signal)) {
    let event: unknown;
    try {
      event = JSON.parse(data);
    } catch {
      continue; // not ours (a proxy's keep-alive)
    }
    if (typeof event === 'object' && event !== null && typeof (event as { type?: unknown }).type === 'string') yield event as VoiceTurnEvent;
  }
}

/**
 * The app's turn sender: `POST /api/v1/voice-calls/:id/turns?language=xx` (the call's language
 * from the start answer). On a 401 the access token is renewed once, through an authenticated
 * GET of the voice mode (`src/lib/api.ts` keeps renewal to itself), and the turn sent again.
 */
export function httpVoiceTurnSender(fetchImpl: typeof fetch = (input, init) => fetch(input, init)): VoiceTurnSender {
  return async (request, signal) => {
    let response = await postTurn(request, currentAccessToken(), signal, fetchImpl);
    if (response.status === 401 && currentAccessToken()) {
      const renewed = await apiRequest('/voice-calls/mode', { auth: true, signal }).then(
        () => true,
        () => false,
      );
      if (renewed) response = await postTurn(request, currentAccessToken(), signal, fetchImpl);
    }
    if (!response.ok) throw await toApiError(response);
    if (!response.body || !(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
      throw new ApiError({ status: response.status, code: 'UNKNOWN', message: TURN_FAILED });
    }
    return turnEvents(response.body, signal);
  };
}

// ── Language and sentences ───────────────────────────────────────────────

const DEFAULT_REGION: Record<VoiceLanguage, string> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  pt: 'pt-BR',
  it: 'it-IT',
};

/**
 * The BCP 47 tag recognition and synthesis use for the call's language: the member's own
 * regional variant when the browser lists one (`en-GB`, `es-MX`), else a default region.
 */
export function speechLanguageTag(language: VoiceLanguage, preferred: readonly string[] = []): string {
  const own = preferred.find((tag) => tag.toLowerCase().startsWith(`${language}-`) && tag.length > language.length + 1);
  return own ?? DEFAULT_REGION[language] ?? language;
}

/** Words ending in a full stop that do not end a sentence, by language (lower case, without the stop). */
const ABBREVIATIONS: Partial<Record<VoiceLanguage, string[]>> = {
  en: ['mr', 'mrs', 'ms', 'dr', 'prof', 'st', 'vs', 'etc', 'e.g', 'i.e', 'approx', 'no'],
  es: ['sr', 'sra', 'srta', 'dr', 'dra', 'ud', 'uds', 'p.ej', 'etc', 'aprox', 'núm', 'pág'],
  fr: ['m', 'mme', 'mlle', 'dr', 'etc', 'p.ex'],
  de: ['hr', 'fr', 'dr', 'z.b', 'bzw', 'usw', 'ca', 'nr'],
  pt: ['sr', 'sra', 'dr', 'dra', 'etc', 'p.ex'],
  it: ['sig', 'sig.ra', 'dott', 'dr', 'ecc', 'es'],
};

/** A run of sentence ends (`.`, `!`, `?`, `…`, `。！？`), closing quotes or brackets, then white space; or a line end. */
const SENTENCE_END = /([.!?…。！？]+["'”’»)\]]*)(\s+)|\n+/gu;

/**
 * Splits off the complete sentences at the start of `text`; the rest (a sentence still being
 * written) stays for later. A full stop ends a sentence only when white space follows it and the
 * word before it is not an abbreviation of the call's language or an initial ("J. Smith").
 */
export function takeSentences(text: string, language: VoiceLanguage): { sentences: string[]; rest: string } {
  const abbreviations = ABBREVIATIONS[language] ?? [];
  const sentences: string[] = [];
  let start = 0;
  SENTENCE_END.lastIndex = 0;
  for (let match = SENTENCE_END.exec(text); match; match = SENTENCE_END.exec(text)) {
    const end = match.index + match[0].length;
    if (match[1] === '.') {
      const word = /([\p{L}.]+)$/u.exec(text.slice(start, match.index))?.[1]?.toLowerCase() ?? '';
      const isInitial = word.length === 1 && /\p{Lu}/u.test(text[match.index - 1] ?? '');
      if (abbreviations.includes(word) || isInitial) continue;
    }
    const sentence = text.slice(start, end).trim();
    if (sentence) sentences.push(sentence);
    start = end;
  }
  return { sentences, rest: text.slice(start) };
}

/** What the voice reads aloud: markdown marks and links made plain, spaces tidied. */
export function speakable(text: string): string {
  return text
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[*_`#>]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Text worth giving the voice: it has at least one letter or digit. */
const HAS_WORDS = /[\p{L}\p{N}]/u;

// ── Support ─────────────────────────────────────────────────────────────

export interface BrowserVoiceSupport {
  /** The browser has speech recognition (`SpeechRecognition` or Chrome's `webkitSpeechRecognition`). */
  recognition: boolean;
  /** The browser can speak (`speechSynthesis` and `SpeechSynthesisUtterance`). */
  synthesis: boolean;
  /**
   * `yes`: recognition confirmed on the device for the call's language (only the async check can
   * say so); `no`: the browser has no way to recognise on the device (or no recognition at all);
   * `unknown`: it may, unchecked.
   */
  onDevice: 'yes' | 'no' | 'unknown';
}

type SpeechWindow = {
  SpeechRecognition?: unknown;
  webkitSpeechRecognition?: unknown;
  speechSynthesis?: unknown;
  SpeechSynthesisUtterance?: unknown;
};

function recognitionConstructorOf(win: unknown): SpeechRecognitionConstructorLike | undefined {
  const w = (win ?? {}) as SpeechWindow;
  const found = w.SpeechRecognition ?? w.webkitSpeechRecognition;
  return typeof found === 'function' ? (found as SpeechRecognitionConstructorLike) : undefined;
}

/** The Web Speech API's on-device recognition (`available()`, `install()`, `processLocally`) came together: `available` tells. */
function canRecogniseOnDevice(Recognition: SpeechRecognitionConstructorLike): boolean {
  return typeof Recognition.available === 'function';
}

/** What this browser offers for a browser voice call, without asking it anything slow. */
export function browserVoiceSupport(win: unknown = typeof window === 'undefined' ? undefined : window): BrowserVoiceSupport {
  const w = (win ?? {}) as SpeechWindow;
  const Recognition = recognitionConstructorOf(win);
  const synthesis = typeof w.speechSynthesis === 'object' && w.speechSynthesis !== null && typeof w.SpeechSynthesisUtterance === 'function';
  return { recognition: Boolean(Recognition), synthesis, onDevice: Recognition && canRecogniseOnDevice(Recognition) ? 'unknown' : 'no' };
}

/** Asks the browser whether the language is installed for on-device recognition; `unknown` when it will not say. */
async function onDeviceAvailability(Recognition: SpeechRecognitionConstructorLike, lang: string): Promise<'yes' | 'no' | 'unknown'> {
  if (!canRecogniseOnDevice(Recognition)) return 'no';
  try {
    const answer = await Recognition.available!({ langs: [lang], processLocally: true });
    return answer === 'available' ? 'yes' : 'no';
  } catch {
    return 'unknown';
  }
}

/**
 * `browserVoiceSupport` with the on-device question answered for a language (the page may show
 * its notice only when this is not `yes`).
 */
export async function checkBrowserVoiceSupport(
  language: VoiceLanguage,
  win: unknown = typeof window === 'undefined' ? undefined : window,
): Promise<BrowserVoiceSupport> {
  const support = browserVoiceSupport(win);
  const Recognition = recognitionConstructorOf(win);
  if (!Recognition || support.onDevice === 'no') return support;
  const languages = (win as { navigator?: { languages?: readonly string[] } } | undefined)?.navigator?.languages ?? [];
  return { ...support, onDevice: await onDeviceAvailability(Recognition, speechLanguageTag(language, languages)) };
}

// ── The client ───────────────────────────────────────────────────────────

/** A failure that ends a browser voice call; `kind` says what failed (a recognition error code, `turn`, `start`). */
export class BrowserVoiceError extends Error {
  constructor(
    readonly kind: string,
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'BrowserVoiceError';
  }
}

/**
 * Recognition errors that only mean "nothing heard this time". Every other one (`not-allowed`,
 * `service-not-allowed`, `audio-capture`, `network`, `language-not-supported`...) ends the call.
 */
const QUIET_RECOGNITION_ERRORS = new Set(['no-speech', 'aborted']);
/** Synthesis errors our own `cancel()` causes. */
const QUIET_SYNTHESIS_ERRORS = new Set(['interrupted', 'canceled']);

/** Time, injected so a test can run it. */
export interface BrowserVoiceClock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface BrowserVoiceDeps {
  SpeechRecognition: SpeechRecognitionConstructorLike;
  speechSynthesis: SpeechSynthesisLike;
  SpeechSynthesisUtterance: SpeechSynthesisUtteranceConstructorLike;
  sendTurn: VoiceTurnSender;
  clock: BrowserVoiceClock;
  /** The member's preferred languages (`navigator.languages`), for the regional variant. */
  languages: readonly string[];
  log: Pick<Console, 'warn' | 'error'>;
}

/** Listening again after "nothing heard": a short pause, so a recogniser that ends at once does not spin. */
const RELISTEN_DELAY_MS = 150;
/** How long the on-device question may take before the call starts without it. */
const ON_DEVICE_CHECK_MS = 1_500;

type Phase = 'idle' | 'listening' | 'waiting' | 'ended';

export class BrowserVoiceClient implements VoiceClient {
  private readonly emitter = new VoiceClientEmitter();
  private phase: Phase = 'idle';
  private muted = false;
  private volume = 1;
  private callId = '';
  private language: VoiceLanguage = 'en';
  private lang = 'en-US';
  private onDevice = false;
  private recognition: SpeechRecognitionLike | null = null;
  private relisten: unknown = null;
  private history: VoiceTurnHistoryEntry[] = [];
  private turn: AbortController | null = null;
  /** Sentences waiting for the voice, and the one it is saying. */
  private queue: string[] = [];
  private current: SpeechSynthesisUtteranceLike | null = null;
  private speaking = false;
  /** The reply stream has finished: once the queue drains, listen again. */
  private replyDone = false;

  constructor(private readonly deps: BrowserVoiceDeps) {}

  // ── VoiceClient ───────────────────────────────────────────────────────

  async start(config: VoiceClientStartConfig): Promise<void> {
    if (this.phase !== 'idle') throw new Error('This browser voice call has already started');
    this.callId = config.sessionId;
    this.language = config.language;
    this.lang = speechLanguageTag(config.language, this.deps.languages);
    this.onDevice = (await this.withTimeout(onDeviceAvailability(this.deps.SpeechRecognition, this.lang), ON_DEVICE_CHECK_MS, 'unknown')) === 'yes';
    if (this.phase !== 'idle') return; // stopped while asking
    this.phase = 'waiting';
    this.emitter.emit('call-start');
    this.emitter.emit('message', { type: 'browser-voice', onDevice: this.onDevice, lang: this.lang });
    if (config.disclosure) {
      // The disclosure first, then the member's turn (listening starts once it is said).
      this.replyDone = true;
      this.disclose(config.disclosure);
    } else {
      this.listen();
    }
  }

  stop(): Promise<void> {
    if (this.phase === 'ended') return Promise.resolve();
    const wasLive = this.phase !== 'idle';
    this.shutDown();
    if (wasLive) this.emitter.emit('call-end');
    return Promise.resolve();
  }

  setMuted(muted: boolean): void {
    if (this.muted === muted) return;
    this.muted = muted;
    if (muted) {
      // The member's microphone goes quiet at once; the assistant may finish speaking.
      this.cancelRelisten();
      if (this.phase === 'listening') this.phase = 'waiting';
      this.abortRecognition();
    } else if (this.phase === 'waiting' && !this.turn && !this.speaking && this.queue.length === 0) {
      this.listen();
    }
  }

  isMuted(): boolean {
    return this.muted;
  }

  /** For the sentences still to come, and the one being said where the browser applies it. */
  setVolume(volume: number): void {
    const value = clampVolume(volume);
    if (value === null) return;
    this.volume = value;
    if (this.current) this.current.volume = value;
  }

  on<E extends VoiceClientEvent>(event: E, listener: VoiceClientListener<E>): () => void {
    return this.emitter.on(event, listener);
  }

  off<E extends VoiceClientEvent>(event: E, listener: VoiceClientListener<E>): void {
    this.emitter.off(event, listener);
  }

  // ── Listening ─────────────────────────────────────────────────────────

  private listen(): void {
    if (this.phase !== 'waiting' || this.muted || this.recognition) return;
    let recognition: SpeechRecognitionLike;
    try {
      recognition = new this.deps.SpeechRecognition();
      recognition.lang = this.lang;
      recognition.continuous = false;
      recognition.interimResults = false;
      recognition.maxAlternatives = 1;
      if (this.onDevice) recognition.processLocally = true;
    } catch (cause) {
      this.fail(new BrowserVoiceError('start', 'Speech recognition could not be created', cause));
      return;
    }
    let heard = '';
    let failed = false;
    recognition.onresult = (event) => {
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i];
        if (result?.isFinal && result[0]) heard += `${result[0].transcript} `;
      }
    };
    recognition.onerror = (event) => {
      if (this.recognition !== recognition) return;
      if (QUIET_RECOGNITION_ERRORS.has(event.error)) return; // `onend` follows: listen again
      failed = true;
      this.fail(new BrowserVoiceError(event.error || 'recognition', event.message || `Speech recognition failed: ${event.error}`));
    };
    recognition.onend = () => {
      if (this.recognition !== recognition) return;
      this.recognition = null;
      if (failed || this.phase !== 'listening') return;
      this.phase = 'waiting';
      const content = heard.replace(/\s+/g, ' ').trim();
      if (content) void this.takeTurn(content);
      else this.scheduleRelisten();
    };
    this.recognition = recognition;
    this.phase = 'listening';
    try {
      recognition.start();
    } catch (cause) {
      this.recognition = null;
      this.phase = 'waiting';
      this.fail(new BrowserVoiceError('start', 'Speech recognition could not start', cause));
    }
  }

  private scheduleRelisten(): void {
    this.cancelRelisten();
    this.relisten = this.deps.clock.setTimeout(() => {
      this.relisten = null;
      this.listen();
    }, RELISTEN_DELAY_MS);
  }

  private cancelRelisten(): void {
    if (this.relisten !== null) this.deps.clock.clearTimeout(this.relisten);
    this.relisten = null;
  }

  private abortRecognition(): void {
    const recognition = this.recognition;
    this.recognition = null;
    if (!recognition) return;
    recognition.onresult = recognition.onerror = recognition.onend = null;
    try {
      recognition.abort();
    } catch (cause) {
      this.deps.log.warn('voice: stopping speech recognition failed', cause);
    }
  }

  // ── One turn ──────────────────────────────────────────────────────────

  private async takeTurn(content: string): Promise<void> {
    this.emitter.emit('message', { type: 'transcript', role: 'user', transcriptType: 'final', transcript: content });
    const controller = new AbortController();
    this.turn = controller;
    this.replyDone = false;
    const request: VoiceTurnRequest = {
      callId: this.callId,
      language: this.language,
      content: content.slice(0, CONTENT_MAX),
      history: this.history.slice(-HISTORY_LIMIT).map((entry) => ({ role: entry.role, content: entry.content.slice(0, HISTORY_ENTRY_MAX) })),
    };
    let received = '';
    let consumed = 0;
    try {
      const events = await this.deps.sendTurn(request, controller.signal);
      for await (const event of events) {
        if (this.turn !== controller) return;
        if (event.type === 'disclosure') {
          this.disclose(event.disclosure);
        } else if (event.type === 'retract') {
          // The reply so far is withdrawn: stop saying it, forget it; what follows replaces it.
          this.dropSpeech();
          received = '';
          consumed = 0;
        } else if (event.type === 'delta') {
          received += event.text;
          const { sentences, rest } = takeSentences(received.slice(consumed), this.language);
          consumed = received.length - rest.length;
          this.enqueue(sentences);
        } else if (event.type === 'done') {
          // Risk first: the page shows the crisis panel while the reply is being said.
          const risk: Risk | null = event.risk ?? (event.crisis ? { level: 'urgent', categories: [] } : null);
          if (risk) this.emitter.emit('message', { type: 'vi-risk', risk });
          // The whole reply is authoritative: speak what the deltas have not covered.
          const rest = event.text.startsWith(received) ? event.text.slice(consumed) : consumed === 0 ? event.text : received.slice(consumed);
          const { sentences, rest: last } = takeSentences(rest, this.language);
          this.enqueue([...sentences, last]);
          this.history.push({ role: 'user', content: request.content }, { role: 'assistant', content: event.text });
          if (this.history.length > HISTORY_LIMIT) this.history = this.history.slice(-HISTORY_LIMIT);
          this.emitter.emit('message', { type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: event.text });
          break;
        } else if (event.type === 'error') {
          throw new ApiError({
            status: event.error.code === 'RATE_LIMITED' ? 429 : 0,
            code: event.error.code,
            message: event.error.message,
            details: event.error.details,
          });
        }
      }
      if (this.turn !== controller) return;
      this.turn = null;
      this.replyDone = true;
      this.afterSpeaking();
    } catch (cause) {
      if (this.turn !== controller) return; // stopped: nothing to report
      this.turn = null;
      if (cause instanceof ApiError && (cause.status === 429 || cause.code === 'RATE_LIMITED') && consumed === 0 && received === '') {
        this.deps.log.warn('voice: a turn was refused for the rate limit; listening again', cause);
        this.emitter.emit('message', { type: 'turn-skipped', reason: 'rate-limited' });
        this.replyDone = true;
        this.afterSpeaking();
        return;
      }
      this.fail(new BrowserVoiceError('turn', cause instanceof Error ? cause.message : 'The voice turn failed', cause));
    }
  }

  // ── Speaking ──────────────────────────────────────────────────────────

  private enqueue(sentences: string[]): void {
    for (const sentence of sentences) {
      const text = withoutAddresses(speakable(sentence), this.language);
      if (HAS_WORDS.test(text)) this.queue.push(text);
    }
    if (!this.current) this.speakNext();
  }

  /** Says the AI disclosure (next, before anything queued after it) and tells the page to show it. */
  private disclose(disclosure: Disclosure): void {
    this.emitter.emit('message', { type: 'vi-disclosure', disclosure });
    const { sentences, rest } = takeSentences(spokenDisclosure(disclosure.text), this.language);
    this.enqueue([...sentences, rest]);
  }

  /** Stops the sentence being said and drops the ones waiting (a retracted reply). */
  private dropSpeech(): void {
    this.queue = [];
    if (!this.current) return;
    this.current = null;
    try {
      this.deps.speechSynthesis.cancel();
    } catch (cause) {
      this.deps.log.warn('voice: stopping the voice failed', cause);
    }
  }

  private speakNext(): void {
    if (this.phase === 'ended') return;
    const text = this.queue.shift();
    if (text === undefined) {
      this.current = null;
      this.afterSpeaking();
      return;
    }
    if (!this.speaking) {
      this.speaking = true;
      this.emitter.emit('speech-start');
      this.emitter.emit('volume-level', 1);
    }
    let utterance: SpeechSynthesisUtteranceLike;
    try {
      utterance = new this.deps.SpeechSynthesisUtterance(text);
      utterance.lang = this.lang;
      utterance.volume = this.volume;
      const voice = this.voiceFor();
      if (voice) utterance.voice = voice;
    } catch (cause) {
      this.deps.log.warn('voice: a sentence could not be prepared for speaking', cause);
      this.speakNext();
      return;
    }
    const next = () => {
      if (this.current !== utterance) return;
      this.current = null;
      this.speakNext();
    };
    utterance.onend = next;
    utterance.onerror = (event) => {
      if (!QUIET_SYNTHESIS_ERRORS.has(event?.error ?? '')) this.deps.log.warn('voice: the browser could not speak a sentence', event?.error);
      next();
    };
    this.current = utterance;
    try {
      this.deps.speechSynthesis.speak(utterance);
    } catch (cause) {
      this.deps.log.warn('voice: the browser could not speak a sentence', cause);
      next();
    }
  }

  private voiceFor(): SpeechSynthesisVoiceLike | undefined {
    const voices = this.deps.speechSynthesis.getVoices?.() ?? [];
    const tag = this.lang.toLowerCase().replace('_', '-');
    const exact = voices.filter((voice) => voice.lang.toLowerCase().replace('_', '-') === tag);
    const close = voices.filter((voice) => voice.lang.toLowerCase().startsWith(this.language));
    // A voice of the device first: an online voice would send the reply's text to the browser maker.
    return exact.find((voice) => voice.localService) ?? close.find((voice) => voice.localService) ?? exact[0] ?? close[0];
  }

  /** After a sentence, or the end of the reply: once everything is said, the member's turn again. */
  private afterSpeaking(): void {
    if (this.phase === 'ended' || this.current || this.queue.length > 0 || !this.replyDone) return;
    if (this.speaking) {
      this.speaking = false;
      this.emitter.emit('volume-level', 0);
      this.emitter.emit('speech-end');
    }
    this.replyDone = false;
    this.listen();
  }

  // ── Ending ────────────────────────────────────────────────────────────

  /** A failure ends the call: everything stops, then `error` (the call marks its session failed). */
  private fail(error: BrowserVoiceError): void {
    if (this.phase === 'ended') return;
    this.shutDown();
    this.emitter.emit('error', error);
  }

  private shutDown(): void {
    this.phase = 'ended';
    this.cancelRelisten();
    this.turn?.abort();
    this.turn = null;
    this.abortRecognition();
    this.queue = [];
    const speaking = this.current !== null || this.speaking;
    this.current = null;
    try {
      this.deps.speechSynthesis.cancel();
    } catch (cause) {
      this.deps.log.warn('voice: stopping the voice failed', cause);
    }
    if (speaking) {
      this.speaking = false;
      this.emitter.emit('volume-level', 0);
      this.emitter.emit('speech-end');
    }
  }

  private withTimeout<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
    return new Promise<T>((resolve) => {
      const timer = this.deps.clock.setTimeout(() => resolve(fallback), ms);
      promise.then(
        (value) => {
          this.deps.clock.clearTimeout(timer);
          resolve(value);
        },
        () => {
          this.deps.clock.clearTimeout(timer);
          resolve(fallback);
        },
      );
    });
  }
}

const browserClock: BrowserVoiceClock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/**
 * `VoiceCall`'s `createClient` for the server's `browser` answer. Rejects for a `platform` answer
 * or when the browser cannot recognise or speak (the call then shows "Failed to initialize voice
 * assistant"; the page's notice has already said this browser cannot hold voice calls).
 */
export async function createBrowserVoiceClient(call: VoiceCallStart, deps: Partial<BrowserVoiceDeps> = {}): Promise<VoiceClient> {
  if (call.mode !== 'browser') throw new Error('This call does not use browser voice');
  const win = typeof window === 'undefined' ? undefined : (window as unknown as SpeechWindow & { navigator?: Navigator });
  const SpeechRecognition = deps.SpeechRecognition ?? recognitionConstructorOf(win);
  const speechSynthesis = deps.speechSynthesis ?? (win?.speechSynthesis as SpeechSynthesisLike | undefined);
  const Utterance = deps.SpeechSynthesisUtterance ?? (win?.SpeechSynthesisUtterance as SpeechSynthesisUtteranceConstructorLike | undefined);
  if (!SpeechRecognition) throw new Error('This browser has no speech recognition');
  if (!speechSynthesis || typeof Utterance !== 'function') throw new Error('This browser cannot speak');
  return new BrowserVoiceClient({
    SpeechRecognition,
    speechSynthesis,
    SpeechSynthesisUtterance: Utterance,
    sendTurn: deps.sendTurn ?? httpVoiceTurnSender(),
    clock: deps.clock ?? browserClock,
    languages: deps.languages ?? win?.navigator?.languages ?? [],
    log: deps.log ?? console,
  });
}
