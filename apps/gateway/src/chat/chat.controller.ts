import { Body, Controller, Delete, Get, Headers, HttpCode, Inject, Param, ParseUUIDPipe, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiTags } from '@nestjs/swagger';
import { chatStreamEventSchema, type Conversation, conversationListSchema, conversationSchema, RPC, sendChatMessageBodySchema } from '@vi/contracts';
import { AppError, parseOrThrow, RpcClient, SERVICE_CONFIG } from '@vi/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser, JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import type { AuthenticatedUser } from '../auth/jwt.strategy.js';
import { ApiAnswers, MEMBER_ONLY } from '../docs/api-answers.js';
import { jsonSchema } from '../docs/json-schema.js';
import { ASSISTANT_STREAM_IDLE_TIMEOUT_MS, relayServerSentEvents } from '../http/server-sent-events.js';
import { assistantMessagesRule, RateLimiter } from '../rate-limit/rate-limiter.js';
import { timeZoneOf } from '../sessions/time-zone.js';
import { languageFromHeader } from '../voice/voice-calls.controller.js';

const NO_CONVERSATION = 'No such conversation of this member';
const HISTORY_IS_PREMIUM = 'Conversation history is part of Unlimited Access';

const conversationId = new ParseUUIDPipe({ exceptionFactory: () => new AppError('NOT_FOUND', 'Conversation not found') });

@ApiTags('chat')
@ApiBearerAuth()
@Controller('chat')
@UseGuards(JwtAuthGuard)
export class ChatController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limiter: RateLimiter,
    @Inject(SERVICE_CONFIG) private readonly config: { CHAT_MESSAGES_PER_MINUTE?: number },
  ) {}

  /**
   * Sends a message and streams the reply as server-sent events (`session`, `message`,
   * `delta`…, then `done` or `error`). Refusals before the reply starts (limit reached, empty
   * message, rate limit) are ordinary JSON errors with their status.
   */
  @Post('messages')
  @ApiBody({ schema: jsonSchema(sendChatMessageBodySchema) })
  @ApiAnswers({
    status: 200,
    streams: chatStreamEventSchema,
    refusals: {
      ...MEMBER_ONLY,
      400: 'An empty or over-long message, or a session id that is not one',
      402: 'The free chat conversations of this month are used up (details say when they renew)',
      429: 'More messages in a minute than allowed (Retry-After says when to try again)',
    },
  })
  async send(@CurrentUser() user: AuthenticatedUser, @Body() body: unknown, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.limiter.admit(assistantMessagesRule(user.userId, this.config.CHAT_MESSAGES_PER_MINUTE));
    const input = parseOrThrow(sendChatMessageBodySchema, body);
    const events = this.rpc.stream(
      RPC.chat.sendMessage,
      { userId: user.userId, content: input.content, sessionId: input.sessionId, language: input.language, timeZone: timeZoneOf(request) },
      { idleTimeoutMs: ASSISTANT_STREAM_IDLE_TIMEOUT_MS },
    );
    // A reader who left does not stop the reply: the chat service finishes and saves it.
    await relayServerSentEvents(request, reply, events);
  }

  @Get('conversation')
  @ApiAnswers({ status: 200, returns: conversationSchema, refusals: MEMBER_ONLY })
  current(@CurrentUser() user: AuthenticatedUser, @Headers('accept-language') acceptLanguage: string | undefined): Promise<Conversation> {
    // The page's language writes the disclosure at the conversation's top (and a check-in after a crisis).
    const language = languageFromHeader(acceptLanguage);
    return this.rpc.call(RPC.chat.currentConversation, { userId: user.userId, language });
  }

  /** Clears the chat: the next message opens a new conversation. */
  @Post('conversation/clear')
  @HttpCode(200)
  @ApiAnswers({ status: 200, returns: conversationSchema, refusals: MEMBER_ONLY })
  clear(@CurrentUser() user: AuthenticatedUser, @Headers('accept-language') acceptLanguage: string | undefined): Promise<Conversation> {
    const language = languageFromHeader(acceptLanguage);
    return this.rpc.call(RPC.chat.clearConversation, { userId: user.userId, language });
  }

  /** Conversation history (Unlimited Access). */
  @Get('conversations')
  @ApiAnswers({ status: 200, returns: conversationListSchema, refusals: { ...MEMBER_ONLY, 403: HISTORY_IS_PREMIUM } })
  list(@CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call(RPC.chat.listConversations, { userId: user.userId });
  }

  @Get('conversations/:id')
  @ApiAnswers({
    status: 200,
    returns: conversationSchema,
    refusals: { ...MEMBER_ONLY, 403: `A past conversation: ${HISTORY_IS_PREMIUM}`, 404: NO_CONVERSATION },
  })
  get(@CurrentUser() user: AuthenticatedUser, @Param('id', conversationId) id: string): Promise<Conversation> {
    return this.rpc.call(RPC.chat.getConversation, { userId: user.userId, conversationId: id });
  }

  @Delete('conversations/:id')
  @HttpCode(204)
  @ApiAnswers({ status: 204, description: 'Deleted', refusals: { ...MEMBER_ONLY, 404: NO_CONVERSATION } })
  async delete(@CurrentUser() user: AuthenticatedUser, @Param('id', conversationId) id: string): Promise<void> {
    await this.rpc.call(RPC.chat.deleteConversation, { userId: user.userId, conversationId: id });
  }
}
