import type { ChatMessage } from '@vi/contracts';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

@Entity({ name: 'chat_messages' })
@Index(['conversationId', 'createdAt'])
// Partial (the rows the start-up pass still has to seal): written in the migration.
@Index('IDX_chat_messages_unsealed', { synchronize: false })
export class MessageEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'conversation_id' })
  conversationId!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  /** The chat session (sessions-and-limits) the message was sent in, if any. */
  @Column('uuid', { name: 'chat_session_id', nullable: true })
  chatSessionId!: string | null;

  @Column('text')
  role!: ChatMessage['role'];

  /** Ciphertext under the member's data key when `sealed` (encryption/message-cipher.ts); never read it raw. */
  @Column('text')
  content!: string;

  /** Whether `content` is sealed; rows written before encryption are sealed by the start-up pass. */
  @Column('boolean', { default: false })
  sealed!: boolean;

  @Column('timestamptz', { name: 'created_at', default: () => 'clock_timestamp()' })
  createdAt!: Date;

  @Column('boolean', { default: false })
  crisis!: boolean;

  @Column('boolean', { name: 'cut_off', default: false })
  cutOff!: boolean;

  /** `check_in`: the message that opens a conversation after a crisis; null for ordinary messages. */
  @Column('text', { nullable: true })
  kind!: NonNullable<ChatMessage['kind']> | null;
}
