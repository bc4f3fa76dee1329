import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';

/**
 * A message waiting for the SMTP server: written in the transaction of what it tells, sent by
 * MailSender, deleted once the server took it. It goes with the member's account.
 */
@Entity({ name: 'outgoing_mail' })
export class OutgoingMailEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Index('IDX_outgoing_mail_user_id')
  @Column('uuid', { name: 'user_id', nullable: true })
  userId!: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_outgoing_mail_user' })
  user?: UserEntity;

  @Column('text', { name: 'to_address' })
  toAddress!: string;

  @Column('text')
  subject!: string;

  @Column('text')
  body!: string;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  @Column('integer', { default: 0 })
  attempts!: number;

  @Index('IDX_outgoing_mail_next_attempt_at')
  @Column('timestamptz', { name: 'next_attempt_at', default: () => 'now()' })
  nextAttemptAt!: Date;

  @Column('text', { name: 'last_error', nullable: true })
  lastError!: string | null;
}
