import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A deleted member, remembered only by a hash of their id: later events about them are recognised
 * and change no row. Nothing else of the member is kept.
 */
@Entity({ name: 'member_tombstones' })
export class MemberTombstoneEntity {
  /** sha256 of the member's id (lower-case), hex. */
  @PrimaryColumn('text', { name: 'member_hash', primaryKeyConstraintName: 'PK_member_tombstones' })
  memberHash!: string;

  /** The deletion's time, for the day the member stopped counting. */
  @Column('timestamptz', { name: 'deleted_at' })
  deletedAt!: Date;

  /**
   * Whether the member's sign-up is in the day counts (with this deletion against it). False when
   * the deletion came first; a late sign-up then counts both, so the days come out the same.
   */
  @Column('boolean', { name: 'sign_up_counted' })
  signUpCounted!: boolean;

  @Column('timestamptz', { name: 'remembered_at', default: () => 'now()' })
  rememberedAt!: Date;
}
