import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EVENTS, RPC, type RpcRequest, type UnaryRpc } from '@vi/contracts';
import { AppError } from '@vi/service-kit';
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

  it("answers 404 for another member's checkout and for unknown ones", async () => {
    const id = await startCheckout(newMemberId());
    const error = await call(RPC.billing.getLocalCheckout, { userId: newMemberId(), id }).catch((e: unknown) => e);
    expect((error as AppError).code).toBe('NOT_FOUND');
  });
});
