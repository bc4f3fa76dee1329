import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The member's allowance zone is kept on the server (`member_time_zones`), and the start-session
 * functions take the instant to count from (`p_now`) from the service, which also stamps it as the
 * session's start, so the allowance and its tests follow one clock.
 */
export const startFunction = (kind: 'voice' | 'chat', table: string, startStatus: string, counted: string, stamps: string) => `
CREATE FUNCTION "start_${kind}_session"(p_id uuid, p_user uuid, p_tz text, p_limit int, p_now timestamptz) RETURNS SETOF "${table}"
LANGUAGE plpgsql VOLATILE AS $fn$
DECLARE
  v_used int;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('allowance:${kind}:' || p_user::text, 0));
  IF NOT EXISTS (SELECT 1 FROM "entitlements" WHERE "user_id" = p_user AND "status" IN ('active', 'trialing')) THEN
    SELECT count(*) INTO v_used FROM "${table}"
      WHERE "user_id" = p_user AND ${counted} AND "started_at" >= (date_trunc('month', p_now AT TIME ZONE p_tz) AT TIME ZONE p_tz);
    IF v_used >= p_limit THEN
      RAISE EXCEPTION USING ERRCODE = 'VI001', MESSAGE = 'allowance used up', DETAIL = v_used::text;
    END IF;
  END IF;
  RETURN QUERY INSERT INTO "${table}" ("id", "user_id", "status", ${stamps}) VALUES (p_id, p_user, '${startStatus}', p_now${stamps.includes(',') ? ', p_now' : ''}) RETURNING *;
END
$fn$`;

export class MemberTimeZones1763800300000 implements MigrationInterface {
  name = 'MemberTimeZones1763800300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "member_time_zones" ("user_id" uuid NOT NULL, "time_zone" text NOT NULL, "next_time_zone" text, "next_from" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_member_time_zones" PRIMARY KEY ("user_id"))`,
    );
    await q.query(`DROP FUNCTION "start_chat_session"(uuid, uuid, text, int)`);
    await q.query(`DROP FUNCTION "start_voice_session"(uuid, uuid, text, int)`);
    await q.query(startFunction('voice', 'voice_sessions', 'started', `"status" <> 'failed'`, '"started_at"'));
    await q.query(startFunction('chat', 'chat_sessions', 'active', 'true', '"started_at", "last_activity_at"'));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION "start_chat_session"(uuid, uuid, text, int, timestamptz)`);
    await q.query(`DROP FUNCTION "start_voice_session"(uuid, uuid, text, int, timestamptz)`);
    await q.query(`DROP TABLE "member_time_zones"`);
    // The earlier functions come back with the earlier migration's own SQL.
    const { StartSessionFunctions1763800100000 } = await import('./1763800100000-start-session-functions.js');
    await new StartSessionFunctions1763800100000().up(q);
  }
}
