import { apiRequest } from '../../lib/api.js';

/** The one plan on sale (`GET /billing/plan`). */
export interface BillingPlan {
  priceId: string;
  name: string;
  description: string;
  mode: 'subscription';
  amountCents: number;
  currency: string;
  interval: string;
  features: string[];
  /** Where "Upgrade Now" leads: Stripe's hosted checkout, or our own local test checkout. */
  checkout: 'stripe' | 'local';
}

/** The member's subscription (`GET /billing/subscription`); `currentPeriodEnd` is an ISO date or null. */
export interface BillingSubscription {
  active: boolean;
  status: string | null;
  planName: string | null;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null;
}

/** A local test checkout (no Stripe account configured). */
export interface LocalCheckout {
  id: string;
  status: 'open' | 'completed' | 'canceled';
  plan: BillingPlan;
}

const json = { auth: true } as const;

export function fetchPlan(): Promise<BillingPlan> {
  return apiRequest<BillingPlan>('/billing/plan', json);
}

export function fetchSubscription(): Promise<BillingSubscription> {
  return apiRequest<BillingSubscription>('/billing/subscription', json);
}

/** Starts a checkout; the answer's `url` is where the member pays (it may be missing: the caller checks). */
export function createCheckout(plan: Pick<BillingPlan, 'priceId' | 'mode'>): Promise<{ url?: unknown } | undefined> {
  return apiRequest<{ url?: unknown } | undefined>('/billing/checkout', { ...json, method: 'POST', body: { priceId: plan.priceId, mode: plan.mode } });
}

export function createPortal(): Promise<{ url?: unknown } | undefined> {
  return apiRequest<{ url?: unknown } | undefined>('/billing/portal', { ...json, method: 'POST' });
}

const localCheckoutPath = (id: string) => `/billing/local-checkout/${encodeURIComponent(id)}`;

export function fetchLocalCheckout(id: string): Promise<LocalCheckout> {
  return apiRequest<LocalCheckout>(localCheckoutPath(id), json);
}

export function finishLocalCheckout(id: string, outcome: 'complete' | 'cancel'): Promise<{ redirectUrl?: unknown }> {
  return apiRequest<{ redirectUrl?: unknown }>(`${localCheckoutPath(id)}/${outcome}`, { ...json, method: 'POST' });
}

export function changeLocalSubscription(action: 'cancel' | 'resume'): Promise<BillingSubscription> {
  return apiRequest<BillingSubscription>(`/billing/local-portal/${action}`, { ...json, method: 'POST' });
}
