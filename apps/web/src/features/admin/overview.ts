/** The admin overview's figures, from `GET /admin/overview` (pure; see overview.spec.ts). */
import type { AdminOverview } from '@vi/contracts';

export interface OverviewFigures {
  signUps: number;
  voice: number;
  chat: number;
  /** Feedback given in the period, and its mean rating (null without any). */
  ratings: number;
  averageRating: number | null;
  /** Premium members now, as a whole per cent of members now. */
  premiumShare: number;
}

/** A whole per cent, 0 when there is nothing to divide. */
export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

export function overviewFigures(overview: AdminOverview): OverviewFigures {
  const sum = (pick: (day: AdminOverview['days'][number]) => number) => overview.days.reduce((total, day) => total + pick(day), 0);
  const ratings = overview.ratings.reduce((total, r) => total + r.count, 0);
  const points = overview.ratings.reduce((total, r) => total + r.rating * r.count, 0);
  return {
    signUps: sum((d) => d.signUps),
    voice: sum((d) => d.voiceSessions),
    chat: sum((d) => d.chatSessions),
    ratings,
    averageRating: ratings > 0 ? Math.round((points / ratings) * 10) / 10 : null,
    premiumShare: percent(overview.totals.premiumMembers, overview.totals.members),
  };
}

/** The five ratings, 5 first, each with its count (0 for one the server left out). */
export function ratingRows(overview: Pick<AdminOverview, 'ratings'>): Array<{ rating: number; count: number }> {
  return [5, 4, 3, 2, 1].map((rating) => ({ rating, count: overview.ratings.find((r) => r.rating === rating)?.count ?? 0 }));
}

/**
 * Which days of a daily chart get a date under them: every one when there is room, else every
 * third or seventh, counted back from the last day (today), so today always has its label.
 */
export function labelledDays(count: number, band: number): Set<number> {
  const step = band >= 44 ? 1 : band >= 20 ? 3 : 7;
  const indexes = new Set<number>();
  for (let i = count - 1; i >= 0; i -= step) indexes.add(i);
  return indexes;
}
