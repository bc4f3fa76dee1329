import type Stripe from 'stripe';
import { z } from 'zod';

/** What we keep of a Stripe subscription object. */
export interface SubscriptionSnapshot {
  id: string;
  customerId: string;
  status: string;
  priceId: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** The object's own `created`, in seconds. */
  created: number;
  /** The member id we put in the subscription's metadata at checkout, when it is there. */
  userId: string | null;
}

const uuid = z.uuid();

/** A member id from Stripe metadata, only if it is one of ours (a uuid). */
export function memberIdOf(value: unknown): string | null {
  return uuid.safeParse(value).success ? (value as string) : null;
}

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));

/**
 * Reads a subscription object. Since API version 2025-03-31 the period lives on each item; older
 * versions had it on the subscription itself, which we still read when present.
 */
export function snapshotOf(subscription: Stripe.Subscription): SubscriptionSnapshot {
  const item = subscription.items?.data?.[0];
  const legacyEnd = (subscription as unknown as { current_period_end?: number }).current_period_end;
  const periodEnd = item?.current_period_end ?? legacyEnd;
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer as string | { id: string }) ?? '',
    status: subscription.status,
    priceId: item?.price?.id ?? null,
    currentPeriodEnd: typeof periodEnd === 'number' ? new Date(periodEnd * 1000) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
    created: subscription.created,
    userId: memberIdOf(subscription.metadata?.userId),
  };
}
