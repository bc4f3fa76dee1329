import { type BillingPlan, type CheckoutKind, PLAN, PLAN_FEATURES } from '@vi/contracts';

/** The price id the local checkout sells when no Stripe price is configured. */
export const LOCAL_PRICE_ID = 'price_local_vi_monthly';

/** The one plan, from the configuration: Stripe's price id, or the local one. */
export function planOf(priceId: string, checkout: CheckoutKind): BillingPlan {
  return {
    priceId,
    name: PLAN.displayName,
    description: 'Unlimited voice and text conversations with Vi, multilingual text, priority support and conversation history. Cancel anytime.',
    mode: PLAN.mode,
    amountCents: PLAN.priceCents,
    currency: PLAN.currency,
    interval: PLAN.interval,
    features: [...PLAN_FEATURES],
    checkout,
  };
}
