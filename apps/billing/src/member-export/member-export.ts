import { exportMemberData, memberRows } from '@vi/service-kit';
import { DataSource } from 'typeorm';

/**
 * What billing holds about the member, for "Download my data": their customer and subscription
 * records and their checkouts. Billing keeps no invoices of its own (Stripe keeps them, and its
 * customer portal shows them); a Stripe checkout's URL is left out, as it opens the checkout.
 */
export const memberExport = exportMemberData({
  inject: [DataSource],
  sections: (db: DataSource) => [
    memberRows(db, 'customer', { table: 'customers' }),
    memberRows(db, 'subscription', { table: 'subscriptions' }),
    memberRows(db, 'checkouts', { table: 'local_checkout_sessions', order: { time: 'created_at', key: 'id' } }),
    memberRows(db, 'stripe-checkouts', { table: 'stripe_checkout_sessions', omit: ['url'] }),
    memberRows(db, 'duplicate-subscriptions', { table: 'duplicate_subscriptions', order: { time: 'canceled_at', key: 'stripe_subscription_id' } }),
  ],
});
