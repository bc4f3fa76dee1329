import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { EVENTS, FREE_CHAT_CONVERSATIONS_PER_MONTH, FREE_VOICE_CONVERSATIONS_PER_MONTH } from '@vi/contracts';
import { fakeVapiEnv, postVapiServerMessage, readEventStream, until, vapiEndOfCallReport } from '@vi/testing';
import type pg from 'pg';
import { startGateway } from '../src/start.js';
import { type InProcessStack, type Member, signUpChatMember, signUpMember, startInProcessStack } from './in-process-stack.js';

// Issue 29, allowance integrity (docs/adr/0039): a conversation counts when it starts and comes back
// only when the platform (or our own server) establishes that it never connected, never on the
// member's word; a reload, a second tab or a lost session id does not cost a chat conversation.
// One stack with the voice platform configured (fake Vapi secrets) and a second gateway in front of
// the same services without it (browser voice).
const vapi = fakeVapiEnv();
let stack: InProcessStack;
let browserGateway: INestApplication;
let browserBaseUrl: string;
let db: pg.Client;
let schema: string;

beforeAll(async () => {
  stack = await startInProcessStack('allowance', vapi);
  db = stack.db;
  schema = `${stack.namespace}_sessions_and_limits`;
  browserGateway = await startGateway({ ...stack.env, VAPI_PUBLIC_KEY: '', VAPI_ASSISTANT_ID: '', VAPI_WEBHOOK_SECRET: '' }, false);
  browserBaseUrl = `http://127.0.0.1:${(browserGateway.getHttpServer().address() as { port: number }).port}`;
});

afterAll(async () => {
  await browserGateway?.close();
  await stack?.stop();
});

async function startCall(member: Member, mode: 'platform' | 'browser'): Promise<string> {
  const started = await member.post('/api/v1/voice-calls', {});
  expect(started.status).toBe(201);
  expect(started.body.mode).toBe(mode);
  return started.body.session.id as string;
}

const endCall = async (member: Member, sessionId: string, status: 'completed' | 'failed') => {
  const ended = await member.post(`/api/v1/voice-sessions/${sessionId}/end`, { status });
  expect(ended.status).toBe(200);
  return ended.body;
};

/** One spoken turn of a browser call, read to its end, as the page sends it. */
async function speak(baseUrl: string, member: Member, sessionId: string, content: string) {
  const response = await fetch(`${baseUrl}/api/v1/voice-calls/${sessionId}/turns`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
    body: JSON.stringify({ content }),
  });
  const read = await readEventStream(response);
  expect(read.status).toBe(200);
  expect(read.events.at(-1)).toMatchObject({ type: 'done', crisis: false });
}

const report = (member: Member, sessionId: string, options: Parameters<typeof vapiEndOfCallReport>[1]) =>
  postVapiServerMessage(stack.baseUrl, vapiEndOfCallReport({ sessionId, userId: member.id }, options), vapi.VAPI_WEBHOOK_SECRET);

const callRow = async (id: string) =>
  (await db.query(`SELECT "status", "duration_seconds", "ended_at", "turns", "mode" FROM "${schema}"."voice_sessions" WHERE "id" = $1`, [id])).rows[0];

const voiceEndedEvents = async (sessionId: string) =>
  (
    await db.query(`SELECT "payload" FROM "${schema}"."outbox" WHERE "subject" = $1 AND "payload"->'data'->>'sessionId' = $2`, [
      EVENTS.sessions.voiceSessionEnded,
      sessionId,
    ])
  ).rows.map((r) => r.payload.data.status as string);

/** The usage the member sees, once the gateway's copy shows `check` (it is dropped by broadcast). */
const usageWhen = (member: { get(path: string): Promise<{ body: any }> }, check: (usage: any) => boolean) =>
  until(async () => {
    const usage = (await member.get('/api/v1/usage')).body;
    return check(usage) ? usage : undefined;
  });

describe('a free member cannot get a sixth voice call by ending calls as "failed"', () => {
  it('browser voice: a call in which the server answered a turn is completed, whatever the member says', async () => {
    const member = await signUpMember(browserBaseUrl, 'browser-failed');
    // A call that never connected (no turn reached the server) still gives its slot back.
    const silent = await startCall(member, 'browser');
    expect(await endCall(member, silent, 'failed')).toMatchObject({ status: 'failed' });

    for (let i = 0; i < FREE_VOICE_CONVERSATIONS_PER_MONTH; i++) {
      const call = await startCall(member, 'browser');
      await speak(browserBaseUrl, member, call, 'Hello there');
      expect(await endCall(member, call, 'failed')).toMatchObject({ id: call, status: 'completed' });
      expect(await callRow(call)).toMatchObject({ status: 'completed', turns: 1, mode: 'browser' });
      expect(await voiceEndedEvents(call)).toEqual(['completed']);
    }
    const sixth = await member.post('/api/v1/voice-calls', {});
    expect(sixth.status).toBe(402);
    expect(sixth.body.error).toMatchObject({ code: 'LIMIT_REACHED', details: { kind: 'voice', used: FREE_VOICE_CONVERSATIONS_PER_MONTH } });
    const usage = await usageWhen(member, (u) => u.voice.used === FREE_VOICE_CONVERSATIONS_PER_MONTH);
    expect(usage.voice).toEqual({ used: FREE_VOICE_CONVERSATIONS_PER_MONTH, limit: FREE_VOICE_CONVERSATIONS_PER_MONTH, remaining: 0 });
  });

  it('platform voice: the end-of-call report decides, before or after the member\'s "failed" end', async () => {
    const member = await signUpMember(stack.baseUrl, 'platform-failed');
    const calls: string[] = [];
    for (let i = 0; i < FREE_VOICE_CONVERSATIONS_PER_MONTH; i++) calls.push(await startCall(member, 'platform'));
    const [reportedFirst, alsoReportedFirst, ...endedFirst] = calls as [string, string, ...string[]];

    // The report arrives first: the call lasted 600 s; the member's later "failed" changes nothing.
    for (const call of [reportedFirst, alsoReportedFirst]) {
      expect((await report(member, call, { durationSeconds: 600 })).status).toBe(200);
      expect(await endCall(member, call, 'failed')).toMatchObject({ status: 'completed', durationSeconds: 600 });
    }
    // The member's "failed" arrives first: the call holds its slot and waits for the platform's word.
    for (const call of endedFirst) {
      const ended = await endCall(member, call, 'failed');
      expect(ended).toMatchObject({ status: 'started', endedAt: expect.any(String) });
    }
    expect((await member.post('/api/v1/voice-calls', {})).status).toBe(402);
    const waiting = await usageWhen(member, (u) => u.voice.used === FREE_VOICE_CONVERSATIONS_PER_MONTH);
    expect(waiting.voice.remaining).toBe(0);

    // The later report corrects the member's end.
    for (const call of endedFirst) expect((await report(member, call, { durationSeconds: 600 })).status).toBe(200);
    for (const call of calls) {
      expect(await callRow(call)).toMatchObject({ status: 'completed', duration_seconds: 600, mode: 'platform' });
      expect(await voiceEndedEvents(call)).toEqual(['completed']);
    }
    const sixth = await member.post('/api/v1/voice-calls', {});
    expect(sixth.status).toBe(402);
    expect(sixth.body.error).toMatchObject({ code: 'LIMIT_REACHED', details: { kind: 'voice', used: FREE_VOICE_CONVERSATIONS_PER_MONTH } });
  });

  it('platform voice: a call the platform reports as failed gives its slot back, whichever end came first', async () => {
    const member = await signUpMember(stack.baseUrl, 'platform-broken');
    const endedFirst = await startCall(member, 'platform');
    await endCall(member, endedFirst, 'failed');
    await report(member, endedFirst, { endedReason: 'pipeline-error-openai-llm-failed', durationSeconds: 2 });
    const reportedFirst = await startCall(member, 'platform');
    await report(member, reportedFirst, { endedReason: 'call.start.error-get-transport', durationSeconds: 0 });
    expect(await endCall(member, reportedFirst, 'completed')).toMatchObject({ status: 'failed' });
    for (const call of [endedFirst, reportedFirst]) expect(await voiceEndedEvents(call)).toEqual(['failed']);
    const usage = await usageWhen(member, (u) => u.voice.remaining === FREE_VOICE_CONVERSATIONS_PER_MONTH);
    expect(usage.voice).toMatchObject({ used: 0, remaining: FREE_VOICE_CONVERSATIONS_PER_MONTH });
  });
});

describe('a reload, a second tab or a lost session id does not cost a chat conversation', () => {
  const beacon = (token: string, sessionId: string) =>
    fetch(`${stack.baseUrl}/api/v1/chat-sessions/${sessionId}/end-beacon`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ accessToken: token }),
    });

  it('a reload (the unload beacon ends the session, the new page has no session id) continues the same session', async () => {
    const member = await signUpChatMember(stack, 'reload');
    const first = await member.send('Hello there');
    const session = first.events[0]!.session;
    expect(session).toMatchObject({ status: 'active' });
    expect((await usageWhen(member, (u) => u.chat.used === 1)).chat.used).toBe(1);

    expect((await beacon(member.token, session.id)).status).toBe(204);
    expect((await member.get(`/api/v1/chat-sessions/${session.id}`)).body.status).toBe('completed');
    const again = await member.send('Hello again after the reload');
    expect(again.events[0]!.session).toMatchObject({ id: session.id, status: 'active', messageCount: 2 });
    expect(again.events.at(-1)).toMatchObject({ type: 'done' });
    expect((await member.get(`/api/v1/chat-sessions/${session.id}`)).body).toMatchObject({ status: 'active', messageCount: 4 });
    const usage = await usageWhen(member, (u) => u.chat.totalMessages === 4);
    expect(usage.chat).toMatchObject({ used: 1, limit: FREE_CHAT_CONVERSATIONS_PER_MONTH, remaining: FREE_CHAT_CONVERSATIONS_PER_MONTH - 1 });

    // The member's own End is not a reload: the next message starts a new conversation.
    expect((await member.post(`/api/v1/chat-sessions/${session.id}/end`, { status: 'completed' })).status).toBe(200);
    const next = await member.send('Back again');
    expect(next.events[0]!.session.id).not.toBe(session.id);
    expect((await usageWhen(member, (u) => u.chat.used === 2)).chat.used).toBe(2);
  });

  it('a second tab (or a page that lost the session id) joins the open session', async () => {
    const member = await signUpChatMember(stack, 'tabs');
    const tabA = await member.send('Hello there');
    const sessionId = tabA.events[0]!.session.id as string;
    const tabB = await member.send('Hello from the second tab');
    expect(tabB.events[0]!.session).toMatchObject({ id: sessionId, status: 'active', messageCount: 2 });
    const tabAAgain = await member.send('One more thing about my week.', sessionId);
    expect(tabAAgain.events[0]!.session.id).toBe(sessionId);
    expect((await member.get(`/api/v1/chat-sessions/${sessionId}`)).body).toMatchObject({ status: 'active', messageCount: 6 });
    const usage = await usageWhen(member, (u) => u.chat.totalMessages === 6);
    expect(usage.chat).toMatchObject({ used: 1, remaining: FREE_CHAT_CONVERSATIONS_PER_MONTH - 1 });
  });
});
