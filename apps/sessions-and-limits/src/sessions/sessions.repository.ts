import { Injectable } from '@nestjs/common';
import type { ChatSession, VoiceSession } from '@vi/contracts';
import { queryRows } from '@vi/service-kit';
import type { EntityManager } from 'typeorm';
import type { SessionKind } from './session-kinds.js';

/** SQLSTATE raised by start_*_session when the free allowance is used up. */
const ALLOWANCE_USED_UP = 'VI001';

export interface SessionRow {
  id: string;
  user_id: string;
  status: string;
  started_at: Date;
  ended_at: Date | null;
  duration_seconds: number | null;
  message_count?: number;
  last_activity_at?: Date;
}

export function toVoiceSession(row: SessionRow): VoiceSession {
  return {
    id: row.id,
    status: row.status as VoiceSession['status'],
    startedAt: row.started_at.toISOString(),
    endedAt: row.ended_at?.toISOString() ?? null,
    durationSeconds: row.duration_seconds,
  };
}

export function toChatSession(row: SessionRow): ChatSession {
  return {
    ...toVoiceSession(row),
    status: row.status as ChatSession['status'],
    messageCount: row.message_count ?? 0,
    lastActivityAt: (row.last_activity_at ?? row.started_at).toISOString(),
  };
}

/** Every query names the owner: a session is only ever found through its member. */
@Injectable()
export class SessionsRepository {
  /**
   * Starts a session unless the member's free allowance is used up, atomically (see the
   * start_*_session functions). Returns the used count instead when it is.
   */
  async startWithinAllowance(
    manager: EntityManager,
    kind: SessionKind,
    id: string,
    userId: string,
    timeZone: string,
    now: Date,
  ): Promise<{ row: SessionRow } | { used: number }> {
    try {
      const rows = await queryRows<SessionRow>(manager, `SELECT * FROM "start_${kind.kind}_session"($1, $2, $3, $4, $5)`, [
        id,
        userId,
        timeZone,
        kind.freeLimit,
        now,
      ]);
      return { row: rows[0]! };
    } catch (error) {
      const driverError = (error as { driverError?: { code?: string; detail?: string } }).driverError;
      if (driverError?.code === ALLOWANCE_USED_UP) return { used: Number(driverError.detail) };
      throw error;
    }
  }

  async find(manager: EntityManager, kind: SessionKind, userId: string, sessionId: string): Promise<SessionRow | null> {
    const rows = await queryRows<SessionRow>(manager, `SELECT ${kind.columns} FROM "${kind.table}" WHERE "id" = $1 AND "user_id" = $2`, [sessionId, userId]);
    return rows[0] ?? null;
  }

  /** Ends a session that is still open; null when it is not (already ended, or not this member's). */
  async end(manager: EntityManager, kind: SessionKind, userId: string, sessionId: string, status: string): Promise<SessionRow | null> {
    const rows = await queryRows<SessionRow>(
      manager,
      `UPDATE "${kind.table}" SET "status" = $3, "ended_at" = now(), "duration_seconds" = GREATEST(0, floor(extract(epoch FROM (now() - "started_at"))))::int
       WHERE "id" = $1 AND "user_id" = $2 AND "status" = $4 RETURNING ${kind.columns}`,
      [sessionId, userId, status, kind.startStatus],
    );
    return rows[0] ?? null;
  }

  /** Removes an open chat session in which no message was ever counted; false when there is none. */
  async cancelUnusedChat(manager: EntityManager, userId: string, sessionId: string): Promise<boolean> {
    const rows = await queryRows<{ id: string }>(
      manager,
      `DELETE FROM "chat_sessions" WHERE "id" = $1 AND "user_id" = $2 AND "status" = 'active' AND "message_count" = 0 RETURNING "id"`,
      [sessionId, userId],
    );
    return rows.length === 1;
  }

  async recordChatMessages(manager: EntityManager, userId: string, sessionId: string, count: number): Promise<SessionRow | null> {
    const rows = await queryRows<SessionRow>(
      manager,
      `UPDATE "chat_sessions" SET "message_count" = "message_count" + $3, "last_activity_at" = now()
       WHERE "id" = $1 AND "user_id" = $2 AND "status" = 'active' RETURNING *`,
      [sessionId, userId, count],
    );
    return rows[0] ?? null;
  }

  /**
   * Closes chat sessions idle for `minutes`: they end when the inactivity limit ran out
   * (last activity + the limit), as the browser would have ended them.
   */
  async abandonIdleChats(manager: EntityManager, minutes: number, limit = 500): Promise<SessionRow[]> {
    return queryRows<SessionRow>(
      manager,
      `UPDATE "chat_sessions" s SET "status" = 'abandoned', "ended_at" = s."last_activity_at" + make_interval(secs => $1 * 60),
         "duration_seconds" = GREATEST(0, floor(extract(epoch FROM (s."last_activity_at" + make_interval(secs => $1 * 60) - s."started_at"))))::int
       WHERE s."id" IN (SELECT "id" FROM "chat_sessions" WHERE "status" = 'active' AND "last_activity_at" < now() - make_interval(secs => $1 * 60)
                         ORDER BY "last_activity_at" LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING s.*`,
      [minutes, limit],
    );
  }

  /** Voice calls never ended (tab closed, crash) are marked failed: they do not use up the allowance. */
  async failLostVoiceCalls(manager: EntityManager, hours: number, limit = 500): Promise<SessionRow[]> {
    return queryRows<SessionRow>(
      manager,
      `UPDATE "voice_sessions" v SET "status" = 'failed', "ended_at" = now(), "duration_seconds" = GREATEST(0, floor(extract(epoch FROM (now() - v."started_at"))))::int
       WHERE v."id" IN (SELECT "id" FROM "voice_sessions" WHERE "status" = 'started' AND "started_at" < now() - make_interval(hours => $1)
                         ORDER BY "started_at" LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING v."id", v."user_id", v."status", v."started_at", v."ended_at", v."duration_seconds"`,
      [hours, limit],
    );
  }
}
