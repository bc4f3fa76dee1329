import { Column, Entity, Index } from 'typeorm';
import type { ChatSessionStatus } from '@vi/contracts';
import { SessionColumns } from './session.columns.js';

@Entity({ name: 'chat_sessions' })
@Index(['userId', 'startedAt'])
@Index(['status', 'lastActivityAt'])
export class ChatSessionEntity extends SessionColumns {
  @Column('text', { default: 'active' })
  status!: ChatSessionStatus;

  @Column('integer', { name: 'message_count', default: 0 })
  messageCount!: number;

  /** Reset by every message sent or received; 20 minutes without one ends the session. */
  @Column('timestamptz', { name: 'last_activity_at', default: () => 'now()' })
  lastActivityAt!: Date;

  /** When it ended because its page went away (closed, reloaded, left): a message within minutes reopens it. */
  @Column('timestamptz', { name: 'left_at', nullable: true })
  leftAt!: Date | null;

  /** When a message last reopened it; its end had been announced, so a later end is not announced again. */
  @Column('timestamptz', { name: 'reopened_at', nullable: true })
  reopenedAt!: Date | null;
}
