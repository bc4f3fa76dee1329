import { Injectable } from '@nestjs/common';
import type { CompleteVoiceFromPlatformRequest } from '@vi/contracts';
import { entityColumns, queryRows } from '@vi/service-kit';
import type { EntityManager } from 'typeorm';
import { VoiceSessionEntity } from '../sessions/voice-session.entity.js';

/** The updates compute their values from the row and the platform's word in SQL, so they stay raw: they return the row aliased to the entity. */
const RETURNED = entityColumns(VoiceSessionEntity);

/** The sweeper's rule for a call nobody ended: the server saw the member speak in it, so it took place. */
export const LOST_CALL_OUTCOME = `CASE WHEN v."turns" > 0 THEN 'completed' ELSE 'failed' END`;

type Platform = Required<Pick<CompleteVoiceFromPlatformRequest, 'outcome'>> &
  Omit<CompleteVoiceFromPlatformRequest, 'outcome' | 'userId' | 'sessionId' | 'source'>;

/** Voice sessions as the voice platform ends them. Every query names the owner. */
@Injectable()
export class VoiceCallsRepository {
  /** Locks the member's call for the rest of the transaction; null when there is no such call of theirs. */
  async lock(manager: EntityManager, userId: string, sessionId: string): Promise<VoiceSessionEntity | null> {
    const row = await manager
      .getRepository(VoiceSessionEntity)
      .createQueryBuilder('v')
      .where('v.id = :sessionId AND v.userId = :userId', { sessionId, userId })
      .setLock('pessimistic_write')
      .getOne();
    return row ?? null;
  }

  /** Ends the member's call with the outcome decided (see `memberEndOutcome`), timed by `now`; null when it is not open. */
  async end(manager: EntityManager, userId: string, sessionId: string, status: 'completed' | 'failed', now: Date): Promise<VoiceSessionEntity | null> {
    const rows = await queryRows<VoiceSessionEntity>(
      manager,
      `UPDATE "voice_sessions" SET "status" = $3, "ended_at" = $4::timestamptz,
         "duration_seconds" = GREATEST(0, floor(extract(epoch FROM ($4::timestamptz - "started_at"))))::int
       WHERE "id" = $1 AND "user_id" = $2 AND "status" = 'started' RETURNING ${RETURNED}`,
      [sessionId, userId, status, now],
    );
    return rows[0] ?? null;
  }

  /**
   * The member ended a platform call: the time is kept (and the call shows as used), the outcome
   * waits for the platform's end-of-call report (or status update). Only the first end is kept.
   */
  async endAwaitingPlatform(manager: EntityManager, userId: string, sessionId: string, now: Date): Promise<VoiceSessionEntity | null> {
    const rows = await queryRows<VoiceSessionEntity>(
      manager,
      `UPDATE "voice_sessions" SET "ended_at" = $3::timestamptz,
         "duration_seconds" = GREATEST(0, floor(extract(epoch FROM ($3::timestamptz - "started_at"))))::int
       WHERE "id" = $1 AND "user_id" = $2 AND "status" = 'started' AND "ended_at" IS NULL RETURNING ${RETURNED}`,
      [sessionId, userId, now],
    );
    return rows[0] ?? null;
  }

  /**
   * Chat is about to answer a member turn of this call (it asks before each one): a call still going
   * counts the turn. Null when the call is not going (ended, or ended by the member and waiting for
   * the platform); the caller then reads it as it is.
   */
  async countTurn(manager: EntityManager, userId: string, sessionId: string, now: Date): Promise<VoiceSessionEntity | null> {
    const rows = await queryRows<VoiceSessionEntity>(
      manager,
      `UPDATE "voice_sessions" SET "turns" = "turns" + 1, "last_turn_at" = GREATEST("last_turn_at", $3::timestamptz)
       WHERE "id" = $1 AND "user_id" = $2 AND "status" = 'started' AND "ended_at" IS NULL RETURNING ${RETURNED}`,
      [sessionId, userId, now],
    );
    return rows[0] ?? null;
  }

  async find(manager: EntityManager, userId: string, sessionId: string): Promise<VoiceSessionEntity | null> {
    return manager.getRepository(VoiceSessionEntity).findOneBy({ id: sessionId, userId });
  }

  /**
   * Calls still open `hours` after they began (the tab closed, the platform never reported): ended
   * as completed if they had turns, else as failed (see `LOST_CALL_OUTCOME`). They end when the
   * member ended them, else at their last turn, else now.
   */
  async endLostCalls(manager: EntityManager, hours: number, now: Date, limit = 500): Promise<VoiceSessionEntity[]> {
    return queryRows<VoiceSessionEntity>(
      manager,
      `UPDATE "voice_sessions" v SET "status" = ${LOST_CALL_OUTCOME},
         "ended_at" = COALESCE(v."ended_at", v."last_turn_at", $3::timestamptz),
         "duration_seconds" = GREATEST(0, floor(extract(epoch FROM (COALESCE(v."ended_at", v."last_turn_at", $3::timestamptz) - v."started_at"))))::int
       WHERE v."id" IN (SELECT "id" FROM "voice_sessions" WHERE "status" = 'started' AND "started_at" < $3::timestamptz - make_interval(hours => $1)
                         ORDER BY "started_at" LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING ${entityColumns(VoiceSessionEntity, 'v')}`,
      [hours, limit, now],
    );
  }

  /**
   * Applies the end-of-call report: its times and duration replace whatever the browser or a
   * status update wrote; the outcome is set only if the call was still open (the first end
   * decides it, and its event has gone out).
   */
  async applyReport(manager: EntityManager, userId: string, sessionId: string, p: Platform & { crisisFlagged: boolean }): Promise<VoiceSessionEntity> {
    const rows = await queryRows<VoiceSessionEntity>(
      manager,
      `UPDATE "voice_sessions" SET
         "status" = CASE WHEN "status" = 'started' THEN $3 ELSE "status" END,
         "started_at" = COALESCE($4::timestamptz, "started_at"),
         "ended_at" = COALESCE($5::timestamptz, "ended_at", now()),
         "duration_seconds" = COALESCE($6::int,
           GREATEST(0, floor(extract(epoch FROM (COALESCE($5::timestamptz, "ended_at", now()) - COALESCE($4::timestamptz, "started_at")))))::int),
         "ended_reason" = COALESCE($7, "ended_reason"),
         "platform_call_id" = COALESCE($8, "platform_call_id"),
         "crisis_flagged" = "crisis_flagged" OR $9,
         "reported_at" = now()
       WHERE "id" = $1 AND "user_id" = $2 RETURNING ${RETURNED}`,
      [
        sessionId,
        userId,
        p.outcome,
        p.startedAt ?? null,
        p.endedAt ?? null,
        p.durationSeconds ?? null,
        p.endedReason ?? null,
        p.platformCallId ?? null,
        p.crisisFlagged,
      ],
    );
    return rows[0]!;
  }

  /**
   * Ends a still-open call on the platform's status update ("ended"), timed by our clock like the
   * browser's end (or when the member ended it, if they did first).
   */
  async endFromStatus(manager: EntityManager, userId: string, sessionId: string, p: Platform & { crisisFlagged: boolean }): Promise<VoiceSessionEntity> {
    const rows = await queryRows<VoiceSessionEntity>(
      manager,
      `UPDATE "voice_sessions" SET "status" = $3, "ended_at" = COALESCE("ended_at", now()),
         "duration_seconds" = GREATEST(0, floor(extract(epoch FROM (COALESCE("ended_at", now()) - "started_at"))))::int,
         "ended_reason" = COALESCE($4, "ended_reason"), "platform_call_id" = COALESCE($5, "platform_call_id"),
         "crisis_flagged" = "crisis_flagged" OR $6
       WHERE "id" = $1 AND "user_id" = $2 AND "status" = 'started' RETURNING ${RETURNED}`,
      [sessionId, userId, p.outcome, p.endedReason ?? null, p.platformCallId ?? null, p.crisisFlagged],
    );
    return rows[0]!;
  }

  /** Records a crisis flag (or the platform's ids) on a call already ended, without touching its outcome. */
  async note(manager: EntityManager, userId: string, sessionId: string, p: Platform & { crisisFlagged: boolean }): Promise<VoiceSessionEntity> {
    const rows = await queryRows<VoiceSessionEntity>(
      manager,
      `UPDATE "voice_sessions" SET "ended_reason" = COALESCE("ended_reason", $3), "platform_call_id" = COALESCE("platform_call_id", $4),
         "crisis_flagged" = "crisis_flagged" OR $5
       WHERE "id" = $1 AND "user_id" = $2 RETURNING ${RETURNED}`,
      [sessionId, userId, p.endedReason ?? null, p.platformCallId ?? null, p.crisisFlagged],
    );
    return rows[0]!;
  }

  /** Marks the member's call as having shown crisis risk, whatever its status; null when it is not theirs. */
  async flagCrisis(manager: EntityManager, userId: string, sessionId: string): Promise<VoiceSessionEntity | null> {
    const rows = await queryRows<VoiceSessionEntity>(
      manager,
      `UPDATE "voice_sessions" SET "crisis_flagged" = true WHERE "id" = $1 AND "user_id" = $2 RETURNING ${RETURNED}`,
      [sessionId, userId],
    );
    return rows[0] ?? null;
  }
}
