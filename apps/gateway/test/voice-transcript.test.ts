import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { fakeVapiEnv, testInfra } from '@vi/testing';
import pg from 'pg';
import { type InProcessStack, type Member, signUpMember, startInProcessStack } from './in-process-stack.js';

/*
 * Platform voice: the page posts each final transcript turn of the member to
 * `POST /api/v1/voice-calls/:id/transcript` as it arrives; chat's risk check answers what the page
 * shows (the crisis panel for `risk`, the disclosure) and what Vi says at once (`say`). The gateway
 * runs here in front of identity, sessions-and-limits, chat and billing from their builds, on the
 * real PostgreSQL, NATS and Redis; the voice platform is configured with made-up keys (it never
 * calls anything here: the page talks to it).
 */

const vapi = fakeVapiEnv();
const PER_MINUTE = 8;
let stack: InProcessStack;
let db: pg.Client;

beforeAll(async () => {
  stack = await startInProcessStack('vtranscript', { ...vapi, CHAT_MESSAGES_PER_MINUTE: String(PER_MINUTE) });
  db = new pg.Client({ connectionString: testInfra().databaseUrl });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await stack?.stop();
});

interface Answer {
  status: number;
  body: any;
}

async function startCall(member: Member, language = 'en'): Promise<string> {
  const started = await member.post('/api/v1/voice-calls', { language });
  expect(started.status).toBe(201);
  expect(started.body.mode).toBe('platform');
  return started.body.session.id as string;
}

function transcript(member: Member | null, callId: string, body: unknown, language?: string): Promise<Answer> {
  const query = language ? `?language=${language}` : '';
  return fetch(`${stack.baseUrl}/api/v1/voice-calls/${callId}/transcript${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(member ? { authorization: `Bearer ${member.token}` } : {}) },
    body: JSON.stringify(body),
  }).then(async (response) => {
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  });
}

/** A path (`/crisis-resources`) or a web address: what a spoken text must never contain. */
const PATH_OR_URL = /(^|[\s(])\/[a-z]|https?:\/\/|www\./i;

async function chatRows(): Promise<{ conversations: number; messages: number }> {
  const schema = `${stack.namespace}_chat`;
  const { rows } = await db.query(
    `SELECT (SELECT count(*) FROM "${schema}"."conversations")::int AS conversations, (SELECT count(*) FROM "${schema}"."chat_messages")::int AS messages`,
  );
  return rows[0];
}

describe('a platform call transcript turn', () => {
  it('a crisis turn: the risk for the panel, and what Vi says at once, with no path or address in it', async () => {
    const before = await chatRows();
    const member = await signUpMember(stack.baseUrl, 'transcript-crisis');
    const call = await startCall(member);
    const answer = await transcript(member, call, { text: "I'm going to jump off the roof tonight" }, 'en');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      risk: { level: expect.stringMatching(/^(urgent|imminent)$/), categories: expect.any(Array) },
      say: expect.any(String),
      disclosure: null,
    });
    expect(answer.body.risk.categories.length).toBeGreaterThan(0);
    expect(answer.body.say).toContain('988');
    expect(answer.body.say).not.toMatch(PATH_OR_URL);
    // Nothing of the words is kept.
    expect(await chatRows()).toEqual(before);
  });

  it.each([
    ['concern', 'I wish I could just disappear and never wake up'],
    ['urgent', 'I want to kill myself'],
    ['imminent', "I'm going to kill myself tonight, the pills are right here"],
  ] as const)('a %s turn: that level for the panel, and its spoken response', async (level, text) => {
    const member = await signUpMember(stack.baseUrl, `transcript-${level}`);
    const call = await startCall(member);
    const answer = await transcript(member, call, { text }, 'en');
    expect(answer.status).toBe(200);
    expect(answer.body.risk).toMatchObject({ level });
    const said: string = answer.body.say;
    expect(said).toMatch(/988/);
    expect(said).not.toMatch(PATH_OR_URL);
    if (level === 'concern') expect(said.indexOf('988')).toBeLessThan(said.indexOf('911'));
    else expect(said.indexOf('911')).toBeLessThan(said.indexOf('988'));
  });

  it('an ordinary turn: nothing to show, nothing to say', async () => {
    const member = await signUpMember(stack.baseUrl, 'transcript-calm');
    const call = await startCall(member);
    const answer = await transcript(member, call, { text: 'Work has been a lot this week, but the weekend helped.', earlier: ['Hi Vi.'] }, 'en');
    expect(answer).toEqual({ status: 200, body: { risk: null, say: null, disclosure: null } });
    // An idiom is not a crisis.
    const idiom = await transcript(member, call, { text: 'This deadline is killing me.' }, 'en');
    expect(idiom.body.risk).toBeNull();
  });

  it('"are you a real person?": the disclosure to show, and the truthful answer to say', async () => {
    const member = await signUpMember(stack.baseUrl, 'transcript-person');
    const call = await startCall(member);
    const answer = await transcript(member, call, { text: 'Wait, are you a real person?' }, 'en');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      risk: null,
      say: expect.any(String),
      disclosure: { text: expect.stringContaining('COMPUTER PROGRAM'), reason: 'asked' },
    });
    expect(answer.body.say).not.toMatch(PATH_OR_URL);
    // In Spanish, in a Spanish call.
    const spanishCall = await startCall(member, 'es');
    const spanish = await transcript(member, spanishCall, { text: '¿Eres una persona?' }, 'es');
    expect(spanish.body).toMatchObject({ disclosure: { reason: 'asked' }, say: expect.any(String) });
    expect(spanish.body.disclosure.text).not.toBe(answer.body.disclosure.text);
  });

  it('reads the earlier turns with this one', async () => {
    const member = await signUpMember(stack.baseUrl, 'transcript-earlier');
    const call = await startCall(member);
    const alone = await transcript(member, call, { text: "Tonight's the night." }, 'en');
    expect(alone.status).toBe(200);
    const together = await transcript(member, call, { text: "Tonight's the night.", earlier: ['I have the pills here.', 'Nobody would notice.'] }, 'en');
    expect(together.body.risk).toEqual({ level: expect.stringMatching(/^(urgent|imminent)$/), categories: expect.any(Array) });
  });

  it('refuses no sign-in (401), someone else’s call or no call (404), a bad body or language (400)', async () => {
    const owner = await signUpMember(stack.baseUrl, 'transcript-owner');
    const other = await signUpMember(stack.baseUrl, 'transcript-other');
    const call = await startCall(owner);
    const said = { text: 'I want to end my life tonight' };

    expect((await transcript(null, call, said)).status).toBe(401);
    expect(await transcript(other, call, said)).toMatchObject({ status: 404, body: { error: { code: 'NOT_FOUND' } } });
    expect(await transcript(owner, 'not-a-uuid', said)).toMatchObject({ status: 404, body: { error: { code: 'NOT_FOUND' } } });
    expect(await transcript(owner, '2b0f6a4e-5c1d-4f7a-9b3e-8d2c1a0f9e7d', said)).toMatchObject({ status: 404, body: { error: { code: 'NOT_FOUND' } } });

    for (const body of [{}, { text: 42 }, { text: 'x'.repeat(4_001) }, { text: 'Hello', earlier: Array.from({ length: 13 }, () => 'before') }, 'text']) {
      expect(await transcript(owner, call, body)).toMatchObject({ status: 400, body: { error: { code: 'VALIDATION_FAILED' } } });
    }
    expect(await transcript(owner, call, said, 'xx')).toMatchObject({ status: 400, body: { error: { code: 'VALIDATION_FAILED' } } });
    // The owner's own call still answers.
    expect((await transcript(owner, call, { text: 'Hello again' })).status).toBe(200);
  });

  it('is rate-limited per member like spoken turns, on its own count (typed messages do not use it up)', async () => {
    const member = await signUpMember(stack.baseUrl, 'transcript-rate');
    const call = await startCall(member);
    // A typed message first: it counts on the chat count, not this one.
    expect((await member.post('/api/v1/chat/messages', { content: 'A typed hello' })).status).toBe(200);
    for (let i = 0; i < PER_MINUTE; i++) expect((await transcript(member, call, { text: `Turn number ${i + 1}` })).status).toBe(200);
    const refused = await transcript(member, call, { text: 'One more' });
    expect(refused).toMatchObject({ status: 429, body: { error: { code: 'RATE_LIMITED' } } });
  });
});
