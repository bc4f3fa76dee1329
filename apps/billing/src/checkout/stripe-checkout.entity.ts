import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The member's open Stripe Checkout Session, as we created it: while it is open (not completed, not
 * expired) another checkout of the member gets its URL back instead of a second session.
 */
@Entity({ name: 'stripe_checkout_sessions' })
export class StripeCheckoutEntity {
  @PrimaryColumn('uuid', { name: 'user_id' })
  userId!: string;

  @Column('text', { name: 'session_id' })
  sessionId!: string;

  @Column('text')
  url!: string;

  /** Stripe's `expires_at` for the session. */
  @Column('timestamptz', { name: 'expires_at' })
  expiresAt!: Date;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;
}
