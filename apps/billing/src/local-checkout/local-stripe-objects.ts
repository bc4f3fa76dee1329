import { randomBytes } from 'node:crypto';
import { PLAN } from '@vi/contracts';

/** An id shaped like Stripe's (`sub_…`, `evt_…`), marked as ours: `sub_local_…`. */
export const localId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export interface LocalSubscription {
  id: string;
  customerId: string;
  userId: string;
  priceId: string;
  status: 'active' | 'canceled';
  created: number;
  periodStart: Date;
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
  canceledAt?: number;
}

/** A subscription object with the fields Stripe sends (API 2025-03-31 and later: the period is on the item). */
export function subscriptionObject(s: LocalSubscription) {
  const start = seconds(s.periodStart);
  const end = seconds(s.periodEnd);
  return {
    id: s.id,
    object: 'subscription',
    customer: s.customerId,
    status: s.status,
    created: s.created,
    start_date: s.created,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    cancel_at: s.cancelAtPeriodEnd ? end : null,
    canceled_at: s.canceledAt ?? null,
    ended_at: s.status === 'canceled' ? (s.canceledAt ?? end) : null,
    collection_method: 'charge_automatically',
    currency: PLAN.currency,
    livemode: false,
    metadata: { userId: s.userId },
    items: {
      object: 'list',
      has_more: false,
      data: [
        {
          id: `si_${s.id.slice(4)}`,
          object: 'subscription_item',
          current_period_start: start,
          current_period_end: end,
          quantity: 1,
          subscription: s.id,
          price: {
            id: s.priceId,
            object: 'price',
            currency: PLAN.currency,
            unit_amount: PLAN.priceCents,
            recurring: { interval: PLAN.interval, interval_count: 1 },
            type: 'recurring',
            nickname: PLAN.configName,
          },
        },
      ],
    },
  };
}

export function checkoutSessionObject(id: string, s: LocalSubscription) {
  return {
    id,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: 'paid',
    client_reference_id: s.userId,
    customer: s.customerId,
    subscription: s.id,
    metadata: { userId: s.userId },
    amount_total: PLAN.priceCents,
    currency: PLAN.currency,
    livemode: false,
  };
}

export function paidInvoiceObject(s: LocalSubscription, billingReason: 'subscription_create' | 'subscription_cycle', paidAt: number) {
  return {
    id: localId('in'),
    object: 'invoice',
    customer: s.customerId,
    status: 'paid',
    billing_reason: billingReason,
    amount_due: PLAN.priceCents,
    amount_paid: PLAN.priceCents,
    currency: PLAN.currency,
    period_start: seconds(s.periodStart),
    period_end: seconds(s.periodEnd),
    status_transitions: { paid_at: paidAt },
    parent: { type: 'subscription_details', subscription_details: { subscription: s.id, metadata: { userId: s.userId } } },
    livemode: false,
  };
}

/** The event envelope Stripe posts. */
export function eventObject(type: string, object: unknown, created: number, previousAttributes?: Record<string, unknown>) {
  return {
    id: localId('evt'),
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: previousAttributes ? { object, previous_attributes: previousAttributes } : { object },
  };
}
