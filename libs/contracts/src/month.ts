/**
 * The month rule, stated once: a session counts in the calendar month of its start in the
 * member's time zone, from midnight on the 1st there up to (not including) midnight on the
 * next 1st. The database's allowance check in sessions-and-limits (SQL, in a migration) applies
 * the same rule; a test there proves the two agree.
 *
 * A local midnight that does not exist (clocks jump over it) is read with the offset in force
 * before the jump; one that happens twice (clocks go back over it) with the offset in force
 * after: what PostgreSQL's `timestamp AT TIME ZONE zone` does.
 */
/** The zone a month is counted in when the member's is not known. */
export const DEFAULT_TIME_ZONE = 'UTC';

export interface MemberMonth {
  /** `YYYY-MM`, in the member's calendar. */
  month: string;
  /** Midnight on the 1st in the member's time zone. */
  start: Date;
  /** Midnight on the 1st of the next month there: the first instant that is not in this month. */
  end: Date;
  timeZone: string;
}

const DAY_MS = 24 * 3_600_000;

// Building an Intl formatter is slow; members send the same few zones again and again.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    if (formatters.size < 1000) formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface WallClock {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

/** The member's wall-clock date at an instant, and that wall-clock time written as if it were UTC. */
function wallClockAt(ms: number, timeZone: string): WallClock & { asUtc: number } {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(ms)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = fields;
  return { year, month, day, asUtc: Date.UTC(year, month - 1, day, hour, minute, second) };
}

/** How far the zone's clocks are ahead of UTC at an instant, in ms. */
function offsetAt(ms: number, timeZone: string): number {
  const whole = Math.floor(ms / 1000) * 1000;
  return wallClockAt(whole, timeZone).asUtc - whole;
}

/** The instant a wall-clock time (written as if UTC) names in a zone, with PostgreSQL's choice in gaps and overlaps. */
function instantOfWallClock(asUtc: number, timeZone: string): number {
  // No zone changes its offset twice within two days, and no offset exceeds a day.
  const before = offsetAt(asUtc - DAY_MS, timeZone);
  const after = offsetAt(asUtc + DAY_MS, timeZone);
  const withAfter = asUtc - after;
  if (offsetAt(withAfter, timeZone) === after) return withAfter; // also the choice when both fit (an overlap)
  const withBefore = asUtc - before;
  if (offsetAt(withBefore, timeZone) === before) return withBefore;
  return withBefore; // a gap: the offset in force before the jump
}

/** The member's calendar month that `instant` falls in (see the rule above). */
export function monthOf(instant: Date | number, timeZone: string): MemberMonth {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const { year, month } = wallClockAt(ms, timeZone);
  const start = instantOfWallClock(Date.UTC(year, month - 1, 1), timeZone);
  const end = instantOfWallClock(Date.UTC(year, month, 1), timeZone);
  return { month: `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`, start: new Date(start), end: new Date(end), timeZone };
}
