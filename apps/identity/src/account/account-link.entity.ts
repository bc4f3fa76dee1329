import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, Unique } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';

export type AccountLinkPurpose = 'password_reset' | 'email_change';

/**
 * A link sent by email that works once, until it expires: a password reset, or a new address to
 * confirm. Only the SHA-256 of its secret is stored, so a copy of the table opens nothing.
 */
@Entity({ name: 'account_links' })
@Unique('UQ_account_links_token_hash', ['tokenHash'])
export class AccountLinkEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Index('IDX_account_links_user_id')
  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_account_links_user' })
  user?: UserEntity;

  @Column('text')
  purpose!: AccountLinkPurpose;

  @Column('text', { name: 'token_hash' })
  tokenHash!: string;

  /** The address to confirm (email_change only). */
  @Column('text', { name: 'new_email', nullable: true })
  newEmail!: string | null;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt!: Date;

  @Column('timestamptz', { name: 'used_at', nullable: true })
  usedAt!: Date | null;
}
