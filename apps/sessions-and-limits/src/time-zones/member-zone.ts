import { monthOf } from '@vi/contracts';

export interface ZoneState {
  timeZone: string;
  nextTimeZone: string | null;
  nextFrom: Date | null;
}

/**
 * The zone a member's month is counted in at `now`, and the state to keep. Only the first zone a
 * member reports is taken at once; a different one waits until the month of the kept zone has ended,
 * so switching zones around the 1st can never open a new month early (the new zone's month then
 * starts at or before that instant, so it counts everything since its own 1st). Reporting the kept
 * zone again drops a waiting change. No report (`requested` undefined) changes nothing.
 */
export function nextZoneState(state: ZoneState | null, requested: string | undefined, now: Date): { zone: string | null; state: ZoneState | null } {
  if (!state) {
    return requested ? { zone: requested, state: { timeZone: requested, nextTimeZone: null, nextFrom: null } } : { zone: null, state: null };
  }
  let current = state;
  if (current.nextTimeZone && current.nextFrom && now.getTime() >= current.nextFrom.getTime()) {
    current = { timeZone: current.nextTimeZone, nextTimeZone: null, nextFrom: null };
  }
  if (requested && requested !== current.timeZone && requested !== current.nextTimeZone) {
    current = { timeZone: current.timeZone, nextTimeZone: requested, nextFrom: monthOf(now, current.timeZone).end };
  } else if (requested === current.timeZone && current.nextTimeZone) {
    current = { timeZone: current.timeZone, nextTimeZone: null, nextFrom: null };
  }
  return { zone: current.timeZone, state: current };
}

export function sameZoneState(a: ZoneState | null, b: ZoneState | null): boolean {
  if (!a || !b) return a === b;
  return a.timeZone === b.timeZone && a.nextTimeZone === b.nextTimeZone && (a.nextFrom?.getTime() ?? null) === (b.nextFrom?.getTime() ?? null);
}
