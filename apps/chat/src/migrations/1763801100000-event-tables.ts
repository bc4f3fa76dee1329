import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The event tables every consuming service has (as service-kit's EVENT_TABLES_SQL was when this was
 * written): `processed_events` makes the `user deleted` consumer idempotent. Chat publishes nothing,
 * so its outbox stays empty; it is there so service-kit's outbox helpers (forgetting a deleted
 * member's events among them) work here as everywhere.
 */
export class EventTables1763801100000 implements MigrationInterface {
  name = 'EventTables1763801100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "outbox" (
        "id" uuid PRIMARY KEY,
        "subject" text NOT NULL,
        "payload" jsonb NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "published_at" timestamptz
      )`,
    );
    await q.query(`CREATE INDEX "outbox_unpublished" ON "outbox" ("created_at") WHERE "published_at" IS NULL`);
    await q.query(
      `CREATE TABLE "processed_events" (
        "consumer" text NOT NULL,
        "event_id" uuid NOT NULL,
        "processed_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("consumer", "event_id")
      )`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "processed_events"`);
    await q.query(`DROP TABLE "outbox"`);
  }
}
