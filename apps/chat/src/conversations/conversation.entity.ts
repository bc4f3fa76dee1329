import type { RiskCategory, RiskLevel } from '@vi/contracts';
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

  /** The highest risk level the conversation has shown (or carried from a crisis within 7 days); null: none. */
  @Column('text', { name: 'risk_level', nullable: true })
  riskLevel!: RiskLevel | null;

  @Column('text', { name: 'risk_categories', array: true, default: () => "'{}'" })
  riskCategories!: RiskCategory[];

  /** When the risk was first shown (a carried risk keeps its original time: the 7 days count from there). */
  @Column('timestamptz', { name: 'risk_at', nullable: true })
  riskAt!: Date | null;

  /** When the AI disclosure was last given in this conversation (the disclosure engine's clock). */
  @Column('timestamptz', { name: 'last_disclosed_at', nullable: true })
  lastDisclosedAt!: Date | null;
}
