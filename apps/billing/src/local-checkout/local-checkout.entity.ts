import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A checkout of our own, used when no Stripe keys are configured. */
@Entity({ name: 'local_checkout_sessions' })
@Index(['userId'])
export class LocalCheckoutEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  /** open, completed or canceled. */
  @Column('text', { default: 'open' })
  status!: string;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;
}
