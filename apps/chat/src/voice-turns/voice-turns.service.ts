import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, RPC, type VoiceLanguage, voiceSessionSchema, type voiceTurnRequestSchema, type VoiceTurnEvent } from '@vi/contracts';
import { AppError, LOGGER, RpcClient, SERVICE_CONFIG, toEnvelope } from '@vi/service-kit';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { AssistantService } from '../assistant/assistant.service.js';
import { contextWindow } from '../assistant/context.js';
import { providerError } from '../assistant/provider-errors.js';
import { relayReply, startReply } from '../assistant/reply-stream.js';
import { crisisReply, detectCrisis } from '../safety/crisis.js';
import { INJECTION_REPLY, screenMessage } from '../screening/screening.js';
import { screenHistory } from './history.js';

type TurnRequest = z.output<typeof voiceTurnRequestSchema>;

const CALL_STARTED = 'started';

/** What is settled before the reply streams; anything refused here is an ordinary error reply. */
export type PreparedTurn = { userId: string; sessionId: string; language: VoiceLanguage } & (
  | { kind: 'canned'; text: string }
  | { kind: 'crisis' }
  | {
      kind: 'reply';
      turns: { role: 'user' | 'assistant'; content: string }[];
      /** The provider's moderation verdict, still on its way (see SendMessageService). */
      moderation: Promise<boolean>;
    }
);

/**
 * Browser voice mode: one spoken turn of a call answered by the chat assistant, in the call's
 * language. Nothing is stored: the browser holds the call's words and sends the earlier turns
 * with each one. The order is chat's: screening, the crisis check (crisis help needs neither a
 * call of one's own nor an allowance), then the call (the member's, still going), then the model.
 */
@Injectable()
export class VoiceTurnsService {
  constructor(
    private readonly assistant: AssistantService,
    private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(SERVICE_CONFIG) private readonly config: { CONTEXT_TOKEN_BUDGET: number },
  ) {}

  async prepare(request: TurnRequest): Promise<PreparedTurn> {
    const { userId, sessionId, language } = request;
    const base = { userId, sessionId, language };
    const screened = screenMessage(request.content);
    if (screened.kind === 'empty') throw new AppError(ErrorCode.VALIDATION_FAILED, 'Please say something first.');
    if (screened.kind === 'injection') return { ...base, kind: 'canned', text: screened.reply ?? INJECTION_REPLY };
    if (detectCrisis(screened.text).risk) return { ...base, kind: 'crisis' };

    const moderation = this.assistant.flagsSelfHarm(screened.text);
    try {
      const call = await this.rpc.call(RPC.sessions.getVoice, { userId, sessionId }, voiceSessionSchema);
      if (call.status !== CALL_STARTED) throw new AppError(ErrorCode.CONFLICT, 'This call has ended.', { status: call.status });
    } catch (error) {
      // Not one's own call, or one that ended, but in crisis by the provider's judgement: help all the same.
      if (error instanceof AppError && (error.code === ErrorCode.NOT_FOUND || error.code === ErrorCode.CONFLICT) && (await moderation)) {
        return { ...base, kind: 'crisis' };
      }
      throw error;
    }
    const turns = contextWindow(
      [...screenHistory(request.history), { role: 'user', content: screened.text, crisis: false, cutOff: false }],
      this.config.CONTEXT_TOKEN_BUDGET,
    );
    return { ...base, kind: 'reply', turns, moderation };
  }

  /** The reply as events; failures become an `error` event (the stream itself never fails). */
  async *stream(turn: PreparedTurn): AsyncGenerator<VoiceTurnEvent> {
    if (turn.kind === 'canned') {
      yield { type: 'delta', text: turn.text };
      yield { type: 'done', text: turn.text, crisis: false, assistant: this.assistant.mode };
      return;
    }
    if (turn.kind === 'crisis') {
      yield* this.crisisReply(turn);
      return;
    }
    const reply = startReply(this.assistant, turn.turns, { voiceCall: { language: turn.language } });
    const outcome = yield* relayReply(reply, turn.moderation);
    if (outcome.kind === 'flagged') {
      yield* this.crisisReply(turn);
      return;
    }
    if (outcome.kind === 'failed') {
      const { error, logDetail } = providerError(outcome.cause);
      this.logger.warn({ err: outcome.cause, detail: logDetail, received: outcome.text.length, sessionId: turn.sessionId }, 'voice turn reply failed');
      yield { type: 'error', error: toEnvelope(error) };
      return;
    }
    yield { type: 'done', text: outcome.text, crisis: false, assistant: this.assistant.mode };
  }

  /** The fixed crisis reply in the call's language; the call is flagged for admins (a count, no text). */
  private async *crisisReply(turn: PreparedTurn): AsyncGenerator<VoiceTurnEvent> {
    const flagging = this.rpc.call(RPC.sessions.flagVoiceCrisis, { userId: turn.userId, sessionId: turn.sessionId }, voiceSessionSchema);
    flagging.catch(() => undefined);
    const text = crisisReply(turn.language);
    yield { type: 'delta', text };
    try {
      await flagging;
    } catch (error) {
      // Someone else's call id, or sessions-and-limits unreachable: the reply matters more than the count.
      this.logger.warn({ err: error, sessionId: turn.sessionId }, 'could not flag the voice call for crisis');
    }
    yield { type: 'done', text, crisis: true, assistant: this.assistant.mode };
  }
}
