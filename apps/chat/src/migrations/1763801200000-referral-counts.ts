import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The anonymous crisis referral counts: per month (UTC), level, channel and language, a count and
 * nothing else (no member, conversation or text; see ReferralCountEntity).
 */
export class ReferralCounts1763801200000 implements MigrationInterface {
  name = 'ReferralCounts1763801200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "referral_counts" ("month" character(7) NOT NULL, "level" text NOT NULL, "channel" text NOT NULL, "language" text NOT NULL, "count" integer NOT NULL, CONSTRAINT "PK_1f905405bdca1c93be84b6932c2" PRIMARY KEY ("month", "level", "channel", "language"))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "referral_counts"`);
  }
}
