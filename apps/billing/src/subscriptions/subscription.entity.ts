import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A member's subscription as Stripe last told us (one row per member: their newest subscription). */
@Entity({ name: 'subscriptions' })
export class SubscriptionEntity {
  @PrimaryColumn('uuid', { name: 'user_id' })
  userId!: string;

  @Column('text', { name: 'stripe_subscription_id' })
  stripeSubscriptionId!: string;

  @Column('text', { name: 'stripe_customer_id' })
  stripeCustomerId!: string;

  /** Stripe's status: active and trialing are premium. */
  @Column('text')
  status!: string;

  @Column('text', { name: 'price_id', nullable: true })
  priceId!: string | null;

  @Column('timestamptz', { name: 'current_period_end', nullable: true })
  currentPeriodEnd!: Date | null;

  @Column('boolean', { name: 'cancel_at_period_end', default: false })
  cancelAtPeriodEnd!: boolean;

  /** The subscription object's `created` (seconds): a newer subscription replaces an older one. */
  @Column('bigint', { name: 'subscription_created' })
  subscriptionCreated!: string;

  /** `created` (seconds) of the Stripe event that last changed this row: an older event never overwrites it. */
  @Column('bigint', { name: 'event_created' })
  eventCreated!: string;

  /** Also the `changedAt` of the last `subscription changed` event (strictly increasing per member). */
  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' })
  updatedAt!: Date;
}
