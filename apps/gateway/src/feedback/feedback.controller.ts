import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  type Feedback,
  FEEDBACK_SESSION_TYPES,
  feedbackBodySchema,
  type FeedbackList,
  feedbackListSchema,
  feedbackSchema,
  listFeedbackQuerySchema,
  RPC,
} from '@vi/contracts';
import { parseOrThrow, RpcClient } from '@vi/service-kit';
import { AdminOnly } from '../auth/admin.guard.js';
import { CurrentUser, JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import type { AuthenticatedUser } from '../auth/jwt.strategy.js';
import { ApiAnswers, MEMBER_ONLY } from '../docs/api-answers.js';
import { jsonSchema } from '../docs/json-schema.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import { FEEDBACK_SUBMISSIONS_PER_MINUTE, feedbackSubmissionsRule } from './feedback-rate.js';

/**
 * Feedback: members rate a conversation, admins read the ratings. The member is always the
 * token's; whether someone is an admin is asked of identity on every request (AdminOnly).
 * A body is checked here before any request to the feedback service, which checks it again.
 */
@ApiTags('feedback')
@Controller()
export class FeedbackController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limiter: RateLimiter,
  ) {}

  /**
   * 201 with the saved feedback; 400 for a body the form could not have sent (a category the
   * rating does not set, improvements with a rating that is not negative…), 429 past the limit.
   */
  @Post('feedback')
  @HttpCode(201)
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  @ApiBody({ schema: jsonSchema(feedbackBodySchema) })
  @ApiAnswers({
    status: 201,
    returns: feedbackSchema,
    refusals: {
      ...MEMBER_ONLY,
      400: 'A body the form could not have sent',
      429: `More than ${FEEDBACK_SUBMISSIONS_PER_MINUTE} submissions by one member in a minute`,
    },
  })
  async submit(@CurrentUser() user: AuthenticatedUser, @Body() body: unknown): Promise<Feedback> {
    const feedback = parseOrThrow(feedbackBodySchema, body ?? {});
    // Only well-formed submissions count: a refused body stores nothing, so it costs nothing.
    await this.limiter.hit(feedbackSubmissionsRule(user.userId));
    return this.rpc.call(RPC.feedback.submit, { userId: user.userId, feedback });
  }

  /** Newest first; page on with `before` set to the last item's `createdAt`. */
  @Get('admin/feedback')
  @AdminOnly('Only admins can view feedback')
  @ApiQuery({ name: 'sessionType', required: false, enum: FEEDBACK_SESSION_TYPES })
  @ApiQuery({ name: 'limit', required: false, schema: { type: 'integer', minimum: 1, maximum: 200, default: 50 } })
  @ApiQuery({ name: 'before', required: false, schema: { type: 'string', format: 'date-time' }, description: 'Only feedback created before this instant' })
  @ApiAnswers({ status: 200, returns: feedbackListSchema, refusals: { 400: 'A session type, limit or before that is not one' } })
  list(@Query() query: unknown): Promise<FeedbackList> {
    const { sessionType, limit, before } = parseOrThrow(listFeedbackQuerySchema, query ?? {});
    return this.rpc.call(RPC.feedback.list, { sessionType, limit, before });
  }
}
