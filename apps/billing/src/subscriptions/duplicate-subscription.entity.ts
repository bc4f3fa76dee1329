import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A second paid subscription of a member who already had an active one (two checkouts paid at
 * once), canceled at Stripe (ADR 0036). Kept so support can see what was canceled, and why.
 */
@Entity({ name: 'duplicate_subscriptions' })
@Index(['userId'])
export class DuplicateSubscriptionEntity {
  @PrimaryColumn('text', { name: 'stripe_subscription_id' })
  stripeSubscriptionId!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  /** The member's subscription that stays. */
  @Column('text', { name: 'kept_subscription_id' })
  keptSubscriptionId!: string;

  /** What the cancel found: `canceled` (by us) or `already-ended` (Stripe had ended it), `local` for the local checkout's. */
  @Column('text')
  outcome!: string;

  @Column('timestamptz', { name: 'canceled_at', default: () => 'now()' })
  canceledAt!: Date;
}
