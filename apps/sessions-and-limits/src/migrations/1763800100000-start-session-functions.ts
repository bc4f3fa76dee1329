import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Starting a session is one database call: the per-member lock, the entitlement and
 * allowance check and the insert happen inside one function, in one transaction. Each
 * statement in a volatile PL/pgSQL function sees a fresh snapshot, so the count taken after
 * the lock includes every start committed before it.
 */
const startFunction = (kind: 'voice' | 'chat', table: string, startStatus: string, counted: string) => `
CREATE FUNCTION "start_${kind}_session"(p_id uuid, p_user uuid, p_tz text, p_limit int) RETURNS SETOF "${table}"
LANGUAGE plpgsql VOLATILE AS $fn$
DECLARE
  v_used int;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('allowance:${kind}:' || p_user::text, 0));
  IF NOT EXISTS (SELECT 1 FROM "entitlements" WHERE "user_id" = p_user AND "status" IN ('active', 'trialing')) THEN
    SELECT count(*) INTO v_used FROM "${table}"
      WHERE "user_id" = p_user AND ${counted} AND "started_at" >= (date_trunc('month', now() AT TIME ZONE p_tz) AT TIME ZONE p_tz);
    IF v_used >= p_limit THEN
      RAISE EXCEPTION USING ERRCODE = 'VI001', MESSAGE = 'allowance used up', DETAIL = v_used::text;
    END IF;
  END IF;
  RETURN QUERY INSERT INTO "${table}" ("id", "user_id", "status") VALUES (p_id, p_user, '${startStatus}') RETURNING *;
END
$fn$`;

export class StartSessionFunctions1763800100000 implements MigrationInterface {
  name = 'StartSessionFunctions1763800100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(startFunction('voice', 'voice_sessions', 'started', `"status" <> 'failed'`));
    await q.query(startFunction('chat', 'chat_sessions', 'active', 'true'));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION "start_chat_session"(uuid, uuid, text, int)`);
    await q.query(`DROP FUNCTION "start_voice_session"(uuid, uuid, text, int)`);
  }
}
