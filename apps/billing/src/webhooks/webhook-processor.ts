import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, EVENTS, isPremiumStatus, PLAN, type WebhookResult } from '@vi/contracts';
import { AppError, ForgottenMembers, LOGGER, OutboxWriter, queryRows } from '@vi/service-kit';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import { DataSource, type EntityManager } from 'typeorm';
import { PurchaseLock } from '../checkout/purchase-lock.js';
import { StripeCheckoutsRepository } from '../checkout/stripe-checkouts.repository.js';
import { CustomersRepository } from '../customers/customers.repository.js';
import { BillingMode } from '../stripe/billing-mode.js';
import { memberIdOf, type SubscriptionSnapshot, snapshotOf } from '../subscriptions/subscription-snapshot.js';
import { DuplicateSubscriptions } from '../subscriptions/duplicate-subscriptions.js';
import { isDuplicatePurchase, SubscriptionsRepository } from '../subscriptions/subscriptions.repository.js';
import { stripeEventProblem } from './stripe-event-shape.js';

const SUBSCRIPTION_EVENTS = new Set(['customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted']);
export const HANDLED_EVENT_TYPES = ['checkout.session.completed', ...SUBSCRIPTION_EVENTS, 'invoice.paid', 'invoice.payment_failed'];

/**
 * Stripe's webhook deliveries, and the local checkout's events, which take the same road:
 * signature and timestamp checked with the endpoint's secret, each event id processed once
 * (recorded in the transaction of its effect), subscription snapshots ordered so that a late
 * event never undoes a newer one, and the changes announced through the outbox.
 */
@Injectable()
export class WebhookProcessor {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mode: BillingMode,
    private readonly customers: CustomersRepository,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly forgotten: ForgottenMembers,
    private readonly outbox: OutboxWriter,
    private readonly purchases: PurchaseLock,
    private readonly stripeCheckouts: StripeCheckoutsRepository,
    private readonly duplicates: DuplicateSubscriptions,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * A delivery from Stripe. One that can start a member's subscription (a completed checkout, a
   * paying subscription) is processed in the member's purchase turn (`PurchaseLock`, ADR 0036), so
   * two completions of one member processed at once give one active subscription; on another
   * replica at that moment it is refused with 409, and Stripe delivers it again later.
   */
  async handle(payload: string, signature: string): Promise<WebhookResult> {
    const event = this.verified(payload, signature);
    const purchaser = await this.purchaserOf(event);
    return purchaser ? this.purchases.run(purchaser, () => this.record(event)) : this.record(event);
  }

  /** The local checkout's own events: its completion already holds the member's purchase turn. */
  handleLocal(payload: string, signature: string): Promise<WebhookResult> {
    return this.record(this.verified(payload, signature));
  }

  private verified(payload: string, signature: string): Stripe.Event {
    let event: Stripe.Event;
    try {
      event = this.mode.constructEvent(payload, signature);
    } catch (error) {
      // Wrong secret, a stale or missing timestamp, a body that is not the signed one or not JSON.
      this.logger.warn({ reason: (error as Error).message }, 'stripe webhook refused');
      throw new AppError(ErrorCode.VALIDATION_FAILED, 'Invalid Stripe webhook: signature verification failed');
    }
    const problem = stripeEventProblem(event);
    if (problem) {
      // Signed by the endpoint's secret, yet not an event billing can use: nothing is written.
      this.logger.warn({ eventId: typeof event?.id === 'string' ? event.id.slice(0, 100) : undefined, problem }, 'stripe webhook event refused');
      throw new AppError(ErrorCode.VALIDATION_FAILED, 'Invalid Stripe webhook: the event is not one billing can use');
    }
    return event;
  }

  /** The member whose subscription this event can start, if it can start one. */
  private async purchaserOf(event: Stripe.Event): Promise<string | undefined> {
    if (event.type === 'checkout.session.completed') {
      const session = event.data.object as Stripe.Checkout.Session;
      return memberIdOf(session.client_reference_id) ?? memberIdOf(session.metadata?.userId) ?? undefined;
    }
    if (event.type === 'customer.subscription.created' || event.type === 'customer.subscription.updated') {
      const snapshot = snapshotOf(event.data.object as Stripe.Subscription);
      if (!isPremiumStatus(snapshot.status)) return undefined;
      return snapshot.userId ?? (await this.customers.memberOf(this.dataSource.manager, snapshot.customerId));
    }
    return undefined;
  }

  private async record(event: Stripe.Event): Promise<WebhookResult> {
    const fetched = await this.subscriptionBehind(event);
    const duplicate = await this.dataSource.transaction(async (manager) => {
      const fresh = await queryRows<{ id: string }>(
        manager,
        `INSERT INTO "stripe_events" ("id", "type") VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING "id"`,
        [event.id, event.type],
      );
      if (fresh.length === 0) return true;
      await this.process(manager, event, fetched);
      return false;
    });
    if (!duplicate) this.outbox.committed();
    this.logger.info({ eventId: event.id, type: event.type, duplicate }, 'stripe event');
    return { received: true, duplicate };
  }

  /**
   * With Stripe, a completed checkout names its subscription by id: we read it from Stripe so the
   * member is premium at once, whatever order the subscription events come in.
   */
  private async subscriptionBehind(event: Stripe.Event): Promise<SubscriptionSnapshot | undefined> {
    if (event.type !== 'checkout.session.completed' || !this.mode.stripe) return undefined;
    const session = event.data.object as Stripe.Checkout.Session;
    const id = typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
    if (!id) return undefined;
    try {
      return snapshotOf(await this.mode.stripe.subscriptions.retrieve(id));
    } catch (error) {
      // The subscription events will bring it too.
      this.logger.warn({ err: error, subscriptionId: id }, 'could not read the subscription of a completed checkout');
      return undefined;
    }
  }

  private async process(manager: EntityManager, event: Stripe.Event, fetched?: SubscriptionSnapshot): Promise<void> {
    if (event.type === 'checkout.session.completed') {
      const session = event.data.object as Stripe.Checkout.Session;
      const userId = memberIdOf(session.client_reference_id) ?? memberIdOf(session.metadata?.userId);
      const customerId = typeof session.customer === 'string' ? session.customer : session.customer?.id;
      if (!userId) {
        this.logger.warn({ eventId: event.id, sessionId: session.id }, 'completed checkout names no member; ignored');
        return;
      }
      if (await this.aboutDeletedMember(manager, userId, event)) return;
      if (customerId) await this.customers.link(manager, userId, customerId).catch(() => undefined);
      // The session is over: the member's next checkout opens a new one.
      if (session.id) await this.stripeCheckouts.forget(manager, userId, session.id);
      if (fetched) await this.applySnapshot(manager, userId, fetched, event.created);
      return;
    }
    if (SUBSCRIPTION_EVENTS.has(event.type)) {
      const snapshot = snapshotOf(event.data.object as Stripe.Subscription);
      const userId = snapshot.userId ?? (await this.customers.memberOf(manager, snapshot.customerId));
      if (!userId) {
        this.logger.warn({ eventId: event.id, subscriptionId: snapshot.id }, 'subscription of an unknown customer; ignored');
        return;
      }
      if (await this.aboutDeletedMember(manager, userId, event)) return;
      await this.applySnapshot(manager, userId, snapshot, event.created);
      return;
    }
    if (event.type === 'invoice.paid') {
      const invoice = event.data.object as Stripe.Invoice;
      const customerId = typeof invoice.customer === 'string' ? invoice.customer : invoice.customer?.id;
      const userId =
        (customerId ? await this.customers.memberOf(manager, customerId) : undefined) ?? memberIdOf(invoice.parent?.subscription_details?.metadata?.userId);
      if (!userId || !(invoice.amount_paid > 0)) return;
      if (await this.aboutDeletedMember(manager, userId, event)) return;
      const paidAt = new Date((invoice.status_transitions?.paid_at ?? event.created) * 1000);
      if (await this.customers.markFirstPayment(manager, userId, paidAt)) {
        await this.outbox.append(manager, EVENTS.billing.purchaseCompleted, {
          userId,
          planId: PLAN.id,
          planName: PLAN.displayName,
          amountCents: invoice.amount_paid,
          currency: invoice.currency,
          invoiceId: invoice.id ?? event.id,
          purchasedAt: paidAt.toISOString(),
        });
      }
      return;
    }
    if (event.type === 'invoice.payment_failed') {
      // The status change (past_due, then unpaid or canceled) arrives as customer.subscription.updated.
      const invoice = event.data.object as Stripe.Invoice;
      this.logger.warn({ eventId: event.id, invoiceId: invoice.id, customer: invoice.customer }, 'a subscription payment failed');
    }
  }

  /**
   * Takes the member's lock (held to the commit) and tells whether they were deleted: then the event
   * records nothing about them. Stripe still names them after their deletion, in the metadata of the
   * subscription their deletion canceled, for one.
   */
  private async aboutDeletedMember(manager: EntityManager, userId: string, event: Stripe.Event): Promise<boolean> {
    await this.subscriptions.lockMember(manager, userId);
    if (!(await this.forgotten.isForgotten(manager, userId))) return false;
    this.logger.info({ eventId: event.id, type: event.type }, 'stripe event about a deleted member; ignored');
    return true;
  }

  private async applySnapshot(manager: EntityManager, userId: string, snapshot: SubscriptionSnapshot, eventCreated: number): Promise<void> {
    await this.subscriptions.lockMember(manager, userId);
    if (snapshot.customerId) await this.customers.link(manager, userId, snapshot.customerId).catch(() => undefined);
    // A subscription canceled as a second purchase never becomes the member's, whatever arrives late.
    if (await this.duplicates.isDuplicate(manager, snapshot.id)) return;
    const current = await this.subscriptions.forMember(manager, userId);
    if (isDuplicatePurchase(current, snapshot)) {
      await this.duplicates.cancel(manager, userId, snapshot, current.stripeSubscriptionId);
      return;
    }
    const outcome = await this.subscriptions.apply(manager, userId, snapshot, eventCreated);
    if (!outcome.applied || !outcome.changed) return;
    const row = outcome.row;
    await this.outbox.append(manager, EVENTS.billing.subscriptionChanged, {
      userId,
      status: row.status as never,
      planId: row.priceId,
      planName: PLAN.displayName,
      currentPeriodEnd: row.currentPeriodEnd ? row.currentPeriodEnd.toISOString() : null,
      changedAt: row.updatedAt.toISOString(),
    });
  }
}
