import { Inject, Injectable } from '@nestjs/common';
import {
  CHECKOUT_CANCEL_PATH,
  CHECKOUT_SUCCESS_PATH,
  ErrorCode,
  isPremiumStatus,
  type LocalCheckout,
  type LocalCheckoutOutcome,
  type MemberSubscription,
} from '@vi/contracts';
import { AppError, LOGGER, SERVICE_CONFIG } from '@vi/service-kit';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import type { BillingConfig } from '../config.js';
import { PurchaseLock } from '../checkout/purchase-lock.js';
import { CustomersRepository } from '../customers/customers.repository.js';
import { planOf } from '../plan.js';
import { BillingMode } from '../stripe/billing-mode.js';
import type { SubscriptionEntity } from '../subscriptions/subscription.entity.js';
import { memberSubscriptionOf, SubscriptionsRepository } from '../subscriptions/subscriptions.repository.js';
import { WebhookProcessor } from '../webhooks/webhook-processor.js';
import { LocalCheckoutRepository } from './local-checkout.repository.js';
import { checkoutSessionObject, eventObject, type LocalSubscription, localId, paidInvoiceObject, subscriptionObject } from './local-stripe-objects.js';

const uuid = z.uuid();
const notFound = () => new AppError(ErrorCode.NOT_FOUND, 'Checkout not found');

/**
 * Without Stripe keys we play Stripe's part: the member's purchase, cancellation and the end of each
 * paid period become Stripe-shaped events, signed with this process's secret and handed to the
 * webhook processor, so premium starts and ends through exactly the code Stripe's deliveries take.
 */
@Injectable()
export class LocalCheckoutService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mode: BillingMode,
    private readonly checkouts: LocalCheckoutRepository,
    private readonly customers: CustomersRepository,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly webhooks: WebhookProcessor,
    private readonly purchases: PurchaseLock,
    @Inject(SERVICE_CONFIG) private readonly config: BillingConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  private now(): Date {
    return new Date();
  }

  async get(userId: string, id: string): Promise<LocalCheckout> {
    if (!this.mode.local || !uuid.safeParse(id).success) throw notFound();
    const status = await this.checkouts.statusOf(this.dataSource.manager, userId, id);
    if (!status) throw notFound();
    return { id, status, plan: planOf(this.mode.priceId, 'local') };
  }

  /** Buys once: completions of one member's checkouts take turns (PurchaseLock), so only the first buys. */
  complete(userId: string, id: string): Promise<LocalCheckoutOutcome> {
    return this.purchases.run(userId, () => this.completeNow(userId, id));
  }

  private async completeNow(userId: string, id: string): Promise<LocalCheckoutOutcome> {
    const status = (await this.get(userId, id)).status;
    if (status === 'completed') return { redirectUrl: CHECKOUT_SUCCESS_PATH };
    if (status === 'canceled') throw new AppError(ErrorCode.CONFLICT, 'This checkout was canceled');
    if (isPremiumStatus((await this.subscriptions.forMember(this.dataSource.manager, userId))?.status)) {
      throw new AppError(ErrorCode.CONFLICT, 'You already have Unlimited Access');
    }
    if (!(await this.checkouts.close(this.dataSource.manager, userId, id, 'completed'))) return { redirectUrl: CHECKOUT_SUCCESS_PATH };
    const customer = await this.customers.forMember(this.dataSource.manager, userId);
    const now = this.now();
    const created = Math.floor(now.getTime() / 1000);
    const subscription: LocalSubscription = {
      id: localId('sub'),
      customerId: customer?.stripeCustomerId ?? localId('cus'),
      userId,
      priceId: this.mode.priceId,
      status: 'active',
      created,
      periodStart: now,
      periodEnd: new Date(now.getTime() + this.config.LOCAL_PERIOD_SECONDS * 1000),
      cancelAtPeriodEnd: false,
    };
    await this.deliver(eventObject('checkout.session.completed', checkoutSessionObject(localId('cs'), subscription), created));
    await this.deliver(eventObject('customer.subscription.created', subscriptionObject(subscription), created));
    await this.deliver(eventObject('invoice.paid', paidInvoiceObject(subscription, 'subscription_create', created), created));
    return { redirectUrl: CHECKOUT_SUCCESS_PATH };
  }

  async cancel(userId: string, id: string): Promise<LocalCheckoutOutcome> {
    const status = (await this.get(userId, id)).status;
    if (status === 'completed') throw new AppError(ErrorCode.CONFLICT, 'This checkout is already completed');
    await this.checkouts.close(this.dataSource.manager, userId, id, 'canceled');
    return { redirectUrl: CHECKOUT_CANCEL_PATH };
  }

  /** The local portal: cancel at the end of the paid period (true), or take that back (false). */
  async setCancelAtPeriodEnd(userId: string, cancel: boolean): Promise<MemberSubscription> {
    if (!this.mode.local) throw new AppError(ErrorCode.NOT_FOUND, 'Not found');
    const row = await this.subscriptions.forMember(this.dataSource.manager, userId);
    if (!row || !isPremiumStatus(row.status)) throw new AppError(ErrorCode.FORBIDDEN, 'Billing is for premium members');
    if (row.cancelAtPeriodEnd !== cancel) {
      const subscription = this.subscriptionOf(row, { cancelAtPeriodEnd: cancel });
      const created = Math.floor(this.now().getTime() / 1000);
      await this.deliver(
        eventObject('customer.subscription.updated', subscriptionObject(subscription), created, { cancel_at_period_end: row.cancelAtPeriodEnd }),
      );
    }
    return memberSubscriptionOf(await this.subscriptions.forMember(this.dataSource.manager, userId));
  }

  /**
   * What Stripe does when a paid period ends: a subscription set to cancel ends (deleted), any other
   * renews (a paid invoice and the next period). Returns how many subscriptions it closed or renewed.
   */
  async closeEndedPeriods(): Promise<number> {
    if (!this.mode.local) return 0;
    const now = this.now();
    const ended = await this.subscriptions.endedLocalPeriods(this.dataSource.manager, now);
    const created = Math.floor(now.getTime() / 1000);
    for (const row of ended) {
      if (row.cancelAtPeriodEnd) {
        const subscription = this.subscriptionOf(row, { status: 'canceled', canceledAt: created });
        await this.deliver(eventObject('customer.subscription.deleted', subscriptionObject(subscription), created));
      } else {
        const end = new Date(row.currentPeriodEnd!);
        const next = this.subscriptionOf(row, { periodStart: end, periodEnd: new Date(end.getTime() + this.config.LOCAL_PERIOD_SECONDS * 1000) });
        await this.deliver(eventObject('invoice.paid', paidInvoiceObject(next, 'subscription_cycle', created), created));
        await this.deliver(
          eventObject('customer.subscription.updated', subscriptionObject(next), created, { current_period_end: Math.floor(end.getTime() / 1000) }),
        );
      }
    }
    return ended.length;
  }

  private subscriptionOf(row: SubscriptionEntity, change: Partial<LocalSubscription>): LocalSubscription {
    const periodEnd = new Date(row.currentPeriodEnd ?? this.now());
    return {
      id: row.stripeSubscriptionId,
      customerId: row.stripeCustomerId,
      userId: row.userId,
      priceId: row.priceId ?? this.mode.priceId,
      status: 'active',
      created: Number(row.subscriptionCreated),
      periodStart: new Date(periodEnd.getTime() - this.config.LOCAL_PERIOD_SECONDS * 1000),
      periodEnd,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      ...change,
    };
  }

  /** Signs the event like Stripe and hands it to the webhook processor. */
  private async deliver(event: ReturnType<typeof eventObject>): Promise<void> {
    const payload = JSON.stringify(event);
    await this.webhooks.handleLocal(payload, this.mode.sign(payload));
    this.logger.debug({ eventId: event.id, type: event.type }, 'local checkout event delivered');
  }
}
