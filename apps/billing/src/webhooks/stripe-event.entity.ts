import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Every Stripe event id we processed, written with its effect: a redelivery changes nothing. */
@Entity({ name: 'stripe_events' })
export class StripeEventEntity {
  @PrimaryColumn('text')
  id!: string;

  @Column('text')
  type!: string;

  @Column('timestamptz', { name: 'received_at', default: () => 'now()' })
  receivedAt!: Date;
}
