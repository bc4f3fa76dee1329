import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { type Feedback, type FeedbackList, RPC } from '@vi/contracts';
import { HandleRpc, parseRequest } from '@vi/service-kit';
import { FeedbackService } from './feedback.service.js';

/**
 * Feedback's requests: validate, hand to the service, nothing else. The member is the one the
 * gateway took from the token; listing is for admins, which the gateway checks against identity.
 */
@Controller()
export class FeedbackController {
  constructor(private readonly feedback: FeedbackService) {}

  @HandleRpc(RPC.feedback.submit)
  submit(@Payload() data: unknown): Promise<Feedback> {
    const { userId, feedback } = parseRequest(RPC.feedback.submit, data);
    return this.feedback.submit(userId, feedback);
  }

  @HandleRpc(RPC.feedback.list)
  list(@Payload() data: unknown): Promise<FeedbackList> {
    return this.feedback.list(parseRequest(RPC.feedback.list, data ?? {}));
  }
}
