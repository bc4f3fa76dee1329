import { describe, expect, it } from '@jest/globals';
import { monthOf } from './month.js';

const iso = (m: { month: string; start: Date; end: Date }) => ({ month: m.month, start: m.start.toISOString(), end: m.end.toISOString() });

describe('the month rule (monthOf)', () => {
  it('puts one instant in different months in different zones', () => {
    const instant = new Date('2026-01-31T23:30:00Z');
    expect(iso(monthOf(instant, 'UTC'))).toEqual({ month: '2026-01', start: '2026-01-01T00:00:00.000Z', end: '2026-02-01T00:00:00.000Z' });
    // Auckland is already in February (UTC+13 in summer).
    expect(iso(monthOf(instant, 'Pacific/Auckland'))).toEqual({ month: '2026-02', start: '2026-01-31T11:00:00.000Z', end: '2026-02-28T11:00:00.000Z' });
    expect(iso(monthOf(instant, 'America/Los_Angeles'))).toEqual({ month: '2026-01', start: '2026-01-01T08:00:00.000Z', end: '2026-02-01T08:00:00.000Z' });
  });

  it('starts a month at local midnight on the 1st, inclusive, and ends it just before the next', () => {
    const { start, end } = monthOf(new Date('2026-03-15T12:00:00Z'), 'Asia/Kolkata');
    expect(start.toISOString()).toBe('2026-02-28T18:30:00.000Z');
    expect(monthOf(start, 'Asia/Kolkata').month).toBe('2026-03');
    expect(monthOf(start.getTime() - 1, 'Asia/Kolkata').month).toBe('2026-02');
    expect(monthOf(end, 'Asia/Kolkata').month).toBe('2026-04');
    expect(monthOf(end.getTime() - 1, 'Asia/Kolkata').month).toBe('2026-03');
  });

  it('spans a month in which the clocks change', () => {
    // New York springs forward on 2026-03-08: the month starts at -05:00 and ends at -04:00.
    expect(iso(monthOf(new Date('2026-03-20T00:00:00Z'), 'America/New_York'))).toEqual({
      month: '2026-03',
      start: '2026-03-01T05:00:00.000Z',
      end: '2026-04-01T04:00:00.000Z',
    });
  });

  it('reads a midnight the clocks skip with the offset before the jump, as PostgreSQL does', () => {
    // Asunción went from 00:00 to 01:00 on 2023-10-01: that midnight never happened.
    expect(monthOf(new Date('2023-10-15T00:00:00Z'), 'America/Asuncion').start.toISOString()).toBe('2023-10-01T04:00:00.000Z');
  });

  it('reads a midnight that happens twice with the offset after the change, as PostgreSQL does', () => {
    // Havana went from 01:00 back to 00:00 on 2020-11-01: that midnight happened twice.
    expect(monthOf(new Date('2020-11-15T00:00:00Z'), 'America/Havana').start.toISOString()).toBe('2020-11-01T05:00:00.000Z');
  });

  it('handles zones with quarter-hour offsets and across a year', () => {
    expect(iso(monthOf(new Date('2026-12-31T11:00:00Z'), 'Pacific/Chatham'))).toEqual({
      month: '2027-01',
      start: '2026-12-31T10:15:00.000Z',
      end: '2027-01-31T10:15:00.000Z',
    });
  });

  it('takes a number of milliseconds as well as a Date', () => {
    const ms = Date.parse('2026-06-10T00:00:00Z');
    expect(monthOf(ms, 'Europe/Madrid')).toEqual(monthOf(new Date(ms), 'Europe/Madrid'));
    expect(monthOf(ms, 'Europe/Madrid').timeZone).toBe('Europe/Madrid');
  });
});
