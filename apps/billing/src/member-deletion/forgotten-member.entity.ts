import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A deleted member, kept only as a hash of their id for a while: a late Stripe webhook about them
 * (the `customer.subscription.deleted` their deletion's cancel causes names them in its metadata)
 * is recognised and ignored instead of bringing them back. The id itself is not kept.
 */
@Entity({ name: 'forgotten_members' })
export class ForgottenMemberEntity {
  /** sha256 of the member's id (lower-case), hex. */
  @PrimaryColumn('text', { name: 'member_hash', primaryKeyConstraintName: 'PK_forgotten_members' })
  memberHash!: string;

  @Column('timestamptz', { name: 'forgotten_at', default: () => 'now()' })
  forgottenAt!: Date;
}
