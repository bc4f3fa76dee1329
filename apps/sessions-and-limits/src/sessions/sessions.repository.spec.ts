import { describe, expect, it } from '@jest/globals';
import type { EntityManager } from 'typeorm';
import type { ChatSessionEntity } from './chat-session.entity.js';
import { CHAT, VOICE } from './session-kinds.js';
import { SessionsRepository, toChatSession, toVoiceSession } from './sessions.repository.js';
import type { VoiceSessionEntity } from './voice-session.entity.js';

const row: VoiceSessionEntity = {
  id: '0b0e8f7a-6b5c-4d3e-8f21-0a1b2c3d4e5f',
  userId: '3f1c1e2a-8d4b-4c3e-9a51-2b6c7d8e9f01',
  status: 'completed',
  startedAt: new Date('2025-06-15T12:00:00Z'),
  endedAt: new Date('2025-06-15T12:01:35Z'),
  durationSeconds: 95,
  endedReason: null,
  platformCallId: null,
  reportedAt: null,
  crisisFlagged: false,
  mode: null,
  turns: 0,
  lastTurnAt: null,
};

const chatRow: ChatSessionEntity = {
  id: row.id,
  userId: row.userId,
  status: 'completed',
  startedAt: row.startedAt,
  endedAt: row.endedAt,
  durationSeconds: row.durationSeconds,
  messageCount: 6,
  lastActivityAt: new Date('2025-06-15T12:01:00Z'),
  leftAt: null,
  reopenedAt: null,
};

describe('session rows as the API shows them', () => {
  it('shows a voice call with ISO times and no member id', () => {
    expect(toVoiceSession(row)).toEqual({
      id: row.id,
      status: 'completed',
      startedAt: '2025-06-15T12:00:00.000Z',
      endedAt: '2025-06-15T12:01:35.000Z',
      durationSeconds: 95,
    });
  });

  it('shows an open session with no end yet', () => {
    expect(toVoiceSession({ ...row, status: 'started', endedAt: null, durationSeconds: null })).toMatchObject({ endedAt: null, durationSeconds: null });
  });

  it('shows a chat with its message count and last activity', () => {
    const chat = toChatSession(chatRow);
    expect(chat).toEqual({
      id: row.id,
      status: 'completed',
      startedAt: '2025-06-15T12:00:00.000Z',
      endedAt: '2025-06-15T12:01:35.000Z',
      durationSeconds: 95,
      messageCount: 6,
      lastActivityAt: '2025-06-15T12:01:00.000Z',
    });
  });
});

/** An EntityManager whose query answers or fails the way the given function says, recording the calls. */
function managerAnswering(answer: (sql: string, params: unknown[]) => unknown) {
  const calls: { sql: string; params: unknown[] }[] = [];
  const manager = {
    query: async (sql: string, params: unknown[]) => {
      calls.push({ sql, params });
      return answer(sql, params);
    },
  } as unknown as EntityManager;
  return { calls, manager };
}

/** What the pg driver error looks like once TypeORM wrapped it (QueryFailedError.driverError). */
const queryFailed = (code: string, detail?: string) => Object.assign(new Error('query failed'), { driverError: { code, detail } });

describe('SessionsRepository starts within the allowance', () => {
  const repository = new SessionsRepository();
  const now = new Date('2025-06-15T12:00:00Z');

  it("starts through the kind's start function with the kind's free limit, the service's clock and the kind's own argument", async () => {
    const { calls, manager } = managerAnswering(() => [{ ...chatRow, status: 'active' }]);
    const result = await repository.startChat(manager, row.id, row.userId, 'Europe/Madrid', now, 300);
    expect(result).toEqual({ row: { ...chatRow, status: 'active' } });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.sql).toContain('"start_chat_session"');
    // Chat: how long after its page left a session is reopened.
    expect(calls[0]!.params).toEqual([row.id, row.userId, 'Europe/Madrid', CHAT.freeLimit, now, 300]);

    await repository.startVoice(manager, row.id, row.userId, 'UTC', now, 'platform');
    expect(calls[1]!.sql).toContain('"start_voice_session"');
    // Voice: how the call runs.
    expect(calls[1]!.params).toEqual([row.id, row.userId, 'UTC', VOICE.freeLimit, now, 'platform']);
  });

  it('reports the used count when the database says the allowance is used up (SQLSTATE VI001)', async () => {
    const { manager } = managerAnswering(() => {
      throw queryFailed('VI001', '5');
    });
    await expect(repository.startChat(manager, row.id, row.userId, 'UTC', now, 300)).resolves.toEqual({ used: 5 });
  });

  it('lets any other database error through', async () => {
    const deadlock = queryFailed('40P01');
    const { manager } = managerAnswering(() => {
      throw deadlock;
    });
    await expect(repository.startVoice(manager, row.id, row.userId, 'UTC', now, null)).rejects.toBe(deadlock);
  });
});
