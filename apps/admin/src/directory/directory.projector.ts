import {
  type ChatSessionEndedV1,
  EVENTS,
  type EventEnvelope,
  type FeedbackSubmittedV1,
  type SubscriptionChangedV1,
  type UserClosedV1,
  type UserDeletedV1,
  type UserRestoredV1,
  type UserProfileChangedV1,
  type UserSignedInV1,
  type UserSignedUpV1,
  type VoiceSessionEndedV1,
} from '@vi/contracts';
import { forgetPublishedEventsOf, memberHash, queryRows } from '@vi/service-kit';
import type { EntityManager } from 'typeorm';
import { chatSessionCounts, isPremiumStatus, utcDay, voiceSessionCounts } from './counting.js';
import { foldCase } from './search-text.js';

/** The live consumer's durable name (replicas share it; a rebuild writes its processed ids under it). */
export const DIRECTORY_CONSUMER = 'admin-directory';

/** Every event the directory and the overview are built from. */
export const DIRECTORY_SUBJECTS: string[] = [
  EVENTS.identity.userSignedUp,
  EVENTS.identity.userSignedIn,
  EVENTS.identity.userProfileChanged,
  EVENTS.identity.userClosed,
  EVENTS.identity.userRestored,
  EVENTS.identity.userDeleted,
  EVENTS.sessions.voiceSessionEnded,
  EVENTS.sessions.chatSessionEnded,
  EVENTS.billing.subscriptionChanged,
  EVENTS.feedback.feedbackSubmitted,
];

/** A deleted member's hash is kept this long: no event about them can arrive later (the stream keeps 30 days). */
export const TOMBSTONE_RETENTION_DAYS = 60;

type DayCount = 'sign_ups' | 'deletions' | 'voice_sessions' | 'chat_sessions' | 'deleted_premium_change';
type MemberCount = 'voice_sessions_count' | 'chat_sessions_count' | 'feedback_count';

interface Tombstone {
  deleted_at: Date;
  sign_up_counted: boolean;
}

export interface ProjectorOptions {
  /**
   * Whether a deletion also removes this schema's dead letters about the member (the live
   * consumer); a rebuild writes into tables of its own and has none.
   */
  forgetDeadLetters: boolean;
}

/**
 * Applies one event to the read model, inside the transaction that records the event as processed.
 * The live consumer and the rebuild use this same code. Every change is an upsert that commutes
 * with the others (counts add, the latest sign-in and the newest subscription change win, a deletion
 * leaves a tombstone), so the rows come out the same whatever order events about a member arrive in.
 * Events about one member are serialised by a lock held to the commit.
 */
export class DirectoryProjector {
  constructor(private readonly options: ProjectorOptions) {}

  async apply(event: EventEnvelope, manager: EntityManager): Promise<void> {
    switch (event.subject) {
      case EVENTS.identity.userSignedUp:
        return this.signedUp(manager, event.data as UserSignedUpV1);
      case EVENTS.identity.userSignedIn:
        return this.signedIn(manager, event.data as UserSignedInV1);
      case EVENTS.identity.userProfileChanged:
        return this.profileChanged(manager, event.data as UserProfileChangedV1);
      case EVENTS.identity.userClosed: {
        const closed = event.data as UserClosedV1;
        return this.closure(manager, closed.userId, closed.closedAt, closed.closedAt);
      }
      case EVENTS.identity.userRestored: {
        const restored = event.data as UserRestoredV1;
        return this.closure(manager, restored.userId, null, restored.restoredAt);
      }
      case EVENTS.identity.userDeleted:
        return this.deleted(manager, event.data as UserDeletedV1);
      case EVENTS.sessions.voiceSessionEnded: {
        const ended = event.data as VoiceSessionEndedV1;
        if (!voiceSessionCounts(ended.status)) return;
        return this.conversation(manager, ended.userId, ended.startedAt, 'voice_sessions', 'voice_sessions_count');
      }
      case EVENTS.sessions.chatSessionEnded: {
        const ended = event.data as ChatSessionEndedV1;
        if (!chatSessionCounts(ended.status)) return;
        return this.conversation(manager, ended.userId, ended.startedAt, 'chat_sessions', 'chat_sessions_count');
      }
      case EVENTS.billing.subscriptionChanged:
        return this.subscriptionChanged(manager, event.id, event.occurredAt, event.data as SubscriptionChangedV1);
      case EVENTS.feedback.feedbackSubmitted:
        return this.feedbackSubmitted(manager, event.data as FeedbackSubmittedV1);
      default:
        return;
    }
  }

  private async signedUp(manager: EntityManager, signUp: UserSignedUpV1): Promise<void> {
    const { userId } = signUp;
    const createdDay = utcDay(signUp.createdAt);
    await this.lockMember(manager, userId);
    const tombstone = await this.tombstone(manager, userId);
    if (tombstone) {
      // Deleted before their sign-up arrived: they still joined that day and left on the deletion's.
      if (!tombstone.sign_up_counted) {
        await this.countDay(manager, createdDay, 'sign_ups');
        await this.countDay(manager, utcDay(tombstone.deleted_at), 'deletions');
        await manager.query(`UPDATE "member_tombstones" SET "sign_up_counted" = true WHERE "member_hash" = $1`, [memberHash(userId)]);
      }
      return;
    }
    const [before] = await queryRows<{ created_at: Date | null; is_premium: boolean }>(
      manager,
      `SELECT "created_at", "is_premium" FROM "members" WHERE "user_id" = $1`,
      [userId],
    );
    const previous = before?.created_at ?? null;
    // One account has one sign-up; were one repeated with other facts, the earliest stands (in any order).
    if (previous && previous.getTime() <= Date.parse(signUp.createdAt)) return;
    await manager.query(
      `INSERT INTO "members" ("user_id", "name", "email", "name_key", "email_key", "created_at") VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT ("user_id") DO UPDATE SET "created_at" = EXCLUDED."created_at",
         -- A name or address changed later (its event came first) stands over the sign-up's.
         "name" = CASE WHEN "members"."profile_changed_at" IS NULL THEN EXCLUDED."name" ELSE "members"."name" END,
         "email" = CASE WHEN "members"."profile_changed_at" IS NULL THEN EXCLUDED."email" ELSE "members"."email" END,
         "name_key" = CASE WHEN "members"."profile_changed_at" IS NULL THEN EXCLUDED."name_key" ELSE "members"."name_key" END,
         "email_key" = CASE WHEN "members"."profile_changed_at" IS NULL THEN EXCLUDED."email_key" ELSE "members"."email_key" END`,
      [userId, signUp.name, signUp.email, foldCase(signUp.name), foldCase(signUp.email), signUp.createdAt],
    );
    if (previous) await this.countDay(manager, utcDay(previous), 'sign_ups', -1);
    await this.adjustTotals(manager, previous ? 0 : 1, !previous && before?.is_premium ? 1 : 0);
    await this.countDay(manager, createdDay, 'sign_ups');
  }

  private async signedIn(manager: EntityManager, signIn: UserSignedInV1): Promise<void> {
    await this.lockMember(manager, signIn.userId);
    if (await this.tombstone(manager, signIn.userId)) return;
    await manager.query(
      `INSERT INTO "members" ("user_id", "last_sign_in_at") VALUES ($1, $2)
       ON CONFLICT ("user_id") DO UPDATE SET "last_sign_in_at" = GREATEST("members"."last_sign_in_at", EXCLUDED."last_sign_in_at")`,
      [signIn.userId, signIn.signedInAt],
    );
  }

  /** The newest change wins; a row made here (before the sign-up is seen) stays unlisted until it is. */
  private async profileChanged(manager: EntityManager, change: UserProfileChangedV1): Promise<void> {
    await this.lockMember(manager, change.userId);
    if (await this.tombstone(manager, change.userId)) return;
    await manager.query(
      `INSERT INTO "members" ("user_id", "name", "email", "name_key", "email_key", "profile_changed_at") VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT ("user_id") DO UPDATE SET "name" = EXCLUDED."name", "email" = EXCLUDED."email", "name_key" = EXCLUDED."name_key",
         "email_key" = EXCLUDED."email_key", "profile_changed_at" = EXCLUDED."profile_changed_at"
       WHERE "members"."profile_changed_at" IS NULL OR "members"."profile_changed_at" < EXCLUDED."profile_changed_at"`,
      [change.userId, change.name, change.email, foldCase(change.name), foldCase(change.email), change.changedAt],
    );
  }

  /** Closed (`closedAt`) or restored (null) at `at`: the newest of them stands, in any order. */
  private async closure(manager: EntityManager, userId: string, closedAt: string | null, at: string): Promise<void> {
    await this.lockMember(manager, userId);
    if (await this.tombstone(manager, userId)) return;
    await manager.query(
      `INSERT INTO "members" ("user_id", "closed_at", "closure_changed_at") VALUES ($1, $2, $3)
       ON CONFLICT ("user_id") DO UPDATE SET "closed_at" = EXCLUDED."closed_at", "closure_changed_at" = EXCLUDED."closure_changed_at"
       WHERE "members"."closure_changed_at" IS NULL OR "members"."closure_changed_at" < EXCLUDED."closure_changed_at"`,
      [userId, closedAt, at],
    );
  }

  /** A conversation that counted: on its day whoever had it (days hold no member), and on the member's row while they are here. */
  private async conversation(manager: EntityManager, userId: string, startedAt: string, day: DayCount, member: MemberCount): Promise<void> {
    await this.countDay(manager, utcDay(startedAt), day);
    await this.countMember(manager, userId, member);
  }

  private async feedbackSubmitted(manager: EntityManager, feedback: FeedbackSubmittedV1): Promise<void> {
    if (Number.isInteger(feedback.rating) && feedback.rating >= 1 && feedback.rating <= 5) {
      await manager.query(
        `INSERT INTO "daily_ratings" ("day", "rating", "count") VALUES ($1, $2, 1)
         ON CONFLICT ("day", "rating") DO UPDATE SET "count" = "daily_ratings"."count" + 1`,
        [utcDay(feedback.submittedAt), feedback.rating],
      );
    }
    await this.countMember(manager, feedback.userId, 'feedback_count');
  }

  private async subscriptionChanged(manager: EntityManager, eventId: string, occurredAt: string, change: SubscriptionChangedV1): Promise<void> {
    const { userId } = change;
    await this.lockMember(manager, userId);
    if (await this.tombstone(manager, userId)) return;
    await manager.query(
      `INSERT INTO "premium_changes" ("event_id", "user_id", "premium", "changed_at", "occurred_at") VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
      [eventId, userId, isPremiumStatus(change.status), change.changedAt, occurredAt],
    );
    const [before] = await queryRows<{ created_at: Date | null; is_premium: boolean }>(
      manager,
      `SELECT "created_at", "is_premium" FROM "members" WHERE "user_id" = $1`,
      [userId],
    );
    // The newest change by billing's time decides, however late an older one arrives.
    const [after] = await queryRows<{ is_premium: boolean }>(
      manager,
      `INSERT INTO "members" ("user_id", "is_premium")
       VALUES ($1, (SELECT "premium" FROM "premium_changes" WHERE "user_id" = $1 ORDER BY "changed_at" DESC, "occurred_at" DESC, "event_id" DESC LIMIT 1))
       ON CONFLICT ("user_id") DO UPDATE SET "is_premium" = EXCLUDED."is_premium" RETURNING "is_premium"`,
      [userId],
    );
    if (before?.created_at && after && before.is_premium !== after.is_premium) await this.adjustTotals(manager, 0, after.is_premium ? 1 : -1);
  }

  private async deleted(manager: EntityManager, deletion: UserDeletedV1): Promise<void> {
    const { userId, deletedAt } = deletion;
    await this.lockMember(manager, userId);
    if (await this.tombstone(manager, userId)) return;
    const [row] = await queryRows<{ created_at: Date | null; is_premium: boolean }>(
      manager,
      `SELECT "created_at", "is_premium" FROM "members" WHERE "user_id" = $1`,
      [userId],
    );
    const signedUp = Boolean(row?.created_at);
    if (signedUp) {
      await this.adjustTotals(manager, -1, row?.is_premium ? -1 : 0);
      await this.countDay(manager, utcDay(deletedAt), 'deletions');
      await this.foldPremiumDays(manager, userId, deletedAt);
    }
    await manager.query(`DELETE FROM "premium_changes" WHERE "user_id" = $1`, [userId]);
    await manager.query(`DELETE FROM "members" WHERE "user_id" = $1`, [userId]);
    await manager.query(`INSERT INTO "member_tombstones" ("member_hash", "deleted_at", "sign_up_counted") VALUES ($1, $2, $3)`, [
      memberHash(userId),
      deletedAt,
      signedUp,
    ]);
    await manager.query(`DELETE FROM "member_tombstones" WHERE "remembered_at" < now() - make_interval(days => $1)`, [TOMBSTONE_RETENTION_DAYS]);
    if (this.options.forgetDeadLetters) await forgetPublishedEventsOf(manager, userId);
  }

  /**
   * Before a member's changes go: the days they became premium or stopped being (up to the
   * deletion, which ends a premium spell too), kept as day counts so past days do not change.
   */
  private async foldPremiumDays(manager: EntityManager, userId: string, deletedAt: string): Promise<void> {
    const changes = await queryRows<{ premium: boolean; changed_at: Date }>(
      manager,
      `SELECT "premium", "changed_at" FROM "premium_changes" WHERE "user_id" = $1 AND "changed_at" <= $2 ORDER BY "changed_at", "occurred_at", "event_id"`,
      [userId, deletedAt],
    );
    let premium = false;
    for (const change of changes) {
      if (change.premium === premium) continue;
      premium = change.premium;
      await this.countDay(manager, utcDay(change.changed_at), 'deleted_premium_change', premium ? 1 : -1);
    }
    if (premium) await this.countDay(manager, utcDay(deletedAt), 'deleted_premium_change', -1);
  }

  private async countMember(manager: EntityManager, userId: string, column: MemberCount): Promise<void> {
    await this.lockMember(manager, userId);
    if (await this.tombstone(manager, userId)) return;
    await manager.query(
      `INSERT INTO "members" ("user_id", "${column}") VALUES ($1, 1) ON CONFLICT ("user_id") DO UPDATE SET "${column}" = "members"."${column}" + 1`,
      [userId],
    );
  }

  /**
   * Listed members and premium ones among them, and the version searches' counts are kept against
   * (member_totals; the row is made on first use, as in a rebuild's fresh table).
   */
  private async adjustTotals(manager: EntityManager, members: number, premium: number): Promise<void> {
    await manager.query(
      `INSERT INTO "member_totals" ("id", "generation", "members", "premium_members", "version") VALUES (1, gen_random_uuid(), $1, $2, 1)
       ON CONFLICT ("id") DO UPDATE SET "members" = "member_totals"."members" + EXCLUDED."members",
         "premium_members" = "member_totals"."premium_members" + EXCLUDED."premium_members", "version" = "member_totals"."version" + 1`,
      [members, premium],
    );
  }

  private async countDay(manager: EntityManager, day: string, column: DayCount, by = 1): Promise<void> {
    await manager.query(
      `INSERT INTO "daily_activity" ("day", "${column}") VALUES ($1, $2) ON CONFLICT ("day") DO UPDATE SET "${column}" = "daily_activity"."${column}" + EXCLUDED."${column}"`,
      [day, by],
    );
  }

  private async tombstone(manager: EntityManager, userId: string): Promise<Tombstone | undefined> {
    const [row] = await queryRows<Tombstone>(manager, `SELECT "deleted_at", "sign_up_counted" FROM "member_tombstones" WHERE "member_hash" = $1`, [
      memberHash(userId),
    ]);
    return row;
  }

  /** Serialises what this transaction does about the member with other replicas' events about them. */
  private async lockMember(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('admin-member:' || $1))`, [userId.toLowerCase()]);
  }
}
