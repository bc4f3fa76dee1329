/** Chat page formatting: message times and the session timer. */

export interface DayPeriods {
  am: string;
  pm: string;
}

const ENGLISH_PERIODS: DayPeriods = { am: 'AM', pm: 'PM' };

/**
 * A message time in 12-hour hour:minute (spec section 2), e.g. "3:07 PM", in the browser's
 * time zone. Written by hand rather than with Intl, whose spacing (a narrow no-break space) and
 * period labels differ between engines; the labels come from the page's language.
 */
export function formatTime12(value: string | number | Date, periods: DayPeriods = ENGLISH_PERIODS): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const hours = date.getHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${hour12}:${minutes} ${hours < 12 ? periods.am : periods.pm}`;
}

/** The session timer: mm:ss (minutes keep counting past 59). */
export function formatTimer(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Whole seconds since `startedAt` (an ISO time), never negative (the clocks may disagree a little). */
export function elapsedSeconds(startedAt: string, now: number): number {
  const start = Date.parse(startedAt);
  if (Number.isNaN(start)) return 0;
  return Math.max(0, Math.floor((now - start) / 1000));
}
