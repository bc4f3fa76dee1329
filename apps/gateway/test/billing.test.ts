import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FREE_CHAT_CONVERSATIONS_PER_MONTH } from '@vi/contracts';
import { until } from '@vi/testing';
import type pg from 'pg';
import { type InProcessStack, type Member, signUpMember, startInProcessStack } from './in-process-stack.js';

/** Paid periods of the local checkout last this long here, so a test sees one end. */
const PERIOD_SECONDS = 4;

let stack: InProcessStack;
let db: pg.Client;
let schema: string;

beforeAll(async () => {
  stack = await startInProcessStack('billing', { LOCAL_PERIOD_SECONDS: String(PERIOD_SECONDS), LOCAL_RENEWAL_SWEEP_MS: '100' });
  db = stack.db;
  schema = `${stack.namespace}_billing`;
});

afterAll(async () => {
  await stack?.stop();
});

const newMember = (label = 'billing') => signUpMember(stack.baseUrl, label);

async function useAllChats(member: Member) {
  for (let i = 0; i < FREE_CHAT_CONVERSATIONS_PER_MONTH; i++) expect((await member.post('/api/v1/chat-sessions')).status).toBe(201);
  const refused = await member.post('/api/v1/chat-sessions');
  expect(refused.status).toBe(402);
}

async function buyLocally(member: Member): Promise<void> {
  const plan = await member.get('/api/v1/billing/plan');
  const started = await member.post('/api/v1/billing/checkout', { priceId: plan.body.priceId, mode: 'subscription' });
  expect(started.status).toBe(200);
  const id = started.body.url.split('/').at(-1);
  const completed = await member.post(`/api/v1/billing/local-checkout/${id}/complete`);
  expect(completed.status).toBe(200);
  expect(completed.body).toEqual({ redirectUrl: '/success' });
}

function expectErrorShape(response: { status: number; body: any }, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.body).toEqual({ error: expect.objectContaining({ code, message: expect.any(String), requestId: expect.any(String) }) });
}

describe('the plan and the subscription', () => {
  it('serves the one plan, sold through the local checkout when no Stripe keys are configured', async () => {
    const member = await newMember();
    const plan = await member.get('/api/v1/billing/plan');
    expect(plan.status).toBe(200);
    expect(plan.body).toEqual({
      priceId: 'price_local_vi_monthly',
      name: 'Unlimited Access',
      description: expect.any(String),
      mode: 'subscription',
      amountCents: 399,
      currency: 'usd',
      interval: 'month',
      features: ['Unlimited voice conversations', 'Unlimited text conversations', 'Multilingual text', 'Priority support', 'Conversation history'],
      checkout: 'local',
    });
    expect((await member.get('/api/v1/billing/subscription')).body).toEqual({
      active: false,
      status: null,
      planName: null,
      cancelAtPeriodEnd: false,
      currentPeriodEnd: null,
    });
  });

  it('needs a signed-in member', async () => {
    const response = await fetch(`${stack.baseUrl}/api/v1/billing/subscription`);
    expectErrorShape({ status: response.status, body: await response.json() }, 401, 'UNAUTHENTICATED');
  });

  it('refuses another price or mode (400), the portal to a free member (403), and checkouts that are not theirs (404)', async () => {
    const member = await newMember();
    expectErrorShape(await member.post('/api/v1/billing/checkout', { priceId: 'price_other', mode: 'subscription' }), 400, 'VALIDATION_FAILED');
    expectErrorShape(await member.post('/api/v1/billing/checkout', { priceId: 'price_local_vi_monthly', mode: 'payment' }), 400, 'VALIDATION_FAILED');
    expectErrorShape(await member.post('/api/v1/billing/portal'), 403, 'FORBIDDEN');
    expectErrorShape(await member.post('/api/v1/billing/local-portal/cancel'), 403, 'FORBIDDEN');

    const started = await member.post('/api/v1/billing/checkout', { priceId: 'price_local_vi_monthly', mode: 'subscription' });
    expect(started.body.url).toMatch(/^\/checkout\/local\/[0-9a-f-]{36}$/);
    const id = started.body.url.split('/').at(-1);
    const mine = await member.get(`/api/v1/billing/local-checkout/${id}`);
    expect(mine.body).toMatchObject({ id, status: 'open', plan: { name: 'Unlimited Access', amountCents: 399 } });

    const stranger = await newMember('stranger');
    expectErrorShape(await stranger.get(`/api/v1/billing/local-checkout/${id}`), 404, 'NOT_FOUND');
    expectErrorShape(await stranger.post(`/api/v1/billing/local-checkout/${id}/complete`), 404, 'NOT_FOUND');
    expectErrorShape(await member.get('/api/v1/billing/local-checkout/not-a-checkout'), 404, 'NOT_FOUND');

    expect((await member.post(`/api/v1/billing/local-checkout/${id}/cancel`)).body).toEqual({ redirectUrl: '/dashboard' });
    expect((await member.get(`/api/v1/billing/local-checkout/${id}`)).body.status).toBe('canceled');
    expectErrorShape(await member.post(`/api/v1/billing/local-checkout/${id}/complete`), 409, 'CONFLICT');
    expect((await member.get('/api/v1/billing/subscription')).body.active).toBe(false);
  });
});

describe('buying through the local checkout', () => {
  it(`lifts the limit of a free member at ${FREE_CHAT_CONVERSATIONS_PER_MONTH}/${FREE_CHAT_CONVERSATIONS_PER_MONTH} chats within a second`, async () => {
    const member = await newMember('buyer');
    await useAllChats(member);
    await buyLocally(member);
    const paidAt = Date.now();
    const sixth = await until(async () => {
      const response = await member.post('/api/v1/chat-sessions');
      return response.status === 201 ? response : undefined;
    }, 5_000);
    expect(Date.now() - paidAt).toBeLessThan(1000);
    expect(sixth.body.status).toBe('active');

    const subscription = await member.get('/api/v1/billing/subscription');
    expect(subscription.body).toMatchObject({ active: true, status: 'active', planName: 'Unlimited Access', cancelAtPeriodEnd: false });
    expect(Date.parse(subscription.body.currentPeriodEnd)).toBeGreaterThan(Date.now());
    expect((await member.get('/api/v1/usage')).body).toMatchObject({ premium: true, planName: 'Unlimited Access' });
    expect((await member.post('/api/v1/billing/portal')).body).toEqual({ url: '/billing/local-portal' });
    expectErrorShape(await member.post('/api/v1/billing/checkout', { priceId: 'price_local_vi_monthly', mode: 'subscription' }), 409, 'CONFLICT');

    // The first payment is announced once, through the outbox.
    const { rows } = await db.query(`SELECT "subject" FROM "${schema}"."outbox" WHERE "payload"->'data'->>'userId' = $1`, [member.id]);
    expect(rows.filter((r: { subject: string }) => r.subject === 'events.billing.purchase.completed.v1')).toHaveLength(1);
  });

  it('keeps premium after a cancellation until the period ends, then the limit applies again', async () => {
    const member = await newMember('leaver');
    await useAllChats(member);
    await buyLocally(member);
    const canceled = await member.post('/api/v1/billing/local-portal/cancel');
    expect(canceled.status).toBe(200);
    expect(canceled.body).toMatchObject({ active: true, status: 'active', cancelAtPeriodEnd: true });
    const periodEnd = Date.parse(canceled.body.currentPeriodEnd);

    // Still premium within the period.
    const during = await until(async () => {
      const response = await member.post('/api/v1/chat-sessions');
      return response.status === 201 ? response : undefined;
    }, 3_000);
    expect(during.status).toBe(201);
    expect(Date.now()).toBeLessThan(periodEnd);

    // Resume and cancel again: the portal's two buttons.
    expect((await member.post('/api/v1/billing/local-portal/resume')).body).toMatchObject({ active: true, cancelAtPeriodEnd: false });
    expect((await member.post('/api/v1/billing/local-portal/cancel')).body).toMatchObject({ active: true, cancelAtPeriodEnd: true });

    const refused = await until(
      async () => {
        const response = await member.post('/api/v1/chat-sessions');
        return response.status === 402 ? response : undefined;
      },
      (PERIOD_SECONDS + 5) * 1000,
    );
    expect(refused.body.error).toMatchObject({ code: 'LIMIT_REACHED', details: { kind: 'chat', limit: FREE_CHAT_CONVERSATIONS_PER_MONTH } });
    expect(Date.now()).toBeGreaterThanOrEqual(periodEnd);
    expect((await member.get('/api/v1/billing/subscription')).body).toMatchObject({ active: false, status: 'canceled' });
    expectErrorShape(await member.post('/api/v1/billing/portal'), 403, 'FORBIDDEN');
  });

  it('renews a subscription nobody canceled when its period ends', async () => {
    const member = await newMember('renewer');
    await buyLocally(member);
    const first = Date.parse((await member.get('/api/v1/billing/subscription')).body.currentPeriodEnd);
    const renewed = await until(
      async () => {
        const body = (await member.get('/api/v1/billing/subscription')).body;
        return Date.parse(body.currentPeriodEnd) > first ? body : undefined;
      },
      (PERIOD_SECONDS + 5) * 1000,
    );
    expect(renewed).toMatchObject({ active: true, status: 'active', cancelAtPeriodEnd: false });
  });
});

describe('the Stripe webhook route', () => {
  const post = (body: string, headers: Record<string, string>) =>
    fetch(`${stack.baseUrl}/api/v1/billing/stripe-webhook`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body }).then(
      async (r) => ({ status: r.status, body: await r.json() }),
    );
  const processed = async () => (await db.query(`SELECT count(*)::int AS n FROM "${schema}"."stripe_events"`)).rows[0].n as number;
  const event = JSON.stringify({ id: 'evt_1', object: 'event', type: 'customer.subscription.created', created: 1, data: { object: {} } });

  it('refuses a missing signature, a body that is not JSON, a 1 MB body and a wrong signature, with the JSON error shape, changing nothing', async () => {
    const before = await processed();
    expectErrorShape(await post(event, {}), 400, 'VALIDATION_FAILED');
    expectErrorShape(await post('{"id": "evt_1", not json', { 'stripe-signature': 't=1,v1=abc' }), 400, 'VALIDATION_FAILED');
    const huge = JSON.stringify({ id: 'evt_2', object: 'event', padding: 'x'.repeat(1_000_000) });
    expectErrorShape(await post(huge, { 'stripe-signature': 't=1,v1=abc' }), 413, 'PAYLOAD_TOO_LARGE');
    const t = Math.floor(Date.now() / 1000);
    expectErrorShape(await post(event, { 'stripe-signature': `t=${t},v1=${'0'.repeat(64)}` }), 400, 'VALIDATION_FAILED');
    expect(await processed()).toBe(before);
  });
});
