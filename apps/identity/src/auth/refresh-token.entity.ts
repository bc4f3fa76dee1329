import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Opaque refresh tokens, stored hashed. Each sign-in starts a family; every refresh
 * rotates to a new member. Presenting a used member again revokes the family.
 */
@Entity({ name: 'refresh_tokens' })
export class RefreshTokenEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Index()
  @Column('uuid', { name: 'family_id' })
  familyId!: string;

  @Index()
  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @Column('text', { name: 'token_hash', unique: true })
  tokenHash!: string;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt!: Date;

  @Column('timestamptz', { name: 'used_at', nullable: true })
  usedAt!: Date | null;

  @Column('timestamptz', { name: 'revoked_at', nullable: true })
  revokedAt!: Date | null;
}
