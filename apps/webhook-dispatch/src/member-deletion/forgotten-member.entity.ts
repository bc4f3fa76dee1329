import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A deleted member, kept only as a hash of their id for a while: a late event about them (feedback
 * or a purchase another service published after identity's deletion event) is recognised and no
 * delivery is made of it. The id itself is not kept.
 */
@Entity({ name: 'forgotten_members' })
export class ForgottenMemberEntity {
  /** sha256 of the member's id (lower-case), hex. */
  @PrimaryColumn('text', { name: 'member_hash', primaryKeyConstraintName: 'PK_forgotten_members' })
  memberHash!: string;

  @Column('timestamptz', { name: 'forgotten_at', default: () => 'now()' })
  forgottenAt!: Date;
}
