import { EVENT_TABLES_DOWN_SQL, EVENT_TABLES_SQL } from '@vi/service-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Customers, subscriptions, processed Stripe events, local checkouts, and the event tables. */
export class Initial1763900000000 implements MigrationInterface {
  name = 'Initial1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "customers" ("user_id" uuid NOT NULL, "stripe_customer_id" text NOT NULL, "first_paid_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_be246a1643960ed2529d08b8b84" UNIQUE ("stripe_customer_id"), CONSTRAINT "PK_11d81cd7be87b6f8865b0cf7661" PRIMARY KEY ("user_id"))`,
    );
    await q.query(
      `CREATE TABLE "subscriptions" ("user_id" uuid NOT NULL, "stripe_subscription_id" text NOT NULL, "stripe_customer_id" text NOT NULL, "status" text NOT NULL, "price_id" text, "current_period_end" TIMESTAMP WITH TIME ZONE, "cancel_at_period_end" boolean NOT NULL DEFAULT false, "subscription_created" bigint NOT NULL, "event_created" bigint NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d0a95ef8a28188364c546eb65c1" PRIMARY KEY ("user_id"))`,
    );
    await q.query(
      `CREATE TABLE "stripe_events" ("id" text NOT NULL, "type" text NOT NULL, "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d3247bd5fc3f66b6982bbcdd897" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE TABLE "local_checkout_sessions" ("id" uuid NOT NULL, "user_id" uuid NOT NULL, "status" text NOT NULL DEFAULT 'open', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_db2901abe624d53cb9d473fed17" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "IDX_e051282b79dc9c3d37f5d17b0c" ON "local_checkout_sessions" ("user_id")`);
    for (const sql of EVENT_TABLES_SQL) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of EVENT_TABLES_DOWN_SQL) await q.query(sql);
    await q.query(`DROP INDEX "IDX_e051282b79dc9c3d37f5d17b0c"`);
    await q.query(`DROP TABLE "local_checkout_sessions"`);
    await q.query(`DROP TABLE "stripe_events"`);
    await q.query(`DROP TABLE "subscriptions"`);
    await q.query(`DROP TABLE "customers"`);
  }
}
