import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { EVENTS, FREE_VOICE_CONVERSATIONS_PER_MONTH } from '@vi/contracts';
import { fakeVapiEnv, postVapiServerMessage, until, vapiEndOfCallReport, vapiServerMessage, vapiStatusUpdate } from '@vi/testing';
import type pg from 'pg';
import { startGateway } from '../src/start.js';
import { ApiClient, type InProcessStack, type Member, signUpMember, startInProcessStack } from './in-process-stack.js';

const vapi = fakeVapiEnv();
let stack: InProcessStack;
let db: pg.Client;
let schema: string;

beforeAll(async () => {
  stack = await startInProcessStack('voice', { ...vapi, SWEEP_INTERVAL_MS: '200' });
  db = stack.db;
  schema = `${stack.namespace}_sessions_and_limits`;
});

afterAll(async () => {
  await stack?.stop();
});

const newMember = (label: string, baseUrl = stack.baseUrl) => signUpMember(baseUrl, label);

async function startCall(member: Member) {
  const started = await member.post('/api/v1/voice-calls', {});
  expect(started.status).toBe(201);
  return started.body as { session: { id: string }; mode: string; platform?: any; language: string };
}

const row = async (id: string) =>
  (
    await db.query(
      `SELECT "status", "started_at", "ended_at", "duration_seconds", "ended_reason", "crisis_flagged", "reported_at" FROM "${schema}"."voice_sessions" WHERE "id" = $1`,
      [id],
    )
  ).rows[0];

const endedEvents = async (sessionId: string) =>
  (
    await db.query(`SELECT "payload" FROM "${schema}"."outbox" WHERE "subject" = $1 AND "payload"->'data'->>'sessionId' = $2`, [
      EVENTS.sessions.voiceSessionEnded,
      sessionId,
    ])
  ).rows.map((r) => r.payload.data);

const report = (call: { sessionId: string; userId: string }, options: Parameters<typeof vapiEndOfCallReport>[1] = {}) =>
  postVapiServerMessage(stack.baseUrl, vapiEndOfCallReport(call, options), vapi.VAPI_WEBHOOK_SECRET);

describe('starting a voice call', () => {
  it('answers with the session and what the browser needs for the platform, and never a secret', async () => {
    const member = await newMember('call');
    expect((await member.get('/api/v1/voice-calls/mode')).body).toEqual({ mode: 'platform' });
    const started = await member.post('/api/v1/voice-calls', { language: 'es' });
    expect(started.status).toBe(201);
    expect(started.body).toEqual({
      session: expect.objectContaining({ status: 'started', endedAt: null }),
      mode: 'platform',
      platform: {
        publicKey: vapi.VAPI_PUBLIC_KEY,
        assistantId: vapi.VAPI_ASSISTANT_ID,
        assistantOverrides: { metadata: { sessionId: started.body.session.id, userId: member.id }, variableValues: { language: 'es' } },
      },
      language: 'es',
      // The AI disclosure the call opens with, in the call's language (chat's disclosure engine).
      disclosure: { text: expect.any(String), reason: 'start' },
    });
    expect(started.body.disclosure.text).toBe(started.body.disclosure.text.toUpperCase());
    const raw = JSON.stringify(started.body);
    expect(raw).not.toContain(vapi.VAPI_PRIVATE_KEY);
    expect(raw).not.toContain(vapi.VAPI_WEBHOOK_SECRET);
    expect((await row(started.body.session.id)).status).toBe('started');
    // Without a language in the body, Accept-Language decides.
    const french = await member.post('/api/v1/voice-calls', undefined, { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' });
    expect(french.body.language).toBe('fr');
    const english = await member.post('/api/v1/voice-calls', { language: 'en' });
    expect(english.body.disclosure).toEqual({
      text: 'THE AI COMPANION (VI) IS A COMPUTER PROGRAM AND NOT A HUMAN BEING. IT IS UNABLE TO FEEL HUMAN EMOTION.',
      reason: 'start',
    });
    expect(started.body.disclosure.text).not.toBe(english.body.disclosure.text);
  });

  it('is refused at the limit with used and limit, like the voice session start', async () => {
    const member = await newMember('limit');
    for (let i = 0; i < FREE_VOICE_CONVERSATIONS_PER_MONTH; i++) await startCall(member);
    const refused = await member.post('/api/v1/voice-calls', {});
    expect(refused.status).toBe(402);
    expect(refused.body.error).toMatchObject({
      code: 'LIMIT_REACHED',
      details: { kind: 'voice', used: FREE_VOICE_CONVERSATIONS_PER_MONTH, limit: FREE_VOICE_CONVERSATIONS_PER_MONTH },
    });
    expect(JSON.stringify(refused.body)).not.toContain(vapi.VAPI_PRIVATE_KEY);
    expect((await new ApiClient(stack.baseUrl).request('POST', '/api/v1/voice-calls', { json: {} })).status).toBe(401);
  });

  it('says "browser" when the platform is not configured', async () => {
    let gateway: INestApplication | undefined;
    try {
      gateway = await startGateway({ ...stack.env, VAPI_PUBLIC_KEY: '', VAPI_ASSISTANT_ID: '', VAPI_WEBHOOK_SECRET: '' }, false);
      const baseUrl = `http://127.0.0.1:${(gateway.getHttpServer().address() as { port: number }).port}`;
      const member = await newMember('browser', baseUrl);
      expect((await member.get('/api/v1/voice-calls/mode')).body).toEqual({ mode: 'browser' });
      const started = await member.post('/api/v1/voice-calls', {});
      expect(started.status).toBe(201);
      expect(started.body).toEqual({
        session: expect.objectContaining({ status: 'started' }),
        mode: 'browser',
        language: 'en',
        disclosure: { text: expect.stringContaining('COMPUTER PROGRAM'), reason: 'start' },
      });
      // No secret configured: the server-messages route does not exist.
      const message = vapiEndOfCallReport({ sessionId: started.body.session.id, userId: member.id });
      const answer = await postVapiServerMessage(baseUrl, message, 'anything');
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe('NOT_FOUND');
      expect((await row(started.body.session.id)).status).toBe('started');
    } finally {
      await gateway?.close();
    }
  });
});

describe('a voice call start without the disclosure', () => {
  it('is refused with 503 when chat does not give the disclosure, and the month keeps its calls (docs/adr/0001)', async () => {
    const member = await newMember('nodisclosure');
    await stack.services.stopService('chat');
    try {
      const refused = await member.post('/api/v1/voice-calls', {});
      expect(refused.status).toBe(503);
      expect(refused.body.error).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
      expect(JSON.stringify(refused.body)).not.toContain(vapi.VAPI_PUBLIC_KEY);
      // The session that was created is failed: it does not count.
      const { rows } = await db.query(`SELECT "status" FROM "${schema}"."voice_sessions" WHERE "user_id" = $1`, [member.id]);
      expect(rows.map((r) => r.status)).toEqual(['failed']);
      const usage = await until(async () => {
        const u = (await member.get('/api/v1/usage')).body;
        return u.voice.used === 0 ? u : undefined;
      }, 5_000);
      expect(usage.voice).toMatchObject({ used: 0, limit: FREE_VOICE_CONVERSATIONS_PER_MONTH });
    } finally {
      await stack.services.startService('chat');
    }
    // With chat back, the call starts with its disclosure.
    const started = await member.post('/api/v1/voice-calls', {});
    expect(started.status).toBe(201);
    expect(started.body.disclosure).toMatchObject({ reason: 'start' });
  });
});

describe('server messages from the voice platform', () => {
  it('refuses a wrong or missing secret with 401 and changes nothing', async () => {
    const member = await newMember('secret');
    const call = await startCall(member);
    const message = vapiEndOfCallReport({ sessionId: call.session.id, userId: member.id });
    for (const secret of [undefined, '', 'wrong', `${vapi.VAPI_WEBHOOK_SECRET}x`, vapi.VAPI_WEBHOOK_SECRET.slice(0, -1)]) {
      const answer = await postVapiServerMessage(stack.baseUrl, message, secret);
      expect(answer.status).toBe(401);
      expect(answer.body.error).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
    expect(await row(call.session.id)).toMatchObject({ status: 'started', ended_at: null, reported_at: null });
    expect(await endedEvents(call.session.id)).toEqual([]);
  });

  it('completes a call from its end-of-call report with the platform times and duration', async () => {
    const member = await newMember('report');
    const call = await startCall(member);
    const startedAt = new Date(Date.now() - 5 * 60_000);
    const answer = await report({ sessionId: call.session.id, userId: member.id }, { startedAt, durationSeconds: 187.6 });
    expect(answer).toEqual({ status: 200, body: { received: true } });
    const ended = await row(call.session.id);
    expect(ended).toMatchObject({ status: 'completed', duration_seconds: 188, ended_reason: 'customer-ended-call', crisis_flagged: false });
    expect(ended.started_at.toISOString()).toBe(startedAt.toISOString());
    expect(ended.ended_at.getTime()).toBe(startedAt.getTime() + 187_600);
    expect(await endedEvents(call.session.id)).toEqual([expect.objectContaining({ status: 'completed', durationSeconds: 188, userId: member.id })]);
    const usage = await until(async () => {
      const u = await member.get('/api/v1/usage');
      return u.body.voice.used === 1 ? u.body : undefined;
    });
    expect(usage.voice).toEqual({ used: 1, limit: FREE_VOICE_CONVERSATIONS_PER_MONTH, remaining: FREE_VOICE_CONVERSATIONS_PER_MONTH - 1 });
  });

  it("takes a long call's report, far larger than the 64 KiB other routes accept", async () => {
    const member = await newMember('long');
    const call = await startCall(member);
    const turns = Array.from({ length: 400 }, (_, i) => ({
      role: (i % 2 ? 'user' : 'assistant') as 'user' | 'assistant',
      text: `Turn ${i}: ${'I hear you, and that sounds hard. '.repeat(12)}`,
    }));
    const message = vapiEndOfCallReport({ sessionId: call.session.id, userId: member.id }, { turns, durationSeconds: 1500 });
    expect(JSON.stringify(message).length).toBeGreaterThan(300 * 1024);
    expect((await postVapiServerMessage(stack.baseUrl, message, vapi.VAPI_WEBHOOK_SECRET)).status).toBe(200);
    expect(await row(call.session.id)).toMatchObject({ status: 'completed', duration_seconds: 1500, crisis_flagged: false });
  });

  it('fails a call the platform ended with a pipeline error: its allowance slot comes back', async () => {
    const member = await newMember('pipeline');
    const call = await startCall(member);
    await report({ sessionId: call.session.id, userId: member.id }, { endedReason: 'pipeline-error-openai-llm-failed', durationSeconds: 3 });
    expect(await row(call.session.id)).toMatchObject({ status: 'failed', ended_reason: 'pipeline-error-openai-llm-failed', duration_seconds: 3 });
    expect(await endedEvents(call.session.id)).toEqual([expect.objectContaining({ status: 'failed' })]);
  });

  it('report then browser end, browser end then report, each twice: one completed row, one event, the platform duration', async () => {
    const member = await newMember('order');
    for (const order of ['report-first', 'browser-first'] as const) {
      const call = await startCall(member);
      const owner = { sessionId: call.session.id, userId: member.id };
      const browserEnd = () => member.post(`/api/v1/voice-sessions/${call.session.id}/end`, { status: 'completed' });
      const steps =
        order === 'report-first' ? [() => report(owner, { durationSeconds: 61 }), browserEnd] : [browserEnd, () => report(owner, { durationSeconds: 61 })];
      for (const step of [...steps, ...steps]) expect((await step()).status).toBe(200);
      const ended = await row(call.session.id);
      expect(ended).toMatchObject({ status: 'completed', duration_seconds: 61 });
      expect(ended.reported_at).not.toBeNull();
      expect(await endedEvents(call.session.id)).toHaveLength(1);
      // The browser sees the platform's figures too.
      const again = await browserEnd();
      expect(again.body).toMatchObject({ id: call.session.id, status: 'completed', durationSeconds: 61 });
    }
    // A later report never applies twice: a different duration changes nothing.
    const call = await startCall(member);
    await report({ sessionId: call.session.id, userId: member.id }, { durationSeconds: 30 });
    await report({ sessionId: call.session.id, userId: member.id }, { durationSeconds: 999 });
    expect((await row(call.session.id)).duration_seconds).toBe(30);
  });

  it('a report and a browser end at the same moment still make one outcome and one event', async () => {
    const member = await newMember('race');
    const calls = await Promise.all([startCall(member), startCall(member), startCall(member)]);
    await Promise.all(
      calls.flatMap((call) => [
        report({ sessionId: call.session.id, userId: member.id }, { durationSeconds: 12 }),
        member.post(`/api/v1/voice-sessions/${call.session.id}/end`, { status: 'completed' }),
        report({ sessionId: call.session.id, userId: member.id }, { durationSeconds: 12 }),
      ]),
    );
    for (const call of calls) {
      expect(await row(call.session.id)).toMatchObject({ status: 'completed', duration_seconds: 12 });
      expect(await endedEvents(call.session.id)).toHaveLength(1);
    }
  });

  it('ends a call on a status update "ended" (tab closed), and the later report corrects the times', async () => {
    const member = await newMember('status');
    const call = await startCall(member);
    const owner = { sessionId: call.session.id, userId: member.id };
    const inProgress = await postVapiServerMessage(stack.baseUrl, vapiStatusUpdate(owner, 'in-progress'), vapi.VAPI_WEBHOOK_SECRET);
    expect(inProgress.status).toBe(200);
    expect((await row(call.session.id)).status).toBe('started');
    const ended = await postVapiServerMessage(stack.baseUrl, vapiStatusUpdate(owner, 'ended', 'customer-ended-call'), vapi.VAPI_WEBHOOK_SECRET);
    expect(ended.status).toBe(200);
    expect(await row(call.session.id)).toMatchObject({ status: 'completed', reported_at: null });
    await report(owner, { durationSeconds: 75 });
    expect(await row(call.session.id)).toMatchObject({ status: 'completed', duration_seconds: 75 });
    expect(await endedEvents(call.session.id)).toHaveLength(1);
  });

  it('acknowledges other message types and ignores them', async () => {
    const member = await newMember('other');
    const call = await startCall(member);
    const owner = { sessionId: call.session.id, userId: member.id };
    for (const message of [
      vapiServerMessage('speech-update', owner, { status: 'started', role: 'user' }),
      vapiServerMessage('conversation-update', owner, { messages: [] }),
      vapiServerMessage('hang', owner),
    ]) {
      expect(await postVapiServerMessage(stack.baseUrl, message, vapi.VAPI_WEBHOOK_SECRET)).toEqual({ status: 200, body: { received: true } });
    }
    expect((await row(call.session.id)).status).toBe('started');
    const notAMessage = await postVapiServerMessage(stack.baseUrl, { hello: 'world' }, vapi.VAPI_WEBHOOK_SECRET);
    expect(notAMessage.status).toBe(400);
  });

  it("ignores a report whose member is not the session's owner", async () => {
    const alice = await newMember('alice');
    const bob = await newMember('bob');
    const call = await startCall(alice);
    const answer = await report({ sessionId: call.session.id, userId: bob.id });
    expect(answer.status).toBe(200);
    expect(await row(call.session.id)).toMatchObject({ status: 'started', reported_at: null });
    expect(await endedEvents(call.session.id)).toEqual([]);
  });

  it('flags a call whose member said a crisis phrase, keeping no words', async () => {
    const member = await newMember('crisis');
    const calm = await startCall(member);
    const worried = await startCall(member);
    await report({ sessionId: calm.session.id, userId: member.id });
    // The assistant saying the word does not flag a call; the member saying it does.
    await report(
      { sessionId: worried.session.id, userId: member.id },
      {
        turns: [
          { role: 'assistant', text: 'If you ever think about suicide, please call 988.' },
          { role: 'user', text: 'Honestly some nights I just want to die.' },
        ],
      },
    );
    expect((await row(calm.session.id)).crisis_flagged).toBe(false);
    expect(await row(worried.session.id)).toMatchObject({ status: 'completed', crisis_flagged: true });
    const assistantOnly = await startCall(member);
    await report(
      { sessionId: assistantOnly.session.id, userId: member.id },
      { turns: [{ role: 'assistant', text: 'If you ever think about suicide, please call 988.' }] },
    );
    expect((await row(assistantOnly.session.id)).crisis_flagged).toBe(false);
    const columns = (
      await db.query(`SELECT column_name FROM information_schema.columns WHERE table_schema = $1 AND table_name = 'voice_sessions'`, [schema])
    ).rows.map((r) => r.column_name);
    expect(columns.some((c: string) => /transcript|message|text/.test(c))).toBe(false);
  });

  it('fails a call forgotten in "started" (no report, no browser end) after three hours', async () => {
    const member = await newMember('forgotten');
    const call = await startCall(member);
    await db.query(`UPDATE "${schema}"."voice_sessions" SET "started_at" = now() - interval '3 hours 5 minutes' WHERE "id" = $1`, [call.session.id]);
    const swept = await until(async () => {
      const r = await row(call.session.id);
      return r.status === 'failed' ? r : undefined;
    });
    expect(swept.duration_seconds).toBeGreaterThanOrEqual(3 * 3600 + 5 * 60 - 2);
    expect(await endedEvents(call.session.id)).toEqual([expect.objectContaining({ status: 'failed' })]);
  });
});
