import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, Unique } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';

/** 'sign-up': nobody uses the address (the member confirms their age next); 'link': an account does (its password next). */
export type PendingSignInPurpose = 'sign-up' | 'link';

/**
 * What Google told us, waiting for the member's next step: a single-use secret (only its hash kept)
 * valid a few minutes. A link attempt names the account and counts wrong passwords.
 */
@Entity({ name: 'pending_external_sign_ins' })
@Unique('UQ_pending_external_sign_ins_token_hash', ['tokenHash'])
export class PendingExternalSignInEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('text', { name: 'token_hash' })
  tokenHash!: string;

  @Column('text')
  purpose!: PendingSignInPurpose;

  @Column('text')
  provider!: string;

  @Column('text')
  subject!: string;

  @Column('text')
  email!: string;

  @Column('text')
  name!: string;

  /** The account to link ('link' only). */
  @Index('IDX_pending_external_sign_ins_user_id')
  @Column('uuid', { name: 'user_id', nullable: true })
  userId!: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_pending_external_sign_ins_user' })
  user?: UserEntity;

  @Column('integer', { name: 'wrong_passwords', default: 0 })
  wrongPasswords!: number;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  @Index('IDX_pending_external_sign_ins_expires_at')
  @Column('timestamptz', { name: 'expires_at' })
  expiresAt!: Date;

  @Column('timestamptz', { name: 'used_at', nullable: true })
  usedAt!: Date | null;
}
