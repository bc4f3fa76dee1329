import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MEMBER_EXPORT_PAGE_ROWS, MEMBER_EXPORTS_PER_HOUR } from '@vi/contracts';
import { findMemberTraces, grantAdmin, startWebhookReceiver, until, type WebhookReceiver } from '@vi/testing';
import { ApiClient, type InProcessStack, type Member, startInProcessStack, uniqueEmail } from './in-process-stack.js';

// "Download my data": a member who used everything (chat, voice, feedback, a purchase, webhooks about
// them, an admin action about them) downloads their export, and another member theirs. The file is
// checked against each service's schema read directly, against a checker that finds every table
// naming the member, and for anything of the other member. Every service runs from its build on the
// real PostgreSQL, NATS and Redis.
let stack: InProcessStack;
let receiver: WebhookReceiver;
let superAdmin: Person;

interface Person extends Member {
  email: string;
  name: string;
}

async function signUp(label: string, name: string): Promise<Person> {
  const api = new ApiClient(stack.baseUrl);
  const email = uniqueEmail(label);
  const response = await api.request('POST', '/api/v1/auth/sign-up', { json: { email, password: 'secret12', name, ageConfirmed: true } });
  expect(response.status).toBe(201);
  const token = response.body.accessToken as string;
  return {
    id: response.body.user.id,
    token,
    api,
    email,
    name,
    get: (path, headers) => api.request('GET', path, { token, headers }),
    post: (path, json, headers) => api.request('POST', path, { token, json: json ?? {}, headers }),
  };
}

async function chat(member: Member, content: string): Promise<void> {
  const response = await fetch(`${stack.baseUrl}/api/v1/chat/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
    body: JSON.stringify({ content }),
  });
  expect(await response.text()).toContain('"type":"done"');
}

/** Everything a member can leave behind, through the product's own routes. */
async function useEverything(member: Person, words: string, messages: number): Promise<void> {
  for (let i = 0; i < messages; i++) await chat(member, `Today I feel ${words} (${i}).`);
  const call = await member.post('/api/v1/voice-sessions');
  expect(call.status).toBe(201);
  expect((await member.post(`/api/v1/voice-sessions/${call.body.id}/end`, { status: 'completed' })).status).toBe(200);
  const feedback = await member.post('/api/v1/feedback', {
    sessionType: 'chat',
    rating: 2,
    category: 'negative',
    comment: `It missed ${words}`,
    improvements: ['Understanding'],
  });
  expect(feedback.status).toBe(201);
  const plan = await member.get('/api/v1/billing/plan');
  const started = await member.post('/api/v1/billing/checkout', { priceId: plan.body.priceId, mode: 'subscription' });
  expect(started.status).toBe(200);
  expect((await member.post(`/api/v1/billing/local-checkout/${started.body.url.split('/').at(-1)}/complete`)).status).toBe(200);
}

interface Download {
  status: number;
  headers: Headers;
  text: string;
  json: any;
}

async function download(member: Member): Promise<Download> {
  const response = await fetch(`${stack.baseUrl}/api/v1/me/export`, { headers: { authorization: `Bearer ${member.token}` } });
  const text = await response.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

/** Every row of a table in a service's schema that `where` picks (`$1` the member's id), as PostgreSQL writes it as JSON. */
async function rows(service: string, table: string, where: string, userId: string): Promise<Record<string, unknown>[]> {
  const schema = `${stack.namespace}_${service.replace(/-/g, '_')}`;
  const { rows: found } = await stack.db.query<{ row: Record<string, unknown> }>(`SELECT to_jsonb(t) AS "row" FROM "${schema}"."${table}" t WHERE ${where}`, [
    userId,
  ]);
  return found.map((r) => r.row);
}

const without = (row: Record<string, unknown>, columns: string[]) => Object.fromEntries(Object.entries(row).filter(([key]) => !columns.includes(key)));
const byKey = (key: string) => (a: Record<string, unknown>, b: Record<string, unknown>) => String(a[key]).localeCompare(String(b[key]));

/**
 * Where each section of the file comes from: the service's table, the rows that are the member's,
 * and the columns left out. The test reads each table itself and expects exactly those rows.
 */
const SECTIONS: { service: string; section: string; table: string; where: string; omitted: string[]; key: string }[] = [
  { service: 'identity', section: 'account', table: 'users', where: `t."id" = $1`, omitted: ['password_hash', 'age_vouched_by'], key: 'id' },
  { service: 'identity', section: 'sign-in-sessions', table: 'refresh_tokens', where: `t."user_id" = $1`, omitted: ['token_hash'], key: 'id' },
  { service: 'identity', section: 'email-links', table: 'account_links', where: `t."user_id" = $1`, omitted: ['token_hash'], key: 'id' },
  { service: 'identity', section: 'linked-sign-ins', table: 'external_identities', where: `t."user_id" = $1`, omitted: [], key: 'id' },
  { service: 'identity', section: 'admin-role', table: 'admin_users', where: `t."user_id" = $1`, omitted: ['created_by'], key: 'id' },
  {
    service: 'identity',
    section: 'admin-actions-about-you',
    table: 'admin_audit_log',
    where: `t."target_id" = $1::text`,
    omitted: ['actor_id', 'actor_email', 'address'],
    key: 'id',
  },
  { service: 'sessions-and-limits', section: 'chat-sessions', table: 'chat_sessions', where: `t."user_id" = $1`, omitted: [], key: 'id' },
  { service: 'sessions-and-limits', section: 'voice-calls', table: 'voice_sessions', where: `t."user_id" = $1`, omitted: [], key: 'id' },
  { service: 'sessions-and-limits', section: 'allowance-time-zone', table: 'member_time_zones', where: `t."user_id" = $1`, omitted: [], key: 'user_id' },
  { service: 'sessions-and-limits', section: 'plan', table: 'entitlements', where: `t."user_id" = $1`, omitted: [], key: 'user_id' },
  { service: 'chat', section: 'conversations', table: 'conversations', where: `t."user_id" = $1`, omitted: [], key: 'id' },
  { service: 'billing', section: 'customer', table: 'customers', where: `t."user_id" = $1`, omitted: [], key: 'user_id' },
  { service: 'billing', section: 'subscription', table: 'subscriptions', where: `t."user_id" = $1`, omitted: [], key: 'user_id' },
  { service: 'billing', section: 'checkouts', table: 'local_checkout_sessions', where: `t."user_id" = $1`, omitted: [], key: 'id' },
  { service: 'billing', section: 'stripe-checkouts', table: 'stripe_checkout_sessions', where: `t."user_id" = $1`, omitted: ['url'], key: 'user_id' },
  {
    service: 'billing',
    section: 'duplicate-subscriptions',
    table: 'duplicate_subscriptions',
    where: `t."user_id" = $1`,
    omitted: [],
    key: 'stripe_subscription_id',
  },
  { service: 'feedback', section: 'feedback', table: 'feedback', where: `t."user_id" = $1`, omitted: [], key: 'id' },
  { service: 'admin', section: 'directory-entry', table: 'members', where: `t."user_id" = $1`, omitted: ['name_key', 'email_key'], key: 'user_id' },
  { service: 'admin', section: 'premium-changes', table: 'premium_changes', where: `t."user_id" = $1`, omitted: [], key: 'event_id' },
];

/** Tables that may name the member and are not in the file, and why (docs/adr/0046-member-export.md). */
const LEFT_OUT: Record<string, string> = {
  outbox: 'events about changes whose rows the file already holds, kept until relayed and pruned',
  dead_letters: 'events a consumer set aside, for operators; their facts are in the rows',
  outgoing_mail: 'mail waiting to be sent holds one-time links, and is deleted once sent',
  pending_external_sign_ins: 'a Google sign-in waiting for its next step: single-use, gone within ten minutes',
  member_data_keys: 'the wrapped data key only locks the messages, which the file holds as text',
};

beforeAll(async () => {
  stack = await startInProcessStack(
    'gw_member_export',
    { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'loopback', WEBHOOK_POLL_MS: '100', CHAT_MESSAGES_PER_MINUTE: '1000' },
    ['identity', 'sessions-and-limits', 'chat', 'billing', 'feedback', 'admin', 'webhook-dispatch'],
  );
  receiver = await startWebhookReceiver({});
  superAdmin = await signUp('export-super', 'Super Admin');
  await grantAdmin(stack.namespace, superAdmin.id, 'super_admin');
  for (const webhookType of ['signup', 'purchase', 'feedback']) {
    expect((await superAdmin.post('/api/v1/admin/webhooks', { webhookType, endpointUrl: receiver.url })).status).toBe(201);
  }
}, 120_000);

afterAll(async () => {
  await receiver?.close();
  await stack?.stop();
});

describe('downloading my data', () => {
  it('holds every row each service keeps about the member, messages as plain text, and nothing of anyone else', async () => {
    const ada = await signUp('export-ada', 'Adelheid Marzipanova');
    const bob = await signUp('export-bob', 'Bartholomew Quayside');
    // Enough messages (each answered) that chat answers them in more than one page.
    const messages = Math.ceil(MEMBER_EXPORT_PAGE_ROWS / 2) + 5;
    await useEverything(ada, 'marzipan-lighthouse', messages);
    await useEverything(bob, 'quiet-harbour', 1);
    // An admin action about Ada: she is made an admin (the audit log names her, and who did it).
    expect((await superAdmin.post('/api/v1/admin/admins', { email: ada.email, role: 'admin' })).status).toBe(201);

    // Everything about them has reached the directory and the webhook receiver.
    for (const person of [ada, bob]) {
      await until(
        async () => {
          const row = (await superAdmin.get(`/api/v1/admin/users?search=${encodeURIComponent(person.email)}`)).body.users?.[0];
          return row?.isPremium && row.feedbackCount === 1 && row.voiceSessionsCount === 1 ? row : undefined;
        },
        20_000,
        'the directory did not catch up',
      );
      await until(
        async () =>
          (await rows('webhook-dispatch', 'webhook_deliveries', `t."payload" LIKE '%' || $1 || '%' AND t."status" = 'delivered'`, person.id)).length >= 3
            ? true
            : undefined,
        20_000,
        'webhooks about the member were not delivered',
      );
    }

    const file = await download(ada);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^application\/json/);
    const today = new Date().toISOString().slice(0, 10);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="vi-data-${today}.json"`);
    expect(file.json).toBeDefined();
    const data = file.json;
    expect(Object.keys(data)).toEqual(['exportedAt', 'member', 'identity', 'sessions-and-limits', 'chat', 'billing', 'feedback', 'admin', 'webhook-dispatch']);
    expect(data.member).toMatchObject({ id: ada.id, email: ada.email, name: ada.name });

    // Each section is exactly the member's rows of its table, as the table has them, less the columns left out.
    for (const s of SECTIONS) {
      const expected = (await rows(s.service, s.table, s.where, ada.id)).map((row) => without(row, s.omitted)).sort(byKey(s.key));
      const got = [...(data[s.service]?.[s.section] ?? [])].sort(byKey(s.key));
      expect({ section: `${s.service}/${s.section}`, rows: got }).toEqual({ section: `${s.service}/${s.section}`, rows: expected });
    }
    expect(data.identity['admin-role']).toHaveLength(1);
    expect(data.identity['admin-actions-about-you']).toEqual([expect.objectContaining({ action: 'admin.added', target_id: ada.id })]);
    expect(data['sessions-and-limits']['voice-calls']).toHaveLength(1);
    expect(data.feedback.feedback).toEqual([expect.objectContaining({ comment: 'It missed marzipan-lighthouse', rating: 2 })]);
    expect(data.billing.subscription).toEqual([expect.objectContaining({ status: 'active' })]);

    // The messages: all of them, in order, each once, as plain text (the table holds only sealed text).
    const stored = await rows('chat', 'chat_messages', `t."user_id" = $1`, ada.id);
    expect(stored.length).toBeGreaterThan(MEMBER_EXPORT_PAGE_ROWS);
    expect(stored.every((row) => row.sealed === true && !String(row.content).includes('marzipan'))).toBe(true);
    const exported = data.chat.messages as Record<string, unknown>[];
    expect(exported.map((m) => m.id).sort()).toEqual(stored.map((m) => m.id).sort());
    expect(new Set(exported.map((m) => m.id)).size).toBe(exported.length);
    const times = exported.map((m) => Date.parse(String(m.created_at)));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const mine = exported.filter((m) => m.role === 'user').map((m) => m.content);
    expect(mine).toEqual(Array.from({ length: messages }, (_, i) => `Today I feel marzipan-lighthouse (${i}).`));
    expect(exported.every((m) => typeof m.content === 'string' && !('sealed' in m) && !String(m.content).startsWith('v1.'))).toBe(true);

    // Webhook deliveries about her, with what was sent.
    const deliveries = data['webhook-dispatch']['webhook-deliveries'] as { webhook_type: string; payload: { data: { userId: string } } }[];
    expect(deliveries.map((d) => d.webhook_type).sort()).toEqual(['feedback', 'purchase', 'signup']);
    expect(deliveries.every((d) => d.payload.data.userId === ada.id)).toBe(true);

    // No secrets.
    expect(file.text).not.toMatch(/password_hash|token_hash|\$argon2/);

    // Nothing of anyone else: not Bob, not the super admin who acted on her.
    for (const mark of [bob.id, bob.email, bob.name, 'quiet-harbour', superAdmin.id, superAdmin.email]) {
      expect({ mark, found: file.text.toLowerCase().includes(mark.toLowerCase()) }).toEqual({ mark, found: false });
    }

    // Every table of every schema that names her is in the file, or left out for a stated reason.
    const traces = await findMemberTraces({ namespace: stack.namespace, userId: ada.id, email: ada.email, also: ['marzipan-lighthouse'] });
    const covered = new Set([...SECTIONS.map((s) => s.table), 'chat_messages', 'webhook_deliveries']);
    const missing = traces.filter((t) => !covered.has(t.table) && !(t.table in LEFT_OUT));
    expect(missing).toEqual([]);
    expect(traces.length).toBeGreaterThan(10);
  });

  it("gives another member only theirs, and refuses more than the hour's exports", async () => {
    const carol = await signUp('export-carol', 'Carolina Firthwood');
    const dave = await signUp('export-dave', 'Davorin Lanternfly');
    await chat(carol, 'Carol writes about tangerine-orbit.');
    await chat(dave, 'Dave writes about saffron-comet.');

    const file = await download(dave);
    expect(file.status).toBe(200);
    expect(file.json.member.id).toBe(dave.id);
    expect(file.json.chat.messages.filter((m: { role: string }) => m.role === 'user').map((m: { content: string }) => m.content)).toEqual([
      'Dave writes about saffron-comet.',
    ]);
    for (const mark of [carol.id, carol.email, carol.name, 'tangerine-orbit']) {
      expect({ mark, found: file.text.toLowerCase().includes(mark.toLowerCase()) }).toEqual({ mark, found: false });
    }

    for (let i = 1; i < MEMBER_EXPORTS_PER_HOUR; i++) expect((await download(dave)).status).toBe(200);
    const refused = await download(dave);
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another member is not held back by it.
    expect((await download(carol)).status).toBe(200);
    // Without a token: 401 in the error body.
    const anonymous = await fetch(`${stack.baseUrl}/api/v1/me/export`);
    expect(anonymous.status).toBe(401);
  });
});
