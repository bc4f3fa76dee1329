import { Body, Controller, HttpCode, Inject, Param, ParseUUIDPipe, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  RPC,
  type VoiceLanguage,
  voiceLanguageSchema,
  voiceTranscriptBodySchema,
  type VoiceTranscriptResult,
  voiceTranscriptResultSchema,
  voiceTurnBodySchema,
  voiceTurnEventSchema,
} from '@vi/contracts';
import { AppError, parseOrThrow, RpcClient, SERVICE_CONFIG } from '@vi/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser, JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import type { AuthenticatedUser } from '../auth/jwt.strategy.js';
import { ApiAnswers, MEMBER_ONLY } from '../docs/api-answers.js';
import { jsonSchema } from '../docs/json-schema.js';
import { ASSISTANT_STREAM_IDLE_TIMEOUT_MS, relayServerSentEvents } from '../http/server-sent-events.js';
import { assistantMessagesRule, RateLimiter, type RateRule } from '../rate-limit/rate-limiter.js';
import { languageFromHeader } from './voice-calls.controller.js';

const callId = new ParseUUIDPipe({ exceptionFactory: () => new AppError('NOT_FOUND', 'Session not found') });

/**
 * Platform transcript turns in a minute, per member: as many as spoken turns (the same figure), on
 * their own count, so a member's typed messages never use up the checks of their call.
 */
export function voiceTranscriptRule(userId: string, perMinute: number | undefined): RateRule {
  return { ...assistantMessagesRule(userId, perMinute), key: `voice-transcript:user:${userId}` };
}

/**
 * Browser voice mode: the browser recognises the member's speech and speaks the reply itself;
 * each spoken turn comes here and the assistant's reply streams back as server-sent events
 * (`delta`…, then `done` or `error`). Nothing of the call's words is stored.
 */
@ApiTags('voice')
@ApiBearerAuth()
@Controller()
export class VoiceTurnsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limiter: RateLimiter,
    @Inject(SERVICE_CONFIG) private readonly config: { CHAT_MESSAGES_PER_MINUTE?: number },
  ) {}

  /**
   * The call's language is the one the start answered: the browser passes it back as `language`
   * (without it, Accept-Language decides, as when the call started). Refusals before the reply
   * starts (nothing said, not the member's call, a call that ended, rate limit) are ordinary
   * JSON errors with their status.
   */
  @Post('voice-calls/:id/turns')
  @UseGuards(JwtAuthGuard)
  @ApiBody({ schema: jsonSchema(voiceTurnBodySchema) })
  @ApiQuery({ name: 'language', required: false, enum: voiceLanguageSchema.options })
  @ApiAnswers({
    status: 200,
    streams: voiceTurnEventSchema,
    refusals: {
      ...MEMBER_ONLY,
      400: 'Nothing said, or a language the assistant does not speak',
      404: 'No such call of this member',
      409: 'The call has ended',
      429: 'More turns in a minute than allowed (Retry-After says when to try again)',
    },
  })
  async turn(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', callId) sessionId: string,
    @Query('language') language: unknown,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.limiter.admit(assistantMessagesRule(user.userId, this.config.CHAT_MESSAGES_PER_MINUTE));
    const input = parseOrThrow(voiceTurnBodySchema, body);
    const events = this.rpc.stream(
      RPC.chat.voiceTurn,
      { userId: user.userId, sessionId, language: this.callLanguage(request, language), content: input.content, history: input.history },
      { idleTimeoutMs: ASSISTANT_STREAM_IDLE_TIMEOUT_MS },
    );
    await relayServerSentEvents(request, reply, events);
  }

  /**
   * Platform voice mode: the page sends each final transcript turn of the member as it arrives
   * (with their earlier turns of the call), and chat's risk check answers at once what the page
   * shows (the crisis panel for `risk`, the disclosure) and what Vi says now (`say`). The call
   * must be the member's own and still going (chat asks sessions-and-limits). Nothing of the
   * words is stored. The language is the call's, as for turns.
   */
  @Post('voice-calls/:id/transcript')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @ApiBody({ schema: jsonSchema(voiceTranscriptBodySchema) })
  @ApiQuery({ name: 'language', required: false, enum: voiceLanguageSchema.options })
  @ApiAnswers({
    status: 200,
    returns: voiceTranscriptResultSchema,
    refusals: {
      ...MEMBER_ONLY,
      400: 'A body that is not a transcript turn, or a language the assistant does not speak',
      404: 'No such call of this member',
      409: 'The call has ended',
      429: 'More transcript turns in a minute than allowed (Retry-After says when to try again)',
    },
  })
  async transcript(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', callId) sessionId: string,
    @Query('language') language: unknown,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
  ): Promise<VoiceTranscriptResult> {
    await this.limiter.admit(voiceTranscriptRule(user.userId, this.config.CHAT_MESSAGES_PER_MINUTE));
    const input = parseOrThrow(voiceTranscriptBodySchema, body);
    return this.rpc.call(RPC.chat.voiceTranscript, {
      userId: user.userId,
      sessionId,
      language: this.callLanguage(request, language),
      text: input.text,
      earlier: input.earlier,
    });
  }

  private callLanguage(request: FastifyRequest, asked: unknown): VoiceLanguage {
    if (asked === undefined || asked === '') return languageFromHeader(request.headers['accept-language']);
    return parseOrThrow(voiceLanguageSchema, asked);
  }
}
