import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One purchase per member (ADR 0036): the member's open Stripe Checkout Session (handed back
 * instead of a second one), and the second paid subscriptions canceled as duplicates.
 * SQL from `node scripts/migration-sql.mjs billing`.
 */
export class OnePurchasePerMember1766000400000 implements MigrationInterface {
  name = 'OnePurchasePerMember1766000400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "stripe_checkout_sessions" ("user_id" uuid NOT NULL, "session_id" text NOT NULL, "url" text NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_efc15e9caea3632cdb2b814aee7" PRIMARY KEY ("user_id"))`,
    );
    await q.query(
      `CREATE TABLE "duplicate_subscriptions" ("stripe_subscription_id" text NOT NULL, "user_id" uuid NOT NULL, "kept_subscription_id" text NOT NULL, "outcome" text NOT NULL, "canceled_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c8740d8a6eb7c822d49d1e5da78" PRIMARY KEY ("stripe_subscription_id"))`,
    );
    await q.query(`CREATE INDEX "IDX_dc7975a8f4b839c932b2856017" ON "duplicate_subscriptions" ("user_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_dc7975a8f4b839c932b2856017"`);
    await q.query(`DROP TABLE "duplicate_subscriptions"`);
    await q.query(`DROP TABLE "stripe_checkout_sessions"`);
  }
}
