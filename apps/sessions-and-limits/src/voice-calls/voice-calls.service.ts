import { Injectable } from '@nestjs/common';
import { BROADCAST, type completeVoiceFromPlatformRequestSchema, type CompleteVoiceFromPlatformResult, ErrorCode, type VoiceSession } from '@vi/contracts';
import { AppError, Broadcaster, OutboxWriter } from '@vi/service-kit';
import { DataSource } from 'typeorm';
import type { z } from 'zod';
import { VOICE } from '../sessions/session-kinds.js';
import type { VoiceSessionEntity } from '../sessions/voice-session.entity.js';
import { toVoiceSession } from '../sessions/sessions.repository.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { memberEndOutcome } from './member-end.js';
import { VoiceCallsRepository } from './voice-calls.repository.js';

type PlatformEnd = z.output<typeof completeVoiceFromPlatformRequestSchema>;

/**
 * Every end of a voice call: the member's (`endByMember`), the voice platform's
 * (`completeFromPlatform`) and the sweeper's (`endLostCalls`). Whatever order they arrive in, and
 * however often:
 * - the first end that decides sets the outcome and writes the one `voice-session.ended` event.
 *   The member's word decides only what cannot give a slot back (see `memberEndOutcome`): a platform
 *   call waits for the platform (its report or "ended" status update), before or after the member's end;
 * - the end-of-call report, applied once, sets the times and duration (the platform measured the
 *   call; the browser's clock and network only approximate it), the end reason and the crisis flag;
 * - a call nobody ended within VOICE_SESSION_MAX_HOURS is ended by the sweeper: completed if the
 *   server handled a turn of the member in it, else failed.
 * The row lock orders a report and a member's end that arrive together.
 */
@Injectable()
export class VoiceCallsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly calls: VoiceCallsRepository,
    private readonly sessions: SessionsService,
    private readonly outbox: OutboxWriter,
    private readonly broadcaster: Broadcaster,
  ) {}

  /**
   * The member ends their call (the page's end or its unload beacon) saying how it went; the
   * gateway alone says `neverStarted` (it refused the start). Ending twice is harmless: the second
   * returns the call as it is. A platform call the member ended shows `started` with its end time
   * until the platform's word comes.
   */
  async endByMember(userId: string, sessionId: string, asked: 'completed' | 'failed', neverStarted = false, now = new Date()): Promise<VoiceSession> {
    const result = await this.dataSource.transaction(async (manager) => {
      const row = await this.calls.lock(manager, userId, sessionId);
      if (!row) return null;
      if (row.status !== VOICE.startStatus) return { row, ended: false, changed: false };
      const outcome = memberEndOutcome(row, asked, neverStarted);
      if (outcome === 'platform-decides') {
        const stopped = await this.calls.endAwaitingPlatform(manager, userId, sessionId, now);
        return { row: stopped ?? row, ended: false, changed: stopped !== null };
      }
      const ended = (await this.calls.end(manager, userId, sessionId, outcome, now))!;
      await this.sessions.announceEnded(manager, VOICE, ended);
      return { row: ended, ended: true, changed: true };
    });
    if (!result) throw new AppError(ErrorCode.NOT_FOUND, 'Session not found');
    if (result.ended) this.outbox.committed();
    if (result.changed) this.broadcaster.publish(BROADCAST.sessions.usageChanged, { userId });
    return toVoiceSession(result.row);
  }

  /**
   * The member's call, whatever its status; someone else's is not found. Chat asks before answering
   * each member turn of a call, so a call still going counts the turn (the evidence that it connected).
   */
  async forTurn(userId: string, sessionId: string, now = new Date()): Promise<VoiceSession> {
    const manager = this.dataSource.manager;
    const row = (await this.calls.countTurn(manager, userId, sessionId, now)) ?? (await this.calls.find(manager, userId, sessionId));
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'Session not found');
    return toVoiceSession(row);
  }

  async completeFromPlatform(end: PlatformEnd): Promise<CompleteVoiceFromPlatformResult> {
    const { userId, sessionId } = end;
    const result = await this.dataSource.transaction(async (manager) => {
      const row = await this.calls.lock(manager, userId, sessionId);
      if (!row) return null;
      const wasOpen = row.status === VOICE.startStatus;
      let updated: VoiceSessionEntity | null = null;
      if (end.source === 'report' && !row.reportedAt) updated = await this.calls.applyReport(manager, userId, sessionId, end);
      else if (end.source === 'status' && wasOpen) updated = await this.calls.endFromStatus(manager, userId, sessionId, end);
      else if (end.crisisFlagged || end.platformCallId) await this.calls.note(manager, userId, sessionId, end);
      if (updated && wasOpen) await this.sessions.announceEnded(manager, VOICE, updated);
      return { row: updated ?? row, applied: updated !== null, ended: updated !== null && wasOpen };
    });
    if (!result) throw new AppError(ErrorCode.NOT_FOUND, 'Session not found');
    if (result.ended) this.outbox.committed();
    if (result.applied) this.broadcaster.publish(BROADCAST.sessions.usageChanged, { userId });
    return { session: toVoiceSession(result.row), applied: result.applied };
  }

  /**
   * Browser voice mode: a turn of this call showed crisis risk. Only the flag is kept (admins see
   * counts; no text travels here). Idempotent; an ended call can be flagged too.
   */
  async flagCrisis(userId: string, sessionId: string): Promise<VoiceSession> {
    const row = await this.calls.flagCrisis(this.dataSource.manager, userId, sessionId);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'Session not found');
    return toVoiceSession(row);
  }
}
