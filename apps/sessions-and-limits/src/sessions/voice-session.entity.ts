import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { VoiceSessionStatus } from '@vi/contracts';

@Entity({ name: 'voice_sessions' })
@Index(['userId', 'startedAt'])
export class VoiceSessionEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @Column('text', { default: 'started' })
  status!: VoiceSessionStatus;

  @Column('timestamptz', { name: 'started_at', default: () => 'now()' })
  startedAt!: Date;

  @Column('timestamptz', { name: 'ended_at', nullable: true })
  endedAt!: Date | null;

  @Column('integer', { name: 'duration_seconds', nullable: true })
  durationSeconds!: number | null;
}
