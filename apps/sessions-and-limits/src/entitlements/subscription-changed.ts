import { BROADCAST, EVENTS, type SubscriptionChangedV1 } from '@vi/contracts';
import { Broadcaster, consume, ForgottenMembers } from '@vi/service-kit';
import { EntitlementsRepository } from './entitlements.repository.js';

/** Keeps this service's copy of each member's subscription from billing's events. */
export const subscriptionChanged = consume({
  durable: 'sessions-and-limits-entitlements',
  subjects: [EVENTS.billing.subscriptionChanged],
  inject: [EntitlementsRepository, ForgottenMembers, Broadcaster],
  handle: (entitlements: EntitlementsRepository, forgotten: ForgottenMembers, broadcaster: Broadcaster) => async (event, manager) => {
    const change = event.data as SubscriptionChangedV1;
    // A member deleted meanwhile stays deleted: billing may have sent this before it heard of it.
    await forgotten.lockMember(manager, change.userId);
    if (await forgotten.isForgotten(manager, change.userId)) return undefined;
    if (!(await entitlements.apply(manager, change))) return undefined;
    // After the commit: a gateway that drops its cached usage on this broadcast reads the new entitlement, not the old one.
    return () => broadcaster.publish(BROADCAST.sessions.usageChanged, { userId: change.userId });
  },
});
