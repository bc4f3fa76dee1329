import { Injectable } from '@nestjs/common';
import { isPremiumStatus, type MemberSubscription, PLAN } from '@vi/contracts';
import { queryRows } from '@vi/service-kit';
import { type EntityManager, In, LessThanOrEqual, Like } from 'typeorm';
import type { SubscriptionSnapshot } from './subscription-snapshot.js';
import { SubscriptionEntity } from './subscription.entity.js';

export type ApplyOutcome = { applied: false } | { applied: true; changed: boolean; row: SubscriptionEntity };

/** The row's columns aliased to the entity's names, for the upsert's RETURNING. */
const AS_ENTITY = `"user_id" AS "userId", "stripe_subscription_id" AS "stripeSubscriptionId", "stripe_customer_id" AS "stripeCustomerId",
  "status", "price_id" AS "priceId", "current_period_end" AS "currentPeriodEnd", "cancel_at_period_end" AS "cancelAtPeriodEnd",
  "subscription_created" AS "subscriptionCreated", "event_created" AS "eventCreated", "updated_at" AS "updatedAt"`;

/**
 * Whether a snapshot from an event created at `eventCreated` may replace the row. Events arrive out
 * of order and more than once: a canceled subscription stays canceled (Stripe never revives one), an
 * older event never overwrites a newer one, and another subscription of the member replaces the row
 * only if it was created later (and does not swap a paying subscription for a lapsed one).
 */
export function mayApply(row: SubscriptionEntity | undefined, snapshot: SubscriptionSnapshot, eventCreated: number): boolean {
  if (!row) return true;
  if (row.stripeSubscriptionId === snapshot.id) {
    if (row.status === 'canceled') return false;
    if (snapshot.status === 'canceled') return true;
    return eventCreated >= Number(row.eventCreated);
  }
  if (snapshot.created <= Number(row.subscriptionCreated)) return false;
  return isPremiumStatus(snapshot.status) || !isPremiumStatus(row.status);
}

/**
 * Whether the snapshot is a second paid subscription of a member whose subscription (the row) is
 * active: two checkouts paid at once. It is not applied; it is canceled (ADR 0036). Changing the
 * plan keeps the subscription's id, and a lapsed subscription is replaced through `mayApply`.
 */
export function isDuplicatePurchase(row: SubscriptionEntity | undefined, snapshot: SubscriptionSnapshot): row is SubscriptionEntity {
  return !!row && row.stripeSubscriptionId !== snapshot.id && isPremiumStatus(row.status) && isPremiumStatus(snapshot.status);
}

/** Every query names the member. */
@Injectable()
export class SubscriptionsRepository {
  async forMember(manager: EntityManager, userId: string): Promise<SubscriptionEntity | undefined> {
    return (await manager.getRepository(SubscriptionEntity).findOneBy({ userId })) ?? undefined;
  }

  /** Serialises the changes of one member's subscription (webhooks, the local checkout, the sweep). */
  async lockMember(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('billing-subscription:' || $1))`, [userId]);
  }

  /**
   * Applies a subscription snapshot if it is newer than what we have; call with the member locked.
   * Raw SQL: the upsert keeps the greater event time and moves `updated_at` strictly forward.
   */
  async apply(manager: EntityManager, userId: string, snapshot: SubscriptionSnapshot, eventCreated: number): Promise<ApplyOutcome> {
    const row = await this.forMember(manager, userId);
    if (!mayApply(row, snapshot, eventCreated)) return { applied: false };
    const saved = await queryRows<SubscriptionEntity>(
      manager,
      `INSERT INTO "subscriptions" ("user_id", "stripe_subscription_id", "stripe_customer_id", "status", "price_id", "current_period_end",
         "cancel_at_period_end", "subscription_created", "event_created", "updated_at")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now())
       ON CONFLICT ("user_id") DO UPDATE SET
         "stripe_subscription_id" = EXCLUDED."stripe_subscription_id", "stripe_customer_id" = EXCLUDED."stripe_customer_id",
         "status" = EXCLUDED."status", "price_id" = EXCLUDED."price_id", "current_period_end" = EXCLUDED."current_period_end",
         "cancel_at_period_end" = EXCLUDED."cancel_at_period_end", "subscription_created" = EXCLUDED."subscription_created",
         "event_created" = GREATEST("subscriptions"."event_created", EXCLUDED."event_created"),
         "updated_at" = GREATEST(now(), "subscriptions"."updated_at" + interval '1 millisecond')
       RETURNING ${AS_ENTITY}`,
      [
        userId,
        snapshot.id,
        snapshot.customerId,
        snapshot.status,
        snapshot.priceId,
        snapshot.currentPeriodEnd,
        snapshot.cancelAtPeriodEnd,
        snapshot.created,
        eventCreated,
      ],
    );
    const next = saved[0]!;
    const changed =
      !row ||
      row.status !== next.status ||
      row.cancelAtPeriodEnd !== next.cancelAtPeriodEnd ||
      row.priceId !== next.priceId ||
      row.currentPeriodEnd?.getTime() !== next.currentPeriodEnd?.getTime();
    return { applied: true, changed, row: next };
  }

  /** Local checkout: premium subscriptions of ours whose paid period has ended. */
  async endedLocalPeriods(manager: EntityManager, now: Date, limit = 100): Promise<SubscriptionEntity[]> {
    return manager.getRepository(SubscriptionEntity).find({
      where: { status: In(['active', 'trialing']), currentPeriodEnd: LessThanOrEqual(now), stripeSubscriptionId: Like('sub_local_%') },
      order: { currentPeriodEnd: 'ASC' },
      take: limit,
    });
  }
}

/** The dashboard's view of a member's subscription (none: the free plan). */
export function memberSubscriptionOf(row: SubscriptionEntity | undefined): MemberSubscription {
  if (!row) return { active: false, status: null, planName: null, cancelAtPeriodEnd: false, currentPeriodEnd: null };
  const active = isPremiumStatus(row.status);
  return {
    active,
    status: row.status,
    planName: active ? PLAN.displayName : null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    currentPeriodEnd: row.currentPeriodEnd ? row.currentPeriodEnd.toISOString() : null,
  };
}
