import { Column, Entity, Index } from 'typeorm';
import type { VoiceSessionStatus } from '@vi/contracts';
import { SessionColumns } from './session.columns.js';

@Entity({ name: 'voice_sessions' })
@Index(['userId', 'startedAt'])
export class VoiceSessionEntity extends SessionColumns {
  @Column('text', { default: 'started' })
  status!: VoiceSessionStatus;
}
