import type { Disclosure, Risk, VoiceLanguage, VoicePlatformStart } from '@vi/contracts';

/**
 * What the voice page needs from whatever carries the conversation: the hosted voice platform
 * (`VapiVoiceClient`), later the browser's own speech over chat, and a scripted fake in tests.
 * The call's life (states, session tracking, timer) lives in `VoiceCall`, not here.
 */

/** What a client is started with: the server's answer to `POST /api/v1/voice-calls`, trimmed. */
export interface VoiceClientStartConfig {
  /** Our voice session (the platform gets it back as metadata in its server messages). */
  sessionId: string;
  language: VoiceLanguage;
  /** Present in `platform` mode: the only platform values a browser ever sees. */
  platform?: Pick<VoicePlatformStart, 'assistantId' | 'assistantOverrides'>;
  /** The AI disclosure the call opens with (the browser voice speaks it before the first turn; the platform's assistant says it first itself). */
  disclosure?: Disclosure;
}

/** A payload of the `message` event: whatever the transport sends (transcripts, status updates). */
export type VoiceClientMessage = unknown;

/**
 * The safety messages both clients emit on `message`, whatever the transport: the call showed
 * risk (the page shows the crisis panel), or the AI disclosure was given (the page shows it).
 */
export type VoiceSafetyMessage = { type: 'vi-risk'; risk: Risk } | { type: 'vi-disclosure'; disclosure: Disclosure };

export function isVoiceSafetyMessage(message: unknown): message is VoiceSafetyMessage {
  if (typeof message !== 'object' || message === null) return false;
  const { type, risk, disclosure } = message as { type?: unknown; risk?: unknown; disclosure?: unknown };
  if (type === 'vi-risk') return typeof risk === 'object' && risk !== null && typeof (risk as Risk).level === 'string';
  if (type === 'vi-disclosure') return typeof disclosure === 'object' && disclosure !== null && typeof (disclosure as Disclosure).text === 'string';
  return false;
}

/** Each event and its payload (`void`: no payload). */
export interface VoiceClientEvents {
  /** The assistant is listening: the call is live. */
  'call-start': void;
  /** The call is over (either side hung up, or the connection dropped). */
  'call-end': void;
  /** The assistant started / stopped talking. */
  'speech-start': void;
  'speech-end': void;
  /** The assistant's output level, 0 to 1, several times a second. */
  'volume-level': number;
  message: VoiceClientMessage;
  error: unknown;
}
export type VoiceClientEvent = keyof VoiceClientEvents;
export type VoiceClientListener<E extends VoiceClientEvent> = VoiceClientEvents[E] extends void ? () => void : (payload: VoiceClientEvents[E]) => void;

export interface VoiceClient {
  /** Joins the call. Resolves once the join was asked for; `call-start` says when it is live. Rejects when it cannot start. */
  start(config: VoiceClientStartConfig): Promise<void>;
  /** Leaves the call and frees the microphone. Rejects when leaving failed. */
  stop(): Promise<void>;
  /** Mutes or unmutes the member's microphone. */
  setMuted(muted: boolean): void;
  isMuted(): boolean;
  /** The assistant's playback volume, 0 to 1 (clamped). Remembered across the call. */
  setVolume(volume: number): void;
  /** Subscribes; returns the unsubscribe function. */
  on<E extends VoiceClientEvent>(event: E, listener: VoiceClientListener<E>): () => void;
  off<E extends VoiceClientEvent>(event: E, listener: VoiceClientListener<E>): void;
}

/** Clamps a volume into 0..1; a non-finite value gives null (nothing to apply). */
export function clampVolume(volume: number): number | null {
  if (!Number.isFinite(volume)) return null;
  return Math.min(1, Math.max(0, volume));
}

/**
 * A small typed listener registry, for clients that produce their own events (the browser
 * speech client, test fakes). A listener that throws is reported and never stops the others.
 */
export class VoiceClientEmitter {
  private readonly listeners = new Map<VoiceClientEvent, Set<(payload?: unknown) => void>>();

  on<E extends VoiceClientEvent>(event: E, listener: VoiceClientListener<E>): () => void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener as (payload?: unknown) => void);
    return () => this.off(event, listener);
  }

  off<E extends VoiceClientEvent>(event: E, listener: VoiceClientListener<E>): void {
    this.listeners.get(event)?.delete(listener as (payload?: unknown) => void);
  }

  emit<E extends VoiceClientEvent>(event: E, ...payload: VoiceClientEvents[E] extends void ? [] : [VoiceClientEvents[E]]): void {
    for (const listener of Array.from(this.listeners.get(event) ?? [])) {
      try {
        listener(payload[0]);
      } catch (error) {
        console.error(`voice: a ${event} listener failed`, error);
      }
    }
  }

  clear(): void {
    this.listeners.clear();
  }
}
