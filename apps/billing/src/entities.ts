import { StripeCheckoutEntity } from './checkout/stripe-checkout.entity.js';
import { CustomerEntity } from './customers/customer.entity.js';
import { LocalCheckoutEntity } from './local-checkout/local-checkout.entity.js';
import { DuplicateSubscriptionEntity } from './subscriptions/duplicate-subscription.entity.js';
import { SubscriptionEntity } from './subscriptions/subscription.entity.js';
import { StripeEventEntity } from './webhooks/stripe-event.entity.js';

export const BILLING_ENTITIES = [CustomerEntity, SubscriptionEntity, StripeEventEntity, LocalCheckoutEntity, StripeCheckoutEntity, DuplicateSubscriptionEntity];
