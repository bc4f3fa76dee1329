import { describe, expect, it } from '@jest/globals';
import type { ReferralCount } from '@vi/contracts';
import { monthDate, monthsBefore, referralSummary, utcMonth } from './referrals.js';

const row = (month: string, level: ReferralCount['level'], channel: ReferralCount['channel'], count: number, language = 'en'): ReferralCount => ({
  month,
  level,
  channel,
  language,
  count,
});

describe('months', () => {
  it('are UTC months, and count back across years', () => {
    expect(utcMonth(new Date('2026-11-30T23:30:00-05:00'))).toBe('2026-12');
    expect(monthsBefore('2026-11', 11)).toBe('2025-12');
    expect(monthsBefore('2026-01', 1)).toBe('2025-12');
    expect(monthsBefore('2026-03', 0)).toBe('2026-03');
    expect(monthDate('2027-07').toISOString()).toBe('2027-07-15T00:00:00.000Z');
  });
});

describe('referralSummary', () => {
  const now = new Date('2026-11-25T12:00:00Z');

  it('is all zeros with no counts', () => {
    const summary = referralSummary([], now);
    expect(summary.month).toBe('2026-11');
    expect(summary.firstMonth).toBe('2025-12');
    expect(summary.thisMonth).toEqual({
      total: 0,
      byLevel: { concern: 0, urgent: 0, imminent: 0 },
      byChannel: { text: 0, browser_voice: 0, platform_voice: 0 },
    });
    expect(summary.last12Months).toEqual(summary.thisMonth);
  });

  it('adds this month and the last 12 months by level and by channel, every language together', () => {
    const summary = referralSummary(
      [
        row('2026-11', 'imminent', 'text', 2),
        row('2026-11', 'imminent', 'text', 1, 'es'),
        row('2026-11', 'concern', 'platform_voice', 4, 'other'),
        row('2026-10', 'urgent', 'browser_voice', 5),
        row('2025-12', 'concern', 'text', 7),
        // 13 months ago, and a month ahead of the clock: in neither.
        row('2025-11', 'urgent', 'text', 100),
        row('2026-12', 'urgent', 'text', 1000),
      ],
      now,
    );
    expect(summary.thisMonth).toEqual({
      total: 7,
      byLevel: { concern: 4, urgent: 0, imminent: 3 },
      byChannel: { text: 3, browser_voice: 0, platform_voice: 4 },
    });
    expect(summary.last12Months).toEqual({
      total: 19,
      byLevel: { concern: 11, urgent: 5, imminent: 3 },
      byChannel: { text: 10, browser_voice: 5, platform_voice: 4 },
    });
  });
});
