import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * What happened on one UTC day, as counts: nothing in it points at a member, so it stays when a
 * member is deleted (the overview's past days do not change).
 */
@Entity({ name: 'daily_activity' })
export class DailyActivityEntity {
  @PrimaryColumn('date', { primaryKeyConstraintName: 'PK_daily_activity' })
  day!: string;

  /** Members whose account was made that day. */
  @Column('integer', { name: 'sign_ups', default: 0 })
  signUps!: number;

  /** Members deleted that day (only those whose sign-up is counted). */
  @Column('integer', { default: 0 })
  deletions!: number;

  /** Conversations that counted toward the allowance, by the day they started. */
  @Column('integer', { name: 'voice_sessions', default: 0 })
  voiceSessions!: number;

  @Column('integer', { name: 'chat_sessions', default: 0 })
  chatSessions!: number;

  /** The net change in premium members that day from members since deleted (their history, folded in). */
  @Column('integer', { name: 'deleted_premium_change', default: 0 })
  deletedPremiumChange!: number;
}
