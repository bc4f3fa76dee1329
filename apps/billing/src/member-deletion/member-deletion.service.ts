import { Injectable } from '@nestjs/common';
import { ForgottenMembers } from '@vi/service-kit';
import type { EntityManager } from 'typeorm';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository.js';
import { SubscriptionCanceller } from './subscription-canceller.js';

/**
 * Forgets a deleted member in the caller's transaction: their subscription is canceled at once,
 * their customer, subscription, checkout and duplicate-subscription rows go (service-kit erases this service's events
 * about them). Nothing is announced: a `subscription
 * changed` for the cancel would only be about a member who no longer exists. Billing keeps no
 * payment records of its own (Stripe keeps the invoices); `stripe_events` holds Stripe event ids
 * and types only, and stays so a redelivered Stripe event is still recognised.
 */
@Injectable()
export class MemberDeletionService {
  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly forgotten: ForgottenMembers,
    private readonly canceller: SubscriptionCanceller,
  ) {}

  async forget(manager: EntityManager, userId: string): Promise<{ subscription: string }> {
    // The lock every change of the member's subscription takes (webhooks, local checkout): one that
    // waited for this sees the member forgotten and records nothing.
    await this.subscriptions.lockMember(manager, userId);
    await this.forgotten.remember(manager, userId);
    const row = await this.subscriptions.forMember(manager, userId);
    const subscription = row ? await this.canceller.cancelAtOnce(row) : 'none';
    await manager.query(`DELETE FROM "subscriptions" WHERE "user_id" = $1`, [userId]);
    await manager.query(`DELETE FROM "customers" WHERE "user_id" = $1`, [userId]);
    await manager.query(`DELETE FROM "local_checkout_sessions" WHERE "user_id" = $1`, [userId]);
    await manager.query(`DELETE FROM "stripe_checkout_sessions" WHERE "user_id" = $1`, [userId]);
    await manager.query(`DELETE FROM "duplicate_subscriptions" WHERE "user_id" = $1`, [userId]);
    return { subscription };
  }
}
