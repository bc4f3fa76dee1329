import { Inject, Injectable } from '@nestjs/common';
import { LOGGER } from '@vi/service-kit';
import type { Logger } from 'pino';
import { BillingMode } from '../stripe/billing-mode.js';
import type { SubscriptionEntity } from '../subscriptions/subscription.entity.js';

/** Statuses after which Stripe bills nothing more: nothing to cancel. */
const ENDED = new Set(['canceled', 'incomplete_expired']);

/** Ends a deleted member's subscription at once, not at the end of the paid period. */
@Injectable()
export class SubscriptionCanceller {
  constructor(
    private readonly mode: BillingMode,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * With Stripe: cancels it there (`subscriptions.cancel`), so no further invoice is ever made. One
   * Stripe no longer knows, or already canceled (Stripe answers both with resource_missing), needs
   * nothing more; any other failure throws, and the deletion is tried again later as a whole.
   * The local checkout's subscriptions live only in this service's rows: deleting the member's row
   * ends theirs (the period sweep renews only rows it finds), with nothing to call.
   */
  /**
   * A member closed their account: the subscription ends with the period already paid, and nothing
   * more is charged (`cancel_at_period_end`). Stripe then sends `customer.subscription.updated`,
   * which records it as any portal change is. Answers what was done.
   */
  async cancelAtPeriodEnd(row: SubscriptionEntity): Promise<'set' | 'already-ended' | 'already-set' | 'local'> {
    if (ENDED.has(row.status)) return 'already-ended';
    if (row.cancelAtPeriodEnd) return 'already-set';
    if (!this.mode.stripe || row.stripeSubscriptionId.startsWith('sub_local_')) return 'local';
    try {
      await this.mode.stripe.subscriptions.update(
        row.stripeSubscriptionId,
        { cancel_at_period_end: true },
        { idempotencyKey: `cancel-closed-${row.stripeSubscriptionId}-${row.subscriptionCreated}` },
      );
      return 'set';
    } catch (error) {
      if ((error as { code?: string }).code === 'resource_missing') return 'already-ended';
      throw error;
    }
  }

  async cancelAtOnce(row: SubscriptionEntity): Promise<'canceled' | 'already-ended' | 'local'> {
    if (ENDED.has(row.status)) return 'already-ended';
    if (!this.mode.stripe || row.stripeSubscriptionId.startsWith('sub_local_')) return 'local';
    try {
      // The key makes a retried deletion (or a network retry) the same cancel at Stripe.
      await this.mode.stripe.subscriptions.cancel(row.stripeSubscriptionId, undefined, { idempotencyKey: `cancel-deleted-${row.stripeSubscriptionId}` });
      return 'canceled';
    } catch (error) {
      if ((error as { code?: string }).code === 'resource_missing') return 'already-ended';
      this.logger.warn({ err: error, type: (error as { type?: string }).type }, 'stripe: canceling a deleted member’s subscription failed; will retry');
      throw error;
    }
  }
}
