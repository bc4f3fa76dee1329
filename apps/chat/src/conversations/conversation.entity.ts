import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** One chat with Vi: reused until the member clears the chat, then kept as history. */
@Entity({ name: 'conversations' })
@Index(['userId', 'startedAt'])
// At most one open conversation per member, even when two tabs send at once.
@Index('conversations_one_open', ['userId'], { unique: true, where: '"cleared_at" IS NULL' })
export class ConversationEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @Column('timestamptz', { name: 'started_at', default: () => 'now()' })
  startedAt!: Date;

  /** Set when the member clears the chat; the next message opens a new conversation. */
  @Column('timestamptz', { name: 'cleared_at', nullable: true })
  clearedAt!: Date | null;

  @Column('timestamptz', { name: 'last_message_at', nullable: true })
  lastMessageAt!: Date | null;
}
