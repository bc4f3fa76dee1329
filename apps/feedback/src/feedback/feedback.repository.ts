import { Injectable } from '@nestjs/common';
import type { Feedback, FeedbackCategory, FeedbackSessionType } from '@vi/contracts';
import { queryRows } from '@vi/service-kit';
import type { DataSource, EntityManager } from 'typeorm';

export interface FeedbackRow {
  id: string;
  user_id: string;
  session_type: FeedbackSessionType;
  rating: number;
  category: FeedbackCategory;
  comment: string;
  improvements: string[];
  created_at: Date;
}

export interface NewFeedback {
  id: string;
  userId: string;
  sessionType: FeedbackSessionType;
  rating: number;
  category: FeedbackCategory;
  comment: string;
  improvements: string[];
}

export interface FeedbackPage {
  sessionType?: FeedbackSessionType;
  limit: number;
  /** Only rows created strictly before this instant. */
  before?: Date;
}

/**
 * The member of a rating whose member was deleted: the nil uuid (the column and the API's `userId`
 * stay a uuid; no member has this one).
 */
export const DELETED_MEMBER_ID = '00000000-0000-0000-0000-000000000000';

const COLUMNS = `"id", "user_id", "session_type", "rating", "category", "comment", "improvements", "created_at"`;

export function toFeedback(row: FeedbackRow): Feedback {
  return {
    id: row.id,
    userId: row.user_id,
    sessionType: row.session_type,
    rating: Number(row.rating),
    category: row.category,
    comment: row.comment,
    improvements: row.improvements,
    createdAt: row.created_at.toISOString(),
  };
}

@Injectable()
export class FeedbackRepository {
  /**
   * Stores one rating. The time is cut to the millisecond so the instant the API shows is the
   * stored one, and a `before` cursor taken from it never skips or repeats a row in between.
   */
  async insert(manager: EntityManager, feedback: NewFeedback): Promise<FeedbackRow> {
    const rows = await queryRows<FeedbackRow>(
      manager,
      `INSERT INTO "feedback" ("id", "user_id", "session_type", "rating", "category", "comment", "improvements", "created_at")
       VALUES ($1, $2, $3, $4, $5, $6, $7::text[], date_trunc('milliseconds', now()))
       RETURNING ${COLUMNS}`,
      [feedback.id, feedback.userId, feedback.sessionType, feedback.rating, feedback.category, feedback.comment, feedback.improvements],
    );
    return rows[0]!;
  }

  /** Newest first (ties broken by id, so the order is stable between pages). */
  list(runner: DataSource | EntityManager, page: FeedbackPage): Promise<FeedbackRow[]> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (page.sessionType) {
      params.push(page.sessionType);
      conditions.push(`"session_type" = $${params.length}`);
    }
    if (page.before) {
      params.push(page.before);
      conditions.push(`"created_at" < $${params.length}`);
    }
    params.push(page.limit);
    const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
    return queryRows<FeedbackRow>(runner, `SELECT ${COLUMNS} FROM "feedback" ${where} ORDER BY "created_at" DESC, "id" DESC LIMIT $${params.length}`, params);
  }

  /**
   * A deleted member's ratings stay as anonymous ones: the session type, rating, category, chosen
   * improvements (from the fixed list) and time still count in the admin's figures, while the member
   * and their comment (their own words) go. Answers how many ratings were theirs.
   */
  async anonymiseAllOf(manager: EntityManager, userId: string): Promise<number> {
    const rows = await queryRows<{ id: string }>(manager, `UPDATE "feedback" SET "user_id" = $2, "comment" = '' WHERE "user_id" = $1 RETURNING "id"`, [
      userId,
      DELETED_MEMBER_ID,
    ]);
    return rows.length;
  }
}
