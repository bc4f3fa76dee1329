import { describe, expect, it } from '@jest/globals';
import { monthOf } from '@vi/contracts';
import { nextZoneState, type ZoneState } from './member-zone.js';

const AHEAD = 'Pacific/Kiritimati'; // UTC+14
const BEHIND = 'Etc/GMT+12'; // UTC-12

const kept = (timeZone: string): ZoneState => ({ timeZone, nextTimeZone: null, nextFrom: null });

describe('the allowance zone, fixed on the server', () => {
  it('takes the first zone a member reports, and none without a report', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(nextZoneState(null, BEHIND, now)).toEqual({ zone: BEHIND, state: kept(BEHIND) });
    expect(nextZoneState(null, undefined, now)).toEqual({ zone: null, state: null });
  });

  it('keeps counting in the kept zone until its month ends, however the reported zone changes near the 1st', () => {
    // 30 Nov 10:30 UTC: already 1 December at UTC+14, still 29 November at UTC-12.
    const beforeBoundary = new Date('2026-11-30T10:30:00Z');
    const moved = nextZoneState(kept(BEHIND), AHEAD, beforeBoundary);
    expect(moved.zone).toBe(BEHIND);
    expect(moved.state).toEqual({ timeZone: BEHIND, nextTimeZone: AHEAD, nextFrom: new Date('2026-12-01T12:00:00Z') });
    expect(monthOf(beforeBoundary, moved.zone!).start.toISOString()).toBe('2026-11-01T12:00:00.000Z');

    // One second before the kept zone's month ends: still the old zone; at the end: the new one.
    expect(nextZoneState(moved.state, AHEAD, new Date('2026-12-01T11:59:59Z')).zone).toBe(BEHIND);
    const after = nextZoneState(moved.state, AHEAD, new Date('2026-12-01T12:00:00Z'));
    expect(after).toEqual({ zone: AHEAD, state: kept(AHEAD) });
    // The new zone's month began before that instant: everything since its 1st still counts.
    expect(monthOf(new Date('2026-12-01T12:00:00Z'), AHEAD).start.getTime()).toBeLessThanOrEqual(new Date('2026-12-01T12:00:00Z').getTime());
  });

  it('applies a waiting change without a report too, and reporting the kept zone again drops it', () => {
    const waiting: ZoneState = { timeZone: BEHIND, nextTimeZone: AHEAD, nextFrom: new Date('2026-12-01T12:00:00Z') };
    expect(nextZoneState(waiting, undefined, new Date('2026-12-02T00:00:00Z')).zone).toBe(AHEAD);
    expect(nextZoneState(waiting, BEHIND, new Date('2026-11-30T00:00:00Z'))).toEqual({ zone: BEHIND, state: kept(BEHIND) });
    // A third zone replaces the waiting one, from the same boundary.
    expect(nextZoneState(waiting, 'Europe/Madrid', new Date('2026-11-30T00:00:00Z')).state).toEqual({
      timeZone: BEHIND,
      nextTimeZone: 'Europe/Madrid',
      nextFrom: new Date('2026-12-01T12:00:00Z'),
    });
  });
});
