import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { newWebhookSecret, startWebhookReceiver, until, type WebhookReceiver } from '@vi/testing';
import type pg from 'pg';
import { ApiClient, type InProcessStack, type JsonResponse, type Member, signUpAdmin, signUpMember, startInProcessStack } from './in-process-stack.js';

// The gateway in this process in front of identity, billing, feedback and webhook-dispatch started
// from their builds (`npx tsc -b apps/identity apps/billing apps/feedback apps/webhook-dispatch`
// first), on the real PostgreSQL, NATS and Redis. The events come from the services that really
// produce them (sign-up, the local checkout, the feedback form's route) and arrive at local
// receivers that verify every request with the `standardwebhooks` package. Retries are compressed
// and loopback receivers allowed; the refusal of loopback without that setting is in
// apps/webhook-dispatch/test/dispatch.test.ts.
const DISPATCH = 'webhook-dispatch';
let stack: InProcessStack;
let baseUrl: string;
let db: pg.Client;
let dispatchSchema: string;
const receivers: WebhookReceiver[] = [];

beforeAll(async () => {
  stack = await startInProcessStack(
    'gw_webhooks',
    { WEBHOOK_RETRY_SCHEDULE_MS: '100,200,300', WEBHOOK_TIMEOUT_MS: '2000', WEBHOOK_POLL_MS: '100', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'loopback' },
    ['identity', 'billing', 'feedback', DISPATCH],
  );
  baseUrl = stack.baseUrl;
  db = stack.db;
  dispatchSchema = `${stack.namespace}_webhook_dispatch`;
});

afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await stack?.stop();
});

const newMember = (label = 'member') => signUpMember(baseUrl, label);

/** Changing webhooks takes a super admin (plain admins: apps/gateway/test/webhook-secrets.test.ts). */
const newAdmin = () => signUpAdmin(stack, 'super_admin');

async function receiver(secret?: string): Promise<WebhookReceiver> {
  const r = await startWebhookReceiver({ secret });
  receivers.push(r);
  return r;
}

const send = (who: Member, method: string, path: string, json?: unknown) => who.api.request(method, path, { token: who.token, json });

function expectErrorShape(response: JsonResponse, status: number, code: string, message?: string | RegExp) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.body).toEqual({ error: expect.objectContaining({ code, message: expect.any(String), requestId: expect.any(String) }) });
  if (message) expect(response.body.error.message).toMatch(message);
}

/** Removes every configuration (through the API), so each scenario sees only its own receivers. */
async function clearConfigs(admin: Member) {
  const list = await send(admin, 'GET', '/api/v1/admin/webhooks');
  for (const config of list.body.items) expect((await send(admin, 'DELETE', `/api/v1/admin/webhooks/${config.id}`)).status).toBe(204);
}

async function configure(admin: Member, webhookType: string, endpointUrl: string, secretKey?: string) {
  const created = await send(admin, 'POST', '/api/v1/admin/webhooks', { webhookType, endpointUrl, secretKey });
  expect(created.status).toBe(201);
  return created.body;
}

describe('the admin API', () => {
  it('refuses members with 403 "Only admins can manage webhooks" on every route, and strangers with 401', async () => {
    const member = await newMember();
    const id = randomUUID();
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/v1/admin/webhooks'],
      ['POST', '/api/v1/admin/webhooks', { webhookType: 'signup', endpointUrl: 'https://example.com/hook' }],
      ['PUT', `/api/v1/admin/webhooks/${id}`, { endpointUrl: 'https://example.com/hook', enabled: true }],
      ['DELETE', `/api/v1/admin/webhooks/${id}`],
      ['POST', `/api/v1/admin/webhooks/${id}/test`],
      ['POST', `/api/v1/admin/webhooks/${id}/reveal-secret`],
      ['POST', `/api/v1/admin/webhooks/${id}/rotate-secret`],
      ['GET', '/api/v1/admin/webhooks/logs'],
      ['POST', `/api/v1/admin/webhooks/logs/${id}/redeliver`],
    ];
    for (const [method, path, json] of routes) {
      expectErrorShape(await send(member, method, path, json), 403, 'FORBIDDEN', /^Only admins can manage webhooks$/);
      expectErrorShape(await new ApiClient(baseUrl).request(method, path, { json }), 401, 'UNAUTHENTICATED');
    }
  });

  it('lets a super admin create, list, update, test, read the logs, redeliver and delete; secrets are masked but in the create answer', async () => {
    const admin = await newAdmin();
    await clearConfigs(admin);
    const secret = newWebhookSecret();
    const r = await receiver(secret);

    const feedback = await configure(admin, 'feedback', r.url, secret);
    const hint = `whsec_…${secret.slice(-4)}`;
    expect(feedback).toEqual({
      id: expect.any(String),
      webhookType: 'feedback',
      endpointUrl: r.url,
      secretHint: hint,
      previousSecretExpiresAt: null,
      secretKey: secret,
      enabled: true,
      updatedAt: expect.any(String),
    });
    const signupA = await configure(admin, 'signup', 'https://hooks.example.com/a');
    const signupB = await configure(admin, 'signup', 'https://hooks.example.com/b', '');
    expect(signupB).toMatchObject({ secretKey: null, secretHint: null });

    const list = await send(admin, 'GET', '/api/v1/admin/webhooks');
    expect(list.status).toBe(200);
    expect(list.body.items.map((c: { id: string }) => c.id)).toEqual([feedback.id, signupA.id, signupB.id]);
    // Listed masked: the secret is nowhere in the answer.
    expect(list.body.items[0]).toEqual({ ...feedback, secretKey: undefined });
    expect(JSON.stringify(list.body)).not.toContain(secret.slice('whsec_'.length, -4));

    // Update: the endpoint and enabled state change, an absent secret stays, the type cannot change.
    const updated = await send(admin, 'PUT', `/api/v1/admin/webhooks/${signupA.id}`, { endpointUrl: 'https://hooks.example.com/a2', enabled: false });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id: signupA.id,
      webhookType: 'signup',
      endpointUrl: 'https://hooks.example.com/a2',
      secretHint: null,
      enabled: false,
    });
    expect(updated.body).not.toHaveProperty('secretKey');
    expect(Date.parse(updated.body.updatedAt)).toBeGreaterThan(Date.parse(signupA.updatedAt));
    const kept = await send(admin, 'PUT', `/api/v1/admin/webhooks/${feedback.id}`, { endpointUrl: r.url, enabled: true });
    expect(kept.body).toMatchObject({ secretHint: hint });
    expect(kept.body).not.toHaveProperty('secretKey');
    // Ordered by type, then by when each changed: signupA was changed after signupB.
    expect((await send(admin, 'GET', '/api/v1/admin/webhooks')).body.items.map((c: { id: string }) => c.id)).toEqual([feedback.id, signupB.id, signupA.id]);

    const tested = await send(admin, 'POST', `/api/v1/admin/webhooks/${feedback.id}/test`);
    expect(tested.status).toBe(200);
    expect(tested.body).toEqual({ success: true, status: 200, detail: 'Delivered: HTTP 200' });
    const [test] = r.received;
    expect(test!.verified).toBe(true);
    expect(test!.json).toEqual({
      type: 'feedback',
      timestamp: expect.any(String),
      data: { test: true, webhook_type: 'feedback', message: 'This is a test webhook from Vi', timestamp: test!.json.timestamp },
    });

    const logs = await send(admin, 'GET', '/api/v1/admin/webhooks/logs');
    expect(logs.status).toBe(200);
    expect(logs.body.items[0]).toMatchObject({
      webhookType: 'feedback',
      success: true,
      responseStatus: 200,
      endpointUrl: r.url,
      test: true,
      attempt: 1,
      deliveryId: test!.id,
    });

    const redelivered = await send(admin, 'POST', `/api/v1/admin/webhooks/logs/${logs.body.items[0].id}/redeliver`);
    expect(redelivered.status).toBe(200);
    expect(redelivered.body).toEqual({ success: true, status: 200, detail: 'Delivered: HTTP 200' });
    expect(r.received.map((x) => x.id)).toEqual([test!.id, test!.id]);
    expect(r.received[1]!.verified).toBe(true);
    const after = await send(admin, 'GET', '/api/v1/admin/webhooks/logs');
    expect(after.body.items[0]).toMatchObject({ deliveryId: test!.id, attempt: 2, success: true });

    expect((await send(admin, 'DELETE', `/api/v1/admin/webhooks/${signupA.id}`)).status).toBe(204);
    expect((await send(admin, 'GET', '/api/v1/admin/webhooks')).body.items.map((c: { id: string }) => c.id)).toEqual([feedback.id, signupB.id]);
    expectErrorShape(await send(admin, 'DELETE', `/api/v1/admin/webhooks/${signupA.id}`), 404, 'NOT_FOUND');
    await clearConfigs(admin);
  });

  it('answers bad input with 400 and unknown ids with 404, in the one error shape', async () => {
    const admin = await newAdmin();
    expectErrorShape(
      await send(admin, 'POST', '/api/v1/admin/webhooks', { webhookType: 'refund', endpointUrl: 'https://example.com' }),
      400,
      'VALIDATION_FAILED',
    );
    expectErrorShape(
      await send(admin, 'POST', '/api/v1/admin/webhooks', { webhookType: 'signup', endpointUrl: 'not a url' }),
      400,
      'VALIDATION_FAILED',
      /valid URL/,
    );
    expectErrorShape(
      await send(admin, 'POST', '/api/v1/admin/webhooks', { webhookType: 'signup', endpointUrl: 'ftp://example.com/x' }),
      400,
      'VALIDATION_FAILED',
    );
    expectErrorShape(
      await send(admin, 'POST', '/api/v1/admin/webhooks', { webhookType: 'signup', endpointUrl: 'https://example.com', secretKey: 'hunter2' }),
      400,
      'VALIDATION_FAILED',
      /whsec_/,
    );
    expectErrorShape(await send(admin, 'POST', '/api/v1/admin/webhooks'), 400, 'VALIDATION_FAILED');
    expectErrorShape(await send(admin, 'PUT', `/api/v1/admin/webhooks/${randomUUID()}`, { endpointUrl: 'https://example.com/x' }), 400, 'VALIDATION_FAILED');

    const unknown = randomUUID();
    expectErrorShape(await send(admin, 'PUT', `/api/v1/admin/webhooks/${unknown}`, { endpointUrl: 'https://example.com/x', enabled: true }), 404, 'NOT_FOUND');
    expectErrorShape(await send(admin, 'DELETE', `/api/v1/admin/webhooks/${unknown}`), 404, 'NOT_FOUND');
    expectErrorShape(await send(admin, 'POST', `/api/v1/admin/webhooks/${unknown}/test`), 404, 'NOT_FOUND');
    expectErrorShape(await send(admin, 'POST', `/api/v1/admin/webhooks/logs/${unknown}/redeliver`), 404, 'NOT_FOUND');
    expectErrorShape(await send(admin, 'DELETE', '/api/v1/admin/webhooks/not-an-id'), 404, 'NOT_FOUND');
    expectErrorShape(await send(admin, 'POST', '/api/v1/admin/webhooks/logs/not-an-id/redeliver'), 404, 'NOT_FOUND');
  });

  it('refuses endpoints on cloud metadata and private addresses at save (400 with a clear message)', async () => {
    const admin = await newAdmin();
    expectErrorShape(
      await send(admin, 'POST', '/api/v1/admin/webhooks', { webhookType: 'signup', endpointUrl: 'http://169.254.169.254/' }),
      400,
      'VALIDATION_FAILED',
      'Endpoint 169.254.169.254 is a cloud metadata address; webhooks may only go to public addresses',
    );
    expectErrorShape(
      await send(admin, 'POST', '/api/v1/admin/webhooks', { webhookType: 'signup', endpointUrl: 'http://10.0.0.1/' }),
      400,
      'VALIDATION_FAILED',
      /^Endpoint 10\.0\.0\.1 is a private network address/,
    );
    const config = await configure(admin, 'signup', 'https://hooks.example.com/c');
    expectErrorShape(
      await send(admin, 'PUT', `/api/v1/admin/webhooks/${config.id}`, { endpointUrl: 'http://10.0.0.1/', enabled: true }),
      400,
      'VALIDATION_FAILED',
      /private network address/,
    );
    await clearConfigs(admin);
  });
});

describe('events from the services that produce them', () => {
  it('a sign-up, a purchase at the local checkout and a feedback form each arrive signed and verifiable', async () => {
    const admin = await newAdmin();
    await clearConfigs(admin);
    const secrets = { signup: newWebhookSecret(), purchase: newWebhookSecret(), feedback: newWebhookSecret() };
    const signups = await receiver(secrets.signup);
    const purchases = await receiver(secrets.purchase);
    const feedbacks = await receiver(secrets.feedback);
    await configure(admin, 'signup', signups.url, secrets.signup);
    await configure(admin, 'purchase', purchases.url, secrets.purchase);
    await configure(admin, 'feedback', feedbacks.url, secrets.feedback);

    const member = await newMember('webhooked');
    const signup = await until(() => signups.received.find((r) => r.json?.data?.userId === member.id), 10_000, 'no signup webhook');
    expect(signup.verified).toBe(true);
    expect(signup.json).toEqual({
      type: 'signup',
      timestamp: expect.any(String),
      data: { userId: member.id, email: expect.stringMatching(/@example\.com$/), name: expect.any(String), createdAt: expect.any(String) },
    });
    expect(signup.body).not.toMatch(/password|secret1|token/i);

    const plan = await member.get('/api/v1/billing/plan');
    const started = await member.post('/api/v1/billing/checkout', { priceId: plan.body.priceId, mode: 'subscription' });
    expect((await member.post(`/api/v1/billing/local-checkout/${started.body.url.split('/').at(-1)}/complete`)).status).toBe(200);
    const purchase = await until(() => purchases.received.find((r) => r.json?.data?.userId === member.id), 10_000, 'no purchase webhook');
    expect(purchase.verified).toBe(true);
    expect(purchase.json).toEqual({
      type: 'purchase',
      timestamp: expect.any(String),
      data: {
        userId: member.id,
        planId: expect.any(String),
        planName: 'Unlimited Access',
        amountCents: 399,
        currency: 'usd',
        invoiceId: expect.any(String),
        purchasedAt: expect.any(String),
      },
    });

    const submitted = await member.post('/api/v1/feedback', { sessionType: 'voice', rating: 4, category: 'positive', comment: 'Calming' });
    expect(submitted.status).toBe(201);
    const feedback = await until(() => feedbacks.received.find((r) => r.json?.data?.feedbackId === submitted.body.id), 10_000, 'no feedback webhook');
    expect(feedback.verified).toBe(true);
    expect(feedback.json).toEqual({
      type: 'feedback',
      timestamp: expect.any(String),
      data: {
        feedbackId: submitted.body.id,
        userId: member.id,
        sessionType: 'voice',
        rating: 4,
        category: 'positive',
        comment: 'Calming',
        improvements: [],
        submittedAt: expect.any(String),
      },
    });
    // Each receiver got only its own type.
    expect(new Set(signups.received.map((r) => r.json.type))).toEqual(new Set(['signup']));
    expect(new Set(purchases.received.map((r) => r.json.type))).toEqual(new Set(['purchase']));
    await clearConfigs(admin);
  });

  it('100 feedback submissions made while the dispatcher is stopped all arrive exactly once after it restarts', async () => {
    const admin = await newAdmin();
    await clearConfigs(admin);
    const secret = newWebhookSecret();
    const r = await receiver(secret);
    await configure(admin, 'feedback', r.url, secret);
    // Five members: the gateway takes 20 ratings a minute from one member.
    const members = await Promise.all([1, 2, 3, 4, 5].map(() => newMember('rater')));

    await stack.services.stopService(DISPATCH);
    const feedbackIds = new Set<string>();
    try {
      for (let i = 0; i < 100; i++) {
        const response = await members[i % 5]!.post('/api/v1/feedback', { sessionType: 'chat', rating: 5, category: 'positive', comment: `note ${i}` });
        expect(response.status).toBe(201);
        feedbackIds.add(response.body.id);
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(r.received).toHaveLength(0);
    } finally {
      await stack.services.startService(DISPATCH);
    }

    await until(() => (r.accepted().size === 100 ? true : undefined), 30_000, `the receiver has ${r.accepted().size} of 100`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const ids = new Set(r.received.map((x) => x.id));
    expect(ids.size).toBe(100);
    expect(r.received).toHaveLength(100);
    expect(r.received.every((x) => x.verified)).toBe(true);
    expect(new Set(r.received.map((x) => x.json.data.feedbackId))).toEqual(feedbackIds);
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM "${dispatchSchema}"."webhook_logs" WHERE "endpoint_url" = $1 AND "success"`, [r.url]);
    expect(rows[0].n).toBe(100);
    await clearConfigs(admin);
  });
});
