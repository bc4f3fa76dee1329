import { describe, expect, it } from '@jest/globals';
import { formatDuration, formatMemberSince, formatPrice, refreshedAge, usedPercent } from './format.js';
import { axisTop, monthDays } from './month-days.js';

describe('formatDuration', () => {
  it('shows under a minute as seconds', () => {
    expect(formatDuration(0)).toBe('0s');
    expect(formatDuration(45)).toBe('45s');
    expect(formatDuration(59)).toBe('59s');
  });

  it('shows a minute or more as minutes and seconds', () => {
    expect(formatDuration(60)).toBe('1m 0s');
    expect(formatDuration(125)).toBe('2m 5s');
    expect(formatDuration(3725)).toBe('62m 5s');
  });

  it('floors fractions and treats nonsense as zero', () => {
    expect(formatDuration(45.9)).toBe('45s');
    expect(formatDuration(-3)).toBe('0s');
    expect(formatDuration(Number.NaN)).toBe('0s');
  });
});

describe('refreshedAge', () => {
  const at = Date.UTC(2026, 2, 10, 12, 0, 0);

  it('counts in seconds, minutes or hours, singular or plural', () => {
    expect(refreshedAge(at, at + 400)).toEqual({ unit: 'now', count: 0 });
    expect(refreshedAge(at, at + 1_000)).toEqual({ unit: 'second', count: 1 });
    expect(refreshedAge(at, at + 59_999)).toEqual({ unit: 'seconds', count: 59 });
    expect(refreshedAge(at, at + 60_000)).toEqual({ unit: 'minute', count: 1 });
    expect(refreshedAge(at, at + 59 * 60_000)).toEqual({ unit: 'minutes', count: 59 });
    expect(refreshedAge(at, at + 60 * 60_000)).toEqual({ unit: 'hour', count: 1 });
    expect(refreshedAge(at, at + 26 * 60 * 60_000)).toEqual({ unit: 'hours', count: 26 });
  });

  it('never gives a negative age (a clock that moved back)', () => {
    expect(refreshedAge(at, at - 5_000)).toEqual({ unit: 'now', count: 0 });
  });
});

describe('formatMemberSince', () => {
  it('shows month and year in the given time zone', () => {
    expect(formatMemberSince('2025-01-15T10:00:00.000Z', { timeZone: 'UTC' })).toBe('January 2025');
    // Midnight on the 1st in UTC is still the previous month in New York.
    expect(formatMemberSince('2025-03-01T02:00:00.000Z', { timeZone: 'America/New_York' })).toBe('February 2025');
  });

  it('follows the interface language', () => {
    expect(formatMemberSince('2025-01-15T10:00:00.000Z', { locale: 'es', timeZone: 'UTC' })).toBe('enero de 2025');
  });

  it('gives nothing without a usable date (the card says "Recently")', () => {
    expect(formatMemberSince(undefined)).toBeNull();
    expect(formatMemberSince(null)).toBeNull();
    expect(formatMemberSince('')).toBeNull();
    expect(formatMemberSince('not a date')).toBeNull();
  });
});

describe('formatPrice and usedPercent', () => {
  it('formats cents as dollars', () => {
    expect(formatPrice(399)).toBe('$3.99');
  });

  it('caps the bar at 100% and shows nothing for unlimited', () => {
    expect(usedPercent(0, 5)).toBe(0);
    expect(usedPercent(2, 5)).toBe(40);
    expect(usedPercent(7, 5)).toBe(100);
    expect(usedPercent(12, null)).toBe(0);
  });
});

describe('monthDays', () => {
  it('lists every day of the month in the member time zone, with the counts the server sent', () => {
    const days = monthDays({
      // 1 February in Tokyo is 31 January 15:00 UTC.
      month: { start: '2026-01-31T15:00:00.000Z', end: '2026-02-28T15:00:00.000Z', timeZone: 'Asia/Tokyo' },
      daily: [
        { date: '2026-02-01', voice: 1, chat: 0 },
        { date: '2026-02-14', voice: 2, chat: 3 },
      ],
    });
    expect(days).toHaveLength(28);
    expect(days[0]).toEqual({ date: '2026-02-01', day: 1, voice: 1, chat: 0 });
    expect(days[13]).toEqual({ date: '2026-02-14', day: 14, voice: 2, chat: 3 });
    expect(days[27]).toEqual({ date: '2026-02-28', day: 28, voice: 0, chat: 0 });
  });

  it('knows leap years and falls back to the local zone for an unknown one', () => {
    expect(monthDays({ month: { start: '2028-02-01T00:00:00.000Z', end: '2028-03-01T00:00:00.000Z', timeZone: 'UTC' }, daily: [] })).toHaveLength(29);
    expect(() => monthDays({ month: { start: '2026-03-15T00:00:00.000Z', end: '', timeZone: 'Not/AZone' }, daily: [] })).not.toThrow();
  });
});

describe('axisTop', () => {
  it('rounds up to a multiple of four, at least four', () => {
    expect(axisTop(0)).toBe(4);
    expect(axisTop(3)).toBe(4);
    expect(axisTop(5)).toBe(8);
    expect(axisTop(12)).toBe(12);
  });
});
