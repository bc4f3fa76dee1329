import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EVENTS, type Feedback, type FeedbackList, type feedbackBodySchema, type listFeedbackQuerySchema } from '@vi/contracts';
import { OutboxWriter } from '@vi/service-kit';
import { DataSource } from 'typeorm';
import type { z } from 'zod';
import { FeedbackRepository, toFeedback } from './feedback.repository.js';

type FeedbackBody = z.output<typeof feedbackBodySchema>;
type ListQuery = z.output<typeof listFeedbackQuerySchema>;

@Injectable()
export class FeedbackService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly feedback: FeedbackRepository,
    private readonly outbox: OutboxWriter,
  ) {}

  /** The rating and its `feedback submitted` event commit together, or neither does. */
  async submit(userId: string, body: FeedbackBody): Promise<Feedback> {
    const saved = await this.dataSource.transaction(async (manager) => {
      const row = await this.feedback.insert(manager, { id: randomUUID(), userId, ...body });
      const feedback = toFeedback(row);
      await this.outbox.append(manager, EVENTS.feedback.feedbackSubmitted, {
        feedbackId: feedback.id,
        userId: feedback.userId,
        sessionType: feedback.sessionType,
        rating: feedback.rating,
        category: feedback.category,
        comment: feedback.comment,
        improvements: feedback.improvements,
        submittedAt: feedback.createdAt,
      });
      return feedback;
    });
    this.outbox.committed();
    return saved;
  }

  async list(query: ListQuery): Promise<FeedbackList> {
    const rows = await this.feedback.list(this.dataSource.manager, {
      sessionType: query.sessionType,
      limit: query.limit,
      before: query.before ? new Date(query.before) : undefined,
    });
    return { items: rows.map(toFeedback) };
  }
}
