import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One member as the admin's user list shows them, kept from the event stream. A row can exist
 * before its sign-up is seen (a sign-in or a conversation arrived first); it is listed only once
 * `created_at` is set. The search keys are the name and email case-folded here (see search-text.ts),
 * so matching does not depend on the database's locale.
 *
 * The indexes (partial, descending, trigram) are written in the migration; TypeORM only knows their
 * names, so `synchronize: false` keeps it from comparing what it cannot express.
 */
@Entity({ name: 'members' })
@Index('members_newest', { synchronize: false })
@Index('members_premium_newest', { synchronize: false })
@Index('members_free_newest', { synchronize: false })
@Index('members_search', { synchronize: false })
export class DirectoryMemberEntity {
  @PrimaryColumn('uuid', { name: 'user_id', primaryKeyConstraintName: 'PK_members' })
  userId!: string;

  /** As the member signed up with, or last changed it to; null until either is seen. */
  @Column('text', { nullable: true })
  name!: string | null;

  @Column('text', { nullable: true })
  email!: string | null;

  @Column('text', { name: 'name_key', nullable: true })
  nameKey!: string | null;

  @Column('text', { name: 'email_key', nullable: true })
  emailKey!: string | null;

  /** The newest name or address change seen (identity's time); null: as signed up. */
  @Column('timestamptz', { name: 'profile_changed_at', nullable: true })
  profileChangedAt!: Date | null;

  /** The member closed their account (restorable for 30 days, then purged); null: open. */
  @Column('timestamptz', { name: 'closed_at', nullable: true })
  closedAt!: Date | null;

  /** The newest close or restore seen (identity's time): an older one arriving later changes nothing. */
  @Column('timestamptz', { name: 'closure_changed_at', nullable: true })
  closureChangedAt!: Date | null;

  /** When the account was made (identity's time); null until the sign-up is seen. */
  @Column('timestamptz', { name: 'created_at', nullable: true })
  createdAt!: Date | null;

  /** The latest sign-in seen, whatever order sign-ins arrive in. */
  @Column('timestamptz', { name: 'last_sign_in_at', nullable: true })
  lastSignInAt!: Date | null;

  /** Conversations that counted toward the allowance (see README, "What counts"). */
  @Column('integer', { name: 'voice_sessions_count', default: 0 })
  voiceSessionsCount!: number;

  @Column('integer', { name: 'chat_sessions_count', default: 0 })
  chatSessionsCount!: number;

  @Column('integer', { name: 'feedback_count', default: 0 })
  feedbackCount!: number;

  /** What the newest subscription change (by billing's `changedAt`) says. */
  @Column('boolean', { name: 'is_premium', default: false })
  isPremium!: boolean;
}
