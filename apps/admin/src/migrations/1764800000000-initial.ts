import { EVENT_TABLES_DOWN_SQL, EVENT_TABLES_SQL } from '@vi/service-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The user directory, the overview's day counts and the event tables.
 *
 * pg_trgm serves the directory's substring search. An extension belongs to the whole database, so it
 * lives in `public` (never in this service's schema: stacks that drop their schemas would take it
 * from everyone) and the indexes name `public.gin_trgm_ops`. Schemas migrating at the same time
 * (tests) take turns creating it.
 */
export class Initial1764800000000 implements MigrationInterface {
  name = 'Initial1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`SELECT pg_advisory_xact_lock(hashtext('vi:create-extension:pg_trgm'))`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`);
    await q.query(
      `CREATE TABLE "members" (
        "user_id" uuid NOT NULL,
        "name" text,
        "email" text,
        "name_key" text,
        "email_key" text,
        "created_at" TIMESTAMP WITH TIME ZONE,
        "last_sign_in_at" TIMESTAMP WITH TIME ZONE,
        "voice_sessions_count" integer NOT NULL DEFAULT 0,
        "chat_sessions_count" integer NOT NULL DEFAULT 0,
        "feedback_count" integer NOT NULL DEFAULT 0,
        "is_premium" boolean NOT NULL DEFAULT false,
        CONSTRAINT "PK_members" PRIMARY KEY ("user_id")
      )`,
    );
    // The list: newest first (ties by id), everyone, the premium or the free members; small enough
    // for index-only scans, so a deep page and the total are cheap.
    await q.query(`CREATE INDEX "members_newest" ON "members" ("created_at" DESC, "user_id" DESC) WHERE "created_at" IS NOT NULL`);
    await q.query(`CREATE INDEX "members_premium_newest" ON "members" ("created_at" DESC, "user_id" DESC) WHERE "created_at" IS NOT NULL AND "is_premium"`);
    await q.query(`CREATE INDEX "members_free_newest" ON "members" ("created_at" DESC, "user_id" DESC) WHERE "created_at" IS NOT NULL AND NOT "is_premium"`);
    // The search: any substring of the name or the email.
    await q.query(
      `CREATE INDEX "members_search" ON "members" USING gin ("name_key" public.gin_trgm_ops, "email_key" public.gin_trgm_ops) WHERE "created_at" IS NOT NULL`,
    );
    await q.query(
      `CREATE TABLE "member_tombstones" (
        "member_hash" text NOT NULL,
        "deleted_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "sign_up_counted" boolean NOT NULL,
        "remembered_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_member_tombstones" PRIMARY KEY ("member_hash")
      )`,
    );
    await q.query(
      `CREATE TABLE "premium_changes" (
        "event_id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "premium" boolean NOT NULL,
        "changed_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "occurred_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "PK_premium_changes" PRIMARY KEY ("event_id")
      )`,
    );
    await q.query(`CREATE INDEX "premium_changes_by_member" ON "premium_changes" ("user_id", "changed_at")`);
    await q.query(
      `CREATE TABLE "daily_activity" (
        "day" date NOT NULL,
        "sign_ups" integer NOT NULL DEFAULT 0,
        "deletions" integer NOT NULL DEFAULT 0,
        "voice_sessions" integer NOT NULL DEFAULT 0,
        "chat_sessions" integer NOT NULL DEFAULT 0,
        "deleted_premium_change" integer NOT NULL DEFAULT 0,
        CONSTRAINT "PK_daily_activity" PRIMARY KEY ("day")
      )`,
    );
    await q.query(
      `CREATE TABLE "daily_ratings" (
        "day" date NOT NULL,
        "rating" smallint NOT NULL,
        "count" integer NOT NULL DEFAULT 0,
        CONSTRAINT "daily_ratings_rating" CHECK ("rating" BETWEEN 1 AND 5),
        CONSTRAINT "PK_daily_ratings" PRIMARY KEY ("day", "rating")
      )`,
    );
    for (const sql of EVENT_TABLES_SQL) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of EVENT_TABLES_DOWN_SQL) await q.query(sql);
    await q.query(`DROP TABLE "daily_ratings"`);
    await q.query(`DROP TABLE "daily_activity"`);
    await q.query(`DROP TABLE "premium_changes"`);
    await q.query(`DROP TABLE "member_tombstones"`);
    await q.query(`DROP TABLE "members"`);
    // pg_trgm stays: other schemas of the database may use it.
  }
}
