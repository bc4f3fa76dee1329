import { Injectable } from '@nestjs/common';
import type { Feedback, FeedbackSessionType } from '@vi/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { FeedbackEntity } from './feedback.entity.js';

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

/** The API's shape of a stored rating. */
export function toFeedback(row: FeedbackEntity): Feedback {
  return {
    id: row.id,
    userId: row.userId,
    sessionType: row.sessionType,
    rating: row.rating,
    category: row.category,
    comment: row.comment,
    improvements: row.improvements,
    createdAt: row.createdAt.toISOString(),
  };
}

@Injectable()
export class FeedbackRepository {
  /**
   * Stores one rating. The time is the database's, cut to the millisecond, so the instant the API
   * shows is the stored one and a `before` cursor taken from it never skips or repeats a row.
   */
  async insert(manager: EntityManager, feedback: Omit<FeedbackEntity, 'createdAt'>): Promise<FeedbackEntity> {
    const ratings = manager.getRepository(FeedbackEntity);
    await ratings
      .createQueryBuilder()
      .insert()
      .values({ ...feedback, createdAt: () => "date_trunc('milliseconds', now())" })
      .execute();
    return ratings.findOneByOrFail({ id: feedback.id });
  }

  /** Newest first (ties broken by id, so the order is stable between pages). */
  list(runner: DataSource | EntityManager, page: FeedbackPage): Promise<FeedbackEntity[]> {
    const query = runner.getRepository(FeedbackEntity).createQueryBuilder('feedback');
    if (page.sessionType) query.andWhere('feedback.sessionType = :sessionType', { sessionType: page.sessionType });
    if (page.before) query.andWhere('feedback.createdAt < :before', { before: page.before });
    return query.orderBy('feedback.createdAt', 'DESC').addOrderBy('feedback.id', 'DESC').take(page.limit).getMany();
  }

  /**
   * A deleted member's ratings stay as anonymous ones: the session type, rating, category, chosen
   * improvements (from the fixed list) and time still count in the admin's figures, while the member
   * and their comment (their own words) go. Answers how many ratings were theirs.
   */
  async anonymiseAllOf(manager: EntityManager, userId: string): Promise<number> {
    const result = await manager.getRepository(FeedbackEntity).update({ userId }, { userId: DELETED_MEMBER_ID, comment: '' });
    return result.affected ?? 0;
  }
}
