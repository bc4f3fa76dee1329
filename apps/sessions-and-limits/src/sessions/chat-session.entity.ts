import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { ChatSessionStatus } from '@vi/contracts';

@Entity({ name: 'chat_sessions' })
@Index(['userId', 'startedAt'])
@Index(['status', 'lastActivityAt'])
export class ChatSessionEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @Column('text', { default: 'active' })
  status!: ChatSessionStatus;

  @Column('timestamptz', { name: 'started_at', default: () => 'now()' })
  startedAt!: Date;

  @Column('timestamptz', { name: 'ended_at', nullable: true })
  endedAt!: Date | null;

  @Column('integer', { name: 'duration_seconds', nullable: true })
  durationSeconds!: number | null;

  @Column('integer', { name: 'message_count', default: 0 })
  messageCount!: number;

  /** Reset by every message sent or received; 20 minutes without one ends the session. */
  @Column('timestamptz', { name: 'last_activity_at', default: () => 'now()' })
  lastActivityAt!: Date;
}
