import { Body, Controller, Get, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiTags } from '@nestjs/swagger';
import {
  type Disclosure,
  ErrorCode,
  RPC,
  startVoiceCallBodySchema,
  type VoiceCall,
  voiceCallSchema,
  type VoiceLanguage,
  voiceLanguageSchema,
  type VoiceMode,
  voiceModeSchema,
  type VoiceSession,
} from '@vi/contracts';
import { AppError, LOGGER, parseOrThrow, RpcClient, SERVICE_CONFIG } from '@vi/service-kit';
import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { CurrentUser, JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import type { AuthenticatedUser } from '../auth/jwt.strategy.js';
import { ApiAnswers, MEMBER_ONLY } from '../docs/api-answers.js';
import { jsonSchema } from '../docs/json-schema.js';
import { timeZoneOf } from '../sessions/time-zone.js';
import { type VoiceConfig, voiceModeOf } from './voice.config.js';

/** The first language of an Accept-Language header that the assistant speaks, else English. */
export function languageFromHeader(header: string | string[] | undefined): VoiceLanguage {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const ranked = value
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { language: tag.trim().slice(0, 2).toLowerCase(), q: Number.isNaN(q) ? 0 : q, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { language } of ranked) {
    const parsed = voiceLanguageSchema.safeParse(language);
    if (parsed.success) return parsed.data;
  }
  return 'en';
}

/** How long the start waits for chat's disclosure (docs/adr/0001-voice-call-start-needs-the-disclosure.md). */
export const DISCLOSURE_TIMEOUT_MS = 2_000;

/**
 * Starting a call: the allowance is checked and the voice session created first (sessions-and-
 * limits), then chat gives the AI disclosure the call opens with, then the browser learns how to
 * talk. Only the platform's public key and assistant id leave the server; the private key and the
 * server secret never do. No call starts without its disclosure: when chat does not give it in
 * time, the session just created is ended as failed (the month's allowance is not used) and the
 * start is refused with 503 (docs/adr/0001-voice-call-start-needs-the-disclosure.md).
 */
@ApiTags('voice')
@ApiBearerAuth()
@Controller()
export class VoiceCallsController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(SERVICE_CONFIG) private readonly config: VoiceConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Platform or browser voice: the page tells members before their first call where their voice goes. */
  @Get('voice-calls/mode')
  @UseGuards(JwtAuthGuard)
  @ApiAnswers({ status: 200, returns: voiceModeSchema, refusals: MEMBER_ONLY })
  mode(): VoiceMode {
    return { mode: voiceModeOf(this.config) };
  }

  @Post('voice-calls')
  @HttpCode(201)
  @UseGuards(JwtAuthGuard)
  @ApiBody({ schema: jsonSchema(startVoiceCallBodySchema), required: false })
  @ApiAnswers({
    status: 201,
    returns: voiceCallSchema,
    refusals: {
      ...MEMBER_ONLY,
      400: 'A language the assistant does not speak',
      402: 'The free voice conversations of this month are used up (details say when they renew)',
      503: 'The AI disclosure the call must open with could not be had (no call was started, nothing used up)',
    },
  })
  async start(@CurrentUser() user: AuthenticatedUser, @Req() request: FastifyRequest, @Body() body: unknown): Promise<VoiceCall> {
    const asked = parseOrThrow(startVoiceCallBodySchema, body ?? {}).language;
    const language = asked ?? languageFromHeader(request.headers['accept-language']);
    // The call keeps its mode: a platform call's outcome is the platform's word, a browser call's the turns it had.
    const mode = voiceModeOf(this.config);
    const session = await this.rpc.call(RPC.sessions.startVoice, { userId: user.userId, timeZone: timeZoneOf(request), mode });
    const disclosure = await this.disclosureFor(user.userId, language, session);
    const { VAPI_PUBLIC_KEY: publicKey, VAPI_ASSISTANT_ID: assistantId } = this.config;
    if (mode === 'browser' || !publicKey || !assistantId) return { session, mode: 'browser', language, disclosure };
    return {
      session,
      mode: 'platform',
      platform: {
        publicKey,
        assistantId,
        assistantOverrides: { metadata: { sessionId: session.id, userId: user.userId }, variableValues: { language } },
      },
      language,
      disclosure,
    };
  }

  /**
   * The disclosure the call opens with, from chat's disclosure engine. Without it the call does
   * not start: the session is ended as failed (a failed call gives its allowance back) and the
   * start answers 503.
   */
  private async disclosureFor(userId: string, language: VoiceLanguage, session: VoiceSession): Promise<Disclosure> {
    try {
      const answer = await this.rpc.call(
        RPC.chat.voiceDisclosure,
        { userId, language },
        {
          timeoutMs: DISCLOSURE_TIMEOUT_MS,
        },
      );
      return answer.disclosure;
    } catch (error) {
      this.logger.error({ err: error, sessionId: session.id }, 'voice call start: no AI disclosure from chat; the call is not started');
      // Our own word that no call took place (the member's "failed" alone would not give the slot back).
      const ended = { userId, sessionId: session.id, status: 'failed' as const, neverStarted: true };
      await this.rpc.call(RPC.sessions.endVoice, ended).catch((cause: unknown) => {
        this.logger.warn({ err: cause, sessionId: session.id }, 'voice call start: ending the session without a disclosure failed');
      });
      throw new AppError(ErrorCode.UPSTREAM_UNAVAILABLE, 'Voice calls are not available right now. Please try again in a moment.');
    }
  }
}
