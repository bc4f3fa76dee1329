import type { Usage } from '@vi/contracts';

export interface DayUsage {
  /** YYYY-MM-DD in the member's time zone. */
  date: string;
  /** Day of the month, 1-31. */
  day: number;
  voice: number;
  chat: number;
}

/** Year and month (1-12) of an instant, in a time zone. */
function yearMonthIn(iso: string, timeZone: string): { year: number; month: number } {
  let zone: string | undefined = timeZone || undefined;
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
  } catch {
    zone = undefined;
  }
  // en-CA formats as YYYY-MM-DD.
  const text = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: zone }).format(new Date(iso));
  const [year, month] = text.split('-').map(Number);
  return { year: year!, month: month! };
}

/**
 * Every day of the usage's month with its voice and chat counts: the server lists only the days
 * that had sessions, the chart needs them all.
 */
export function monthDays(usage: Pick<Usage, 'month' | 'daily'>): DayUsage[] {
  const { year, month } = yearMonthIn(usage.month.start, usage.month.timeZone);
  const count = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const byDate = new Map(usage.daily.map((d) => [d.date, d]));
  const prefix = `${year}-${String(month).padStart(2, '0')}-`;
  return Array.from({ length: count }, (_, i) => {
    const date = `${prefix}${String(i + 1).padStart(2, '0')}`;
    const found = byDate.get(date);
    return { date, day: i + 1, voice: found?.voice ?? 0, chat: found?.chat ?? 0 };
  });
}

/** The y axis top: a multiple of 4 (at least 4), so the quarter grid lines fall on whole sessions. */
export function axisTop(max: number): number {
  return Math.max(4, Math.ceil(max / 4) * 4);
}
