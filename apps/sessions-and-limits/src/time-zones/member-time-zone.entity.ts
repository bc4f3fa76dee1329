import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The time zone whose calendar months a member's allowance counts in, fixed on the server: the first
 * zone the member's browser reports is kept, and a different one takes effect only when the kept
 * zone's month ends (see `nextZoneState`).
 */
@Entity({ name: 'member_time_zones' })
export class MemberTimeZoneEntity {
  @PrimaryColumn('uuid', { name: 'user_id' })
  userId!: string;

  @Column('text', { name: 'time_zone' })
  timeZone!: string;

  /** A zone the member moved to, waiting for the current month to end. */
  @Column('text', { name: 'next_time_zone', nullable: true })
  nextTimeZone!: string | null;

  /** When `nextTimeZone` takes over: the start of the next month in `timeZone`. */
  @Column('timestamptz', { name: 'next_from', nullable: true })
  nextFrom!: Date | null;
}
