import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One Stripe customer per member, created on the member's first checkout and reused. */
@Entity({ name: 'customers' })
export class CustomerEntity {
  @PrimaryColumn('uuid', { name: 'user_id' })
  userId!: string;

  @Column('text', { name: 'stripe_customer_id', unique: true })
  stripeCustomerId!: string;

  /** The member's first successful payment: `purchase completed` is emitted once, then. */
  @Column('timestamptz', { name: 'first_paid_at', nullable: true })
  firstPaidAt!: Date | null;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;
}
