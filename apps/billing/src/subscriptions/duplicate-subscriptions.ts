import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode } from '@vi/contracts';
import { AppError, LOGGER } from '@vi/service-kit';
import type { Logger } from 'pino';
import type { EntityManager } from 'typeorm';
import { BillingMode } from '../stripe/billing-mode.js';
import { DuplicateSubscriptionEntity } from './duplicate-subscription.entity.js';
import type { SubscriptionSnapshot } from './subscription-snapshot.js';

/**
 * A member pays for one subscription (ADR 0036). When a second paid one arrives for a member whose
 * subscription is active (two checkouts paid at the same moment), the second is canceled at Stripe
 * at once, its unused time credited to the member's Stripe balance (`prorate` + `invoice_now`: the
 * next invoice of the subscription that stays uses it), and recorded here.
 */
@Injectable()
export class DuplicateSubscriptions {
  constructor(
    private readonly mode: BillingMode,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Cancels `duplicate` (once) and records it; call with the member locked. A Stripe failure throws, so the event is retried. */
  async cancel(manager: EntityManager, userId: string, duplicate: SubscriptionSnapshot, keptSubscriptionId: string): Promise<void> {
    if (await this.isDuplicate(manager, duplicate.id)) return;
    const outcome = await this.cancelAtStripe(duplicate.id);
    await manager.getRepository(DuplicateSubscriptionEntity).insert({ stripeSubscriptionId: duplicate.id, userId, keptSubscriptionId, outcome });
    this.logger.warn({ subscriptionId: duplicate.id, keptSubscriptionId, outcome }, 'a second paid subscription of one member was canceled');
  }

  /** Whether the subscription was canceled as a duplicate: its late events never make it the member's. */
  isDuplicate(manager: EntityManager, subscriptionId: string): Promise<boolean> {
    return manager.getRepository(DuplicateSubscriptionEntity).existsBy({ stripeSubscriptionId: subscriptionId });
  }

  private async cancelAtStripe(subscriptionId: string): Promise<'canceled' | 'already-ended' | 'local'> {
    if (!this.mode.stripe || subscriptionId.startsWith('sub_local_')) return 'local';
    try {
      await this.mode.stripe.subscriptions.cancel(
        subscriptionId,
        { prorate: true, invoice_now: true },
        // A redelivered event, a retry and another replica all make this one cancel at Stripe.
        { idempotencyKey: `cancel-duplicate-${subscriptionId}` },
      );
      return 'canceled';
    } catch (error) {
      if ((error as { code?: string }).code === 'resource_missing') return 'already-ended';
      this.logger.error({ err: error, type: (error as { type?: string }).type }, 'stripe: canceling a duplicate subscription failed');
      throw new AppError(ErrorCode.UPSTREAM_UNAVAILABLE, 'Payment service is temporarily unavailable');
    }
  }
}
