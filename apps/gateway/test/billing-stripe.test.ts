import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FREE_CHAT_CONVERSATIONS_PER_MONTH } from '@vi/contracts';
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
import { type InProcessStack, signUpMember, startInProcessStack } from './in-process-stack.js';

/** The stack with billing selling through Stripe (a Stripe-shaped server here), Stripe posting to the gateway. */
let fake: FakeStripe;
let stack: InProcessStack;

beforeAll(async () => {
  fake = await startFakeStripe();
  stack = await startInProcessStack('billstripe', fakeStripeEnv(fake));
});

afterAll(async () => {
  await stack?.stop();
  await fake?.close();
});

const postWebhook = (body: string, signature: string) =>
  fetch(`${stack.baseUrl}/api/v1/billing/stripe-webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    body,
  }).then(async (r) => ({ status: r.status, body: await r.json() }));

describe('billing through Stripe', () => {
  it('sends the member to Stripe Checkout, and a signed webhook through the gateway lifts the limit', async () => {
    const member = await signUpMember(stack.baseUrl, 'stripe');
    const plan = await member.get('/api/v1/billing/plan');
    expect(plan.body).toMatchObject({ priceId: fake.priceId, checkout: 'stripe', amountCents: 399 });
    const started = await member.post('/api/v1/billing/checkout', { priceId: fake.priceId, mode: 'subscription' });
    expect(started.status).toBe(200);
    expect(started.body.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    expect((await member.get('/api/v1/billing/local-checkout/00000000-0000-4000-8000-000000000000')).status).toBe(404);

    const customer = fake.requests.find((r) => r.path === '/v1/customers' && (r.body.metadata as { userId?: string })?.userId === member.id);
    expect(customer).toBeDefined();
    const session = fake.requests.findLast((r) => r.path === '/v1/checkout/sessions')!;
    const customerId = session.body.customer as string;

    for (let i = 0; i < FREE_CHAT_CONVERSATIONS_PER_MONTH; i++) await member.post('/api/v1/chat-sessions');
    expect((await member.post('/api/v1/chat-sessions')).status).toBe(402);

    // Stripe formats its JSON with spaces and new lines: the signature covers those exact bytes.
    const body = JSON.stringify(
      stripeEvent('customer.subscription.created', stripeSubscription({ customer: customerId, userId: member.id, priceId: fake.priceId })),
      null,
      2,
    );
    const wrong = await postWebhook(body, signStripePayload(body, 'whsec_wrong'));
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await member.get('/api/v1/billing/subscription')).body.active).toBe(false);

    const accepted = await postWebhook(body, signStripePayload(body, fake.webhookSecret));
    expect(accepted).toEqual({ status: 200, body: { received: true } });
    expect(await postWebhook(body, signStripePayload(body, fake.webhookSecret))).toEqual({ status: 200, body: { received: true } });
    const sixth = await until(async () => {
      const response = await member.post('/api/v1/chat-sessions');
      return response.status === 201 ? response : undefined;
    }, 5_000);
    expect(sixth.status).toBe(201);
    expect((await member.get('/api/v1/billing/subscription')).body).toMatchObject({ active: true, status: 'active', planName: 'Unlimited Access' });

    const portal = await member.post('/api/v1/billing/portal');
    expect(portal.body.url).toMatch(/^https:\/\/billing\.stripe\.com\//);
    expect(fake.requests.findLast((r) => r.path === '/v1/billing_portal/sessions')!.body.customer).toBe(customerId);
  });

  it('one purchase per member: two checkouts at once open one Stripe session, and two paid checkouts completed at once by signed webhooks leave one subscription', async () => {
    const member = await signUpMember(stack.baseUrl, 'twice');
    const started = await Promise.all([1, 2].map(() => member.post('/api/v1/billing/checkout', { priceId: fake.priceId, mode: 'subscription' })));
    expect(started.map((r) => r.status)).toEqual([200, 200]);
    expect(started[1]!.body.url).toBe(started[0]!.body.url);
    const sessions = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions' && r.body.client_reference_id === member.id);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.idempotencyKey).toMatch(new RegExp(`^checkout-${member.id}-\\d+$`));
    const customer = sessions[0]!.body.customer as string;
    expect(fake.requests.find((r) => r.path === '/v1/customers' && (r.body.metadata as any)?.userId === member.id)!.idempotencyKey).toBe(
      `customer-${member.id}`,
    );

    // Two checkouts paid at the same moment (say one opened before this fix): Stripe made two subscriptions.
    const subscriptions = [0, 1].map(() => stripeSubscription({ customer, userId: member.id, priceId: fake.priceId }));
    for (const subscription of subscriptions) fake.subscriptions.set(subscription.id as string, subscription);
    const bodies = subscriptions.flatMap((subscription, i) => [
      JSON.stringify(
        stripeEvent(
          'checkout.session.completed',
          stripeCompletedCheckout({
            id: i === 0 ? (started[0]!.body.url.split('/').at(-1) as string) : `cs_test_other_${member.id}`,
            userId: member.id,
            customer,
            subscription: subscription.id,
          }),
        ),
        null,
        2,
      ),
      JSON.stringify(stripeEvent('customer.subscription.created', subscription), null, 2),
    ]);
    const answers = await Promise.all(bodies.map((body) => postWebhook(body, signStripePayload(body, fake.webhookSecret))));
    expect(answers).toEqual(bodies.map(() => ({ status: 200, body: { received: true } })));

    const ids = subscriptions.map((s) => s.id as string);
    const active = ids.filter((id) => fake.subscriptions.get(id)!.status === 'active');
    const canceled = ids.filter((id) => fake.subscriptions.get(id)!.status === 'canceled');
    expect(active).toHaveLength(1);
    expect(canceled).toHaveLength(1);
    const cancels = fake.requests.filter((r) => r.method === 'DELETE' && ids.some((id) => r.path === `/v1/subscriptions/${id}`));
    expect(cancels.map((r) => [r.path, r.idempotencyKey])).toEqual([[`/v1/subscriptions/${canceled[0]}`, `cancel-duplicate-${canceled[0]}`]]);
    const schema = `${stack.namespace}_billing`;
    const { rows } = await stack.db.query(`SELECT "stripe_subscription_id", "status" FROM "${schema}"."subscriptions" WHERE "user_id" = $1`, [member.id]);
    expect(rows).toEqual([{ stripe_subscription_id: active[0], status: 'active' }]);
    const recorded = await stack.db.query(
      `SELECT "stripe_subscription_id", "kept_subscription_id" FROM "${schema}"."duplicate_subscriptions" WHERE "user_id" = $1`,
      [member.id],
    );
    expect(recorded.rows).toEqual([{ stripe_subscription_id: canceled[0], kept_subscription_id: active[0] }]);
    expect((await member.get('/api/v1/billing/subscription')).body).toMatchObject({ active: true, status: 'active' });
    expect((await member.post('/api/v1/billing/checkout', { priceId: fake.priceId, mode: 'subscription' })).status).toBe(409);
  });
});
