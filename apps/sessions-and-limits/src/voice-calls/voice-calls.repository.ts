import { Injectable } from '@nestjs/common';
import type { CompleteVoiceFromPlatformRequest } from '@vi/contracts';
import { queryRows } from '@vi/service-kit';
import type { EntityManager } from 'typeorm';
import type { SessionRow } from '../sessions/sessions.repository.js';

export interface VoiceCallRow extends SessionRow {
  reported_at: Date | null;
}

const RETURNED = `"id", "user_id", "status", "started_at", "ended_at", "duration_seconds", "reported_at"`;

type Platform = Required<Pick<CompleteVoiceFromPlatformRequest, 'outcome'>> &
  Omit<CompleteVoiceFromPlatformRequest, 'outcome' | 'userId' | 'sessionId' | 'source'>;

/** Voice sessions as the voice platform ends them. Every query names the owner. */
@Injectable()
export class VoiceCallsRepository {
  /** Locks the member's call for the rest of the transaction; null when there is no such call of theirs. */
  async lock(manager: EntityManager, userId: string, sessionId: string): Promise<VoiceCallRow | null> {
    const rows = await queryRows<VoiceCallRow>(manager, `SELECT ${RETURNED} FROM "voice_sessions" WHERE "id" = $1 AND "user_id" = $2 FOR UPDATE`, [
      sessionId,
      userId,
    ]);
    return rows[0] ?? null;
  }

  /**
   * Applies the end-of-call report: its times and duration replace whatever the browser or a
   * status update wrote; the outcome is set only if the call was still open (the first end
   * decides it, and its event has gone out).
   */
  async applyReport(manager: EntityManager, userId: string, sessionId: string, p: Platform & { crisisFlagged: boolean }): Promise<VoiceCallRow> {
    const rows = await queryRows<VoiceCallRow>(
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

  /** Ends a still-open call on the platform's status update ("ended"), timed by our clock like the browser's end. */
  async endFromStatus(manager: EntityManager, userId: string, sessionId: string, p: Platform & { crisisFlagged: boolean }): Promise<VoiceCallRow> {
    const rows = await queryRows<VoiceCallRow>(
      manager,
      `UPDATE "voice_sessions" SET "status" = $3, "ended_at" = now(),
         "duration_seconds" = GREATEST(0, floor(extract(epoch FROM (now() - "started_at"))))::int,
         "ended_reason" = COALESCE($4, "ended_reason"), "platform_call_id" = COALESCE($5, "platform_call_id"),
         "crisis_flagged" = "crisis_flagged" OR $6
       WHERE "id" = $1 AND "user_id" = $2 AND "status" = 'started' RETURNING ${RETURNED}`,
      [sessionId, userId, p.outcome, p.endedReason ?? null, p.platformCallId ?? null, p.crisisFlagged],
    );
    return rows[0]!;
  }

  /** Records a crisis flag (or the platform's ids) on a call already ended, without touching its outcome. */
  async note(manager: EntityManager, userId: string, sessionId: string, p: Platform & { crisisFlagged: boolean }): Promise<VoiceCallRow> {
    const rows = await queryRows<VoiceCallRow>(
      manager,
      `UPDATE "voice_sessions" SET "ended_reason" = COALESCE("ended_reason", $3), "platform_call_id" = COALESCE("platform_call_id", $4),
         "crisis_flagged" = "crisis_flagged" OR $5
       WHERE "id" = $1 AND "user_id" = $2 RETURNING ${RETURNED}`,
      [sessionId, userId, p.endedReason ?? null, p.platformCallId ?? null, p.crisisFlagged],
    );
    return rows[0]!;
  }

  /** Marks the member's call as having shown crisis risk, whatever its status; null when it is not theirs. */
  async flagCrisis(manager: EntityManager, userId: string, sessionId: string): Promise<VoiceCallRow | null> {
    const rows = await queryRows<VoiceCallRow>(
      manager,
      `UPDATE "voice_sessions" SET "crisis_flagged" = true WHERE "id" = $1 AND "user_id" = $2 RETURNING ${RETURNED}`,
      [sessionId, userId],
    );
    return rows[0] ?? null;
  }
}
