import { Injectable } from '@nestjs/common';
import type { ChatSession, VoiceCallMode, VoiceSession } from '@vi/contracts';
import { entityColumns, queryRows } from '@vi/service-kit';
import type { EntityManager } from 'typeorm';
import { ChatSessionEntity } from './chat-session.entity.js';
import { CHAT, type SessionKind, VOICE } from './session-kinds.js';
import { VoiceSessionEntity } from './voice-session.entity.js';

/** SQLSTATE raised by start_*_session when the free allowance is used up. */
const ALLOWANCE_USED_UP = 'VI001';

/** A row of either session table. */
export type SessionEntity = VoiceSessionEntity | ChatSessionEntity;

/** The API's shape of a voice call (a chat session's common part too). */
export function toVoiceSession(row: SessionEntity): VoiceSession {
  return {
    id: row.id,
    status: row.status as VoiceSession['status'],
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    durationSeconds: row.durationSeconds,
  };
}

/** The API's shape of a chat session. */
export function toChatSession(row: ChatSessionEntity): ChatSession {
  return {
    ...toVoiceSession(row),
    status: row.status,
    messageCount: row.messageCount,
    lastActivityAt: row.lastActivityAt.toISOString(),
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
    return this.startWithinAllowance<VoiceSessionEntity>(manager, VOICE, VoiceSessionEntity, [id, userId, timeZone, VOICE.freeLimit, now, mode]);
  }

  /**
   * The chat session a message counts in, atomically (see start_chat_session): the member's open
   * one if it has messages (another tab, a page that lost its id), else the one their page left
   * less than `reopenSeconds` ago, reopened; else a new one unless the free allowance is used up
   * (then the used count).
   */
  startChat(manager: EntityManager, id: string, userId: string, timeZone: string, now: Date, reopenSeconds: number) {
    return this.startWithinAllowance<ChatSessionEntity>(manager, CHAT, ChatSessionEntity, [id, userId, timeZone, CHAT.freeLimit, now, reopenSeconds]);
  }

  /** Raw SQL: a call of the PL/pgSQL start function (one round trip), its row aliased to the entity. */
  private async startWithinAllowance<T extends SessionEntity>(
    manager: EntityManager,
    kind: SessionKind,
    entity: Function,
    params: unknown[],
  ): Promise<{ row: T } | { used: number }> {
    try {
      const rows = await queryRows<T>(manager, `SELECT ${entityColumns(entity)} FROM "start_${kind.kind}_session"($1, $2, $3, $4, $5, $6)`, params);
      return { row: rows[0]! };
    } catch (error) {
      const driverError = (error as { driverError?: { code?: string; detail?: string } }).driverError;
      if (driverError?.code === ALLOWANCE_USED_UP) return { used: Number(driverError.detail) };
      throw error;
    }
  }

  findChat(manager: EntityManager, userId: string, sessionId: string): Promise<ChatSessionEntity | null> {
    return manager.getRepository(ChatSessionEntity).findOneBy({ id: sessionId, userId });
  }

  /**
   * Ends a chat session that is still open; null when it is not (already ended, or not this
   * member's). `pageLeft`: its page went away rather than the member ending it, so a message soon
   * after reopens it. Raw SQL: the duration and `left_at` are computed from the row and the arguments.
   */
  async endChat(manager: EntityManager, userId: string, sessionId: string, status: string, now: Date, pageLeft: boolean): Promise<ChatSessionEntity | null> {
    const rows = await queryRows<ChatSessionEntity>(
      manager,
      `UPDATE "chat_sessions" SET "status" = $3, "ended_at" = $4::timestamptz, "duration_seconds" = GREATEST(0, floor(extract(epoch FROM ($4::timestamptz - "started_at"))))::int,
         "left_at" = CASE WHEN $5 THEN $4::timestamptz END
       WHERE "id" = $1 AND "user_id" = $2 AND "status" = 'active' RETURNING ${entityColumns(ChatSessionEntity)}`,
      [sessionId, userId, status, now, pageLeft],
    );
    return rows[0] ?? null;
  }

  /** Removes an open chat session in which no message was ever counted; false when there is none. */
  async cancelUnusedChat(manager: EntityManager, userId: string, sessionId: string): Promise<boolean> {
    const result = await manager.getRepository(ChatSessionEntity).delete({ id: sessionId, userId, status: 'active', messageCount: 0 });
    return result.affected === 1;
  }

  /** The hot path of every chat message: one raw UPDATE … RETURNING, its row aliased to the entity. */
  async recordChatMessages(manager: EntityManager, userId: string, sessionId: string, count: number, now: Date): Promise<ChatSessionEntity | null> {
    const rows = await queryRows<ChatSessionEntity>(
      manager,
      `UPDATE "chat_sessions" SET "message_count" = "message_count" + $3, "last_activity_at" = GREATEST("last_activity_at", $4::timestamptz)
       WHERE "id" = $1 AND "user_id" = $2 AND "status" = 'active' RETURNING ${entityColumns(ChatSessionEntity)}`,
      [sessionId, userId, count, now],
    );
    return rows[0] ?? null;
  }

  /**
   * Closes chat sessions idle for `minutes` at `now`: they end when the inactivity limit ran out
   * (last activity + the limit), as the browser would have ended them. Raw SQL: FOR UPDATE SKIP LOCKED.
   */
  async abandonIdleChats(manager: EntityManager, minutes: number, now: Date, limit = 500): Promise<ChatSessionEntity[]> {
    return queryRows<ChatSessionEntity>(
      manager,
      `UPDATE "chat_sessions" s SET "status" = 'abandoned', "ended_at" = s."last_activity_at" + make_interval(secs => $1 * 60),
         "duration_seconds" = GREATEST(0, floor(extract(epoch FROM (s."last_activity_at" + make_interval(secs => $1 * 60) - s."started_at"))))::int
       WHERE s."id" IN (SELECT "id" FROM "chat_sessions" WHERE "status" = 'active' AND "last_activity_at" < $3::timestamptz - make_interval(secs => $1 * 60)
                         ORDER BY "last_activity_at" LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING ${entityColumns(ChatSessionEntity, 's')}`,
      [minutes, limit, now],
    );
  }
}
