import { CustomerEntity } from './customers/customer.entity.js';
import { LocalCheckoutEntity } from './local-checkout/local-checkout.entity.js';
import { SubscriptionEntity } from './subscriptions/subscription.entity.js';
import { StripeEventEntity } from './webhooks/stripe-event.entity.js';

export const BILLING_ENTITIES = [CustomerEntity, SubscriptionEntity, StripeEventEntity, LocalCheckoutEntity];
