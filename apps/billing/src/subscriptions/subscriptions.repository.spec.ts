import { describe, expect, it } from '@jest/globals';
import type { SubscriptionSnapshot } from './subscription-snapshot.js';
import type { SubscriptionEntity } from './subscription.entity.js';
import { isDuplicatePurchase, mayApply } from './subscriptions.repository.js';

const row = (change: Partial<SubscriptionEntity> = {}): SubscriptionEntity => ({
  userId: 'u',
  stripeSubscriptionId: 'sub_1',
  stripeCustomerId: 'cus_1',
  status: 'active',
  priceId: 'price_1',
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  subscriptionCreated: '100',
  eventCreated: '200',
  updatedAt: new Date(),
  ...change,
});
const snapshot = (change: Partial<SubscriptionSnapshot> = {}): SubscriptionSnapshot => ({
  id: 'sub_1',
  customerId: 'cus_1',
  status: 'active',
  priceId: 'price_1',
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  created: 100,
  userId: null,
  ...change,
});

describe('which subscription snapshot wins', () => {
  it('takes the first one, and newer events of the same subscription', () => {
    expect(mayApply(undefined, snapshot(), 1)).toBe(true);
    expect(mayApply(row(), snapshot(), 200)).toBe(true);
    expect(mayApply(row(), snapshot(), 199)).toBe(false);
  });

  it('keeps a canceled subscription canceled, and lets a cancellation in whenever it arrives', () => {
    expect(mayApply(row({ status: 'canceled' }), snapshot(), 999)).toBe(false);
    expect(mayApply(row(), snapshot({ status: 'canceled' }), 1)).toBe(true);
  });

  it('replaces the row with a newer subscription, not with an older one or a lapsed one over a paying one', () => {
    expect(mayApply(row({ status: 'canceled' }), snapshot({ id: 'sub_2', created: 150 }), 1)).toBe(true);
    expect(mayApply(row(), snapshot({ id: 'sub_0', created: 50 }), 999)).toBe(false);
    expect(mayApply(row(), snapshot({ id: 'sub_2', created: 150, status: 'incomplete_expired' }), 999)).toBe(false);
  });
});

describe('which subscription is a second purchase', () => {
  it('is another paying subscription while the member has a paying one, older or newer', () => {
    expect(isDuplicatePurchase(row(), snapshot({ id: 'sub_2', created: 150 }))).toBe(true);
    expect(isDuplicatePurchase(row(), snapshot({ id: 'sub_0', created: 50, status: 'trialing' }))).toBe(true);
  });

  it('is not the same subscription, a first one, one that does not pay, or one replacing a lapsed one', () => {
    expect(isDuplicatePurchase(row(), snapshot())).toBe(false);
    expect(isDuplicatePurchase(undefined, snapshot())).toBe(false);
    expect(isDuplicatePurchase(row(), snapshot({ id: 'sub_2', status: 'incomplete' }))).toBe(false);
    expect(isDuplicatePurchase(row(), snapshot({ id: 'sub_2', status: 'canceled' }))).toBe(false);
    expect(isDuplicatePurchase(row({ status: 'canceled' }), snapshot({ id: 'sub_2', created: 150 }))).toBe(false);
    expect(isDuplicatePurchase(row({ status: 'past_due' }), snapshot({ id: 'sub_2', created: 150 }))).toBe(false);
  });
});
