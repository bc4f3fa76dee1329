import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type Feedback, type FeedbackList, listFeedbackQuerySchema, RPC, submitFeedbackRequestSchema } from '@vi/contracts';
import { parseOrThrow } from '@vi/service-kit';
import { FeedbackService } from './feedback.service.js';

/**
 * Feedback's requests: validate, hand to the service, nothing else. The member is the one the
 * gateway took from the token; listing is for admins, which the gateway checks against identity.
 */
@Controller()
export class FeedbackController {
  constructor(private readonly feedback: FeedbackService) {}

  @MessagePattern(RPC.feedback.submit)
  submit(@Payload() data: unknown): Promise<Feedback> {
    const { userId, feedback } = parseOrThrow(submitFeedbackRequestSchema, data);
    return this.feedback.submit(userId, feedback);
  }

  @MessagePattern(RPC.feedback.list)
  list(@Payload() data: unknown): Promise<FeedbackList> {
    return this.feedback.list(parseOrThrow(listFeedbackQuerySchema, data ?? {}));
  }
}
