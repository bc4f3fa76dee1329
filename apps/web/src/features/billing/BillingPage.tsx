import { BillingLayout } from './BillingLayout.js';
import { LocalCheckoutPage } from './LocalCheckoutPage.js';
import { LocalPortalPage } from './LocalPortalPage.js';
import { SuccessPage } from './SuccessPage.js';

/** The purchase pages by the name `App` routes them with (one lazy component keeps the landing entry small). */
export type BillingPageName = 'success' | 'checkout' | 'portal';

export function BillingPage({ page }: { page: BillingPageName }) {
  return <BillingLayout>{page === 'success' ? <SuccessPage /> : page === 'checkout' ? <LocalCheckoutPage /> : <LocalPortalPage />}</BillingLayout>;
}
