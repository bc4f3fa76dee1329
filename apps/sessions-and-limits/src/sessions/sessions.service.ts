import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  BROADCAST,
  type CancelChatResponse,
  CHAT_SESSION_REOPEN_MINUTES,
  type ChatSession,
  ErrorCode,
  EVENTS,
  type VoiceCallMode,
  type VoiceSession,
} from '@vi/contracts';
import { AppError, Broadcaster, countAllowanceRefusal, OutboxWriter } from '@vi/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { MemberZonesRepository } from '../time-zones/member-zones.repository.js';
import { VoiceCallsRepository } from '../voice-calls/voice-calls.repository.js';
import { CHAT, type SessionKind, VOICE } from './session-kinds.js';
import type { ChatSessionEntity } from './chat-session.entity.js';
import { type SessionEntity, SessionsRepository, toChatSession, toVoiceSession } from './sessions.repository.js';

const notFound = () => new AppError(ErrorCode.NOT_FOUND, 'Session not found');

@Injectable()
export class SessionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionsRepository,
    private readonly outbox: OutboxWriter,
    private readonly broadcaster: Broadcaster,
    private readonly zones: MemberZonesRepository,
    private readonly calls: VoiceCallsRepository,
  ) {}

  /**
   * `requestedZone`: the zone the member's browser reports (see MemberZonesRepository); `mode`: how
   * the call runs, as the gateway decided (none: a browser call); `now` for tests.
   */
  startVoice(userId: string, requestedZone?: string, now = new Date(), mode?: VoiceCallMode): Promise<VoiceSession> {
    return this.start(VOICE, userId, requestedZone, now, (manager, id, timeZone) =>
      this.sessions.startVoice(manager, id, userId, timeZone, now, mode ?? null),
    ).then(toVoiceSession);
  }

  /**
   * The session a message counts in: the member's open one, or the one their page left less than
   * CHAT_SESSION_REOPEN_MINUTES ago (reopened, not counted again), else a new one within the allowance.
   */
  startChat(userId: string, requestedZone?: string, now = new Date()): Promise<ChatSession> {
    return this.start(CHAT, userId, requestedZone, now, (manager, id, timeZone) =>
      this.sessions.startChat(manager, id, userId, timeZone, now, CHAT_SESSION_REOPEN_MINUTES * 60),
    ).then(toChatSession);
  }

  /**
   * Ends the member's chat session; ending twice is harmless (the second returns it as it ended).
   * `pageLeft`: its page went away (closed, reloaded, left) rather than the member ending it.
   */
  async endChat(
    userId: string,
    sessionId: string,
    status: 'completed' | 'abandoned',
    options: { pageLeft?: boolean } = {},
    now = new Date(),
  ): Promise<ChatSession> {
    const ended = await this.dataSource.transaction(async (manager) => {
      const row = await this.sessions.endChat(manager, userId, sessionId, status, now, options.pageLeft ?? false);
      if (row) await this.announceEnded(manager, CHAT, row);
      return row;
    });
    if (ended) {
      this.outbox.committed();
      this.broadcaster.publish(BROADCAST.sessions.usageChanged, { userId });
      this.broadcaster.publish(BROADCAST.sessions.chatSessionClosed, { userId, sessionId });
      return toChatSession(ended);
    }
    const existing = await this.sessions.findChat(this.dataSource.manager, userId, sessionId);
    if (!existing) throw notFound();
    return toChatSession(existing);
  }

  async getChat(userId: string, sessionId: string): Promise<ChatSession> {
    const row = await this.sessions.findChat(this.dataSource.manager, userId, sessionId);
    if (!row) throw notFound();
    return toChatSession(row);
  }

  /** A chat session whose first message failed gives its allowance slot back. */
  async cancelUnusedChat(userId: string, sessionId: string): Promise<CancelChatResponse> {
    const cancelled = await this.sessions.cancelUnusedChat(this.dataSource.manager, userId, sessionId);
    if (cancelled) {
      this.broadcaster.publish(BROADCAST.sessions.usageChanged, { userId });
      this.broadcaster.publish(BROADCAST.sessions.chatSessionClosed, { userId, sessionId });
    }
    return { cancelled };
  }

  /** Counts messages of an open chat session and resets its inactivity clock. */
  async recordChatMessages(userId: string, sessionId: string, count: number, now = new Date()): Promise<ChatSession> {
    const row = await this.sessions.recordChatMessages(this.dataSource.manager, userId, sessionId, count, now);
    if (row) {
      this.broadcaster.publish(BROADCAST.sessions.usageChanged, { userId });
      return toChatSession(row);
    }
    const existing = await this.sessions.findChat(this.dataSource.manager, userId, sessionId);
    if (!existing) throw notFound();
    throw new AppError(ErrorCode.CONFLICT, 'This chat session has ended. Send a message to start a new one.', { status: existing.status });
  }

  /**
   * The allowance check and the insert are one step: a per-member lock is held from the
   * count to the commit, so concurrent starts cannot both see the last free slot.
   */
  private async start<T extends SessionEntity>(
    kind: SessionKind,
    userId: string,
    requestedZone: string | undefined,
    now: Date,
    startWithinAllowance: (manager: EntityManager, id: string, timeZone: string) => Promise<{ row: T } | { used: number }>,
  ): Promise<T> {
    const timeZone = await this.zones.resolve(userId, requestedZone, now);
    const result = await startWithinAllowance(this.dataSource.manager, randomUUID(), timeZone);
    if ('used' in result) {
      countAllowanceRefusal(kind.kind);
      throw new AppError(ErrorCode.LIMIT_REACHED, `You have used all ${kind.freeLimit} free ${kind.kind} conversations this month.`, {
        kind: kind.kind,
        used: result.used,
        limit: kind.freeLimit,
      });
    }
    this.broadcaster.publish(BROADCAST.sessions.usageChanged, { userId });
    return result.row;
  }

  /**
   * Closes idle chats and lost calls as of `now` (injected by tests); returns how many it closed.
   * A lost call is completed if the server handled a turn of the member in it, else failed.
   */
  async sweep(chatInactivityMinutes: number, voiceMaxHours: number, now = new Date()): Promise<number> {
    const closed = await this.dataSource.transaction(async (manager) => {
      const chats = await this.sessions.abandonIdleChats(manager, chatInactivityMinutes, now);
      for (const row of chats) await this.announceEnded(manager, CHAT, row);
      const calls = await this.calls.endLostCalls(manager, voiceMaxHours, now);
      for (const row of calls) await this.announceEnded(manager, VOICE, row);
      return [...chats.map((row) => ({ row, chat: true })), ...calls.map((row) => ({ row, chat: false }))];
    });
    if (closed.length > 0) {
      this.outbox.committed();
      for (const userId of new Set(closed.map(({ row }) => row.userId))) this.broadcaster.publish(BROADCAST.sessions.usageChanged, { userId });
      for (const { row, chat } of closed) {
        if (chat) this.broadcaster.publish(BROADCAST.sessions.chatSessionClosed, { userId: row.userId, sessionId: row.id });
      }
    }
    return closed.length;
  }

  /**
   * Writes the ended event to the outbox, in the transaction that ended the session. Once per
   * session: a chat reopened after its page left had its end announced then, and the admins'
   * figures count each conversation once.
   */
  async announceEnded(manager: EntityManager, kind: SessionKind, row: SessionEntity) {
    const chat = kind.kind === 'chat' ? (row as ChatSessionEntity) : null;
    if (chat?.reopenedAt) return;
    const base = {
      sessionId: row.id,
      userId: row.userId,
      startedAt: row.startedAt.toISOString(),
      endedAt: (row.endedAt ?? new Date()).toISOString(),
      durationSeconds: row.durationSeconds ?? 0,
    };
    if (!chat) {
      await this.outbox.append(manager, EVENTS.sessions.voiceSessionEnded, {
        ...base,
        status: row.status as 'completed' | 'failed',
      });
    } else {
      await this.outbox.append(manager, EVENTS.sessions.chatSessionEnded, {
        ...base,
        status: row.status as 'completed' | 'abandoned',
        messageCount: chat.messageCount,
      });
    }
  }
}
