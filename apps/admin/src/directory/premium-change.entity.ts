import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Every subscription change seen for a member who is still here, so the plan (the newest change
 * wins) and the premium count at the end of any day come out the same whatever order the changes
 * arrive in. Gone with the member; their premium days are kept as day counts (daily_activity).
 */
@Entity({ name: 'premium_changes' })
@Index('premium_changes_by_member', ['userId', 'changedAt'])
export class PremiumChangeEntity {
  @PrimaryColumn('uuid', { name: 'event_id', primaryKeyConstraintName: 'PK_premium_changes' })
  eventId!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  /** Status active or trialing. */
  @Column('boolean')
  premium!: boolean;

  /** Billing's order of changes. */
  @Column('timestamptz', { name: 'changed_at' })
  changedAt!: Date;

  /** When billing wrote the event: breaks ties between changes of the same second. */
  @Column('timestamptz', { name: 'occurred_at' })
  occurredAt!: Date;
}
