import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EVENTS, RPC, type RpcRequest, type UnaryRpc } from '@vi/contracts';
import { AppError } from '@vi/service-kit';
import { DataSource } from 'typeorm';
import { PurchaseLock } from '../src/checkout/purchase-lock.js';
import { signStripePayload, stripeEvent, until } from '@vi/testing';
import { type BillingUnderTest, newMemberId, outboxOf, startBillingUnderTest } from './billing-stack.js';

let billing: BillingUnderTest;

beforeAll(async () => {
  billing = await startBillingUnderTest('bill_local', { LOCAL_PERIOD_SECONDS: '2', LOCAL_RENEWAL_SWEEP_MS: '100' });
});

afterAll(async () => {
  await billing?.stop();
});

const call = <D extends UnaryRpc>(definition: D, data: RpcRequest<D>) => billing.rpc.call(definition, data);

async function startCheckout(userId: string): Promise<string> {
  const { url } = await call(RPC.billing.createCheckout, { userId, email: 'a@example.com', priceId: 'price_local_vi_monthly', mode: 'subscription' });
  expect(url).toMatch(/^\/checkout\/local\/[0-9a-f-]{36}$/);
  return url.split('/').at(-1)!;
}

describe('the local checkout', () => {
  it('completes a purchase through the webhook code: Stripe-shaped events, recorded once, announced through the outbox', async () => {
    const userId = newMemberId();
    const id = await startCheckout(userId);
    expect(await call(RPC.billing.getLocalCheckout, { userId, id })).toMatchObject({ id, status: 'open', plan: { checkout: 'local' } });
    expect(await call(RPC.billing.completeLocalCheckout, { userId, id })).toEqual({ redirectUrl: '/success' });
    // A second click changes nothing.
    expect(await call(RPC.billing.completeLocalCheckout, { userId, id })).toEqual({ redirectUrl: '/success' });

    expect(await call(RPC.billing.subscription, { userId })).toMatchObject({
      active: true,
      status: 'active',
      planName: 'Unlimited Access',
    });
    const { rows } = await billing.db.query(`SELECT "type" FROM "${billing.schema}"."stripe_events" WHERE "id" LIKE 'evt_local_%' ORDER BY "received_at"`);
    expect(rows.map((r: { type: string }) => r.type)).toEqual(
      expect.arrayContaining(['checkout.session.completed', 'customer.subscription.created', 'invoice.paid']),
    );
    const events = await outboxOf(billing, userId);
    expect(events.map((e) => e.subject)).toEqual([EVENTS.billing.subscriptionChanged, EVENTS.billing.purchaseCompleted]);
  });

  it('ends a subscription canceled at period end when the period is over, and refuses local events signed with another secret', async () => {
    const userId = newMemberId();
    await call(RPC.billing.completeLocalCheckout, { userId, id: await startCheckout(userId) });
    expect(await call(RPC.billing.localPortalCancel, { userId })).toMatchObject({ active: true, cancelAtPeriodEnd: true });
    const ended = await until(async () => {
      const s = await call(RPC.billing.subscription, { userId });
      return s.active ? undefined : s;
    }, 10_000);
    expect(ended).toMatchObject({ status: 'canceled', active: false });
    expect((await outboxOf(billing, userId)).filter((e) => e.subject === EVENTS.billing.subscriptionChanged).map((e) => e.data.status)).toEqual([
      'active',
      'active',
      'canceled',
    ]);

    const forged = JSON.stringify(stripeEvent('customer.subscription.updated', { id: 'sub_local_x', object: 'subscription', status: 'active' }));
    const error = await call(RPC.billing.handleWebhook, { payload: forged, signature: signStripePayload(forged, 'whsec_guess') }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('VALIDATION_FAILED');
  });

  it('buys once when a member completes 20 checkouts at the same moment: one subscription, 19 × 409', async () => {
    const userId = newMemberId();
    const ids = await Promise.all(Array.from({ length: 20 }, () => startCheckout(userId)));
    const outcomes = await Promise.all(
      ids.map((id) =>
        call(RPC.billing.completeLocalCheckout, { userId, id }).then(
          (answer) => ({ ok: answer.redirectUrl }),
          (error: unknown) => ({ refused: (error as AppError).code }),
        ),
      ),
    );
    expect(outcomes.filter((o) => 'ok' in o)).toEqual([{ ok: '/success' }]);
    expect(outcomes.filter((o) => 'refused' in o)).toEqual(Array.from({ length: 19 }, () => ({ refused: 'CONFLICT' })));
    const purchases = (await outboxOf(billing, userId)).filter((e) => e.subject === EVENTS.billing.purchaseCompleted);
    expect(purchases).toHaveLength(1);
  });

  it('lets a double click of one checkout through as one purchase, both answered with the success page', async () => {
    const userId = newMemberId();
    const id = await startCheckout(userId);
    const answers = await Promise.all([1, 2, 3].map(() => call(RPC.billing.completeLocalCheckout, { userId, id })));
    expect(answers).toEqual([1, 2, 3].map(() => ({ redirectUrl: '/success' })));
    expect((await outboxOf(billing, userId)).filter((e) => e.subject === EVENTS.billing.purchaseCompleted)).toHaveLength(1);
  });

  it('refuses a purchase at once while another replica holds the member (the advisory lock), and frees it afterwards', async () => {
    const userId = newMemberId();
    const dataSource = billing.app.get(DataSource);
    const replica = new PurchaseLock(dataSource);
    let release!: () => void;
    const held = replica.run(userId, () => new Promise<void>((resolve) => (release = resolve)));
    await until(async () => (release ? true : undefined), 5000);
    const refused = await call(RPC.billing.completeLocalCheckout, { userId, id: await startCheckout(userId) }).catch((e: unknown) => e);
    expect((refused as AppError).code).toBe('CONFLICT');
    expect((refused as AppError).message).toBe('A purchase is already in progress');
    release();
    await held;
    expect(await call(RPC.billing.completeLocalCheckout, { userId, id: await startCheckout(userId) })).toEqual({ redirectUrl: '/success' });
  });

  it("answers 404 for another member's checkout and for unknown ones", async () => {
    const id = await startCheckout(newMemberId());
    const error = await call(RPC.billing.getLocalCheckout, { userId: newMemberId(), id }).catch((e: unknown) => e);
    expect((error as AppError).code).toBe('NOT_FOUND');
  });
});
