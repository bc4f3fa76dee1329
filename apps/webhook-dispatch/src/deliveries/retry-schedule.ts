/** The share of a delay that is random: a delay of d waits between d·(1−JITTER) and d·(1+JITTER). */
export const JITTER = 0.2;

/**
 * When attempt `attempt` (1 for the first) failed: the delay before the next, or undefined when the
 * schedule is spent. The jitter keeps receivers that came back from getting every retry at once.
 */
export function retryDelayMs(schedule: readonly number[], attempt: number, random: () => number = Math.random): number | undefined {
  const base = schedule[attempt - 1];
  if (base === undefined) return undefined;
  return Math.max(1, Math.round(base * (1 - JITTER + 2 * JITTER * random())));
}
