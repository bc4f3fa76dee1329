import type { VapiConstructor, VapiLike } from './vapi-voice-client.js';

/**
 * For tests: a scripted stand-in for the voice platform SDK's `Vapi` class, with the same event
 * surface. The test drives it (`emit('call-start')`, `emit('volume-level', 0.4)`...) and scripts
 * its failures (`startResult`, `stopError`, `muteError`), and records what it was asked to `say`.
 */
export class FakeVapi implements VapiLike {
  static instances: FakeVapi[] = [];
  private readonly handlers = new Map<string, Array<(...args: unknown[]) => void>>();
  muted = false;
  volume: number | null = null;
  readonly starts: Array<{ assistant: string; overrides?: Record<string, unknown> }> = [];
  /** What the page had the assistant say (live call control), with the SDK's flags. */
  readonly said: Array<{ message: string; endCallAfterSpoken?: boolean; interruptionsEnabled?: boolean; interruptAssistantEnabled?: boolean }> = [];
  stops = 0;
  /** What `start` resolves to (the SDK resolves null after reporting a failure on `error`), or an error to reject with. */
  startResult: unknown = { id: 'platform-call-1' };
  /** Emitted on `error` during `start`, as the SDK does before resolving null. */
  startErrorEvent: unknown = null;
  stopError: Error | null = null;
  muteError: Error | null = null;

  constructor(readonly publicKey: string) {
    FakeVapi.instances.push(this);
  }

  on(event: string, listener: (...args: never[]) => void): this {
    const list = this.handlers.get(event) ?? [];
    list.push(listener as (...args: unknown[]) => void);
    this.handlers.set(event, list);
    return this;
  }

  removeListener(event: string, listener: (...args: never[]) => void): this {
    this.handlers.set(
      event,
      (this.handlers.get(event) ?? []).filter((l) => l !== (listener as unknown)),
    );
    return this;
  }

  emit(event: string, ...args: unknown[]): boolean {
    const list = this.handlers.get(event) ?? [];
    if (event === 'error' && list.length === 0) throw new Error('unhandled error event'); // like an EventEmitter
    for (const listener of list.slice()) listener(...args);
    return list.length > 0;
  }

  listenerCount(event: string): number {
    return this.handlers.get(event)?.length ?? 0;
  }

  async start(assistant: string, overrides?: Record<string, unknown>): Promise<unknown> {
    this.starts.push({ assistant, overrides });
    if (this.startResult instanceof Error) throw this.startResult;
    if (this.startErrorEvent !== null) this.emit('error', this.startErrorEvent);
    return this.startResult;
  }

  async stop(): Promise<void> {
    this.stops++;
    if (this.stopError) throw this.stopError;
    this.emit('call-end'); // the SDK's `left-meeting` handler
  }

  setMuted(muted: boolean): void {
    if (this.muteError) throw this.muteError;
    this.muted = muted;
  }

  isMuted(): boolean {
    return this.muted;
  }

  setVolume(volume: number): void {
    this.volume = volume;
  }

  say(message: string, endCallAfterSpoken?: boolean, interruptionsEnabled?: boolean, interruptAssistantEnabled?: boolean): void {
    this.said.push({ message, endCallAfterSpoken, interruptionsEnabled, interruptAssistantEnabled });
  }
}

export const FakeVapiConstructor: VapiConstructor = FakeVapi;
