import { describe, expect, it } from '@jest/globals';
import type { AdminOverview } from '@vi/contracts';
import { labelledDays, overviewFigures, percent, ratingRows } from './overview.js';

const day = (date: string, signUps: number, voiceSessions: number, chatSessions: number) => ({
  date,
  signUps,
  voiceSessions,
  chatSessions,
  premiumMembers: 2,
  members: 10,
});

const overview: AdminOverview = {
  days: [day('2026-11-21', 1, 2, 3), day('2026-11-22', 0, 1, 0), day('2026-11-23', 4, 0, 5)],
  ratings: [
    { rating: 1, count: 1 },
    { rating: 2, count: 0 },
    { rating: 3, count: 0 },
    { rating: 4, count: 2 },
    { rating: 5, count: 1 },
  ],
  totals: { members: 12, premiumMembers: 3 },
};

describe('the admin overview', () => {
  it('adds up the period and averages the ratings to one decimal', () => {
    expect(overviewFigures(overview)).toEqual({ signUps: 5, voice: 3, chat: 8, ratings: 4, averageRating: 3.5, premiumShare: 25 });
  });

  it('has no average without ratings, and no share without members', () => {
    const empty: AdminOverview = { days: [], ratings: [], totals: { members: 0, premiumMembers: 0 } };
    expect(overviewFigures(empty)).toEqual({ signUps: 0, voice: 0, chat: 0, ratings: 0, averageRating: null, premiumShare: 0 });
    expect(percent(1, 3)).toBe(33);
    expect(percent(2, 3)).toBe(67);
  });

  it('lists the ratings 5 to 1, with 0 for one missing', () => {
    expect(ratingRows({ ratings: [{ rating: 4, count: 7 }] })).toEqual([
      { rating: 5, count: 0 },
      { rating: 4, count: 7 },
      { rating: 3, count: 0 },
      { rating: 2, count: 0 },
      { rating: 1, count: 0 },
    ]);
  });

  it('labels every day when there is room, else every third or seventh counted back from today', () => {
    expect([...labelledDays(5, 60)].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4]);
    expect([...labelledDays(30, 24)].sort((a, b) => a - b)).toEqual([2, 5, 8, 11, 14, 17, 20, 23, 26, 29]);
    expect([...labelledDays(30, 10)].sort((a, b) => a - b)).toEqual([1, 8, 15, 22, 29]);
    expect(labelledDays(0, 10).size).toBe(0);
  });
});
