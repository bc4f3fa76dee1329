import { Injectable } from '@nestjs/common';
import { isPremiumStatus, type MemberSubscription, PLAN } from '@vi/contracts';
import { queryRows } from '@vi/service-kit';
import type { EntityManager } from 'typeorm';
import type { SubscriptionSnapshot } from './subscription-snapshot.js';

export interface SubscriptionRow {
  user_id: string;
  stripe_subscription_id: string;
  stripe_customer_id: string;
  status: string;
  price_id: string | null;
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
  subscription_created: string;
  event_created: string;
  updated_at: Date;
}

export type ApplyOutcome = { applied: false } | { applied: true; changed: boolean; row: SubscriptionRow };

const COLUMNS = `"user_id", "stripe_subscription_id", "stripe_customer_id", "status", "price_id", "current_period_end", "cancel_at_period_end",
  "subscription_created", "event_created", "updated_at"`;

/**
 * Whether a snapshot from an event created at `eventCreated` may replace the row. Events arrive out
 * of order and more than once: a canceled subscription stays canceled (Stripe never revives one), an
 * older event never overwrites a newer one, and another subscription of the member replaces the row
 * only if it was created later (and does not swap a paying subscription for a lapsed one).
 */
export function mayApply(row: SubscriptionRow | undefined, snapshot: SubscriptionSnapshot, eventCreated: number): boolean {
  if (!row) return true;
  if (row.stripe_subscription_id === snapshot.id) {
    if (row.status === 'canceled') return false;
    if (snapshot.status === 'canceled') return true;
    return eventCreated >= Number(row.event_created);
  }
  if (snapshot.created <= Number(row.subscription_created)) return false;
  return isPremiumStatus(snapshot.status) || !isPremiumStatus(row.status);
}

/** Every query names the member. */
@Injectable()
export class SubscriptionsRepository {
  async forMember(manager: EntityManager, userId: string): Promise<SubscriptionRow | undefined> {
    const rows = await queryRows<SubscriptionRow>(manager, `SELECT ${COLUMNS} FROM "subscriptions" WHERE "user_id" = $1`, [userId]);
    return rows[0];
  }

  /** Serialises the changes of one member's subscription (webhooks, the local checkout, the sweep). */
  async lockMember(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('billing-subscription:' || $1))`, [userId]);
  }

  /** Applies a subscription snapshot if it is newer than what we have; call with the member locked. */
  async apply(manager: EntityManager, userId: string, snapshot: SubscriptionSnapshot, eventCreated: number): Promise<ApplyOutcome> {
    const row = await this.forMember(manager, userId);
    if (!mayApply(row, snapshot, eventCreated)) return { applied: false };
    const saved = await queryRows<SubscriptionRow>(
      manager,
      `INSERT INTO "subscriptions" (${COLUMNS})
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now())
       ON CONFLICT ("user_id") DO UPDATE SET
         "stripe_subscription_id" = EXCLUDED."stripe_subscription_id", "stripe_customer_id" = EXCLUDED."stripe_customer_id",
         "status" = EXCLUDED."status", "price_id" = EXCLUDED."price_id", "current_period_end" = EXCLUDED."current_period_end",
         "cancel_at_period_end" = EXCLUDED."cancel_at_period_end", "subscription_created" = EXCLUDED."subscription_created",
         "event_created" = GREATEST("subscriptions"."event_created", EXCLUDED."event_created"),
         "updated_at" = GREATEST(now(), "subscriptions"."updated_at" + interval '1 millisecond')
       RETURNING ${COLUMNS}`,
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
      row.cancel_at_period_end !== next.cancel_at_period_end ||
      row.price_id !== next.price_id ||
      row.current_period_end?.getTime() !== next.current_period_end?.getTime();
    return { applied: true, changed, row: next };
  }

  /** Local checkout: premium subscriptions of ours whose paid period has ended. */
  async endedLocalPeriods(manager: EntityManager, now: Date, limit = 100): Promise<SubscriptionRow[]> {
    return queryRows<SubscriptionRow>(
      manager,
      `SELECT ${COLUMNS} FROM "subscriptions"
       WHERE "status" IN ('active', 'trialing') AND "current_period_end" <= $1 AND "stripe_subscription_id" LIKE 'sub_local_%'
       ORDER BY "current_period_end" LIMIT $2`,
      [now, limit],
    );
  }
}

/** The dashboard's view of a member's subscription (none: the free plan). */
export function memberSubscriptionOf(row: SubscriptionRow | undefined): MemberSubscription {
  if (!row) return { active: false, status: null, planName: null, cancelAtPeriodEnd: false, currentPeriodEnd: null };
  const active = isPremiumStatus(row.status);
  return {
    active,
    status: row.status,
    planName: active ? PLAN.displayName : null,
    cancelAtPeriodEnd: row.cancel_at_period_end,
    currentPeriodEnd: row.current_period_end ? new Date(row.current_period_end).toISOString() : null,
  };
}
