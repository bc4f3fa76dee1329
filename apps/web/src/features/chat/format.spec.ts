import { describe, expect, it } from '@jest/globals';
import { elapsedSeconds, formatTime12, formatTimer } from './format.js';

const at = (hours: number, minutes: number) => new Date(2025, 4, 17, hours, minutes, 30);

describe('formatTime12', () => {
  it('shows 12-hour hour:minute with AM or PM', () => {
    expect(formatTime12(at(15, 7))).toBe('3:07 PM');
    expect(formatTime12(at(9, 45))).toBe('9:45 AM');
    expect(formatTime12(at(23, 59))).toBe('11:59 PM');
  });

  it('calls midnight 12 AM and noon 12 PM', () => {
    expect(formatTime12(at(0, 0))).toBe('12:00 AM');
    expect(formatTime12(at(12, 5))).toBe('12:05 PM');
  });

  it('accepts ISO strings and timestamps, and the language’s period labels', () => {
    const date = at(18, 30);
    expect(formatTime12(date.toISOString())).toBe('6:30 PM');
    expect(formatTime12(date.getTime(), { am: 'a. m.', pm: 'p. m.' })).toBe('6:30 p. m.');
  });

  it('gives nothing for an invalid time', () => {
    expect(formatTime12('not a time')).toBe('');
  });
});

describe('formatTimer', () => {
  it('shows mm:ss', () => {
    expect(formatTimer(0)).toBe('00:00');
    expect(formatTimer(7)).toBe('00:07');
    expect(formatTimer(65)).toBe('01:05');
    expect(formatTimer(3725)).toBe('62:05');
  });

  it('floors fractions and treats nonsense as zero', () => {
    expect(formatTimer(59.9)).toBe('00:59');
    expect(formatTimer(-4)).toBe('00:00');
    expect(formatTimer(Number.NaN)).toBe('00:00');
  });
});

describe('elapsedSeconds', () => {
  it('counts whole seconds since the start, never below zero', () => {
    const start = '2025-05-17T10:00:00.000Z';
    expect(elapsedSeconds(start, Date.parse(start) + 2_900)).toBe(2);
    expect(elapsedSeconds(start, Date.parse(start) - 5_000)).toBe(0);
    expect(elapsedSeconds('nope', Date.now())).toBe(0);
  });
});
