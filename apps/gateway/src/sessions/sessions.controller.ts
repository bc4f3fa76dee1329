import { Body, Controller, Get, HttpCode, Inject, Param, ParseUUIDPipe, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiTags } from '@nestjs/swagger';
import {
  type ChatSession,
  chatSessionSchema,
  endChatSessionBodySchema,
  endVoiceSessionBodySchema,
  RPC,
  type Usage,
  usageSchema,
  type VoiceSession,
  voiceSessionSchema,
} from '@vi/contracts';
import { AppError, parseOrThrow, RpcClient, SERVICE_CONFIG } from '@vi/service-kit';
import type { FastifyRequest } from 'fastify';
import { BeaconAuthGuard, CurrentUser, JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import type { AuthenticatedUser } from '../auth/jwt.strategy.js';
import { ApiAnswers, MEMBER_ONLY } from '../docs/api-answers.js';
import { jsonSchema } from '../docs/json-schema.js';
import { timeZoneOf } from './time-zone.js';
import { UsageCache } from './usage-cache.js';
import type { CachedRead } from '../http/cached-reads.js';
import { type VoiceConfig, voiceModeOf } from '../voice/voice.config.js';

const NO_SESSION = 'No such session of this member';
const FREE_VOICE_USED = 'The free voice conversations of this month are used up (details say when they renew)';
const FREE_CHAT_USED = 'The free chat conversations of this month are used up (details say when they renew)';
/** sendBeacon cannot set headers: the access token comes in the body. */
const BEACON_BODY = { type: 'object', properties: { accessToken: { type: 'string' } }, required: ['accessToken'] };
const BEACON = { 401: 'No valid access token in the body', 404: NO_SESSION };

const USAGE = 'usage';

/** The month's usage is kept per member and time zone (the month starts on the member's 1st). */
function usageVariantOf(request: FastifyRequest): string {
  return timeZoneOf(request) ?? '';
}

/**
 * What `usageOf` answers when the member's usage for the request's time zone is in the cache,
 * answered before Nest's pipeline (http/cached-reads.ts); a time zone the route refuses goes on to it.
 */
export const usageFromMemory = (usage: UsageCache): CachedRead => ({
  path: USAGE,
  peek: (member, request) => {
    let variant: string;
    try {
      variant = usageVariantOf(request);
    } catch {
      return undefined;
    }
    return usage.peek(member.userId, variant);
  },
});

const sessionId = new ParseUUIDPipe({ exceptionFactory: () => new AppError('NOT_FOUND', 'Session not found') });

/** The owner is always the verified token's user; a body never names whose session it is. */
@ApiTags('sessions')
@ApiBearerAuth()
@Controller()
export class SessionsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly usage: UsageCache,
    @Inject(SERVICE_CONFIG) private readonly config: VoiceConfig,
  ) {}

  @Get(USAGE)
  @UseGuards(JwtAuthGuard)
  @ApiAnswers({ status: 200, returns: usageSchema, refusals: MEMBER_ONLY })
  usageOf(@CurrentUser() user: AuthenticatedUser, @Req() request: FastifyRequest): Promise<Usage> {
    return this.usage.get(user.userId, usageVariantOf(request));
  }

  @Post('voice-sessions')
  @HttpCode(201)
  @UseGuards(JwtAuthGuard)
  @ApiAnswers({ status: 201, returns: voiceSessionSchema, refusals: { ...MEMBER_ONLY, 402: FREE_VOICE_USED } })
  startVoice(@CurrentUser() user: AuthenticatedUser, @Req() request: FastifyRequest): Promise<VoiceSession> {
    return this.rpc.call(RPC.sessions.startVoice, { userId: user.userId, timeZone: timeZoneOf(request), mode: voiceModeOf(this.config) });
  }

  /**
   * The member's word on how the call went never gives its slot back by itself (docs/adr/0039): a
   * browser call ends "failed" only if it had no turn, a platform call's outcome is the platform's.
   */
  @Post('voice-sessions/:id/end')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @ApiBody({ schema: jsonSchema(endVoiceSessionBodySchema) })
  @ApiAnswers({
    status: 200,
    returns: voiceSessionSchema,
    description:
      'The call as it ended: "failed" stands only for a browser call without a turn; a platform call shows "started" with its end time until the platform reports',
    refusals: { ...MEMBER_ONLY, 400: 'Not an end status', 404: NO_SESSION },
  })
  endVoice(@CurrentUser() user: AuthenticatedUser, @Param('id', sessionId) id: string, @Body() body: unknown): Promise<VoiceSession> {
    const { status } = parseOrThrow(endVoiceSessionBodySchema, body);
    return this.rpc.call(RPC.sessions.endVoice, { userId: user.userId, sessionId: id, status });
  }

  @Post('chat-sessions')
  @HttpCode(201)
  @UseGuards(JwtAuthGuard)
  @ApiAnswers({ status: 201, returns: chatSessionSchema, refusals: { ...MEMBER_ONLY, 402: FREE_CHAT_USED } })
  startChat(@CurrentUser() user: AuthenticatedUser, @Req() request: FastifyRequest): Promise<ChatSession> {
    return this.rpc.call(RPC.sessions.startChat, { userId: user.userId, timeZone: timeZoneOf(request) });
  }

  @Get('chat-sessions/:id')
  @UseGuards(JwtAuthGuard)
  @ApiAnswers({ status: 200, returns: chatSessionSchema, refusals: { ...MEMBER_ONLY, 404: NO_SESSION } })
  getChat(@CurrentUser() user: AuthenticatedUser, @Param('id', sessionId) id: string): Promise<ChatSession> {
    return this.rpc.call(RPC.sessions.getChat, { userId: user.userId, sessionId: id });
  }

  @Post('chat-sessions/:id/end')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @ApiBody({ schema: jsonSchema(endChatSessionBodySchema), required: false })
  @ApiAnswers({ status: 200, returns: chatSessionSchema, refusals: { ...MEMBER_ONLY, 400: 'Not an end status', 404: NO_SESSION } })
  endChat(@CurrentUser() user: AuthenticatedUser, @Param('id', sessionId) id: string, @Body() body: unknown): Promise<ChatSession> {
    const { status } = parseOrThrow(endChatSessionBodySchema, body ?? {});
    return this.rpc.call(RPC.sessions.endChat, { userId: user.userId, sessionId: id, status });
  }

  /**
   * `navigator.sendBeacon(url, Blob([JSON.stringify({ accessToken })], { type: 'application/json' }))`
   * as the page goes away (closed, reloaded, left): a message within CHAT_SESSION_REOPEN_MINUTES
   * reopens the session instead of counting a new one.
   */
  @Post('chat-sessions/:id/end-beacon')
  @HttpCode(204)
  @UseGuards(BeaconAuthGuard)
  @ApiBody({ schema: BEACON_BODY })
  @ApiAnswers({ status: 204, description: 'The chat session ended (completed); a message within minutes reopens it', refusals: BEACON })
  async endChatBeacon(@CurrentUser() user: AuthenticatedUser, @Param('id', sessionId) id: string): Promise<void> {
    await this.rpc.call(RPC.sessions.endChat, { userId: user.userId, sessionId: id, status: 'completed', pageLeft: true });
  }

  @Post('voice-sessions/:id/end-beacon')
  @HttpCode(204)
  @UseGuards(BeaconAuthGuard)
  @ApiBody({ schema: BEACON_BODY })
  @ApiAnswers({ status: 204, description: 'The voice session ended as the member ending it "completed" does', refusals: BEACON })
  async endVoiceBeacon(@CurrentUser() user: AuthenticatedUser, @Param('id', sessionId) id: string): Promise<void> {
    await this.rpc.call(RPC.sessions.endVoice, { userId: user.userId, sessionId: id, status: 'completed' });
  }
}
