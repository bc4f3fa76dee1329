import { SERVICE } from '@vi/contracts';
import { ConfigError, defineService, memberExportController, SERVICE_CONFIG } from '@vi/service-kit';
import { BillingController } from './billing.controller.js';
import { CheckoutService } from './checkout/checkout.service.js';
import { type BillingConfig, billingConfigShape, billingModeProblems } from './config.js';
import { CustomersRepository } from './customers/customers.repository.js';
import { BILLING_ENTITIES } from './entities.js';
import { LocalCheckoutRepository } from './local-checkout/local-checkout.repository.js';
import { accountClosure } from './member-deletion/account-closure.js';
import { LocalCheckoutService } from './local-checkout/local-checkout.service.js';
import { PurchaseLock } from './checkout/purchase-lock.js';
import { StripeCheckoutsRepository } from './checkout/stripe-checkouts.repository.js';
import { DuplicateSubscriptions } from './subscriptions/duplicate-subscriptions.js';
import { PeriodSweeper } from './local-checkout/period-sweeper.js';
import { memberDeletion } from './member-deletion/member-deletion.js';
import { MemberDeletionService } from './member-deletion/member-deletion.service.js';
import { SubscriptionCanceller } from './member-deletion/subscription-canceller.js';
import { BILLING_MIGRATIONS } from './migrations/index.js';
import { BillingMode } from './stripe/billing-mode.js';
import { SubscriptionsRepository } from './subscriptions/subscriptions.repository.js';
import { WebhookProcessor } from './webhooks/webhook-processor.js';
import { memberExport } from './member-export/member-export.js';

export const SERVICE_NAME = SERVICE.billing;

export const startBilling = defineService({
  serviceName: SERVICE_NAME,
  configShape: billingConfigShape,
  database: { entities: BILLING_ENTITIES, migrations: BILLING_MIGRATIONS, outbox: true },
  beforeStart: (config, logger) => {
    const problems = billingModeProblems(config as unknown as BillingConfig);
    if (problems.length > 0) throw new ConfigError(problems);
    if (!config.STRIPE_SECRET_KEY) logger.warn('no STRIPE_SECRET_KEY: purchases go through the local checkout (no payment is taken)');
  },
  controllers: [BillingController, memberExportController(SERVICE_NAME)],
  providers: [
    { provide: BillingMode, inject: [SERVICE_CONFIG], useFactory: (config: BillingConfig) => new BillingMode(config) },
    CustomersRepository,
    SubscriptionsRepository,
    LocalCheckoutRepository,
    WebhookProcessor,
    CheckoutService,
    LocalCheckoutService,
    PurchaseLock,
    StripeCheckoutsRepository,
    DuplicateSubscriptions,
    PeriodSweeper,
    SubscriptionCanceller,
    MemberDeletionService,
    memberDeletion,
    accountClosure,
    memberExport,
  ],
});
