import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiTags } from '@nestjs/swagger';
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
import { AppError, parseOrThrow, RpcClient } from '@vi/service-kit';
import type { FastifyRequest } from 'fastify';
import { BeaconAuthGuard, CurrentUser, JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import type { AuthenticatedUser } from '../auth/jwt.strategy.js';
import { jsonSchema } from '../docs/json-schema.js';
import { timeZoneOf } from './time-zone.js';
import { UsageCache } from './usage-cache.js';

const sessionId = new ParseUUIDPipe({ exceptionFactory: () => new AppError('NOT_FOUND', 'Session not found') });

/** The owner is always the verified token's user; a body never names whose session it is. */
@ApiTags('sessions')
@ApiBearerAuth()
@Controller()
export class SessionsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly usage: UsageCache,
  ) {}

  @Get('usage')
  @UseGuards(JwtAuthGuard)
  @ApiOkResponse({ schema: jsonSchema(usageSchema, 'output') })
  usageOf(@CurrentUser() user: AuthenticatedUser, @Req() request: FastifyRequest): Promise<Usage> {
    return this.usage.get(user.userId, timeZoneOf(request) ?? '');
  }

  @Post('voice-sessions')
  @HttpCode(201)
  @UseGuards(JwtAuthGuard)
  @ApiOkResponse({ schema: jsonSchema(voiceSessionSchema, 'output') })
  startVoice(@CurrentUser() user: AuthenticatedUser, @Req() request: FastifyRequest): Promise<VoiceSession> {
    return this.rpc.call(RPC.sessions.startVoice, { userId: user.userId, timeZone: timeZoneOf(request) }, voiceSessionSchema);
  }

  @Post('voice-sessions/:id/end')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @ApiBody({ schema: jsonSchema(endVoiceSessionBodySchema) })
  @ApiOkResponse({ schema: jsonSchema(voiceSessionSchema, 'output') })
  endVoice(@CurrentUser() user: AuthenticatedUser, @Param('id', sessionId) id: string, @Body() body: unknown): Promise<VoiceSession> {
    const { status } = parseOrThrow(endVoiceSessionBodySchema, body);
    return this.rpc.call(RPC.sessions.endVoice, { userId: user.userId, sessionId: id, status }, voiceSessionSchema);
  }

  @Post('chat-sessions')
  @HttpCode(201)
  @UseGuards(JwtAuthGuard)
  @ApiOkResponse({ schema: jsonSchema(chatSessionSchema, 'output') })
  startChat(@CurrentUser() user: AuthenticatedUser, @Req() request: FastifyRequest): Promise<ChatSession> {
    return this.rpc.call(RPC.sessions.startChat, { userId: user.userId, timeZone: timeZoneOf(request) }, chatSessionSchema);
  }

  @Get('chat-sessions/:id')
  @UseGuards(JwtAuthGuard)
  @ApiOkResponse({ schema: jsonSchema(chatSessionSchema, 'output') })
  getChat(@CurrentUser() user: AuthenticatedUser, @Param('id', sessionId) id: string): Promise<ChatSession> {
    return this.rpc.call(RPC.sessions.getChat, { userId: user.userId, sessionId: id }, chatSessionSchema);
  }

  @Post('chat-sessions/:id/end')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @ApiBody({ schema: jsonSchema(endChatSessionBodySchema) })
  @ApiOkResponse({ schema: jsonSchema(chatSessionSchema, 'output') })
  endChat(@CurrentUser() user: AuthenticatedUser, @Param('id', sessionId) id: string, @Body() body: unknown): Promise<ChatSession> {
    const { status } = parseOrThrow(endChatSessionBodySchema, body ?? {});
    return this.rpc.call(RPC.sessions.endChat, { userId: user.userId, sessionId: id, status }, chatSessionSchema);
  }

  /** `navigator.sendBeacon(url, Blob([JSON.stringify({ accessToken })], { type: 'application/json' }))` on page unload. */
  @Post('chat-sessions/:id/end-beacon')
  @HttpCode(204)
  @UseGuards(BeaconAuthGuard)
  async endChatBeacon(@CurrentUser() user: AuthenticatedUser, @Param('id', sessionId) id: string): Promise<void> {
    await this.rpc.call(RPC.sessions.endChat, { userId: user.userId, sessionId: id, status: 'completed' }, chatSessionSchema);
  }

  @Post('voice-sessions/:id/end-beacon')
  @HttpCode(204)
  @UseGuards(BeaconAuthGuard)
  async endVoiceBeacon(@CurrentUser() user: AuthenticatedUser, @Param('id', sessionId) id: string): Promise<void> {
    await this.rpc.call(RPC.sessions.endVoice, { userId: user.userId, sessionId: id, status: 'completed' }, voiceSessionSchema);
  }
}
