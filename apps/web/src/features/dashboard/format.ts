/** Pure formatting for the dashboard (unit-tested in format.spec.ts). */

/** Whole seconds as the dashboard shows a duration: "45s" under a minute, else "2m 5s". */
export function formatDuration(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  if (seconds < 60) return `${seconds}s`;
  return `${Math.floor(seconds / 60)}m ${seconds % 60}s`;
}

export type RefreshedAge = { unit: 'now'; count: 0 } | { unit: 'second' | 'seconds' | 'minute' | 'minutes' | 'hour' | 'hours'; count: number };

/** How long ago a refresh was, in the largest whole unit (seconds under a minute, minutes under an hour, else hours). */
export function refreshedAge(refreshedAt: number, now: number): RefreshedAge {
  const seconds = Math.max(0, Math.floor((now - refreshedAt) / 1000));
  if (seconds < 1) return { unit: 'now', count: 0 };
  if (seconds < 60) return { unit: seconds === 1 ? 'second' : 'seconds', count: seconds };
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return { unit: minutes === 1 ? 'minute' : 'minutes', count: minutes };
  const hours = Math.floor(minutes / 60);
  return { unit: hours === 1 ? 'hour' : 'hours', count: hours };
}

/** Month and year of an ISO date ("March 2026"); null when there is none or it is not a date (the card then says "Recently"). */
export function formatMemberSince(createdAt: string | null | undefined, options: { locale?: string; timeZone?: string } = {}): string | null {
  if (!createdAt) return null;
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(options.locale ?? 'en-US', { month: 'long', year: 'numeric', timeZone: options.timeZone }).format(date);
}

/** Cents as dollars: 399 → "$3.99". */
export function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** The share of the allowance used, 0-100, for a progress bar (0 when unlimited). */
export function usedPercent(used: number, limit: number | null): number {
  if (limit === null || limit <= 0) return 0;
  return Math.min(100, Math.round((used / limit) * 100));
}
