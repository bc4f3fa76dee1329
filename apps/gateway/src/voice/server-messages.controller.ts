import { Body, Controller, Headers, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiBody, ApiHeader, ApiTags } from '@nestjs/swagger';
import { deliveryReceivedSchema, ErrorCode, RPC } from '@vi/contracts';
import { AppError, LOGGER, RpcClient, SERVICE_CONFIG } from '@vi/service-kit';
import type { Logger } from 'pino';
import { ApiAnswers } from '../docs/api-answers.js';
import { jsonSchema } from '../docs/json-schema.js';
import { SERVER_MESSAGES_PATH } from './body-limit.js';
import { isServerSecret } from './server-secret.js';
import { callOwnerOf, memberTurnsOf, outcomeOf, type ServerMessage, serverMessageEnvelopeSchema, timesOf } from './vapi-messages.js';
import type { VoiceConfig } from './voice.config.js';

export const SERVER_SECRET_HEADER = 'x-vapi-secret';

/** How much of a transcript goes to the crisis check (what RPC.chat.checkCrisis accepts). */
const MAX_TURNS = 1000;
const MAX_TURN_CHARS = 20_000;

const RECEIVED = { received: true } as const;

/**
 * Where the voice platform (Vapi) posts its server messages. No member token: the platform
 * proves itself with the assistant's server secret in `x-vapi-secret`. Answers:
 * 404 when no secret is configured (there is no platform to hear from), 401 for a wrong or
 * missing secret (nothing changes), 400 for a body that is not a server message, 200 otherwise,
 * also for messages we ignore and for calls we cannot place, so the platform does not retry them.
 */
@ApiTags('integrations')
@Controller()
export class ServerMessagesController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(SERVICE_CONFIG) private readonly config: VoiceConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @Post(SERVER_MESSAGES_PATH)
  @HttpCode(200)
  @ApiHeader({ name: SERVER_SECRET_HEADER, required: true, description: "The assistant's server secret (VAPI_WEBHOOK_SECRET)" })
  @ApiBody({ schema: jsonSchema(serverMessageEnvelopeSchema) })
  @ApiAnswers({
    status: 200,
    returns: deliveryReceivedSchema,
    description: 'Taken, also when the message is one we ignore or names a call we cannot place (so the platform does not retry)',
    refusals: {
      400: 'Not a server message',
      401: `A missing or wrong ${SERVER_SECRET_HEADER}`,
      404: 'No server secret is configured (there is no platform to hear from)',
    },
  })
  async receive(@Headers(SERVER_SECRET_HEADER) secret: string | undefined, @Body() body: unknown): Promise<typeof RECEIVED> {
    const configured = this.config.VAPI_WEBHOOK_SECRET;
    if (!configured) throw new AppError(ErrorCode.NOT_FOUND, 'Not found');
    if (!isServerSecret(secret, configured)) throw new AppError(ErrorCode.UNAUTHENTICATED, 'Invalid server secret');
    const parsed = serverMessageEnvelopeSchema.safeParse(body);
    if (!parsed.success) throw new AppError(ErrorCode.VALIDATION_FAILED, 'Not a server message');
    const message = parsed.data.message;
    const source = message.type === 'end-of-call-report' ? 'report' : message.type === 'status-update' && message.status === 'ended' ? 'status' : undefined;
    if (source) await this.callEnded(source, message);
    return RECEIVED;
  }

  private async callEnded(source: 'report' | 'status', message: ServerMessage): Promise<void> {
    const owner = callOwnerOf(message);
    const callId = message.call?.id;
    if (!owner) {
      this.logger.warn({ type: message.type, callId }, 'voice platform message without our call metadata; ignored');
      return;
    }
    const endedReason = message.endedReason ?? message.call?.endedReason;
    const crisisFlagged = await this.crisisIn(memberTurnsOf(message), owner.sessionId);
    try {
      const { applied } = await this.rpc.call(RPC.sessions.completeVoiceFromPlatform, {
        ...owner,
        source,
        outcome: outcomeOf(endedReason),
        endedReason: endedReason?.slice(0, 200),
        platformCallId: callId?.slice(0, 200),
        ...(source === 'report' ? timesOf(message) : {}),
        crisisFlagged,
      });
      this.logger.info({ sessionId: owner.sessionId, callId, source, endedReason, applied, crisisFlagged }, 'voice call end from the platform');
    } catch (error) {
      // The call is not this member's, or does not exist: nothing to do, and no reason for the platform to retry.
      if (error instanceof AppError && error.code === ErrorCode.NOT_FOUND) {
        this.logger.warn({ sessionId: owner.sessionId, userId: owner.userId, callId }, 'voice platform message names no call of that member; ignored');
        return;
      }
      throw error;
    }
  }

  /** Whether a member turn shows crisis risk. The words go to chat's check and nowhere else. */
  private async crisisIn(turns: string[], sessionId: string): Promise<boolean> {
    if (turns.length === 0) return false;
    const texts = turns.slice(-MAX_TURNS).map((turn) => turn.slice(0, MAX_TURN_CHARS));
    try {
      return (await this.rpc.call(RPC.chat.checkCrisis, { texts })).crisis;
    } catch (error) {
      // The call still ends; only the admins' count misses this one.
      this.logger.warn({ err: error, sessionId }, 'crisis check of a voice transcript failed; the call is not flagged');
      return false;
    }
  }
}
