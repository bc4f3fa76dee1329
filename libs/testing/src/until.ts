/**
 * Polls `probe` until it returns something other than undefined (events and sweeps happen a
 * moment later); fails with `message` after `timeoutMs`.
 */
export async function until<T>(probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 10_000, message = 'condition not met in time'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(message);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
