import { EVENT_TABLES_DOWN_SQL, EVENT_TABLES_SQL } from '@vi/service-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The feedback table (with the contract's rules as checks) and the event tables. */
export class Initial1764000000000 implements MigrationInterface {
  name = 'Initial1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "feedback" (
        "id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "session_type" text NOT NULL,
        "rating" smallint NOT NULL,
        "category" text NOT NULL,
        "comment" text NOT NULL,
        "improvements" text array NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "feedback_session_type" CHECK ("session_type" IN ('voice', 'chat')),
        CONSTRAINT "feedback_rating" CHECK ("rating" BETWEEN 1 AND 5),
        CONSTRAINT "feedback_category" CHECK (("category" = 'positive' AND "rating" >= 4) OR ("category" = 'neutral' AND "rating" = 3) OR ("category" = 'negative' AND "rating" <= 2)),
        CONSTRAINT "feedback_comment_length" CHECK (char_length("comment") <= 2000),
        CONSTRAINT "feedback_improvements" CHECK (cardinality("improvements") = 0 OR "category" = 'negative'),
        CONSTRAINT "PK_8389f9e087a57689cd5be8b2b13" PRIMARY KEY ("id")
      )`,
    );
    // The admin list: newest first, all of it or one session type.
    await q.query(`CREATE INDEX "feedback_newest" ON "feedback" ("created_at" DESC, "id" DESC)`);
    await q.query(`CREATE INDEX "feedback_by_session_type" ON "feedback" ("session_type", "created_at" DESC)`);
    for (const sql of EVENT_TABLES_SQL) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of EVENT_TABLES_DOWN_SQL) await q.query(sql);
    await q.query(`DROP INDEX "feedback_by_session_type"`);
    await q.query(`DROP INDEX "feedback_newest"`);
    await q.query(`DROP TABLE "feedback"`);
  }
}
