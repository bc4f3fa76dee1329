import type { MigrationInterface, QueryRunner } from 'typeorm';
import { startFunction as earlierStartFunction } from './1763800300000-member-time-zones.js';

/**
 * Allowance integrity (docs/adr/0039): a voice call keeps how it runs (`mode`) and the member turns
 * the server handled in it (`turns`, `last_turn_at`): the evidence that it connected, which the
 * member's own "failed" is not. A chat session keeps when its page went away (`left_at`), so a
 * message soon after reopens it, and when it was reopened (`reopened_at`: its end was announced).
 *
 * `start_chat_session` joins the member's open conversation (another tab, a page that lost the
 * session's id) or reopens the one their page left a moment ago, before it counts anything;
 * `start_voice_session` records the call's mode.
 */
const START_VOICE = `
CREATE FUNCTION "start_voice_session"(p_id uuid, p_user uuid, p_tz text, p_limit int, p_now timestamptz, p_mode text) RETURNS SETOF "voice_sessions"
LANGUAGE plpgsql VOLATILE AS $fn$
DECLARE
  v_used int;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('allowance:voice:' || p_user::text, 0));
  IF NOT EXISTS (SELECT 1 FROM "entitlements" WHERE "user_id" = p_user AND "status" IN ('active', 'trialing')) THEN
    SELECT count(*) INTO v_used FROM "voice_sessions"
      WHERE "user_id" = p_user AND "status" <> 'failed' AND "started_at" >= (date_trunc('month', p_now AT TIME ZONE p_tz) AT TIME ZONE p_tz);
    IF v_used >= p_limit THEN
      RAISE EXCEPTION USING ERRCODE = 'VI001', MESSAGE = 'allowance used up', DETAIL = v_used::text;
    END IF;
  END IF;
  RETURN QUERY INSERT INTO "voice_sessions" ("id", "user_id", "status", "started_at", "mode") VALUES (p_id, p_user, 'started', p_now, p_mode) RETURNING *;
END
$fn$`;

const START_CHAT = `
CREATE FUNCTION "start_chat_session"(p_id uuid, p_user uuid, p_tz text, p_limit int, p_now timestamptz, p_reopen_seconds int) RETURNS SETOF "chat_sessions"
LANGUAGE plpgsql VOLATILE AS $fn$
DECLARE
  v_used int;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('allowance:chat:' || p_user::text, 0));
  -- The member's open conversation (one with messages): a second tab, or a page that lost the id, joins it.
  -- The update takes the row: an idle sweep that got there first has ended it, and then it is not joined.
  RETURN QUERY UPDATE "chat_sessions" SET "last_activity_at" = GREATEST("last_activity_at", p_now)
    WHERE "id" = (SELECT "id" FROM "chat_sessions" WHERE "user_id" = p_user AND "status" = 'active' AND "message_count" > 0
                  ORDER BY "last_activity_at" DESC LIMIT 1)
      AND "status" = 'active'
    RETURNING *;
  IF FOUND THEN RETURN; END IF;
  -- Ended because its page went away (closed, reloaded) a moment ago: reopened, not counted again.
  RETURN QUERY UPDATE "chat_sessions" SET "status" = 'active', "ended_at" = NULL, "duration_seconds" = NULL, "left_at" = NULL,
      "reopened_at" = p_now, "last_activity_at" = GREATEST("last_activity_at", p_now)
    WHERE "id" = (SELECT "id" FROM "chat_sessions" WHERE "user_id" = p_user AND "status" = 'completed'
                    AND "left_at" >= p_now - make_interval(secs => p_reopen_seconds) AND "left_at" <= p_now
                  ORDER BY "left_at" DESC LIMIT 1)
      AND "status" = 'completed'
    RETURNING *;
  IF FOUND THEN RETURN; END IF;
  IF NOT EXISTS (SELECT 1 FROM "entitlements" WHERE "user_id" = p_user AND "status" IN ('active', 'trialing')) THEN
    SELECT count(*) INTO v_used FROM "chat_sessions"
      WHERE "user_id" = p_user AND "started_at" >= (date_trunc('month', p_now AT TIME ZONE p_tz) AT TIME ZONE p_tz);
    IF v_used >= p_limit THEN
      RAISE EXCEPTION USING ERRCODE = 'VI001', MESSAGE = 'allowance used up', DETAIL = v_used::text;
    END IF;
  END IF;
  RETURN QUERY INSERT INTO "chat_sessions" ("id", "user_id", "status", "started_at", "last_activity_at") VALUES (p_id, p_user, 'active', p_now, p_now) RETURNING *;
END
$fn$`;

export class AllowanceIntegrity1763800400000 implements MigrationInterface {
  name = 'AllowanceIntegrity1763800400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "voice_sessions" ADD "mode" text`);
    await q.query(`ALTER TABLE "voice_sessions" ADD "turns" integer NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE "voice_sessions" ADD "last_turn_at" TIMESTAMP WITH TIME ZONE`);
    await q.query(`ALTER TABLE "chat_sessions" ADD "left_at" TIMESTAMP WITH TIME ZONE`);
    await q.query(`ALTER TABLE "chat_sessions" ADD "reopened_at" TIMESTAMP WITH TIME ZONE`);
    // The functions return the tables' rows: they are made again for the new columns.
    await q.query(`DROP FUNCTION "start_chat_session"(uuid, uuid, text, int, timestamptz)`);
    await q.query(`DROP FUNCTION "start_voice_session"(uuid, uuid, text, int, timestamptz)`);
    await q.query(START_VOICE);
    await q.query(START_CHAT);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION "start_chat_session"(uuid, uuid, text, int, timestamptz, int)`);
    await q.query(`DROP FUNCTION "start_voice_session"(uuid, uuid, text, int, timestamptz, text)`);
    await q.query(`ALTER TABLE "chat_sessions" DROP COLUMN "reopened_at"`);
    await q.query(`ALTER TABLE "chat_sessions" DROP COLUMN "left_at"`);
    await q.query(`ALTER TABLE "voice_sessions" DROP COLUMN "last_turn_at"`);
    await q.query(`ALTER TABLE "voice_sessions" DROP COLUMN "turns"`);
    await q.query(`ALTER TABLE "voice_sessions" DROP COLUMN "mode"`);
    await q.query(earlierStartFunction('voice', 'voice_sessions', 'started', `"status" <> 'failed'`, '"started_at"'));
    await q.query(earlierStartFunction('chat', 'chat_sessions', 'active', 'true', '"started_at", "last_activity_at"'));
  }
}
