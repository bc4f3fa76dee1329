import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

@Entity({ name: 'users' })
// Partial (only closed accounts): written in the migration.
@Index('IDX_users_purge_after', { synchronize: false })
export class UserEntity {
  @PrimaryColumn('uuid')
  id!: string;

  /** Stored lower-cased and trimmed; one account per address. */
  @Column('text', { unique: true })
  email!: string;

  @Column('text')
  name!: string;

  /** argon2id; null for an account made through Google sign-in until its member sets a password (ADR 0047). */
  @Column('text', { name: 'password_hash', nullable: true })
  passwordHash!: string | null;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'last_sign_in_at', nullable: true })
  lastSignInAt!: Date | null;

  /**
   * An account an admin made: the admin (their user id) who vouched that the member is an adult, in
   * place of the member's own confirmation at sign-up. Null for a sign-up, and once that admin's
   * account is deleted (ageVouchedAt stays: someone vouched). Never shown to the member.
   */
  @Index('IDX_users_age_vouched_by')
  @Column('uuid', { name: 'age_vouched_by', nullable: true })
  ageVouchedBy!: string | null;

  /** The interface language the member chose ('en' | 'es'); null: their browser's. */
  @Column('text', { nullable: true })
  language!: string | null;

  /** The time zone the member chose (IANA); null: their browser's. The allowance zone is kept by sessions-and-limits. */
  @Column('text', { name: 'time_zone', nullable: true })
  timeZone!: string | null;

  /** The member closed their account (nobody can sign in to it; they can restore it until `purgeAfter`); null: open. */
  @Column('timestamptz', { name: 'closed_at', nullable: true })
  closedAt!: Date | null;

  /** When a closed account is purged from every service, unless restored first. */
  @Column('timestamptz', { name: 'purge_after', nullable: true })
  purgeAfter!: Date | null;

  /** When the admin vouched (as the account was made). */
  @Column('timestamptz', { name: 'age_vouched_at', nullable: true })
  ageVouchedAt!: Date | null;
}
