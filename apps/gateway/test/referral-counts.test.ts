import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type ReferralCount, referralCountsSchema } from '@vi/contracts';
import { grantAdmin, testInfra, until } from '@vi/testing';
import pg from 'pg';
import { ApiClient, type InProcessStack, type JsonResponse, type Member, signUpMember, startInProcessStack, uniqueEmail } from './in-process-stack.js';

/*
 * The anonymous crisis referral counts through the gateway: the gateway in this process in front of
 * identity, sessions-and-limits and chat started from their builds, on the real PostgreSQL, NATS and
 * Redis. Counts are seeded straight into chat's `referral_counts` (chat's ReferralsRepository is
 * tested on PostgreSQL in apps/chat/test/referral-counts.test.ts); a crisis message through chat is
 * also sent, so that the answers are checked for the member's traces.
 */

const API = '/api/v1';
const CRISIS_MESSAGE = 'I want to kill myself tonight';
/**
 * Whether chat counts each crisis response it gives (ReferralsRepository.record in the response
 * path). Until it does, the end-to-end case below is skipped; flip this when it lands.
 */
const CHAT_RECORDS_REFERRALS = true;

let stack: InProcessStack;
let db: pg.Client;
let table: string;
let admin: Member;
let member: Member;
let memberEmail: string;
const memberName = 'Rosalind Quillfeather';
let conversationId: string | undefined;

/** A message through chat, as the page sends it (the reply stream read to its end). */
async function sendMessage(who: Member, content: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${stack.baseUrl}${API}/chat/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${who.token}` },
    body: JSON.stringify({ content }),
  });
  return { status: response.status, text: await response.text() };
}

async function seed(rows: ReferralCount[]): Promise<void> {
  for (const row of rows) {
    await db.query(
      `INSERT INTO ${table} ("month", "level", "channel", "language", "count") VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT ("month", "level", "channel", "language") DO UPDATE SET "count" = ${table}."count" + EXCLUDED."count"`,
      [row.month, row.level, row.channel, row.language, row.count],
    );
  }
}

const currentMonth = () => new Date().toISOString().slice(0, 7);

beforeAll(async () => {
  stack = await startInProcessStack('gw_referrals', { CHAT_MESSAGES_PER_MINUTE: '1000' }, ['identity', 'sessions-and-limits', 'chat']);
  db = new pg.Client({ connectionString: testInfra().databaseUrl });
  await db.connect();
  table = `"${stack.namespace}_chat"."referral_counts"`;
  admin = await signUpMember(stack.baseUrl, 'referrals-admin');
  await grantAdmin(stack.namespace, admin.id, 'super_admin');
  // A member with a name (made by the admin, then signed in as a member would).
  memberEmail = uniqueEmail('referrals-member');
  const made = await admin.post(`${API}/admin/users`, { email: memberEmail, password: 'secret12', name: memberName, ageVouched: true });
  expect(made.status).toBe(201);
  const api = new ApiClient(stack.baseUrl);
  const signedIn = await api.request('POST', `${API}/auth/sign-in`, { json: { email: memberEmail, password: 'secret12' } });
  expect(signedIn.status).toBe(200);
  const token = signedIn.body.accessToken as string;
  member = {
    id: signedIn.body.user.id,
    token,
    api,
    get: (path, headers) => api.request('GET', path, { token, headers }),
    post: (path, json, headers) => api.request('POST', path, { token, json: json ?? {}, headers }),
  };
}, 120_000);

afterAll(async () => {
  await db?.end();
  await stack?.stop();
});

function expectCsvHeaders(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(response.headers.get('content-disposition')).toBe('attachment; filename="vi-referral-counts.csv"');
}

const csvOf = (who: Member | undefined) =>
  fetch(`${stack.baseUrl}${API}/admin/referrals.csv`, { headers: who ? { authorization: `Bearer ${who.token}` } : {} });

describe('referral counts for admins', () => {
  it('answer an empty list and a CSV with only its header while no crisis help was counted', async () => {
    const json = await admin.get(`${API}/admin/referrals`);
    expect(json.status).toBe(200);
    expect(json.body).toEqual({ counts: [] });
    const csv = await csvOf(admin);
    expectCsvHeaders(csv);
    expect(await csv.text()).toBe('month,level,channel,language,count\r\n');
  });

  it('list every count newest month first, as JSON and as the CSV file', async () => {
    // The member's crisis message: chat answers it with the crisis response.
    const sent = await sendMessage(member, CRISIS_MESSAGE);
    expect(sent.status).toBe(200);
    expect(sent.text).toContain('"crisis":true');
    conversationId = (await member.get(`${API}/chat/conversation`)).body.id;
    expect(conversationId).toEqual(expect.any(String));

    await seed([
      { month: '2026-01', level: 'concern', channel: 'text', language: 'es', count: 3 },
      { month: '2026-02', level: 'imminent', channel: 'platform_voice', language: 'en', count: 1 },
      { month: '2026-02', level: 'urgent', channel: 'browser_voice', language: 'other', count: 2 },
      { month: '2025-12', level: 'urgent', channel: 'text', language: 'fr', count: 7 },
    ]);

    const json = await admin.get(`${API}/admin/referrals`);
    expect(json.status).toBe(200);
    const { counts } = referralCountsSchema.parse(json.body);
    const seeded = counts.filter((row) => row.month <= '2026-02');
    expect(seeded).toEqual([
      { month: '2026-02', level: 'imminent', channel: 'platform_voice', language: 'en', count: 1 },
      { month: '2026-02', level: 'urgent', channel: 'browser_voice', language: 'other', count: 2 },
      { month: '2026-01', level: 'concern', channel: 'text', language: 'es', count: 3 },
      { month: '2025-12', level: 'urgent', channel: 'text', language: 'fr', count: 7 },
    ]);
    const months = counts.map((row) => row.month);
    expect(months).toEqual([...months].sort().reverse());

    const csv = await csvOf(admin);
    expectCsvHeaders(csv);
    const lines = (await csv.text()).split('\r\n');
    expect(lines[0]).toBe('month,level,channel,language,count');
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(1, -1)).toEqual(counts.map((row) => `${row.month},${row.level},${row.channel},${row.language},${row.count}`));
    expect(lines).toContain('2026-01,concern,text,es,3');
  });

  // Lands with chat calling ReferralsRepository.record for every crisis response it gives.
  (CHAT_RECORDS_REFERRALS ? it : it.skip)('count a crisis response given in chat, in this month, by level, channel and language', async () => {
    const before = referralCountsSchema.parse((await admin.get(`${API}/admin/referrals`)).body).counts;
    const total = (rows: ReferralCount[]) => rows.filter((row) => row.month === currentMonth() && row.channel === 'text').reduce((n, row) => n + row.count, 0);
    // A new member: the earlier member's conversation already showed this risk (a repeat is not a new referral).
    const newcomer = await signUpMember(stack.baseUrl, 'referrals-newcomer');
    const sent = await sendMessage(newcomer, CRISIS_MESSAGE);
    expect(sent.status).toBe(200);
    // Counted beside the reply (never holding it up): read until it shows.
    const read = async () => referralCountsSchema.parse((await admin.get(`${API}/admin/referrals`)).body).counts;
    const after = await until(async () => {
      const counts = await read();
      return total(counts) > total(before) ? counts : undefined;
    }, 5000);
    expect(total(after)).toBe(total(before) + 1);
    expect(after.filter((row) => row.month === currentMonth() && row.channel === 'text').every((row) => row.language === 'en')).toBe(true);
  });

  it('hold nothing that could say whose they are: no member id, email, name, conversation or text', async () => {
    expect(conversationId).toBeDefined();
    const me = (await member.get(`${API}/me`)).body;
    expect(me.name).toBe(memberName);
    const json = await admin.get(`${API}/admin/referrals`);
    const csv = await (await csvOf(admin)).text();
    for (const answer of [JSON.stringify(json.body), csv]) {
      for (const trace of [member.id, memberEmail, memberEmail.split('@')[0]!, memberName, 'Rosalind', conversationId!, CRISIS_MESSAGE, 'kill myself']) {
        expect(answer.toLowerCase()).not.toContain(trace.toLowerCase());
      }
      // Nothing shaped like an id or an email at all.
      expect(answer).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i);
      expect(answer).not.toContain('@');
    }
    // And no column for them in the table either.
    const { rows } = await db.query(
      `SELECT column_name FROM information_schema.columns WHERE table_schema = $1 AND table_name = 'referral_counts' ORDER BY ordinal_position`,
      [`${stack.namespace}_chat`],
    );
    expect(rows.map((row: { column_name: string }) => row.column_name)).toEqual(['month', 'level', 'channel', 'language', 'count']);
  });
});

describe('referral counts for anyone else', () => {
  const refused = (response: JsonResponse, status: number, code: string) => {
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ error: expect.objectContaining({ code, message: expect.any(String), requestId: expect.any(String) }) });
  };

  it('refuse a member with 403 and the sentence, as JSON and as CSV, with no count in the answer', async () => {
    const json = await member.get(`${API}/admin/referrals`);
    refused(json, 403, 'FORBIDDEN');
    expect(json.body.error.message).toBe('Only admins can view referral counts');
    const csv = await csvOf(member);
    expect(csv.status).toBe(403);
    expect(csv.headers.get('content-type')).toMatch(/^application\/json/);
    expect(csv.headers.get('content-disposition')).toBeNull();
    const body = await csv.text();
    expect(JSON.parse(body).error.code).toBe('FORBIDDEN');
    expect(body).not.toContain('month,level');
  });

  it('refuse a request without a token with 401', async () => {
    refused(await new ApiClient(stack.baseUrl).request('GET', `${API}/admin/referrals`), 401, 'UNAUTHENTICATED');
    expect((await csvOf(undefined)).status).toBe(401);
  });

  it('answer 503 in the error body while chat is down', async () => {
    await stack.services.stopService('chat');
    try {
      refused(await admin.get(`${API}/admin/referrals`), 503, 'UPSTREAM_UNAVAILABLE');
      const csv = await csvOf(admin);
      expect(csv.status).toBe(503);
      expect(csv.headers.get('content-type')).toMatch(/^application\/json/);
    } finally {
      await stack.services.startService('chat');
    }
  });
});
