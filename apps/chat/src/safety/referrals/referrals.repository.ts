import { Inject, Injectable } from '@nestjs/common';
import type { ReferralCount, RiskLevel, SafetyChannel } from '@vi/contracts';
import { LOGGER, queryRows } from '@vi/service-kit';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { type Referral, referralKey } from './referrals.js';

interface CountRow {
  month: string;
  level: RiskLevel;
  channel: SafetyChannel;
  language: string;
  count: number;
}

/**
 * The anonymous referral counts (table `referral_counts`): one row per month (UTC), level, channel
 * and language, holding only how many crisis responses were given. Nothing identifying goes in.
 */
@Injectable()
export class ReferralsRepository {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Counts one crisis response given at `at`, in one atomic statement (concurrent responses each add
   * one). Never rejects: a count that could not be written is logged (without any text or member)
   * and the promise resolves to false, so the crisis response itself goes on whatever happens here.
   */
  async record(referral: Referral, at: Date = new Date()): Promise<boolean> {
    try {
      const key = referralKey(referral, at);
      if (!key) {
        this.logger.error({ level: String(referral.level), channel: String(referral.channel) }, 'referral not counted: unknown level or channel');
        return false;
      }
      await this.dataSource.query(
        `INSERT INTO "referral_counts" ("month", "level", "channel", "language", "count") VALUES ($1, $2, $3, $4, 1)
         ON CONFLICT ("month", "level", "channel", "language") DO UPDATE SET "count" = "referral_counts"."count" + 1`,
        [key.month, key.level, key.channel, key.language],
      );
      return true;
    } catch (error) {
      this.logger.error({ err: error }, 'referral not counted: the count could not be written');
      return false;
    }
  }

  /** Every row, newest month first (then level from the most urgent, channel, language). */
  async counts(): Promise<ReferralCount[]> {
    const rows = await queryRows<CountRow>(
      this.dataSource,
      `SELECT "month", "level", "channel", "language", "count" FROM "referral_counts"
       ORDER BY "month" DESC, array_position(ARRAY['imminent', 'urgent', 'concern']::text[], "level"), "channel", "language"`,
    );
    return rows.map((row) => ({ month: row.month, level: row.level, channel: row.channel, language: row.language, count: Number(row.count) }));
  }
}
