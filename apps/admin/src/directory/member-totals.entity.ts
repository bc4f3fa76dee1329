import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * How many members are listed and how many of them are premium, kept with every change, so the
 * directory's unfiltered totals and the overview's totals need no count over the whole table; and
 * the version that lets the directory reuse a search's count until something it counts changes.
 */
@Entity({ name: 'member_totals' })
@Check('member_totals_one_row', `"id" = 1`)
export class MemberTotalsEntity {
  @PrimaryColumn('smallint', { default: 1, primaryKeyConstraintName: 'PK_member_totals' })
  id!: number;

  @Column('integer', { default: 0 })
  members!: number;

  @Column('integer', { name: 'premium_members', default: 0 })
  premiumMembers!: number;

  /**
   * Which read model this is: a new value when a rebuild makes the table afresh, so a version of
   * the old one is never taken for the same version of the new one.
   */
  @Column('uuid')
  generation!: string;

  /**
   * Moves on with every change that can change who a search finds or how many (a sign-up, a plan
   * change, a deletion): a count remembered at one version holds as long as it is current.
   */
  @Column('bigint', { default: 0 })
  version!: string;
}
