import { Injectable } from '@nestjs/common';
import { BROADCAST, type completeVoiceFromPlatformRequestSchema, type CompleteVoiceFromPlatformResult, ErrorCode, type VoiceSession } from '@vi/contracts';
import { AppError, Broadcaster, OutboxWriter } from '@vi/service-kit';
import { DataSource } from 'typeorm';
import type { z } from 'zod';
import { VOICE } from '../sessions/session-kinds.js';
import { toVoiceSession } from '../sessions/sessions.repository.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { type VoiceCallRow, VoiceCallsRepository } from './voice-calls.repository.js';

type PlatformEnd = z.output<typeof completeVoiceFromPlatformRequestSchema>;

/**
 * The voice platform's word on how a call ended, beside the browser's own end
 * (`SessionsService.endVoice`). Whatever order they arrive in, and however often:
 * - the first end (browser, status update, report or the sweeper) sets the outcome and
 *   writes the one `voice-session.ended` event;
 * - the end-of-call report, applied once, sets the times and duration (the platform measured the
 *   call; the browser's clock and network only approximate it), the end reason and the crisis flag.
 * The row lock orders a report and a browser end that arrive together.
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

  async completeFromPlatform(end: PlatformEnd): Promise<CompleteVoiceFromPlatformResult> {
    const { userId, sessionId } = end;
    const result = await this.dataSource.transaction(async (manager) => {
      const row = await this.calls.lock(manager, userId, sessionId);
      if (!row) return null;
      const wasOpen = row.status === VOICE.startStatus;
      let updated: VoiceCallRow | null = null;
      if (end.source === 'report' && !row.reported_at) updated = await this.calls.applyReport(manager, userId, sessionId, end);
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
