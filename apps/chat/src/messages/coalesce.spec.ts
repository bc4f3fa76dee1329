import { describe, expect, it } from '@jest/globals';
import { coalesce, type CoalesceClock } from './coalesce.js';

/** A clock that only moves when the test says so. */
class ManualClock implements CoalesceClock {
  private time = 1_000_000;
  private timers: { at: number; callback: () => void }[] = [];

  now() {
    return this.time;
  }

  setTimer(callback: () => void, ms: number) {
    const timer = { at: this.time + ms, callback };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((t) => t !== timer);
    };
  }

  /** Lets the generator reach its next wait, moves time on by `ms`, fires the timers that fall due, then lets it react. */
  async advance(ms: number) {
    await settle();
    this.time += ms;
    const due = this.timers.filter((t) => t.at <= this.time).sort((a, b) => a.at - b.at);
    this.timers = this.timers.filter((t) => t.at > this.time);
    for (const timer of due) timer.callback();
    await settle();
  }

  get pendingTimers() {
    return this.timers.length;
  }
}

/** Lets every queued promise reaction run (no time passes on the manual clock). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A model's token stream that the test feeds by hand. */
class ManualSource implements AsyncIterable<string> {
  private queue: IteratorResult<string>[] = [];
  private failure?: Error;
  private waiting?: { resolve: (step: IteratorResult<string>) => void; reject: (error: Error) => void };

  push(text: string) {
    this.deliver({ value: text, done: false });
  }

  end() {
    this.deliver({ value: undefined, done: true });
  }

  fail(error: Error) {
    if (this.waiting) {
      this.waiting.reject(error);
      this.waiting = undefined;
    } else this.failure = error;
  }

  private deliver(step: IteratorResult<string>) {
    if (this.waiting) {
      this.waiting.resolve(step);
      this.waiting = undefined;
    } else this.queue.push(step);
  }

  [Symbol.asyncIterator](): AsyncIterator<string> {
    return {
      next: () => {
        const queued = this.queue.shift();
        if (queued) return Promise.resolve(queued);
        if (this.failure) return Promise.reject(this.failure);
        return new Promise((resolve, reject) => {
          this.waiting = { resolve, reject };
        });
      },
    };
  }
}

/** A pull from the generator whose state the test can look at before it settles. */
function pull(generator: AsyncGenerator<string>) {
  const state: { settled: boolean; result?: IteratorResult<string> } = { settled: false };
  const promise = generator.next().then((result) => {
    state.settled = true;
    state.result = result;
    return result;
  });
  return { state, promise };
}

const WINDOW = 20;

describe('coalesce', () => {
  it('passes the first piece on at once, without waiting for a window', async () => {
    const clock = new ManualClock();
    const source = new ManualSource();
    const pieces = coalesce(source, WINDOW, clock);
    const first = pull(pieces);
    source.push('Hel');
    await settle();
    expect(first.state).toEqual({ settled: true, result: { value: 'Hel', done: false } });
  });

  it('gathers the pieces that arrive within one window into one, sent when the window closes', async () => {
    const clock = new ManualClock();
    const source = new ManualSource();
    const pieces = coalesce(source, WINDOW, clock);
    source.push('Hel');
    await expect(pieces.next()).resolves.toEqual({ value: 'Hel', done: false });

    const second = pull(pieces);
    source.push('lo');
    source.push(' there');
    await settle();
    await clock.advance(WINDOW - 1);
    source.push(', friend');
    await settle();
    expect(second.state.settled).toBe(false);

    await clock.advance(1);
    expect(second.state).toEqual({ settled: true, result: { value: 'lo there, friend', done: false } });
    source.end();
    await expect(pieces.next()).resolves.toEqual({ value: undefined, done: true });
  });

  it('does not hold a piece back for longer than one window when the source pauses', async () => {
    const clock = new ManualClock();
    const source = new ManualSource();
    const pieces = coalesce(source, WINDOW, clock);
    source.push('a');
    await expect(pieces.next()).resolves.toEqual({ value: 'a', done: false });

    const second = pull(pieces);
    source.push('b');
    await clock.advance(WINDOW);
    expect(second.state.result).toEqual({ value: 'b', done: false });

    // The model pauses for four windows: nothing empty is sent meanwhile.
    const third = pull(pieces);
    for (let i = 0; i < 4; i++) await clock.advance(WINDOW);
    expect(third.state.settled).toBe(false);

    source.push('c');
    await settle();
    source.push('d');
    await settle();
    expect(third.state.settled).toBe(false);
    await clock.advance(WINDOW);
    expect(third.state.result).toEqual({ value: 'cd', done: false });
  });

  it('sends what it gathered as soon as the source ends, without waiting for the window', async () => {
    const clock = new ManualClock();
    const source = new ManualSource();
    const pieces = coalesce(source, WINDOW, clock);
    source.push('x');
    await pieces.next();
    const rest = pull(pieces);
    source.push('y');
    source.push('z');
    source.end();
    await settle();
    expect(rest.state.result).toEqual({ value: 'yz', done: false });
    await expect(pieces.next()).resolves.toEqual({ value: undefined, done: true });
    expect(clock.pendingTimers).toBe(0);
  });

  it('ends without a piece for an empty source', async () => {
    const source = new ManualSource();
    const pieces = coalesce(source, WINDOW, new ManualClock());
    source.end();
    await expect(pieces.next()).resolves.toEqual({ value: undefined, done: true });
  });

  it('passes an error of the source on, after what came before it', async () => {
    const clock = new ManualClock();
    const source = new ManualSource();
    const pieces = coalesce(source, WINDOW, clock);
    source.push('x');
    await expect(pieces.next()).resolves.toEqual({ value: 'x', done: false });
    const next = pieces.next();
    source.fail(new Error('line dropped'));
    await expect(next).rejects.toThrow('line dropped');
  });

  it('runs on the real clock by default', async () => {
    async function* quick() {
      yield 'a';
      yield 'b';
      yield 'c';
    }
    const out: string[] = [];
    for await (const piece of coalesce(quick(), WINDOW)) out.push(piece);
    // Pieces that are already there (promise reactions) always beat a timer, however slow the machine.
    expect(out).toEqual(['a', 'bc']);
  });
});
