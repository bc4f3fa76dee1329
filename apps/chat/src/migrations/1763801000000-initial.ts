import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Conversations and their messages. */
export class Initial1763801000000 implements MigrationInterface {
  name = 'Initial1763801000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "conversations" ("id" uuid NOT NULL, "user_id" uuid NOT NULL, "started_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "cleared_at" TIMESTAMP WITH TIME ZONE, "last_message_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_ee34f4f7ced4ec8681f26bf04ef" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "IDX_84c39b80a53825fb07318130a4" ON "conversations" ("user_id", "started_at")`);
    await q.query(`CREATE UNIQUE INDEX "conversations_one_open" ON "conversations" ("user_id") WHERE "cleared_at" IS NULL`);
    await q.query(
      `CREATE TABLE "chat_messages" ("id" uuid NOT NULL, "conversation_id" uuid NOT NULL, "user_id" uuid NOT NULL, "chat_session_id" uuid, "role" text NOT NULL, "content" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT clock_timestamp(), "crisis" boolean NOT NULL DEFAULT false, "cut_off" boolean NOT NULL DEFAULT false, CONSTRAINT "PK_40c55ee0e571e268b0d3cd37d10" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "IDX_bdfd8165e694fe9d3ce4140c87" ON "chat_messages" ("conversation_id", "created_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "chat_messages"`);
    await q.query(`DROP TABLE "conversations"`);
  }
}
