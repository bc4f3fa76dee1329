import { Body, Controller, Delete, Get, HttpCode, Inject, Param, ParseUUIDPipe, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  type Conversation,
  conversationListSchema,
  conversationSchema,
  chatStreamEventSchema,
  deletedSchema,
  RPC,
  sendChatMessageBodySchema,
} from '@vi/contracts';
import { AppError, parseOrThrow, RpcClient, SERVICE_CONFIG } from '@vi/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser, JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import type { AuthenticatedUser } from '../auth/jwt.strategy.js';
import { jsonSchema } from '../docs/json-schema.js';
import { ASSISTANT_STREAM_IDLE_TIMEOUT_MS, relayServerSentEvents } from '../http/server-sent-events.js';
import { assistantMessagesRule, RateLimiter } from '../rate-limit/rate-limiter.js';
import { timeZoneOf } from '../sessions/time-zone.js';

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
  @ApiProduces('text/event-stream')
  async send(@CurrentUser() user: AuthenticatedUser, @Body() body: unknown, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.limiter.hit(assistantMessagesRule(user.userId, this.config.CHAT_MESSAGES_PER_MINUTE));
    const input = parseOrThrow(sendChatMessageBodySchema, body);
    const events = this.rpc.stream(
      RPC.chat.sendMessage,
      { userId: user.userId, content: input.content, sessionId: input.sessionId, timeZone: timeZoneOf(request) },
      chatStreamEventSchema,
      { idleTimeoutMs: ASSISTANT_STREAM_IDLE_TIMEOUT_MS },
    );
    // A reader who left does not stop the reply: the chat service finishes and saves it.
    await relayServerSentEvents(request, reply, events);
  }

  @Get('conversation')
  @ApiOkResponse({ schema: jsonSchema(conversationSchema, 'output') })
  current(@CurrentUser() user: AuthenticatedUser): Promise<Conversation> {
    return this.rpc.call(RPC.chat.currentConversation, { userId: user.userId }, conversationSchema);
  }

  /** Clears the chat: the next message opens a new conversation. */
  @Post('conversation/clear')
  @HttpCode(200)
  @ApiOkResponse({ schema: jsonSchema(conversationSchema, 'output') })
  clear(@CurrentUser() user: AuthenticatedUser): Promise<Conversation> {
    return this.rpc.call(RPC.chat.clearConversation, { userId: user.userId }, conversationSchema);
  }

  /** Conversation history (Unlimited Access). */
  @Get('conversations')
  @ApiOkResponse({ schema: jsonSchema(conversationListSchema, 'output') })
  list(@CurrentUser() user: AuthenticatedUser) {
    return this.rpc.call(RPC.chat.listConversations, { userId: user.userId }, conversationListSchema);
  }

  @Get('conversations/:id')
  @ApiOkResponse({ schema: jsonSchema(conversationSchema, 'output') })
  get(@CurrentUser() user: AuthenticatedUser, @Param('id', conversationId) id: string): Promise<Conversation> {
    return this.rpc.call(RPC.chat.getConversation, { userId: user.userId, conversationId: id }, conversationSchema);
  }

  @Delete('conversations/:id')
  @HttpCode(204)
  async delete(@CurrentUser() user: AuthenticatedUser, @Param('id', conversationId) id: string): Promise<void> {
    await this.rpc.call(RPC.chat.deleteConversation, { userId: user.userId, conversationId: id }, deletedSchema);
  }
}
