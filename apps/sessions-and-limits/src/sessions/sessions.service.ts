import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { BROADCAST, type CancelChatResponse, type ChatSession, ErrorCode, EVENTS, type VoiceSession } from '@vi/contracts';
import { AppError, Broadcaster, countAllowanceRefusal, OutboxWriter } from '@vi/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { MemberZonesRepository } from '../time-zones/member-zones.repository.js';
import { CHAT, type SessionKind, VOICE } from './session-kinds.js';
import { type SessionRow, SessionsRepository, toChatSession, toVoiceSession } from './sessions.repository.js';

const notFound = () => new AppError(ErrorCode.NOT_FOUND, 'Session not found');

@Injectable()
export class SessionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionsRepository,
    private readonly outbox: OutboxWriter,
    private readonly broadcaster: Broadcaster,
    private readonly zones: MemberZonesRepository,
  ) {}

  /** `requestedZone`: the zone the member's browser reports (see MemberZonesRepository); `now` for tests. */
  startVoice(userId: string, requestedZone?: string, now = new Date()): Promise<VoiceSession> {
    return this.start(VOICE, userId, requestedZone, now).then(toVoiceSession);
  }

  startChat(userId: string, requestedZone?: string, now = new Date()): Promise<ChatSession> {
    return this.start(CHAT, userId, requestedZone, now).then(toChatSession);
  }

  endVoice(userId: string, sessionId: string, status: 'completed' | 'failed'): Promise<VoiceSession> {
    return this.end(VOICE, userId, sessionId, status).then(toVoiceSession);
  }

  endChat(userId: string, sessionId: string, status: 'completed' | 'abandoned'): Promise<ChatSession> {
    return this.end(CHAT, userId, sessionId, status).then(toChatSession);
  }

  /** The member's voice session, whatever its status; someone else's is not found. */
  async getVoice(userId: string, sessionId: string): Promise<VoiceSession> {
    const row = await this.sessions.find(this.dataSource.manager, VOICE, userId, sessionId);
    if (!row) throw notFound();
    return toVoiceSession(row);
  }

  async getChat(userId: string, sessionId: string): Promise<ChatSession> {
    const row = await this.sessions.find(this.dataSource.manager, CHAT, userId, sessionId);
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
  async recordChatMessages(userId: string, sessionId: string, count: number): Promise<ChatSession> {
    const row = await this.sessions.recordChatMessages(this.dataSource.manager, userId, sessionId, count);
    if (row) {
      this.broadcaster.publish(BROADCAST.sessions.usageChanged, { userId });
      return toChatSession(row);
    }
    const existing = await this.sessions.find(this.dataSource.manager, CHAT, userId, sessionId);
    if (!existing) throw notFound();
    throw new AppError(ErrorCode.CONFLICT, 'This chat session has ended. Send a message to start a new one.', { status: existing.status });
  }

  /**
   * The allowance check and the insert are one step: a per-member lock is held from the
   * count to the commit, so concurrent starts cannot both see the last free slot.
   */
  private async start(kind: SessionKind, userId: string, requestedZone: string | undefined, now: Date): Promise<SessionRow> {
    const timeZone = await this.zones.resolve(userId, requestedZone, now);
    const result = await this.sessions.startWithinAllowance(this.dataSource.manager, kind, randomUUID(), userId, timeZone, now);
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

  /** Ending twice is harmless: the second call returns the session as it ended. */
  private async end(kind: SessionKind, userId: string, sessionId: string, status: string): Promise<SessionRow> {
    const ended = await this.dataSource.transaction(async (manager) => {
      const row = await this.sessions.end(manager, kind, userId, sessionId, status);
      if (row) await this.announceEnded(manager, kind, row);
      return row;
    });
    if (ended) {
      this.outbox.committed();
      this.broadcaster.publish(BROADCAST.sessions.usageChanged, { userId });
      if (kind.kind === 'chat') this.broadcaster.publish(BROADCAST.sessions.chatSessionClosed, { userId, sessionId });
      return ended;
    }
    const existing = await this.sessions.find(this.dataSource.manager, kind, userId, sessionId);
    if (!existing) throw notFound();
    return existing;
  }

  /** Closes idle chats and lost calls; returns how many it closed. */
  async sweep(chatInactivityMinutes: number, voiceMaxHours: number): Promise<number> {
    const closed = await this.dataSource.transaction(async (manager) => {
      const chats = await this.sessions.abandonIdleChats(manager, chatInactivityMinutes);
      for (const row of chats) await this.announceEnded(manager, CHAT, row);
      const calls = await this.sessions.failLostVoiceCalls(manager, voiceMaxHours);
      for (const row of calls) await this.announceEnded(manager, VOICE, row);
      return [...chats, ...calls];
    });
    if (closed.length > 0) {
      this.outbox.committed();
      for (const userId of new Set(closed.map((r) => r.user_id))) this.broadcaster.publish(BROADCAST.sessions.usageChanged, { userId });
      for (const row of closed) {
        if ('message_count' in row) this.broadcaster.publish(BROADCAST.sessions.chatSessionClosed, { userId: row.user_id, sessionId: row.id });
      }
    }
    return closed.length;
  }

  /** Writes the ended event to the outbox, in the transaction that ended the session. */
  async announceEnded(manager: EntityManager, kind: SessionKind, row: SessionRow) {
    const base = {
      sessionId: row.id,
      userId: row.user_id,
      startedAt: row.started_at.toISOString(),
      endedAt: (row.ended_at ?? new Date()).toISOString(),
      durationSeconds: row.duration_seconds ?? 0,
    };
    if (kind.kind === 'voice') {
      await this.outbox.append(manager, EVENTS.sessions.voiceSessionEnded, {
        ...base,
        status: row.status as 'completed' | 'failed',
      });
    } else {
      await this.outbox.append(manager, EVENTS.sessions.chatSessionEnded, {
        ...base,
        status: row.status as 'completed' | 'abandoned',
        messageCount: row.message_count ?? 0,
      });
    }
  }
}
