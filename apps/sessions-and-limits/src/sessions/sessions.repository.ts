import { Injectable } from '@nestjs/common';
import type { ChatSession, VoiceCallMode, VoiceSession } from '@vi/contracts';
import { queryRows } from '@vi/service-kit';
import type { EntityManager } from 'typeorm';
import { CHAT, type SessionKind, VOICE } from './session-kinds.js';

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
  /** Chat: when its page went away (a message soon after reopens it). */
  left_at?: Date | null;
  /** Chat: when a message reopened it (its end was announced before). */
  reopened_at?: Date | null;
  /** Voice: `platform` or `browser` (null: from before it was kept). */
  mode?: VoiceCallMode | null;
  /** Voice: member turns the server handled while the call was going. */
  turns?: number;
  last_turn_at?: Date | null;
  reported_at?: Date | null;
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
   * Starts a voice call unless the member's free allowance is used up, atomically (see the
   * start_voice_session function). Returns the used count instead when it is.
   */
  startVoice(manager: EntityManager, id: string, userId: string, timeZone: string, now: Date, mode: VoiceCallMode | null) {
    return this.startWithinAllowance(manager, VOICE, [id, userId, timeZone, VOICE.freeLimit, now, mode]);
  }

  /**
   * The chat session a message counts in, atomically (see start_chat_session): the member's open
   * one if it has messages (another tab, a page that lost its id), else the one their page left
   * less than `reopenSeconds` ago, reopened; else a new one unless the free allowance is used up
   * (then the used count).
   */
  startChat(manager: EntityManager, id: string, userId: string, timeZone: string, now: Date, reopenSeconds: number) {
    return this.startWithinAllowance(manager, CHAT, [id, userId, timeZone, CHAT.freeLimit, now, reopenSeconds]);
  }

  private async startWithinAllowance(manager: EntityManager, kind: SessionKind, params: unknown[]): Promise<{ row: SessionRow } | { used: number }> {
    try {
      const rows = await queryRows<SessionRow>(manager, `SELECT * FROM "start_${kind.kind}_session"($1, $2, $3, $4, $5, $6)`, params);
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

  /**
   * Ends a chat session that is still open; null when it is not (already ended, or not this
   * member's). `pageLeft`: its page went away rather than the member ending it, so a message soon
   * after reopens it.
   */
  async endChat(manager: EntityManager, userId: string, sessionId: string, status: string, now: Date, pageLeft: boolean): Promise<SessionRow | null> {
    const rows = await queryRows<SessionRow>(
      manager,
      `UPDATE "chat_sessions" SET "status" = $3, "ended_at" = $4::timestamptz, "duration_seconds" = GREATEST(0, floor(extract(epoch FROM ($4::timestamptz - "started_at"))))::int,
         "left_at" = CASE WHEN $5 THEN $4::timestamptz END
       WHERE "id" = $1 AND "user_id" = $2 AND "status" = 'active' RETURNING ${CHAT.columns}`,
      [sessionId, userId, status, now, pageLeft],
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

  async recordChatMessages(manager: EntityManager, userId: string, sessionId: string, count: number, now: Date): Promise<SessionRow | null> {
    const rows = await queryRows<SessionRow>(
      manager,
      `UPDATE "chat_sessions" SET "message_count" = "message_count" + $3, "last_activity_at" = GREATEST("last_activity_at", $4::timestamptz)
       WHERE "id" = $1 AND "user_id" = $2 AND "status" = 'active' RETURNING *`,
      [sessionId, userId, count, now],
    );
    return rows[0] ?? null;
  }

  /**
   * Closes chat sessions idle for `minutes` at `now`: they end when the inactivity limit ran out
   * (last activity + the limit), as the browser would have ended them.
   */
  async abandonIdleChats(manager: EntityManager, minutes: number, now: Date, limit = 500): Promise<SessionRow[]> {
    return queryRows<SessionRow>(
      manager,
      `UPDATE "chat_sessions" s SET "status" = 'abandoned', "ended_at" = s."last_activity_at" + make_interval(secs => $1 * 60),
         "duration_seconds" = GREATEST(0, floor(extract(epoch FROM (s."last_activity_at" + make_interval(secs => $1 * 60) - s."started_at"))))::int
       WHERE s."id" IN (SELECT "id" FROM "chat_sessions" WHERE "status" = 'active' AND "last_activity_at" < $3::timestamptz - make_interval(secs => $1 * 60)
                         ORDER BY "last_activity_at" LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING s.*`,
      [minutes, limit, now],
    );
  }
}
