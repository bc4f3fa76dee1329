import { Body, Controller, Get, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiTags } from '@nestjs/swagger';
import {
  RPC,
  startVoiceCallBodySchema,
  type VoiceCall,
  voiceCallSchema,
  type VoiceLanguage,
  voiceLanguageSchema,
  voiceSessionSchema,
  type VoiceMode,
  voiceModeSchema,
} from '@vi/contracts';
import { parseOrThrow, RpcClient, SERVICE_CONFIG } from '@vi/service-kit';
import type { FastifyRequest } from 'fastify';
import { CurrentUser, JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import type { AuthenticatedUser } from '../auth/jwt.strategy.js';
import { ApiAnswers, MEMBER_ONLY } from '../docs/api-answers.js';
import { jsonSchema } from '../docs/json-schema.js';
import { timeZoneOf } from '../sessions/time-zone.js';
import type { VoiceConfig } from './voice.config.js';
import { requestIdOfRequest } from '../http/request-context.js';

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

/**
 * Starting a call: the allowance is checked and the voice session created first (sessions-and-
 * limits), then the browser learns how to talk. Only the platform's public key and assistant id
 * leave the server; the private key and the server secret never do.
 */
@ApiTags('voice')
@ApiBearerAuth()
@Controller()
export class VoiceCallsController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(SERVICE_CONFIG) private readonly config: VoiceConfig,
  ) {}

  /** Platform or browser voice: the page tells members before their first call where their voice goes. */
  @Get('voice-calls/mode')
  @UseGuards(JwtAuthGuard)
  @ApiAnswers({ status: 200, returns: voiceModeSchema, refusals: MEMBER_ONLY })
  mode(): VoiceMode {
    return { mode: this.platformConfigured() ? 'platform' : 'browser' };
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
    },
  })
  async start(@CurrentUser() user: AuthenticatedUser, @Req() request: FastifyRequest, @Body() body: unknown): Promise<VoiceCall> {
    const asked = parseOrThrow(startVoiceCallBodySchema, body ?? {}).language;
    const language = asked ?? languageFromHeader(request.headers['accept-language']);
    const session = await this.rpc.call(RPC.sessions.startVoice, { userId: user.userId, timeZone: timeZoneOf(request) }, voiceSessionSchema, {
      requestId: requestIdOfRequest(request),
    });
    const { VAPI_PUBLIC_KEY: publicKey, VAPI_ASSISTANT_ID: assistantId } = this.config;
    if (!publicKey || !assistantId) return { session, mode: 'browser', language };
    return {
      session,
      mode: 'platform',
      platform: {
        publicKey,
        assistantId,
        assistantOverrides: { metadata: { sessionId: session.id, userId: user.userId }, variableValues: { language } },
      },
      language,
    };
  }

  private platformConfigured(): boolean {
    return Boolean(this.config.VAPI_PUBLIC_KEY && this.config.VAPI_ASSISTANT_ID);
  }
}
