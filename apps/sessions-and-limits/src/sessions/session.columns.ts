import { Column, PrimaryColumn } from 'typeorm';

/** What voice calls and chat conversations both record; each table adds its own status and more. */
export abstract class SessionColumns {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @Column('timestamptz', { name: 'started_at', default: () => 'now()' })
  startedAt!: Date;

  @Column('timestamptz', { name: 'ended_at', nullable: true })
  endedAt!: Date | null;

  @Column('integer', { name: 'duration_seconds', nullable: true })
  durationSeconds!: number | null;
}
