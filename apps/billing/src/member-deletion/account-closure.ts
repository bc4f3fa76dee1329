import { EVENTS, isPremiumStatus, type UserClosedV1 } from '@vi/contracts';
import { consume, LOGGER } from '@vi/service-kit';
import type { Logger } from 'pino';
import { LocalCheckoutService } from '../local-checkout/local-checkout.service.js';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository.js';
import { SubscriptionCanceller } from './subscription-canceller.js';

/** The durable consumer's name: replicas share it, and it survives restarts. */
export const ACCOUNT_CLOSURE_CONSUMER = 'billing-account-closure';

/**
 * A member closed their account: their subscription stops renewing, ending with the period already
 * paid (no further charge). Restoring the account does not resume it: paying again is the member's
 * own choice, in billing. The purge 30 days later cancels whatever is left at once (member-deletion.ts).
 */
export const accountClosure = consume({
  durable: ACCOUNT_CLOSURE_CONSUMER,
  subjects: [EVENTS.identity.userClosed],
  inject: [SubscriptionsRepository, SubscriptionCanceller, LocalCheckoutService, LOGGER],
  handle: (subscriptions: SubscriptionsRepository, canceller: SubscriptionCanceller, local: LocalCheckoutService, logger: Logger) => async (event, manager) => {
    const { userId } = event.data as UserClosedV1;
    const row = await subscriptions.forMember(manager, userId);
    if (!row || !isPremiumStatus(row.status)) return;
    const outcome = await canceller.cancelAtPeriodEnd(row);
    logger.info({ eventId: event.id, outcome }, 'closed account: subscription set to end with its period');
    // The local checkout's subscriptions change through its own events, after this transaction.
    if (outcome !== 'local') return undefined;
    return () =>
      void local
        .setCancelAtPeriodEnd(userId, true)
        .catch((error: unknown) => logger.warn({ err: error, eventId: event.id }, 'local checkout: could not set the subscription to end'));
  },
});
