import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FREE_CHAT_CONVERSATIONS_PER_MONTH, FREE_VOICE_CONVERSATIONS_PER_MONTH } from '@vi/contracts';
import { randomUUID } from 'node:crypto';
import { connectNats } from '@vi/service-kit';
import { testInfra, until } from '@vi/testing';
import type pg from 'pg';
import {
  ApiClient,
  type InProcessStack,
  publishSubscriptionChanged,
  signUpMember,
  startInProcessStack,
  untilEntitlementEventHandled,
} from './in-process-stack.js';

let stack: InProcessStack;
let db: pg.Client;
let schema: string;

beforeAll(async () => {
  stack = await startInProcessStack('sessions', { SWEEP_INTERVAL_MS: '200' });
  db = stack.db;
  schema = `${stack.namespace}_sessions_and_limits`;
});

afterAll(async () => {
  await stack?.stop();
});

const newMember = (label = 'member') => signUpMember(stack.baseUrl, label);

describe('the free allowance', () => {
  it(`lets exactly ${FREE_CHAT_CONVERSATIONS_PER_MONTH} of 50 concurrent chat starts through for a free member with none used`, async () => {
    const member = await newMember('race');
    const results = await Promise.all(Array.from({ length: 50 }, () => member.post('/api/v1/chat-sessions')));
    const created = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status !== 201);
    expect(created).toHaveLength(FREE_CHAT_CONVERSATIONS_PER_MONTH);
    expect(new Set(created.map((r) => r.body.id)).size).toBe(FREE_CHAT_CONVERSATIONS_PER_MONTH);
    expect(refused).toHaveLength(50 - FREE_CHAT_CONVERSATIONS_PER_MONTH);
    for (const r of refused) {
      expect(r.status).toBe(402);
      expect(r.body.error).toMatchObject({
        code: 'LIMIT_REACHED',
        details: { kind: 'chat', used: FREE_CHAT_CONVERSATIONS_PER_MONTH, limit: FREE_CHAT_CONVERSATIONS_PER_MONTH },
      });
    }
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM "${schema}"."chat_sessions" WHERE "user_id" = $1`, [member.id]);
    expect(rows[0].n).toBe(FREE_CHAT_CONVERSATIONS_PER_MONTH);
  });

  it('does the same for voice calls, and failed calls do not use up the allowance', async () => {
    const member = await newMember('voice');
    const results = await Promise.all(Array.from({ length: 50 }, () => member.post('/api/v1/voice-sessions')));
    const created = results.filter((r) => r.status === 201).map((r) => r.body);
    expect(created).toHaveLength(FREE_VOICE_CONVERSATIONS_PER_MONTH);
    // Two calls fail (microphone refused, network): their slots come back.
    for (const call of created.slice(0, 2)) {
      const ended = await member.post(`/api/v1/voice-sessions/${call.id}/end`, { status: 'failed' });
      expect(ended.body.status).toBe('failed');
    }
    for (const call of created.slice(2)) await member.post(`/api/v1/voice-sessions/${call.id}/end`, { status: 'completed' });
    const usage = await member.get('/api/v1/usage');
    expect(usage.body.voice).toEqual({ used: FREE_VOICE_CONVERSATIONS_PER_MONTH - 2, limit: FREE_VOICE_CONVERSATIONS_PER_MONTH, remaining: 2 });
    expect((await member.post('/api/v1/voice-sessions')).status).toBe(201);
    expect((await member.post('/api/v1/voice-sessions')).status).toBe(201);
    expect((await member.post('/api/v1/voice-sessions')).status).toBe(402);
  });

  it('does not count sessions from last month', async () => {
    const member = await newMember('rollover');
    for (let i = 0; i < FREE_CHAT_CONVERSATIONS_PER_MONTH; i++) expect((await member.post('/api/v1/chat-sessions')).status).toBe(201);
    expect((await member.post('/api/v1/chat-sessions')).status).toBe(402);
    // Those five move to the last day of the previous month.
    await db.query(
      `UPDATE "${schema}"."chat_sessions" SET "started_at" = date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' - interval '1 hour' WHERE "user_id" = $1`,
      [member.id],
    );
    const usage = await until(async () => {
      const u = await member.get('/api/v1/usage');
      return u.body.chat.used === 0 ? u.body : undefined;
    });
    expect(usage.chat).toMatchObject({ used: 0, limit: FREE_CHAT_CONVERSATIONS_PER_MONTH, remaining: FREE_CHAT_CONVERSATIONS_PER_MONTH });
    expect((await member.post('/api/v1/chat-sessions')).status).toBe(201);
  });

  it('lifts the limit when a premium subscription event arrives, and brings it back when it is canceled', async () => {
    const member = await newMember('premium');
    for (let i = 0; i < FREE_CHAT_CONVERSATIONS_PER_MONTH; i++) await member.post('/api/v1/chat-sessions');
    expect((await member.post('/api/v1/chat-sessions')).status).toBe(402);

    const nc = await connectNats(testInfra().natsUrl, 'test-billing');
    const publish = (status: string, changedAt: Date) => publishSubscriptionChanged(nc, stack.namespace, { userId: member.id, status, changedAt });
    const entitlement = async () =>
      (await db.query(`SELECT "status", "changed_at" FROM "${schema}"."entitlements" WHERE "user_id" = $1`, [member.id])).rows[0] as
        { status: string; changed_at: Date } | undefined;
    try {
      const now = Date.now();
      await publish('active', new Date(now));
      const usage = await until(async () => {
        const u = await member.get('/api/v1/usage');
        return u.body.premium ? u.body : undefined;
      });
      expect(usage).toMatchObject({ premium: true, planName: 'Unlimited Access', chat: { limit: null, remaining: null } });
      for (let i = 0; i < 3; i++) expect((await member.post('/api/v1/chat-sessions')).status).toBe(201);

      // An older event arriving late changes nothing: once the consumer has handled it (its id is
      // recorded), the subscription is still the newer one.
      const late = await publish('canceled', new Date(now - 60_000));
      await untilEntitlementEventHandled(db, stack.namespace, late);
      expect(await entitlement()).toEqual({ status: 'active', changed_at: new Date(now) });
      expect((await member.get('/api/v1/usage')).body.premium).toBe(true);
      expect((await member.post('/api/v1/chat-sessions')).status).toBe(201);

      // A newer cancellation does.
      const cancel = await publish('canceled', new Date(now + 1000));
      await untilEntitlementEventHandled(db, stack.namespace, cancel);
      expect(await entitlement()).toEqual({ status: 'canceled', changed_at: new Date(now + 1000) });
      await until(async () => ((await member.get('/api/v1/usage')).body.premium === false ? true : undefined));
      expect((await member.post('/api/v1/chat-sessions')).status).toBe(402);
    } finally {
      await nc.close();
    }
  });
});

describe('ownership', () => {
  it("hides another member's session: 404, never 403", async () => {
    const alice = await newMember('alice');
    const bob = await newMember('bob');
    const chat = (await alice.post('/api/v1/chat-sessions')).body;
    const call = (await alice.post('/api/v1/voice-sessions')).body;

    for (const response of [
      await bob.get(`/api/v1/chat-sessions/${chat.id}`),
      await bob.post(`/api/v1/chat-sessions/${chat.id}/end`, { status: 'completed' }),
      await bob.post(`/api/v1/voice-sessions/${call.id}/end`, { status: 'completed' }),
      await bob.get(`/api/v1/chat-sessions/${randomUUID()}`),
      await bob.get('/api/v1/chat-sessions/not-a-uuid'),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body.error.code).toBe('NOT_FOUND');
    }
    // Alice's session is untouched.
    expect((await alice.get(`/api/v1/chat-sessions/${chat.id}`)).body.status).toBe('active');
  });
});

describe('session life cycle', () => {
  it('ends a chat once (a second end changes nothing) and computes the duration on the server', async () => {
    const member = await newMember('cycle');
    const chat = (await member.post('/api/v1/chat-sessions')).body;
    await db.query(`UPDATE "${schema}"."chat_sessions" SET "started_at" = now() - interval '95 seconds', "message_count" = 6 WHERE "id" = $1`, [chat.id]);
    const ended = await member.post(`/api/v1/chat-sessions/${chat.id}/end`, { status: 'completed' });
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ status: 'completed', messageCount: 6 });
    expect(ended.body.durationSeconds).toBeGreaterThanOrEqual(95);
    expect(ended.body.durationSeconds).toBeLessThan(100);
    const again = await member.post(`/api/v1/chat-sessions/${chat.id}/end`, { status: 'abandoned' });
    expect(again.body).toEqual(ended.body);

    const usage = (await member.get('/api/v1/usage')).body;
    expect(usage.chat).toMatchObject({ used: 1, totalMessages: 6, averageDurationSeconds: ended.body.durationSeconds });
    const today = new Date().toISOString().slice(0, 10);
    expect(usage.daily).toEqual(expect.arrayContaining([{ date: today, voice: 0, chat: 1 }]));
  });

  it('ends a chat from a page-unload beacon that carries the token in its body', async () => {
    const member = await newMember('beacon');
    const chat = (await member.post('/api/v1/chat-sessions')).body;
    const forged = await fetch(`${stack.baseUrl}/api/v1/chat-sessions/${chat.id}/end-beacon`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ accessToken: 'forged' }),
    });
    expect(forged.status).toBe(401);
    const beacon = await fetch(`${stack.baseUrl}/api/v1/chat-sessions/${chat.id}/end-beacon`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ accessToken: member.token }),
    });
    expect(beacon.status).toBe(204);
    expect((await member.get(`/api/v1/chat-sessions/${chat.id}`)).body.status).toBe('completed');
  });

  it('abandons a chat session idle for 20 minutes by itself, ending it when the 20 minutes ran out', async () => {
    const member = await newMember('idle');
    const idle = (await member.post('/api/v1/chat-sessions')).body;
    const fresh = (await member.post('/api/v1/chat-sessions')).body;
    await db.query(
      `UPDATE "${schema}"."chat_sessions" SET "started_at" = now() - interval '30 minutes', "last_activity_at" = now() - interval '21 minutes' WHERE "id" = $1`,
      [idle.id],
    );
    const swept = await until(async () => {
      const s = (await member.get(`/api/v1/chat-sessions/${idle.id}`)).body;
      return s.status === 'abandoned' ? s : undefined;
    });
    // Started 30 min ago, idle since 21 min ago: it ended 20 minutes after its last activity, at minute 29.
    expect(swept.durationSeconds).toBeGreaterThanOrEqual(29 * 60 - 2);
    expect(swept.durationSeconds).toBeLessThanOrEqual(29 * 60 + 2);
    expect((await member.get(`/api/v1/chat-sessions/${fresh.id}`)).body.status).toBe('active');
  });

  it('refuses a malformed status or time zone with 400 VALIDATION_FAILED, and no token with 401', async () => {
    const member = await newMember('bad');
    const chat = (await member.post('/api/v1/chat-sessions')).body;
    const badStatus = await member.post(`/api/v1/chat-sessions/${chat.id}/end`, { status: 'exploded' });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.error.code).toBe('VALIDATION_FAILED');
    const badZone = await member.get('/api/v1/usage', { 'x-time-zone': 'Mars/Olympus_Mons' });
    expect(badZone.status).toBe(400);
    expect(badZone.body.error.code).toBe('VALIDATION_FAILED');
    const zoned = await member.get('/api/v1/usage', { 'x-time-zone': 'Pacific/Kiritimati' });
    expect(zoned.status).toBe(200);
    expect(zoned.body.month.timeZone).toBe('Pacific/Kiritimati');
    const anonymous = await new ApiClient(stack.baseUrl).request('GET', '/api/v1/usage');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('UNAUTHENTICATED');
  });
});
