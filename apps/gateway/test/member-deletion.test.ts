import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { findMemberTraces, grantAdmin, startWebhookReceiver, until, type WebhookReceiver } from '@vi/testing';
import { ApiClient, type InProcessStack, type Member, startInProcessStack, uniqueEmail } from './in-process-stack.js';

// A member who used everything — chat, voice, feedback, a purchase, webhooks about them — is deleted
// by a super admin through the gateway. Their tokens stop at once; afterwards a checker searches
// every table of every service's schema (uuid, text and JSON columns) for their id, their email,
// their name and the words they wrote, and finds nothing but the documented leftover. Every service
// runs from its build on the real PostgreSQL, NATS and Redis.
let stack: InProcessStack;
let receiver: WebhookReceiver;
let superAdmin: Member;

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
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const text = await response.text();
  expect(text).toContain('"type":"done"');
}

/** Everything a member can leave behind, through the product's own routes. */
async function useEverything(member: Person, words: string): Promise<void> {
  await chat(member, `Today I feel ${words}.`);
  const conversation = await member.get('/api/v1/chat/conversation');
  expect(conversation.body.messages.length).toBeGreaterThanOrEqual(2);
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

const directory = (search: string) => superAdmin.get(`/api/v1/admin/users?search=${encodeURIComponent(search)}`);

beforeAll(async () => {
  stack = await startInProcessStack('gw_member_deletion', { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'loopback', WEBHOOK_POLL_MS: '100' }, [
    'identity',
    'sessions-and-limits',
    'chat',
    'billing',
    'feedback',
    'admin',
    'webhook-dispatch',
  ]);
  receiver = await startWebhookReceiver({});
  superAdmin = await signUp('super', 'Super Admin');
  await grantAdmin(stack.namespace, superAdmin.id, 'super_admin');
  for (const webhookType of ['signup', 'purchase', 'feedback']) {
    expect((await superAdmin.post('/api/v1/admin/webhooks', { webhookType, endpointUrl: receiver.url })).status).toBe(201);
  }
});

afterAll(async () => {
  await receiver?.close();
  await stack?.stop();
});

describe('deleting a member', () => {
  it('ends their access at once and leaves nothing of them in any service', async () => {
    const doomed = await signUp('doomed', 'Philippa Quennell-Vantor');
    const kept = await signUp('kept', 'Kept Member');
    await useEverything(doomed, 'marzipan-lighthouse');
    await useEverything(kept, 'quiet-harbour');

    // Everything about them has reached the directory and the webhook receiver before the deletion.
    await until(
      async () => {
        const row = (await directory(doomed.email)).body.users?.[0];
        return row?.isPremium && row.feedbackCount === 1 && row.voiceSessionsCount === 1 ? row : undefined;
      },
      20_000,
      'the directory did not catch up with the member',
    );
    await until(
      () => (receiver.received.filter((r) => r.body.includes(doomed.id)).length >= 3 ? true : undefined),
      20_000,
      'webhooks about the member did not arrive',
    );

    const deleted = await superAdmin.api.request('DELETE', `/api/v1/admin/users/${doomed.id}`, { token: superAdmin.token });
    expect(deleted).toMatchObject({ status: 200, body: { deleted: true, userId: doomed.id } });

    // Their access token and their refresh cookie stop working from the next request.
    expect((await doomed.get('/api/v1/me')).status).toBe(401);
    expect((await doomed.post('/api/v1/chat-sessions')).status).toBe(401);
    expect((await doomed.api.request('POST', '/api/v1/auth/refresh')).status).toBe(401);
    expect((await new ApiClient(stack.baseUrl).request('POST', '/api/v1/auth/sign-in', { json: { email: doomed.email, password: 'secret12' } })).status).toBe(
      401,
    );

    // Every service forgets them in its own consumer; the checker reads every schema of the stack.
    const query = {
      namespace: stack.namespace,
      userId: doomed.id,
      email: doomed.email,
      also: [doomed.name, 'marzipan-lighthouse'],
      allow: [
        {
          schema: 'identity',
          table: 'outbox',
          row: (row: Record<string, unknown>) => row.subject === 'events.identity.user.deleted.v1',
          reason: 'the deletion event itself, which carries only the id, until the outbox is pruned',
        },
      ],
    };
    await until(async () => ((await findMemberTraces(query)).length === 0 ? true : undefined), 30_000, 'traces of the deleted member remain').catch(
      () => undefined,
    );
    expect(await findMemberTraces(query)).toEqual([]);
    expect((await directory(doomed.email)).body).toMatchObject({ users: [], total: 0 });

    // The other member is untouched.
    expect((await kept.get('/api/v1/me')).status).toBe(200);
    expect((await kept.get('/api/v1/billing/subscription')).body.active).toBe(true);
    expect((await kept.get('/api/v1/chat/conversation')).body.messages.length).toBeGreaterThanOrEqual(2);
    expect((await directory(kept.email)).body.users).toEqual([expect.objectContaining({ id: kept.id, feedbackCount: 1, isPremium: true })]);
    expect(await findMemberTraces({ namespace: stack.namespace, userId: kept.id, email: kept.email })).not.toEqual([]);
  });
});
