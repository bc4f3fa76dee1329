import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EVENTS, RPC } from '@vi/contracts';
import { AppError } from '@vi/service-kit';
import { type FakeStripe, fakeStripeEnv, signStripePayload, startFakeStripe, stripeEvent, stripeSubscription } from '@vi/testing';
import Stripe from 'stripe';
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
    const second = await checkout(userId);
    expect(first.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    expect(second.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);

    const customers = fake.requests.filter((r) => r.path === '/v1/customers' && (r.body.metadata as any)?.userId === userId);
    expect(customers).toHaveLength(1);
    expect(customers[0]!.body.email).toBe(`${userId}@example.com`);

    const sessions = fake.requests.filter((r) => r.path === '/v1/checkout/sessions' && r.body.client_reference_id === userId);
    expect(sessions).toHaveLength(2);
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
    const session = {
      id: 'cs_test_1',
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: userId,
      metadata: { userId },
      customer,
      subscription: subscription.id,
    };
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
