import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { FEEDBACK_SUBMISSIONS_PER_MINUTE } from '../src/feedback/feedback-rate.js';
import { ApiClient, type InProcessStack, type JsonResponse, type Member, signUpAdmin, signUpMember, startInProcessStack } from './in-process-stack.js';

// The gateway in this process in front of identity and feedback started from their builds
// (`npx tsc -b apps/identity apps/feedback` first), on the real Postgres, NATS and Redis.
let stack: InProcessStack;
let baseUrl: string;
let db: pg.Client;
let feedbackSchema: string;
let identitySchema: string;

beforeAll(async () => {
  stack = await startInProcessStack('gw_feedback', {}, ['identity', 'feedback']);
  baseUrl = stack.baseUrl;
  db = stack.db;
  feedbackSchema = `${stack.namespace}_feedback`;
  identitySchema = `${stack.namespace}_identity`;
});

afterAll(async () => {
  await stack?.stop();
});

const newMember = (label = 'member') => signUpMember(baseUrl, label);

const newAdmin = () => signUpAdmin(stack);

async function counts(): Promise<{ rows: number; events: number }> {
  const { rows } = await db.query(
    `SELECT (SELECT count(*)::int FROM "${feedbackSchema}"."feedback") AS "rows", (SELECT count(*)::int FROM "${feedbackSchema}"."outbox") AS "events"`,
  );
  return rows[0];
}

function expectErrorShape(response: JsonResponse, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.body).toEqual({ error: expect.objectContaining({ code, message: expect.any(String), requestId: expect.any(String) }) });
  expect(response.body.error.message.length).toBeGreaterThan(0);
}

const rawPost = (path: string, raw: string, token?: string, contentType = 'application/json') =>
  new ApiClient(baseUrl).request('POST', path, { raw, token, headers: { 'content-type': contentType } });

describe('submitting feedback', () => {
  it('saves a member’s rating for the member in the token and answers 201 with it', async () => {
    const member = await newMember('rater');
    const before = await counts();
    const response = await member.post('/api/v1/feedback', {
      sessionType: 'chat',
      rating: 1,
      category: 'negative',
      comment: '  It kept losing the thread.  ',
      improvements: ['Conversation Flow', 'Understanding'],
      // A body cannot choose whose feedback it is.
      userId: randomUUID(),
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      userId: member.id,
      sessionType: 'chat',
      rating: 1,
      category: 'negative',
      comment: 'It kept losing the thread.',
      improvements: ['Conversation Flow', 'Understanding'],
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(await counts()).toEqual({ rows: before.rows + 1, events: before.events + 1 });
    const { rows } = await db.query(`SELECT "user_id", "comment" FROM "${feedbackSchema}"."feedback" WHERE "id" = $1`, [response.body.id]);
    expect(rows).toEqual([{ user_id: member.id, comment: 'It kept losing the thread.' }]);
  });

  it('refuses a visitor without a token, or with a forged one, with 401 and saves nothing', async () => {
    const before = await counts();
    const body = { sessionType: 'voice', rating: 5, category: 'positive' };
    expectErrorShape(await new ApiClient(baseUrl).request('POST', '/api/v1/feedback', { json: body }), 401, 'UNAUTHENTICATED');
    expectErrorShape(await new ApiClient(baseUrl).request('POST', '/api/v1/feedback', { json: body, token: 'not.a.token' }), 401, 'UNAUTHENTICATED');
    expect(await counts()).toEqual(before);
  });

  const good = { sessionType: 'voice', rating: 2, category: 'negative', comment: 'Slow', improvements: ['Response Speed'] };
  it.each([
    ['a rating of 0', { ...good, rating: 0 }, 'rating'],
    ['a rating of 6', { ...good, rating: 6, category: 'positive', improvements: [] }, 'rating'],
    ['a rating sent as the string "5"', { ...good, rating: '5', category: 'positive', improvements: [] }, 'rating'],
    ['an improvement the form does not offer', { ...good, improvements: ['Price'] }, 'improvements.0'],
    ['improvements with a positive rating', { ...good, rating: 5, category: 'positive' }, 'improvements'],
    ['a category the rating does not set', { ...good, rating: 4, category: 'neutral', improvements: [] }, 'category'],
    ['an unknown session type', { ...good, sessionType: 'video' }, 'sessionType'],
    ['no rating', { sessionType: 'voice', category: 'neutral' }, 'rating'],
    ['a comment over 2000 characters', { ...good, comment: 'x'.repeat(2001) }, 'comment'],
  ])('refuses %s with 400 VALIDATION_FAILED naming the field, and saves nothing', async (_label, body, field) => {
    const member = await newMember('bad');
    const before = await counts();
    const response = await member.post('/api/v1/feedback', body);
    expectErrorShape(response, 400, 'VALIDATION_FAILED');
    expect(response.body.error.details.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: field })]));
    expect(await counts()).toEqual(before);
  });

  it('refuses a 1 MB comment with 413 in the JSON error shape (never a 500), and saves nothing', async () => {
    const member = await newMember('huge');
    const before = await counts();
    const response = await member.post('/api/v1/feedback', { ...good, comment: 'x'.repeat(1024 * 1024) });
    expectErrorShape(response, 413, 'PAYLOAD_TOO_LARGE');
    expect(await counts()).toEqual(before);
  });

  it('refuses malformed JSON, an empty body and a body that is not JSON with 4xx JSON errors, and saves nothing', async () => {
    const member = await newMember('garbled');
    const before = await counts();
    const malformed = await rawPost('/api/v1/feedback', '{"sessionType": "voice", "rating": 5,', member.token);
    expectErrorShape(malformed, 400, 'VALIDATION_FAILED');
    expect(malformed.body.error.message).toBe('The request body is not valid JSON');
    expectErrorShape(await new ApiClient(baseUrl).request('POST', '/api/v1/feedback', { token: member.token }), 400, 'VALIDATION_FAILED');
    expectErrorShape(await rawPost('/api/v1/feedback', '[1, 2, 3]', member.token), 400, 'VALIDATION_FAILED');
    const text = await rawPost('/api/v1/feedback', 'rating=5', member.token, 'text/plain');
    expect(text.status).toBeGreaterThanOrEqual(400);
    expect(text.status).toBeLessThan(500);
    expect(text.body.error).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await counts()).toEqual(before);
  });

  it('checks the body at the gateway: with the feedback service down a bad body is still 400, a good one 503', async () => {
    const member = await newMember('outage');
    await stack.services.stopService('feedback');
    try {
      expectErrorShape(await member.post('/api/v1/feedback', { ...good, rating: 5 }), 400, 'VALIDATION_FAILED');
      expectErrorShape(await member.post('/api/v1/feedback', good), 503, 'UPSTREAM_UNAVAILABLE');
    } finally {
      await stack.services.startService('feedback');
    }
    expect((await member.post('/api/v1/feedback', good)).status).toBe(201);
  });

  it(`lets a member submit ${FEEDBACK_SUBMISSIONS_PER_MINUTE} ratings a minute, then answers 429 with Retry-After and saves no more`, async () => {
    const member = await newMember('flood');
    const before = await counts();
    const body = { sessionType: 'chat', rating: 4, category: 'positive' };
    for (let i = 0; i < FEEDBACK_SUBMISSIONS_PER_MINUTE; i++) expect((await member.post('/api/v1/feedback', body)).status).toBe(201);
    const refused = await member.post('/api/v1/feedback', body);
    expectErrorShape(refused, 429, 'RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await counts()).toEqual({ rows: before.rows + FEEDBACK_SUBMISSIONS_PER_MINUTE, events: before.events + FEEDBACK_SUBMISSIONS_PER_MINUTE });
    // Another member is not held back by this one.
    expect((await (await newMember('other')).post('/api/v1/feedback', body)).status).toBe(201);
  });
});

describe('reading feedback (admins)', () => {
  it('refuses a member with 403 and the refusal sentence, and a visitor with 401', async () => {
    const member = await newMember('curious');
    const response = await member.get('/api/v1/admin/feedback');
    expectErrorShape(response, 403, 'FORBIDDEN');
    expect(response.body.error.message).toBe('Only admins can view feedback');
    expectErrorShape(await new ApiClient(baseUrl).request('GET', '/api/v1/admin/feedback'), 401, 'UNAUTHENTICATED');
  });

  it('gives an admin the ratings newest first, filtered by session type, limited and paged with `before`', async () => {
    const admin = await newAdmin();
    const member = await newMember('reviewer');
    const submitted: string[] = [];
    for (const [i, sessionType] of (['voice', 'chat', 'voice', 'chat'] as const).entries()) {
      const response = await member.post('/api/v1/feedback', { sessionType, rating: 3, category: 'neutral', comment: `listed ${i}` });
      expect(response.status).toBe(201);
      submitted.push(response.body.id);
      // Distinct times, so "newest first" has one right answer.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const mine = (items: { id: string; comment: string }[]) => items.filter((item) => submitted.includes(item.id)).map((item) => item.comment);

    const all = await admin.get('/api/v1/admin/feedback?limit=200');
    expect(all.status).toBe(200);
    expect(mine(all.body.items)).toEqual(['listed 3', 'listed 2', 'listed 1', 'listed 0']);
    const times = all.body.items.map((item: { createdAt: string }) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const chat = await admin.get('/api/v1/admin/feedback?sessionType=chat&limit=200');
    expect(chat.status).toBe(200);
    expect(chat.body.items.every((item: { sessionType: string }) => item.sessionType === 'chat')).toBe(true);
    expect(mine(chat.body.items)).toEqual(['listed 3', 'listed 1']);

    const newest = await admin.get('/api/v1/admin/feedback?sessionType=voice&limit=1');
    expect(mine(newest.body.items)).toEqual(['listed 2']);
    expect(newest.body.items).toHaveLength(1);
    const next = await admin.get(`/api/v1/admin/feedback?sessionType=voice&limit=1&before=${encodeURIComponent(newest.body.items[0].createdAt)}`);
    expect(mine(next.body.items)).toEqual(['listed 0']);
  });

  it('refuses a bad query with 400 VALIDATION_FAILED', async () => {
    const admin = await newAdmin();
    for (const query of ['limit=0', 'limit=201', 'limit=ten', 'sessionType=video', 'before=yesterday']) {
      expectErrorShape(await admin.get(`/api/v1/admin/feedback?${query}`), 400, 'VALIDATION_FAILED');
    }
  });

  it('refuses an admin whose admin row was deactivated on their very next request', async () => {
    const admin = await newAdmin();
    expect((await admin.get('/api/v1/admin/feedback')).status).toBe(200);
    await db.query(`UPDATE "${identitySchema}"."admin_users" SET "active" = false WHERE "user_id" = $1`, [admin.id]);
    const response = await admin.get('/api/v1/admin/feedback');
    expectErrorShape(response, 403, 'FORBIDDEN');
    expect(response.body.error.message).toBe('Only admins can view feedback');
  });
});
