import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EVENTS, RPC } from '@vi/contracts';
import { AppError } from '@vi/service-kit';
import {
  type FakeStripe,
  fakeStripeEnv,
  signStripePayload,
  startFakeStripe,
  stripeCompletedCheckout,
  stripeEvent,
  stripeSubscription,
  until,
} from '@vi/testing';
import Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { PurchaseLock } from '../src/checkout/purchase-lock.js';
import { type BillingUnderTest, newMemberId, outboxOf, startBillingUnderTest, subscriptionRowOf } from './billing-stack.js';

let fake: FakeStripe;
let billing: BillingUnderTest;

beforeAll(async () => {
  fake = await startFakeStripe();
  billing = await startBillingUnderTest('bill_stripe', { ...fakeStripeEnv(fake), STRIPE_WEBHOOK_TOLERANCE_SECONDS: '300' });
});

afterAll(async () => {
  await billing?.stop();
  await fake?.close();
});

const checkout = (userId: string, priceId = fake.priceId) =>
  billing.rpc.call(RPC.billing.createCheckout, { userId, email: `${userId}@example.com`, priceId, mode: 'subscription' });

/** The Checkout Sessions billing asked the fake Stripe to create for a member. */
const sessionsOf = (userId: string) =>
  fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions' && r.body.client_reference_id === userId);

const subscriptionOf = (userId: string) => billing.rpc.call(RPC.billing.subscription, { userId });

/** Delivers an event as Stripe would: the JSON body and a signature made by the `stripe` library. */
async function deliver(event: Record<string, unknown>, options: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? fake.webhookSecret,
    ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
  });
  return billing.rpc.call(RPC.billing.handleWebhook, { payload, signature });
}

async function refused(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

async function stripeEventCount(): Promise<number> {
  const { rows } = await billing.db.query(`SELECT count(*)::int AS n FROM "${billing.schema}"."stripe_events"`);
  return rows[0].n;
}

/** A member who went through checkout, so billing knows their Stripe customer. */
async function memberWithCustomer(): Promise<{ userId: string; customer: string }> {
  const userId = newMemberId();
  await checkout(userId);
  const { rows } = await billing.db.query(`SELECT "stripe_customer_id" FROM "${billing.schema}"."customers" WHERE "user_id" = $1`, [userId]);
  return { userId, customer: rows[0].stripe_customer_id };
}

const now = () => Math.floor(Date.now() / 1000);

describe('checkout and portal through the stripe client', () => {
  it('creates one Stripe customer per member and reuses it; the session carries the member and the URLs', async () => {
    const userId = newMemberId();
    const first = await checkout(userId);
    expect(first.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    // The first session is still open: the second checkout gets it back.
    expect(await checkout(userId)).toEqual(first);

    const customers = fake.requests.filter((r) => r.path === '/v1/customers' && (r.body.metadata as any)?.userId === userId);
    expect(customers).toHaveLength(1);
    expect(customers[0]!.body.email).toBe(`${userId}@example.com`);

    const sessions = sessionsOf(userId);
    expect(sessions).toHaveLength(1);
    const { rows } = await billing.db.query(`SELECT "stripe_customer_id" FROM "${billing.schema}"."customers" WHERE "user_id" = $1`, [userId]);
    for (const session of sessions) {
      expect(session.body).toMatchObject({
        mode: 'subscription',
        customer: rows[0].stripe_customer_id,
        success_url: 'https://vi.example.com/success',
        cancel_url: 'https://vi.example.com/dashboard',
        client_reference_id: userId,
        metadata: { userId },
        subscription_data: { metadata: { userId } },
        line_items: [{ price: fake.priceId, quantity: '1' }],
      });
    }
  });

  it('refuses another price, and a member who is premium already', async () => {
    expect((await refused(checkout(newMemberId(), 'price_somethingelse'))).code).toBe('VALIDATION_FAILED');
    const { userId, customer } = await memberWithCustomer();
    await deliver(stripeEvent('customer.subscription.created', stripeSubscription({ customer, priceId: fake.priceId })));
    expect((await refused(checkout(userId))).code).toBe('CONFLICT');
  });

  it('opens the customer portal for premium members only', async () => {
    const { userId, customer } = await memberWithCustomer();
    expect((await refused(billing.rpc.call(RPC.billing.createPortal, { userId }))).code).toBe('FORBIDDEN');
    await deliver(stripeEvent('customer.subscription.created', stripeSubscription({ customer, priceId: fake.priceId })));
    const portal = await billing.rpc.call(RPC.billing.createPortal, { userId });
    expect(portal.url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\/bps_/);
    const request = fake.requests.filter((r) => r.path === '/v1/billing_portal/sessions').at(-1)!;
    expect(request.body).toEqual({ customer, return_url: 'https://vi.example.com/dashboard' });
  });

  it('answers UPSTREAM_UNAVAILABLE when Stripe fails', async () => {
    fake.failNext(500, 3);
    expect((await refused(checkout(newMemberId()))).code).toBe('UPSTREAM_UNAVAILABLE');
    fake.resetFailures();
  });

  it('has no local checkout', async () => {
    const error = await refused(billing.rpc.call(RPC.billing.getLocalCheckout, { userId: newMemberId(), id: newMemberId() }));
    expect(error.code).toBe('NOT_FOUND');
  });
});

describe('webhooks', () => {
  it('a completed checkout makes the member premium at once (the subscription is read from Stripe), and emits the change', async () => {
    const { userId, customer } = await memberWithCustomer();
    const subscription = stripeSubscription({ customer, userId, priceId: fake.priceId });
    fake.subscriptions.set(subscription.id as string, subscription);
    const session = stripeCompletedCheckout({ id: 'cs_test_1', userId, customer, subscription: subscription.id });
    expect(await deliver(stripeEvent('checkout.session.completed', session))).toEqual({ received: true, duplicate: false });
    expect(await subscriptionOf(userId)).toMatchObject({ active: true, status: 'active', planName: 'Unlimited Access', cancelAtPeriodEnd: false });
    const events = await outboxOf(billing, userId);
    expect(events.map((e) => e.subject)).toEqual([EVENTS.billing.subscriptionChanged]);
    expect(events[0]!.data).toMatchObject({ userId, status: 'active', planId: fake.priceId, planName: 'Unlimited Access' });
  });

  it('keeps the subscription from subscription events and announces the first payment once', async () => {
    const { userId, customer } = await memberWithCustomer();
    const created = now();
    const subscription = stripeSubscription({ customer, priceId: fake.priceId, created, currentPeriodEnd: created + 3600 });
    await deliver(stripeEvent('customer.subscription.created', subscription, { created }));
    const invoice = (id: string) => ({
      id,
      object: 'invoice',
      customer,
      amount_paid: 399,
      currency: 'usd',
      status: 'paid',
      status_transitions: { paid_at: created },
    });
    await deliver(stripeEvent('invoice.paid', invoice('in_1'), { created }));
    await deliver(stripeEvent('invoice.paid', invoice('in_2'), { created: created + 1 }));
    await deliver(stripeEvent('invoice.payment_failed', { ...invoice('in_3'), status: 'open', amount_paid: 0 }, { created: created + 2 }));
    await deliver(stripeEvent('customer.subscription.updated', { ...subscription, status: 'past_due' }, { created: created + 2 }));

    expect(await subscriptionOf(userId)).toEqual({
      active: false,
      status: 'past_due',
      planName: null,
      cancelAtPeriodEnd: false,
      currentPeriodEnd: new Date((created + 3600) * 1000).toISOString(),
    });
    const events = await outboxOf(billing, userId);
    expect(events.map((e) => [e.subject, e.data.status])).toEqual([
      [EVENTS.billing.subscriptionChanged, 'active'],
      [EVENTS.billing.purchaseCompleted, undefined],
      [EVENTS.billing.subscriptionChanged, 'past_due'],
    ]);
    expect(events[1]!.data).toMatchObject({ userId, amountCents: 399, currency: 'usd', invoiceId: 'in_1', planName: 'Unlimited Access' });
    // changedAt increases, so sessions-and-limits applies them in this order whatever order they reach it.
    expect(Date.parse(events[2]!.data.changedAt)).toBeGreaterThan(Date.parse(events[0]!.data.changedAt));
  });

  it('refuses a wrong signature and a stale timestamp, and changes nothing', async () => {
    const { userId, customer } = await memberWithCustomer();
    const event = stripeEvent('customer.subscription.created', stripeSubscription({ customer, priceId: fake.priceId }));
    const before = await stripeEventCount();
    expect((await refused(deliver(event, { secret: 'whsec_not_the_secret' }))).code).toBe('VALIDATION_FAILED');
    expect((await refused(deliver(event, { timestamp: now() - 301 }))).code).toBe('VALIDATION_FAILED');
    expect((await refused(deliver(event, { timestamp: now() + 301 }))).code).toBe('VALIDATION_FAILED');
    // The signed body altered afterwards.
    const payload = JSON.stringify(event);
    const signature = signStripePayload(payload, fake.webhookSecret);
    const tampered = payload.replace('"active"', '"trialing"');
    expect((await refused(billing.rpc.call(RPC.billing.handleWebhook, { payload: tampered, signature }))).code).toBe('VALIDATION_FAILED');
    expect(await stripeEventCount()).toBe(before);
    expect(await subscriptionRowOf(billing, userId)).toBeUndefined();
    expect(await outboxOf(billing, userId)).toEqual([]);
  });

  it('processes an event id once', async () => {
    const { userId, customer } = await memberWithCustomer();
    const event = stripeEvent('customer.subscription.created', stripeSubscription({ customer, priceId: fake.priceId }));
    expect(await deliver(event)).toEqual({ received: true, duplicate: false });
    expect(await deliver(event)).toEqual({ received: true, duplicate: true });
    // The same id with another body (a replay dressed up) changes nothing either.
    const replay = { ...event, data: { object: { ...(event.data as any).object, status: 'canceled' } } };
    expect(await deliver(replay)).toEqual({ received: true, duplicate: true });
    expect((await subscriptionOf(userId)).status).toBe('active');
    expect(await outboxOf(billing, userId)).toHaveLength(1);
  });

  it('never lets a late update resurrect a deleted subscription', async () => {
    const { userId, customer } = await memberWithCustomer();
    const t = now();
    const subscription = stripeSubscription({ customer, priceId: fake.priceId, created: t - 100 });
    await deliver(stripeEvent('customer.subscription.created', subscription, { created: t - 100 }));
    await deliver(stripeEvent('customer.subscription.deleted', { ...subscription, status: 'canceled' }, { created: t }));
    // Sent before the deletion, arriving after it.
    await deliver(stripeEvent('customer.subscription.updated', { ...subscription, status: 'active', cancel_at_period_end: true }, { created: t - 50 }));
    await deliver(stripeEvent('customer.subscription.updated', { ...subscription, status: 'active' }, { created: t + 50 }));
    expect(await subscriptionOf(userId)).toMatchObject({ active: false, status: 'canceled' });
    expect((await outboxOf(billing, userId)).map((e) => e.data.status)).toEqual(['active', 'canceled']);
  });

  it('keeps the newest of out-of-order updates, and a deletion arriving first still wins', async () => {
    const { userId, customer } = await memberWithCustomer();
    const t = now();
    const subscription = stripeSubscription({ customer, priceId: fake.priceId, created: t - 100 });
    await deliver(stripeEvent('customer.subscription.updated', { ...subscription, cancel_at_period_end: false }, { created: t }));
    await deliver(stripeEvent('customer.subscription.updated', { ...subscription, cancel_at_period_end: true }, { created: t - 10 }));
    await deliver(stripeEvent('customer.subscription.created', { ...subscription, status: 'incomplete' }, { created: t - 100 }));
    expect(await subscriptionOf(userId)).toMatchObject({ active: true, status: 'active', cancelAtPeriodEnd: false });

    const other = await memberWithCustomer();
    const sub2 = stripeSubscription({ customer: other.customer, priceId: fake.priceId, created: t - 100 });
    await deliver(stripeEvent('customer.subscription.deleted', { ...sub2, status: 'canceled' }, { created: t }));
    await deliver(stripeEvent('customer.subscription.created', sub2, { created: t - 100 }));
    await deliver(stripeEvent('customer.subscription.updated', { ...sub2, cancel_at_period_end: true }, { created: t - 5 }));
    expect(await subscriptionOf(other.userId)).toMatchObject({ active: false, status: 'canceled' });
  });

  it('lets a newer subscription of the member replace a canceled one', async () => {
    const { userId, customer } = await memberWithCustomer();
    const t = now();
    const old = stripeSubscription({ customer, priceId: fake.priceId, created: t - 1000 });
    await deliver(stripeEvent('customer.subscription.deleted', { ...old, status: 'canceled' }, { created: t - 500 }));
    const renewed = stripeSubscription({ customer, priceId: fake.priceId, created: t - 10 });
    await deliver(stripeEvent('customer.subscription.created', renewed, { created: t - 10 }));
    // The old one's late update does not take the row back.
    await deliver(stripeEvent('customer.subscription.updated', { ...old, status: 'active' }, { created: t }));
    expect(await subscriptionOf(userId)).toMatchObject({ active: true, status: 'active' });
    expect((await subscriptionRowOf(billing, userId))!.stripe_subscription_id).toBe(renewed.id);
  });

  it('records and ignores events it does not handle or cannot place', async () => {
    expect(await deliver(stripeEvent('customer.created', { id: 'cus_x', object: 'customer' }))).toEqual({ received: true, duplicate: false });
    const stranger = stripeSubscription({ customer: 'cus_unknown', priceId: fake.priceId });
    expect(await deliver(stripeEvent('customer.subscription.created', stranger))).toEqual({ received: true, duplicate: false });
  });
});

/** Holds a member's purchase the way another replica would (its own PurchaseLock), until released. */
async function heldByAnotherReplica(userId: string): Promise<{ release: () => Promise<void> }> {
  const replica = new PurchaseLock(billing.app.get(DataSource));
  let release!: () => void;
  const held = replica.run(userId, () => new Promise<void>((resolve) => (release = resolve)));
  await until(async () => (release ? true : undefined), 5000);
  return {
    release: async () => {
      release();
      await held;
    },
  };
}

async function openSessionRow(userId: string): Promise<Record<string, any> | undefined> {
  const { rows } = await billing.db.query(`SELECT * FROM "${billing.schema}"."stripe_checkout_sessions" WHERE "user_id" = $1`, [userId]);
  return rows[0];
}

const cancelsOf = (subscriptionId: string) => fake.requests.filter((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subscriptionId}`);

describe('one purchase per member (ADR 0036)', () => {
  it('opens one Stripe session for five checkouts of one member at the same moment, and hands it back while it is open', async () => {
    const userId = newMemberId();
    const answers = await Promise.all(Array.from({ length: 5 }, () => checkout(userId)));
    expect(new Set(answers.map((a) => a.url)).size).toBe(1);
    expect(sessionsOf(userId)).toHaveLength(1);
    expect(fake.requests.filter((r) => r.path === '/v1/customers' && (r.body.metadata as any)?.userId === userId)).toHaveLength(1);
    const row = (await openSessionRow(userId))!;
    expect(row.url).toBe(answers[0]!.url);
    expect(row.session_id).toMatch(/^cs_test_/);
    // Stripe's session lasts 24 hours.
    expect(Math.abs(new Date(row.expires_at).getTime() - (Date.now() + 24 * 3600 * 1000))).toBeLessThan(60_000);
    expect(await checkout(userId)).toEqual(answers[0]);
    expect(sessionsOf(userId)).toHaveLength(1);
  });

  it('opens a new session when the open one is about to expire, or was completed', async () => {
    const userId = newMemberId();
    const first = await checkout(userId);
    await billing.db.query(`UPDATE "${billing.schema}"."stripe_checkout_sessions" SET "expires_at" = now() + interval '5 minutes' WHERE "user_id" = $1`, [
      userId,
    ]);
    const second = await checkout(userId);
    expect(second.url).not.toBe(first.url);
    expect(sessionsOf(userId)).toHaveLength(2);

    const { session_id: sessionId, url } = (await openSessionRow(userId))!;
    expect(url).toBe(second.url);
    const customer = sessionsOf(userId)[1]!.body.customer as string;
    await deliver(stripeEvent('checkout.session.completed', { id: sessionId, object: 'checkout.session', client_reference_id: userId, customer }));
    expect(await openSessionRow(userId)).toBeUndefined();
    expect((await checkout(userId)).url).not.toBe(second.url);
    expect(sessionsOf(userId)).toHaveLength(3);
  });

  it('refuses a checkout at once while another replica holds the member’s purchase, and opens it afterwards', async () => {
    const userId = newMemberId();
    const other = await heldByAnotherReplica(userId);
    const error = await refused(checkout(userId));
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe('A purchase is already in progress');
    expect(sessionsOf(userId)).toHaveLength(0);
    await other.release();
    expect((await checkout(userId)).url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
  });

  it('two paid checkouts of one member completed at once: one active subscription; the second is canceled at Stripe with its key, and recorded', async () => {
    const { userId, customer } = await memberWithCustomer();
    const t = now();
    const subscriptions = [0, 1].map(() => stripeSubscription({ customer, userId, priceId: fake.priceId, created: t }));
    for (const subscription of subscriptions) fake.subscriptions.set(subscription.id as string, subscription);
    const events = subscriptions.flatMap((subscription, i) => [
      stripeEvent('checkout.session.completed', stripeCompletedCheckout({ id: `cs_test_${i}_${userId}`, userId, customer, subscription: subscription.id }), {
        created: t,
      }),
      stripeEvent('customer.subscription.created', subscription, { created: t }),
    ]);
    // Every event at the same moment, each twice (Stripe retries).
    const answers = await Promise.all([...events, ...events].map((event) => deliver(event)));
    expect(answers.filter((a) => !a.duplicate)).toHaveLength(events.length);

    const row = (await subscriptionRowOf(billing, userId))!;
    expect(row.status).toBe('active');
    const kept = row.stripe_subscription_id as string;
    const duplicate = subscriptions.map((s) => s.id as string).find((id) => id !== kept)!;
    expect(fake.subscriptions.get(kept)).toMatchObject({ status: 'active' });
    expect(fake.subscriptions.get(duplicate)).toMatchObject({ status: 'canceled' });
    expect(cancelsOf(kept)).toEqual([]);
    expect(cancelsOf(duplicate)).toHaveLength(1);
    expect(cancelsOf(duplicate)[0]).toMatchObject({ idempotencyKey: `cancel-duplicate-${duplicate}`, body: { prorate: 'true', invoice_now: 'true' } });
    const { rows } = await billing.db.query(`SELECT * FROM "${billing.schema}"."duplicate_subscriptions" WHERE "user_id" = $1`, [userId]);
    expect(rows).toEqual([expect.objectContaining({ stripe_subscription_id: duplicate, kept_subscription_id: kept, outcome: 'canceled' })]);
    expect((await outboxOf(billing, userId)).map((e) => [e.subject, e.data.status])).toEqual([[EVENTS.billing.subscriptionChanged, 'active']]);

    // What Stripe sends about the duplicate afterwards, in any order, changes nothing.
    await deliver(stripeEvent('customer.subscription.updated', { ...fake.subscriptions.get(duplicate)!, status: 'active' }, { created: t + 5 }));
    await deliver(stripeEvent('customer.subscription.deleted', fake.subscriptions.get(duplicate)!, { created: t + 6 }));
    expect((await subscriptionRowOf(billing, userId))!).toMatchObject({ stripe_subscription_id: kept, status: 'active' });
    expect(cancelsOf(duplicate)).toHaveLength(1);
    expect(await outboxOf(billing, userId)).toHaveLength(1);
    expect((await refused(checkout(userId))).code).toBe('CONFLICT');
  });

  it('refuses a completion at once while another replica holds the member (Stripe delivers it again), then processes it', async () => {
    const { userId, customer } = await memberWithCustomer();
    const subscription = stripeSubscription({ customer, userId, priceId: fake.priceId });
    fake.subscriptions.set(subscription.id as string, subscription);
    const completed = stripeEvent('checkout.session.completed', {
      id: `cs_test_held_${userId}`,
      object: 'checkout.session',
      client_reference_id: userId,
      customer,
      subscription: subscription.id,
    });
    const other = await heldByAnotherReplica(userId);
    expect((await refused(deliver(completed))).code).toBe('CONFLICT');
    expect(await subscriptionRowOf(billing, userId)).toBeUndefined();
    await other.release();
    expect(await deliver(completed)).toEqual({ received: true, duplicate: false });
    expect((await subscriptionOf(userId)).active).toBe(true);
  });
});

describe('idempotency keys', () => {
  it('sends one with every request that changes something at Stripe', async () => {
    const { userId, customer } = await memberWithCustomer();
    await deliver(stripeEvent('customer.subscription.created', stripeSubscription({ customer, userId, priceId: fake.priceId })));
    await billing.rpc.call(RPC.billing.createPortal, { userId });
    const mine = (path: string) => fake.requests.filter((r) => r.method === 'POST' && r.path === path && r.body.customer === customer);
    expect(fake.requests.find((r) => r.path === '/v1/customers' && (r.body.metadata as any)?.userId === userId)!.idempotencyKey).toBe(`customer-${userId}`);
    expect(sessionsOf(userId).map((r) => r.idempotencyKey)).toEqual([expect.stringMatching(new RegExp(`^checkout-${userId}-\\d+$`))]);
    expect(mine('/v1/billing_portal/sessions').map((r) => r.idempotencyKey)).toEqual([expect.stringMatching(new RegExp(`^portal-${userId}-\\d+$`))]);

    // Everything this file made billing send: each POST and DELETE carries a key of ours (not the client's random one).
    const changes = fake.requests.filter((r) => r.method !== 'GET');
    expect(new Set(changes.map((r) => `${r.method} ${r.path.replace(/sub_\w+/, ':id')}`))).toEqual(
      new Set(['POST /v1/customers', 'POST /v1/checkout/sessions', 'POST /v1/billing_portal/sessions', 'DELETE /v1/subscriptions/:id']),
    );
    for (const request of changes) expect(request.idempotencyKey).toMatch(/^(customer|checkout|portal|cancel-duplicate)-/);
  });
});
