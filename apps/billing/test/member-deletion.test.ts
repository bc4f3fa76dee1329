import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RPC } from '@vi/contracts';
import {
  type FakeStripe,
  fakeStripeEnv,
  findMemberTraces,
  publishUserDeleted,
  signStripePayload,
  startFakeStripe,
  stripeEvent,
  stripeSubscription,
  until,
  untilConsumerCaughtUp,
} from '@vi/testing';
import { MEMBER_DELETION_CONSUMER } from '../src/member-deletion/member-deletion.js';
import { type BillingUnderTest, newMemberId, outboxOf, startBillingUnderTest, subscriptionRowOf } from './billing-stack.js';

// A deleted member's subscription ends at once (at Stripe, or the local checkout's own), and billing
// keeps nothing about them and announces nothing more; another member's subscription is untouched.

const emailOf = (userId: string) => `${userId.slice(0, 8)}.member@example.com`;

async function handled(billing: BillingUnderTest, eventId: string): Promise<void> {
  await until(
    async () => {
      const { rows } = await billing.db.query(`SELECT 1 FROM "${billing.schema}"."processed_events" WHERE "consumer" = $1 AND "event_id" = $2`, [
        MEMBER_DELETION_CONSUMER,
        eventId,
      ]);
      return rows.length > 0 ? true : undefined;
    },
    15_000,
    `deletion ${eventId} was not handled`,
  );
}

async function eventsPublished(billing: BillingUnderTest): Promise<void> {
  await until(async () => {
    const { rows } = await billing.db.query(`SELECT count(*)::int AS n FROM "${billing.schema}"."outbox" WHERE "published_at" IS NULL`);
    return rows[0].n === 0 ? true : undefined;
  });
}

const subscriptionOf = (billing: BillingUnderTest, userId: string) => billing.rpc.call(RPC.billing.subscription, { userId });

describe('with the local checkout', () => {
  let billing: BillingUnderTest;

  beforeAll(async () => {
    billing = await startBillingUnderTest('bill_forget_local');
  });

  afterAll(async () => {
    await billing?.stop();
  });

  /** A member who bought the plan through the local checkout, and has a second checkout left open. */
  async function subscriber(): Promise<string> {
    const userId = newMemberId();
    const checkout = async () =>
      (await billing.rpc.call(RPC.billing.createCheckout, { userId, email: emailOf(userId), priceId: 'price_local_vi_monthly', mode: 'subscription' })).url
        .split('/')
        .at(-1)!;
    await billing.rpc.call(RPC.billing.completeLocalCheckout, { userId, id: await checkout() });
    expect((await subscriptionOf(billing, userId)).active).toBe(true);
    await billing.db.query(`INSERT INTO "${billing.schema}"."local_checkout_sessions" ("id", "user_id") VALUES (gen_random_uuid(), $1)`, [userId]);
    return userId;
  }

  it('ends the subscription, leaves nothing of the member and announces nothing; another member keeps theirs; a redelivery changes nothing', async () => {
    const member = await subscriber();
    const other = await subscriber();
    await eventsPublished(billing);
    const traces = (userId: string) => findMemberTraces({ namespace: billing.ns, userId, email: emailOf(userId) });
    expect((await traces(member)).map((t) => `${t.table}.${t.column}`)).toEqual(
      expect.arrayContaining(['customers.user_id', 'subscriptions.user_id', 'local_checkout_sessions.user_id', 'outbox.payload']),
    );
    const otherBefore = await traces(other);
    const otherRow = await subscriptionRowOf(billing, other);

    const deletion = await publishUserDeleted(billing.ns, member);
    await handled(billing, deletion.id);

    expect(await traces(member)).toEqual([]);
    expect(await subscriptionOf(billing, member)).toMatchObject({ active: false, status: null });
    expect(await outboxOf(billing, member)).toEqual([]);
    expect(await traces(other)).toEqual(otherBefore);
    expect(await subscriptionRowOf(billing, other)).toEqual(otherRow);

    await publishUserDeleted(billing.ns, member, { id: deletion.id, msgId: `${deletion.id}-again` });
    await untilConsumerCaughtUp(billing.ns, MEMBER_DELETION_CONSUMER);
    const { rows } = await billing.db.query(`SELECT count(*)::int AS n FROM "${billing.schema}"."processed_events" WHERE "event_id" = $1`, [deletion.id]);
    expect(rows[0].n).toBe(1);
    expect(await traces(member)).toEqual([]);
    expect(await traces(other)).toEqual(otherBefore);
  });
});

describe('with Stripe', () => {
  let fake: FakeStripe;
  let billing: BillingUnderTest;

  beforeAll(async () => {
    fake = await startFakeStripe();
    billing = await startBillingUnderTest('bill_forget_stripe', fakeStripeEnv(fake));
  });

  afterAll(async () => {
    await billing?.stop();
    await fake?.close();
  });

  async function deliver(event: Record<string, unknown>) {
    const payload = JSON.stringify(event);
    return billing.rpc.call(RPC.billing.handleWebhook, { payload, signature: signStripePayload(payload, fake.webhookSecret) });
  }

  /** A member who checked out (a Stripe customer with their address), subscribed and paid. */
  async function subscriber(options: { knownToStripe?: boolean } = {}): Promise<{ userId: string; customer: string; subscriptionId: string }> {
    const userId = newMemberId();
    await billing.rpc.call(RPC.billing.createCheckout, { userId, email: emailOf(userId), priceId: fake.priceId, mode: 'subscription' });
    const { rows } = await billing.db.query(`SELECT "stripe_customer_id" FROM "${billing.schema}"."customers" WHERE "user_id" = $1`, [userId]);
    const customer = rows[0].stripe_customer_id as string;
    const subscription = stripeSubscription({ customer, userId, priceId: fake.priceId });
    if (options.knownToStripe !== false) fake.subscriptions.set(subscription.id as string, subscription);
    await deliver(stripeEvent('customer.subscription.created', subscription));
    const paidAt = Math.floor(Date.now() / 1000);
    await deliver(
      stripeEvent('invoice.paid', {
        id: `in_${userId.slice(0, 8)}`,
        object: 'invoice',
        customer,
        amount_paid: 399,
        currency: 'usd',
        status: 'paid',
        status_transitions: { paid_at: paidAt },
        parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: { userId } } },
      }),
    );
    expect((await subscriptionOf(billing, userId)).active).toBe(true);
    return { userId, customer, subscriptionId: subscription.id as string };
  }

  const cancelsOf = (subscriptionId: string) => fake.requests.filter((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subscriptionId}`);
  const traces = (userId: string) => findMemberTraces({ namespace: billing.ns, userId, email: emailOf(userId) });

  it('cancels the subscription at Stripe at once, keeps nothing, and a late Stripe webhook about them records nothing; another member is untouched', async () => {
    const member = await subscriber();
    const other = await subscriber();
    await eventsPublished(billing);
    expect((await traces(member.userId)).map((t) => `${t.table}.${t.column}`)).toEqual(
      expect.arrayContaining(['customers.user_id', 'subscriptions.user_id', 'outbox.payload']),
    );
    const otherBefore = await traces(other.userId);

    const deletion = await publishUserDeleted(billing.ns, member.userId);
    await handled(billing, deletion.id);

    expect(cancelsOf(member.subscriptionId)).toHaveLength(1);
    expect(cancelsOf(member.subscriptionId)[0]!.idempotencyKey).toBe(`cancel-deleted-${member.subscriptionId}`);
    expect(fake.subscriptions.get(member.subscriptionId)).toMatchObject({ status: 'canceled' });
    expect(await traces(member.userId)).toEqual([]);
    expect(cancelsOf(other.subscriptionId)).toEqual([]);
    expect(fake.subscriptions.get(other.subscriptionId)).toMatchObject({ status: 'active' });
    expect(await traces(other.userId)).toEqual(otherBefore);

    // What Stripe sends after the cancel names the member in the subscription's metadata: ignored.
    const canceled = fake.subscriptions.get(member.subscriptionId)!;
    expect(await deliver(stripeEvent('customer.subscription.deleted', canceled))).toEqual({ received: true, duplicate: false });
    expect(await deliver(stripeEvent('customer.subscription.updated', { ...canceled, status: 'active' }))).toEqual({ received: true, duplicate: false });
    expect(
      await deliver(
        stripeEvent('checkout.session.completed', { id: 'cs_late', object: 'checkout.session', client_reference_id: member.userId, customer: member.customer }),
      ),
    ).toEqual({ received: true, duplicate: false });
    expect(await traces(member.userId)).toEqual([]);

    // The deletion delivered again cancels nothing twice.
    await publishUserDeleted(billing.ns, member.userId, { id: deletion.id, msgId: `${deletion.id}-again` });
    await untilConsumerCaughtUp(billing.ns, MEMBER_DELETION_CONSUMER);
    expect(cancelsOf(member.subscriptionId)).toHaveLength(1);
    expect(await traces(member.userId)).toEqual([]);
    expect(await traces(other.userId)).toEqual(otherBefore);
  });

  it('waits for Stripe when it fails, keeping everything until the cancel goes through, then forgets the member', async () => {
    const member = await subscriber();
    await eventsPublished(billing);
    // The stripe client tries three times per attempt: the first attempt of the deletion fails as a whole.
    fake.failNext(500, 3);
    const deletion = await publishUserDeleted(billing.ns, member.userId);
    await until(() => (cancelsOf(member.subscriptionId).length >= 3 ? true : undefined));
    expect(await subscriptionRowOf(billing, member.userId)).toBeDefined();
    await handled(billing, deletion.id);
    expect(cancelsOf(member.subscriptionId)).toHaveLength(4);
    // Every attempt, the deletion's retry included, is the same cancel at Stripe.
    expect(new Set(cancelsOf(member.subscriptionId).map((r) => r.idempotencyKey))).toEqual(new Set([`cancel-deleted-${member.subscriptionId}`]));
    expect(fake.subscriptions.get(member.subscriptionId)).toMatchObject({ status: 'canceled' });
    expect(await traces(member.userId)).toEqual([]);
  });

  it('forgets a member whose subscription Stripe no longer has (already canceled there)', async () => {
    const member = await subscriber({ knownToStripe: false });
    await eventsPublished(billing);
    const deletion = await publishUserDeleted(billing.ns, member.userId);
    await handled(billing, deletion.id);
    expect(cancelsOf(member.subscriptionId)).toHaveLength(1);
    expect(await traces(member.userId)).toEqual([]);
  });
});
