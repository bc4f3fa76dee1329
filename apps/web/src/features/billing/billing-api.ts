import type { BillingPlan, CheckoutBody, LocalCheckout, LocalCheckoutOutcome, MemberSubscription as BillingSubscription, RedirectUrl } from '@vi/contracts';
import { apiRequest } from '../../lib/api.js';

/** The shapes of the billing routes, from the contracts (types only: nothing of zod reaches the bundle). */
export type { BillingPlan, LocalCheckout, MemberSubscription as BillingSubscription } from '@vi/contracts';

const json = { auth: true } as const;

export function fetchPlan(): Promise<BillingPlan> {
  return apiRequest<BillingPlan>('/billing/plan', json);
}

export function fetchSubscription(): Promise<BillingSubscription> {
  return apiRequest<BillingSubscription>('/billing/subscription', json);
}

/** Starts a checkout; the answer's `url` is where the member pays (the caller still checks it is one it may go to). */
export function createCheckout(plan: Pick<BillingPlan, 'priceId' | 'mode'>): Promise<RedirectUrl> {
  const body: CheckoutBody = { priceId: plan.priceId, mode: plan.mode };
  return apiRequest<RedirectUrl>('/billing/checkout', { ...json, method: 'POST', body });
}

export function createPortal(): Promise<RedirectUrl> {
  return apiRequest<RedirectUrl>('/billing/portal', { ...json, method: 'POST' });
}

const localCheckoutPath = (id: string) => `/billing/local-checkout/${encodeURIComponent(id)}`;

export function fetchLocalCheckout(id: string): Promise<LocalCheckout> {
  return apiRequest<LocalCheckout>(localCheckoutPath(id), json);
}

export function finishLocalCheckout(id: string, outcome: 'complete' | 'cancel'): Promise<LocalCheckoutOutcome> {
  return apiRequest<LocalCheckoutOutcome>(`${localCheckoutPath(id)}/${outcome}`, { ...json, method: 'POST' });
}

export function changeLocalSubscription(action: 'cancel' | 'resume'): Promise<BillingSubscription> {
  return apiRequest<BillingSubscription>(`/billing/local-portal/${action}`, { ...json, method: 'POST' });
}
