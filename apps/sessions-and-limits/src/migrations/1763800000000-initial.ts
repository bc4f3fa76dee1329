import { EVENT_TABLES_DOWN_SQL, EVENT_TABLES_SQL } from '@vi/service-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Voice and chat sessions, the entitlement copy, and the event tables. */
export class Initial1763800000000 implements MigrationInterface {
  name = 'Initial1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "entitlements" ("user_id" uuid NOT NULL, "status" text NOT NULL, "plan_id" text, "plan_name" text, "current_period_end" TIMESTAMP WITH TIME ZONE, "changed_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_30d2208c43f245217c03cb7ce31" PRIMARY KEY ("user_id"))`,
    );
    await q.query(
      `CREATE TABLE "chat_sessions" ("id" uuid NOT NULL, "user_id" uuid NOT NULL, "status" text NOT NULL DEFAULT 'active', "started_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "ended_at" TIMESTAMP WITH TIME ZONE, "duration_seconds" integer, "message_count" integer NOT NULL DEFAULT '0', "last_activity_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_efc151a4aafa9a28b73dedc485f" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "IDX_a9543e654df73f3db8590692db" ON "chat_sessions" ("status", "last_activity_at")`);
    await q.query(`CREATE INDEX "IDX_ad0227ed7e85e3fbcf35599200" ON "chat_sessions" ("user_id", "started_at")`);
    await q.query(
      `CREATE TABLE "voice_sessions" ("id" uuid NOT NULL, "user_id" uuid NOT NULL, "status" text NOT NULL DEFAULT 'started', "started_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "ended_at" TIMESTAMP WITH TIME ZONE, "duration_seconds" integer, CONSTRAINT "PK_6a66a525675883d7d43002ff237" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "IDX_9bc907a664c8c758463a896abf" ON "voice_sessions" ("user_id", "started_at")`);
    for (const sql of EVENT_TABLES_SQL) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of EVENT_TABLES_DOWN_SQL) await q.query(sql);
    await q.query(`DROP TABLE "voice_sessions"`);
    await q.query(`DROP TABLE "chat_sessions"`);
    await q.query(`DROP TABLE "entitlements"`);
  }
}
