import type { FeedbackCategory, FeedbackSessionType } from '@vi/contracts';
import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A member's rating of one voice or chat conversation, and the one shape of a `feedback` row in
 * code (the repository reads and writes it through TypeORM; the API's shape is the contract's
 * `Feedback`). Written once, never edited. The checks
 * repeat the contract's rules in the database, so no code path can store what the API refuses.
 * The indexes are descending in the migration (TypeORM compares an index's name and columns only).
 */
@Entity({ name: 'feedback' })
@Index('feedback_newest', ['createdAt', 'id'])
@Index('feedback_by_session_type', ['sessionType', 'createdAt'])
@Check('feedback_session_type', `"session_type" IN ('voice', 'chat')`)
@Check('feedback_rating', `"rating" BETWEEN 1 AND 5`)
@Check(
  'feedback_category',
  `("category" = 'positive' AND "rating" >= 4) OR ("category" = 'neutral' AND "rating" = 3) OR ("category" = 'negative' AND "rating" <= 2)`,
)
@Check('feedback_comment_length', `char_length("comment") <= 2000`)
@Check('feedback_improvements', `cardinality("improvements") = 0 OR "category" = 'negative'`)
export class FeedbackEntity {
  @PrimaryColumn('uuid')
  id!: string;

  /** The member from the verified token (no foreign key: users live in identity's schema); the nil uuid once they are deleted. */
  @Column('uuid', { name: 'user_id' })
  userId!: string;

  /** voice or chat. */
  @Column('text', { name: 'session_type' })
  sessionType!: FeedbackSessionType;

  /** 1 Poor … 5 Excellent. */
  @Column('smallint')
  rating!: number;

  /** positive, neutral or negative: always the one the rating sets. */
  @Column('text')
  category!: FeedbackCategory;

  /** Trimmed; empty when the member wrote nothing. */
  @Column('text')
  comment!: string;

  /** What to improve (negative ratings only), as the contract names them. */
  @Column('text', { array: true })
  improvements!: string[];

  /** Milliseconds only, so the `before` cursor (an ISO instant) matches it exactly. */
  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;
}
