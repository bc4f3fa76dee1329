import type { MessageKey } from '../../i18n/index.js';

/** A purchase that did not go through; `messageKey` is what the "Payment Error" box says. */
export class CheckoutError extends Error {
  constructor(readonly messageKey: MessageKey<'app'>) {
    super(messageKey);
    this.name = 'CheckoutError';
  }
}

/**
 * The purchase behind "Upgrade Now". Billing is not built yet: this is the one place to replace
 * with the checkout call (POST the plan's priceId and mode, then go to the returned url), mapping
 * its failures (spec section 8) to CheckoutErrors. Until then it says
 * "Payments are not available yet. Please try again later."
 */
export async function startUpgradeCheckout(): Promise<void> {
  throw new CheckoutError('dashboard.upgrade.paymentsUnavailable');
}

/** What the member gets with the plan (spec section 1). */
export const PREMIUM_BENEFITS = [
  'dashboard.benefit.voice',
  'dashboard.benefit.text',
  'dashboard.benefit.multilingual',
  'dashboard.benefit.support',
  'dashboard.benefit.history',
] as const satisfies ReadonlyArray<MessageKey<'app'>>;
