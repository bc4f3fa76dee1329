import { EVENT_TABLES_DOWN_SQL, EVENT_TABLES_SQL } from '@vi/service-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Webhook configurations, deliveries owed, the log of attempts, and the event tables. */
export class Initial1764100000000 implements MigrationInterface {
  name = 'Initial1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "webhook_config" ("id" uuid NOT NULL, "webhook_type" text NOT NULL, "endpoint_url" text NOT NULL, "secret_key" text, "enabled" boolean NOT NULL DEFAULT true, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_35ade08a719aab7bec11b8f5a04" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "IDX_b41a914a60eabc8e0bbabc62f5" ON "webhook_config" ("webhook_type", "updated_at")`);
    await q.query(
      `CREATE TABLE "webhook_deliveries" ("id" uuid NOT NULL, "config_id" uuid NOT NULL, "event_id" uuid, "webhook_type" text NOT NULL, "payload" text NOT NULL, "status" text NOT NULL DEFAULT 'pending', "attempts" integer NOT NULL DEFAULT '0', "next_attempt_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "claimed_until" TIMESTAMP WITH TIME ZONE, "test" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_535dd409947fb6d8fc6dfc0112a" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "IDX_284017efc3cbfe592288749a9c" ON "webhook_deliveries" ("status", "next_attempt_at")`);
    await q.query(`CREATE UNIQUE INDEX "IDX_0b2ec6ee14cfa224fb758256bc" ON "webhook_deliveries" ("event_id", "config_id")`);
    await q.query(
      `CREATE TABLE "webhook_logs" ("id" uuid NOT NULL, "webhook_type" text NOT NULL, "success" boolean NOT NULL, "response_status" integer, "endpoint_url" text NOT NULL, "response_body" text, "error_message" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "attempt" integer NOT NULL, "event_id" uuid, "delivery_id" uuid NOT NULL, "config_id" uuid, "test" boolean NOT NULL DEFAULT false, CONSTRAINT "PK_c41f6cdf59cdfe3704807650896" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "IDX_9430a01b4f6a67883456a7bc40" ON "webhook_logs" ("delivery_id")`);
    await q.query(`CREATE INDEX "IDX_8b0c7457a2a5d5b0c6b2b0b671" ON "webhook_logs" ("created_at")`);
    for (const sql of EVENT_TABLES_SQL) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of EVENT_TABLES_DOWN_SQL) await q.query(sql);
    await q.query(`DROP INDEX "IDX_8b0c7457a2a5d5b0c6b2b0b671"`);
    await q.query(`DROP INDEX "IDX_9430a01b4f6a67883456a7bc40"`);
    await q.query(`DROP TABLE "webhook_logs"`);
    await q.query(`DROP INDEX "IDX_0b2ec6ee14cfa224fb758256bc"`);
    await q.query(`DROP INDEX "IDX_284017efc3cbfe592288749a9c"`);
    await q.query(`DROP TABLE "webhook_deliveries"`);
    await q.query(`DROP INDEX "IDX_b41a914a60eabc8e0bbabc62f5"`);
    await q.query(`DROP TABLE "webhook_config"`);
  }
}
