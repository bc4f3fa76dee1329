import type { VoiceCall as VoiceCallStart } from '@vi/contracts';
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

/** The SDK events passed on unchanged. */
const FORWARDED = ['call-start', 'call-end', 'speech-start', 'speech-end', 'volume-level', 'message'] as const;

export class VapiVoiceClient implements VoiceClient {
  private readonly vapi: VapiLike;
  private readonly emitter = new VoiceClientEmitter();
  private volume: number | null = null;

  /** Throws when the SDK cannot be constructed (the page shows "Failed to initialize voice assistant"). */
  constructor(publicKey: string, Vapi: VapiConstructor) {
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
    else if (event === 'message') this.emitter.emit(event, payload);
    else this.emitter.emit(event);
  }

  async start(config: VoiceClientStartConfig): Promise<void> {
    if (!config.platform) throw new Error('No voice platform assistant for this call');
    const { assistantId, assistantOverrides } = config.platform;
    // The SDK catches its own failures: it reports them on `error` and resolves to null.
    const call = await this.vapi.start(assistantId, assistantOverrides as Record<string, unknown>);
    if (call === null || call === undefined) throw new Error('The voice platform did not start the call');
  }

  stop(): Promise<void> {
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
