/**
 * Passes the first piece on at once (time to first token) and then gathers what arrives
 * within `windowMs` into one piece: a fast model sends dozens of tokens a second, and each
 * piece would otherwise be one NATS message and one server-sent event.
 */
export async function* coalesce(source: AsyncIterable<string>, windowMs: number): AsyncGenerator<string> {
  const iterator = source[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done) return;
  yield first.value;
  let pending: Promise<IteratorResult<string>> | undefined;
  for (;;) {
    let buffer = '';
    const deadline = Date.now() + windowMs;
    for (;;) {
      pending ??= iterator.next();
      const remaining = deadline - Date.now();
      let timer: NodeJS.Timeout | undefined;
      const step = await Promise.race([
        pending,
        new Promise<'wait'>((resolve) => {
          timer = setTimeout(() => resolve('wait'), Math.max(0, remaining));
        }),
      ]).finally(() => clearTimeout(timer));
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
