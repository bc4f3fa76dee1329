/** The time coalesce runs on: the real one, or one a test moves by hand. */
export interface CoalesceClock {
  now(): number;
  /** Calls `callback` after `ms`; the returned function cancels it. */
  setTimer(callback: () => void, ms: number): () => void;
}

export const systemClock: CoalesceClock = {
  now: () => Date.now(),
  setTimer(callback, ms) {
    const timer = setTimeout(callback, ms);
    return () => clearTimeout(timer);
  },
};

/**
 * Passes the first piece on at once (time to first token) and then gathers what arrives
 * within `windowMs` into one piece: a fast model sends dozens of tokens a second, and each
 * piece would otherwise be one NATS message and one server-sent event.
 */
export async function* coalesce(source: AsyncIterable<string>, windowMs: number, clock: CoalesceClock = systemClock): AsyncGenerator<string> {
  const iterator = source[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done) return;
  yield first.value;
  let pending: Promise<IteratorResult<string>> | undefined;
  for (;;) {
    let buffer = '';
    const deadline = clock.now() + windowMs;
    for (;;) {
      pending ??= iterator.next();
      const remaining = deadline - clock.now();
      let cancel: (() => void) | undefined;
      const step = await Promise.race([
        pending,
        new Promise<'wait'>((resolve) => {
          cancel = clock.setTimer(() => resolve('wait'), Math.max(0, remaining));
        }),
      ]).finally(() => cancel?.());
      if (step === 'wait') break;
      pending = undefined;
      if (step.done) {
        if (buffer) yield buffer;
        return;
      }
      buffer += step.value;
    }
    if (buffer) yield buffer;
  }
}
