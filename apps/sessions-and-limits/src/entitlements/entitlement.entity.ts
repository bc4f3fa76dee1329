import { Column, Entity, PrimaryColumn } from 'typeorm';

/** This service's copy of each member's subscription, kept from billing's events. */
@Entity({ name: 'entitlements' })
export class EntitlementEntity {
  @PrimaryColumn('uuid', { name: 'user_id' })
  userId!: string;

  @Column('text')
  status!: string;

  @Column('text', { name: 'plan_id', nullable: true })
  planId!: string | null;

  @Column('text', { name: 'plan_name', nullable: true })
  planName!: string | null;

  @Column('timestamptz', { name: 'current_period_end', nullable: true })
  currentPeriodEnd!: Date | null;

  /** When billing saw the change; an older event never overwrites a newer one. */
  @Column('timestamptz', { name: 'changed_at' })
  changedAt!: Date;
}
