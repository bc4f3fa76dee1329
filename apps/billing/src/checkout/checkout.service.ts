import { Inject, Injectable } from '@nestjs/common';
import {
  CHECKOUT_CANCEL_PATH,
  CHECKOUT_SUCCESS_PATH,
  ErrorCode,
  isPremiumStatus,
  LOCAL_CHECKOUT_PATH,
  LOCAL_PORTAL_PATH,
  type RedirectUrl,
} from '@vi/contracts';
import { AppError, LOGGER, SERVICE_CONFIG } from '@vi/service-kit';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import { DataSource } from 'typeorm';
import type { BillingConfig } from '../config.js';
import { CustomersRepository } from '../customers/customers.repository.js';
import { LocalCheckoutRepository } from '../local-checkout/local-checkout.repository.js';
import { localId } from '../local-checkout/local-stripe-objects.js';
import { BillingMode } from '../stripe/billing-mode.js';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository.js';
import { PurchaseLock } from './purchase-lock.js';
import { StripeCheckoutsRepository } from './stripe-checkouts.repository.js';

/** A session of ours is handed back only while the member still has this long to pay in it. */
const OPEN_SESSION_MARGIN_MS = 15 * 60_000;

/** A Stripe failure as the member's page should see it: the payment service is unavailable. */
function upstream(error: unknown, logger: Logger, what: string): AppError {
  logger.error({ err: error, type: (error as { type?: string })?.type }, `stripe: ${what} failed`);
  return new AppError(ErrorCode.UPSTREAM_UNAVAILABLE, 'Payment service is temporarily unavailable');
}

@Injectable()
export class CheckoutService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mode: BillingMode,
    private readonly customers: CustomersRepository,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly localCheckouts: LocalCheckoutRepository,
    private readonly stripeCheckouts: StripeCheckoutsRepository,
    private readonly purchases: PurchaseLock,
    @Inject(SERVICE_CONFIG) private readonly config: BillingConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  private url(path: string): string {
    return `${this.config.PUBLIC_URL.replace(/\/+$/, '')}${path}`;
  }

  async isPremium(userId: string): Promise<boolean> {
    return isPremiumStatus((await this.subscriptions.forMember(this.dataSource.manager, userId))?.status);
  }

  async createCheckout(userId: string, email: string, priceId: string): Promise<RedirectUrl> {
    if (priceId !== this.mode.priceId)
      throw new AppError(ErrorCode.VALIDATION_FAILED, 'Unknown price', { issues: [{ path: 'priceId', message: 'Unknown price' }] });
    const stripe = this.mode.stripe;
    if (!stripe) {
      if (await this.isPremium(userId)) throw new AppError(ErrorCode.CONFLICT, 'You already have Unlimited Access');
      await this.customerOf(userId, email);
      const id = await this.localCheckouts.create(this.dataSource.manager, userId);
      return { url: `${LOCAL_CHECKOUT_PATH}/${id}` };
    }
    // In the member's purchase turn (ADR 0036): two checkouts at once open one Stripe session.
    return this.purchases.run(userId, () => this.createStripeCheckout(stripe, userId, email));
  }

  /** A premium member is refused; a member whose session of ours is still open gets it back; anyone else a new one. */
  private async createStripeCheckout(stripe: Stripe, userId: string, email: string): Promise<RedirectUrl> {
    if (await this.isPremium(userId)) throw new AppError(ErrorCode.CONFLICT, 'You already have Unlimited Access');
    const open = await this.stripeCheckouts.openFor(this.dataSource.manager, userId, new Date(Date.now() + OPEN_SESSION_MARGIN_MS));
    if (open) return { url: open.url };
    const customerId = await this.customerOf(userId, email);
    let session: Stripe.Checkout.Session;
    try {
      session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer: customerId,
          line_items: [{ price: this.mode.priceId, quantity: 1 }],
          success_url: this.url(CHECKOUT_SUCCESS_PATH),
          cancel_url: this.url(CHECKOUT_CANCEL_PATH),
          client_reference_id: userId,
          metadata: { userId },
          subscription_data: { metadata: { userId } },
        },
        // A network retry, or a second replica at the same moment, opens the same session.
        { idempotencyKey: `checkout-${userId}-${Math.floor(Date.now() / 10_000)}` },
      );
    } catch (error) {
      throw upstream(error, this.logger, 'checkout session');
    }
    if (!session.url) throw new AppError(ErrorCode.UPSTREAM_BAD_REPLY, 'No checkout URL received from payment service');
    // Stripe's sessions expire after 24 hours unless told otherwise.
    const expiresAt = new Date((session.expires_at ?? Math.floor(Date.now() / 1000) + 24 * 3600) * 1000);
    await this.stripeCheckouts.remember(this.dataSource.manager, userId, session.id, session.url, expiresAt);
    return { url: session.url };
  }

  async createPortal(userId: string): Promise<RedirectUrl> {
    const row = await this.subscriptions.forMember(this.dataSource.manager, userId);
    if (!row || !isPremiumStatus(row.status)) throw new AppError(ErrorCode.FORBIDDEN, 'Billing is for premium members');
    if (!this.mode.stripe) return { url: LOCAL_PORTAL_PATH };
    try {
      const session = await this.mode.stripe.billingPortal.sessions.create(
        { customer: row.stripeCustomerId, return_url: this.url(CHECKOUT_CANCEL_PATH) },
        { idempotencyKey: `portal-${userId}-${Math.floor(Date.now() / 10_000)}` },
      );
      return { url: session.url };
    } catch (error) {
      throw upstream(error, this.logger, 'portal session');
    }
  }

  /** The member's one customer: created on their first checkout, reused afterwards. */
  private async customerOf(userId: string, email: string): Promise<string> {
    const known = await this.customers.forMember(this.dataSource.manager, userId);
    if (known) return known.stripeCustomerId;
    let customerId: string;
    if (this.mode.stripe) {
      try {
        const customer = await this.mode.stripe.customers.create({ email, metadata: { userId } }, { idempotencyKey: `customer-${userId}` });
        customerId = customer.id;
      } catch (error) {
        throw upstream(error, this.logger, 'customer');
      }
    } else {
      customerId = localId('cus');
    }
    // Two checkouts at once: the first customer recorded stays (Stripe's idempotency key made them one anyway).
    return (await this.customers.link(this.dataSource.manager, userId, customerId)).stripeCustomerId;
  }
}
