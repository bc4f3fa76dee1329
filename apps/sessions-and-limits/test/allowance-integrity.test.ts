import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import {
  CHAT_INACTIVITY_MINUTES,
  CHAT_SESSION_REOPEN_MINUTES,
  EVENTS,
  FREE_VOICE_CONVERSATIONS_PER_MONTH,
  SERVICE,
  VOICE_SESSION_MAX_HOURS,
} from '@vi/contracts';
import { type ServiceUnderTest, startServiceUnderTest } from '@vi/testing';
import { SessionsService } from '../src/sessions/sessions.service.js';
import { startSessionsAndLimits } from '../src/start.js';
import { UsageService } from '../src/usage/usage.service.js';
import { VoiceCallsService } from '../src/voice-calls/voice-calls.service.js';

// Allowance integrity (issue 29, docs/adr/0039) on an injected clock. The instants are years ahead
// of the real one, so the service's own sweep (real clock) never touches these rows, and its timer
// is set far apart besides.
let service: ServiceUnderTest<INestApplication>;
let sessions: SessionsService;
let calls: VoiceCallsService;
let usage: UsageService;

beforeAll(async () => {
  service = await startServiceUnderTest(SERVICE.sessionsAndLimits, startSessionsAndLimits, {
    label: 'allowance',
    env: { SWEEP_INTERVAL_MS: '600000' },
  });
  sessions = service.app.get(SessionsService);
  calls = service.app.get(VoiceCallsService);
  usage = service.app.get(UsageService);
});

afterAll(async () => {
  await service?.stop();
});

const at = (start: Date, seconds: number) => new Date(start.getTime() + seconds * 1000);
const MINUTE = 60;
const HOUR = 60 * MINUTE;

const voiceRow = async (id: string) =>
  (await service.db.query(`SELECT "status", "ended_at", "duration_seconds", "turns" FROM ${service.table('voice_sessions')} WHERE "id" = $1`, [id])).rows[0];

const endedEvents = async (subject: string, sessionId: string) =>
  (
    await service.db.query(`SELECT "payload" FROM ${service.table('outbox')} WHERE "subject" = $1 AND "payload"->'data'->>'sessionId' = $2`, [
      subject,
      sessionId,
    ])
  ).rows.map((r) => r.payload.data);

describe('the sweeper ends a call nobody ended', () => {
  it(`after ${VOICE_SESSION_MAX_HOURS} hours on its clock: completed if the server handled a turn in it, failed if not`, async () => {
    const member = randomUUID();
    const start = new Date('2031-03-10T09:00:00Z');
    const talked = await sessions.startVoice(member, 'UTC', start, 'browser');
    const silent = await sessions.startVoice(member, 'UTC', start, 'browser');
    const platform = await sessions.startVoice(member, 'UTC', start, 'platform');
    // Chat asks about the call before answering each turn: that counts the turn.
    await calls.forTurn(member, talked.id, at(start, 2 * MINUTE));
    await calls.forTurn(member, talked.id, at(start, 7 * MINUTE));
    await calls.forTurn(member, platform.id, at(start, MINUTE));
    // The member ends the platform call "failed"; the platform never reports.
    const waiting = await calls.endByMember(member, platform.id, 'failed', false, at(start, 10 * MINUTE));
    expect(waiting).toMatchObject({ status: 'started', endedAt: at(start, 10 * MINUTE).toISOString(), durationSeconds: 10 * MINUTE });

    // A second before the three hours are up nothing is ended.
    await sessions.sweep(CHAT_INACTIVITY_MINUTES, VOICE_SESSION_MAX_HOURS, at(start, VOICE_SESSION_MAX_HOURS * HOUR - 1));
    for (const call of [talked, silent, platform]) expect((await voiceRow(call.id)).status).toBe('started');

    const sweptAt = at(start, VOICE_SESSION_MAX_HOURS * HOUR + 1);
    await sessions.sweep(CHAT_INACTIVITY_MINUTES, VOICE_SESSION_MAX_HOURS, sweptAt);
    // Ended at its last turn, at the member's end, or now when there is neither.
    expect(await voiceRow(talked.id)).toEqual({ status: 'completed', ended_at: at(start, 7 * MINUTE), duration_seconds: 7 * MINUTE, turns: 2 });
    expect(await voiceRow(platform.id)).toEqual({ status: 'completed', ended_at: at(start, 10 * MINUTE), duration_seconds: 10 * MINUTE, turns: 1 });
    expect(await voiceRow(silent.id)).toEqual({ status: 'failed', ended_at: sweptAt, duration_seconds: VOICE_SESSION_MAX_HOURS * HOUR + 1, turns: 0 });
    expect(await endedEvents(EVENTS.sessions.voiceSessionEnded, talked.id)).toEqual([expect.objectContaining({ status: 'completed' })]);
    expect(await endedEvents(EVENTS.sessions.voiceSessionEnded, silent.id)).toEqual([expect.objectContaining({ status: 'failed' })]);

    // Only the silent call gave its slot back.
    const month = await usage.forMember(member, 'UTC', sweptAt);
    expect(month.voice).toEqual({ used: 2, limit: FREE_VOICE_CONVERSATIONS_PER_MONTH, remaining: FREE_VOICE_CONVERSATIONS_PER_MONTH - 2 });
  });

  it('counts no turn in a call that has ended, nor after the member ended a platform call', async () => {
    const member = randomUUID();
    const start = new Date('2031-03-11T09:00:00Z');
    const browser = await sessions.startVoice(member, 'UTC', start, 'browser');
    await calls.endByMember(member, browser.id, 'completed', false, at(start, MINUTE));
    expect(await calls.forTurn(member, browser.id, at(start, 2 * MINUTE))).toMatchObject({ status: 'completed' });
    const platform = await sessions.startVoice(member, 'UTC', start, 'platform');
    await calls.endByMember(member, platform.id, 'failed', false, at(start, MINUTE));
    await calls.forTurn(member, platform.id, at(start, 2 * MINUTE));
    expect((await voiceRow(browser.id)).turns).toBe(0);
    expect((await voiceRow(platform.id)).turns).toBe(0);
    // Left to the sweeper, the platform call without a turn fails: it gives its slot back.
    await sessions.sweep(CHAT_INACTIVITY_MINUTES, VOICE_SESSION_MAX_HOURS, at(start, VOICE_SESSION_MAX_HOURS * HOUR + 1));
    expect(await voiceRow(platform.id)).toMatchObject({ status: 'failed', ended_at: at(start, MINUTE) });
  });
});

describe('a chat session the page left is reopened by a message soon after', () => {
  const chatRow = async (id: string) =>
    (await service.db.query(`SELECT "status", "left_at", "reopened_at", "message_count" FROM ${service.table('chat_sessions')} WHERE "id" = $1`, [id])).rows[0];

  it(`within ${CHAT_SESSION_REOPEN_MINUTES} minutes, and a second tab joins the open one; later, or after the member's own End, a new one counts`, async () => {
    const member = randomUUID();
    const start = new Date('2031-05-01T10:00:00Z');
    const first = await sessions.startChat(member, 'UTC', start);
    await sessions.recordChatMessages(member, first.id, 2, at(start, 30));

    // A second tab (or a page that lost the session's id) joins the open conversation.
    expect(await sessions.startChat(member, 'UTC', at(start, 45))).toMatchObject({ id: first.id, status: 'active', messageCount: 2 });

    // A reload: the unload beacon ends the session as the page leaving.
    const leftAt = at(start, MINUTE);
    expect(await sessions.endChat(member, first.id, 'completed', { pageLeft: true }, leftAt)).toMatchObject({ status: 'completed' });
    const reopened = await sessions.startChat(member, 'UTC', at(leftAt, CHAT_SESSION_REOPEN_MINUTES * MINUTE - 1));
    expect(reopened).toMatchObject({ id: first.id, status: 'active', endedAt: null, durationSeconds: null, messageCount: 2 });
    expect((await usage.forMember(member, 'UTC', at(leftAt, 5 * MINUTE))).chat).toMatchObject({ used: 1 });
    await sessions.recordChatMessages(member, first.id, 2, at(leftAt, 5 * MINUTE));

    // Its end was announced when the page left; ending again announces nothing more (counted once).
    const leftAgain = at(start, 10 * MINUTE);
    await sessions.endChat(member, first.id, 'completed', { pageLeft: true }, leftAgain);
    expect(await endedEvents(EVENTS.sessions.chatSessionEnded, first.id)).toHaveLength(1);

    // A second after the window: a new conversation, counted.
    const later = await sessions.startChat(member, 'UTC', at(leftAgain, CHAT_SESSION_REOPEN_MINUTES * MINUTE + 1));
    expect(later.id).not.toBe(first.id);
    expect(await chatRow(first.id)).toMatchObject({ status: 'completed', message_count: 4 });
    await sessions.recordChatMessages(member, later.id, 2, at(leftAgain, 6 * MINUTE));

    // The member's own End (or Clear) is not the page leaving: the next message is a new conversation.
    const ended = at(leftAgain, 7 * MINUTE);
    await sessions.endChat(member, later.id, 'completed', {}, ended);
    expect(await chatRow(later.id)).toMatchObject({ status: 'completed', left_at: null });
    const next = await sessions.startChat(member, 'UTC', at(ended, 10));
    expect([first.id, later.id]).not.toContain(next.id);
    expect((await usage.forMember(member, 'UTC', at(ended, 20))).chat).toMatchObject({ used: 3 });
  });

  it('does not reopen a session the idle sweep abandoned, and reopens at most the newest one the page left', async () => {
    const member = randomUUID();
    const start = new Date('2031-05-02T10:00:00Z');
    const idle = await sessions.startChat(member, 'UTC', start);
    await sessions.recordChatMessages(member, idle.id, 2, at(start, 10));
    await sessions.sweep(CHAT_INACTIVITY_MINUTES, VOICE_SESSION_MAX_HOURS, at(start, (CHAT_INACTIVITY_MINUTES + 1) * MINUTE));
    expect((await chatRow(idle.id)).status).toBe('abandoned');
    const fresh = await sessions.startChat(member, 'UTC', at(start, (CHAT_INACTIVITY_MINUTES + 2) * MINUTE));
    expect(fresh.id).not.toBe(idle.id);
    expect((await chatRow(idle.id)).status).toBe('abandoned');
  });
});
