/** The crisis referral block's figures, from `GET /admin/referrals` (pure; see referrals.spec.ts). */
import type { ReferralCount, RiskLevel, SafetyChannel } from '@vi/contracts';
import { SAFETY_CHANNELS, RISK_LEVELS } from '@vi/contracts/constants';

export interface ReferralTotals {
  total: number;
  byLevel: Record<RiskLevel, number>;
  byChannel: Record<SafetyChannel, number>;
}

export interface ReferralSummary {
  /** The current month, `YYYY-MM` in UTC (the months the counts are kept in). */
  month: string;
  /** The first month of the last 12 (the current one and the 11 before it). */
  firstMonth: string;
  thisMonth: ReferralTotals;
  last12Months: ReferralTotals;
}

/** `YYYY-MM` of an instant, in UTC. */
export function utcMonth(instant: Date): string {
  return `${String(instant.getUTCFullYear()).padStart(4, '0')}-${String(instant.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The month `count` months before `month` (`YYYY-MM`). */
export function monthsBefore(month: string, count: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return utcMonth(new Date(Date.UTC(year, number - 1 - count, 1)));
}

function emptyTotals(): ReferralTotals {
  return {
    total: 0,
    byLevel: Object.fromEntries(RISK_LEVELS.map((level) => [level, 0])) as Record<RiskLevel, number>,
    byChannel: Object.fromEntries(SAFETY_CHANNELS.map((channel) => [channel, 0])) as Record<SafetyChannel, number>,
  };
}

function add(totals: ReferralTotals, row: ReferralCount): void {
  totals.total += row.count;
  if (row.level in totals.byLevel) totals.byLevel[row.level] += row.count;
  if (row.channel in totals.byChannel) totals.byChannel[row.channel] += row.count;
}

/** This month's and the last 12 months' totals, by level and by channel (every language together). */
export function referralSummary(counts: readonly ReferralCount[], now: Date = new Date()): ReferralSummary {
  const month = utcMonth(now);
  const firstMonth = monthsBefore(month, 11);
  const thisMonth = emptyTotals();
  const last12Months = emptyTotals();
  for (const row of counts) {
    // `YYYY-MM` strings sort as the months do.
    if (row.month < firstMonth || row.month > month) continue;
    add(last12Months, row);
    if (row.month === month) add(thisMonth, row);
  }
  return { month, firstMonth, thisMonth, last12Months };
}

/** The date in the middle of a `YYYY-MM` month, to name it with Intl in any time zone. */
export function monthDate(month: string): Date {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number - 1, 15));
}
