import { Inject, Injectable } from '@nestjs/common';
import { type Disclosure, ErrorCode, type Risk, RPC, type VoiceLanguage, type VoiceTurnEvent, type voiceTurnRequestSchema } from '@vi/contracts';
import { AppError, LOGGER, RpcClient, SERVICE_CONFIG, toEnvelope } from '@vi/service-kit';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { AssistantService } from '../assistant/assistant.service.js';
import { contextWindow } from '../assistant/context.js';
import { providerError } from '../assistant/provider-errors.js';
import { relayWatched, startReply } from '../assistant/reply-stream.js';
import { askedIfHuman, disclosureText, truthfulAnswer } from '../safety/disclosure/index.js';
import { ModelRiskLayer } from '../safety/model-layer/model-risk-layer.js';
import { checkModelReply, safeReplacement } from '../safety/reply-check/index.js';
import { crisisFollowUp, crisisResponse } from '../safety/responses/index.js';
import { assessMessage } from '../safety/risk/index.js';
import { asRisk, isNewRisk, SafetyNet, strongest } from '../safety/safety-net.service.js';
import { forSpeech } from '../safety/spoken.js';
import { INJECTION_REPLY, screenMessage } from '../screening/screening.js';
import { screenHistory } from './history.js';

type TurnRequest = z.output<typeof voiceTurnRequestSchema>;

const CALL_STARTED = 'started';

/** What is settled before the reply streams; anything refused here is an ordinary error reply. */
export type PreparedTurn = { userId: string; sessionId: string; language: VoiceLanguage; disclosure: Disclosure | null } & (
  | { kind: 'canned'; text: string; known: Risk | null }
  | { kind: 'crisis'; risk: Risk }
  | {
      kind: 'reply';
      turns: { role: 'user' | 'assistant'; content: string }[];
      /** What the call had shown before this turn (the page keeps the crisis panel up). */
      known: Risk | null;
      /** The model layer's verdict, still on its way (see SendMessageService). */
      modelRisk: Promise<Risk | null>;
    }
);

/**
 * Browser voice mode: one spoken turn of a call answered by the chat assistant, in the call's
 * language. Nothing is stored: the browser holds the call's words and sends the earlier turns
 * with each one. The order is chat's: screening, the risk check on this turn read with the
 * member's earlier ones (crisis help needs neither a call of one's own nor an allowance), the
 * truthful answer when the member asks whether Vi is a person, then the call (the member's,
 * still going), then the model.
 */
@Injectable()
export class VoiceTurnsService {
  constructor(
    private readonly assistant: AssistantService,
    private readonly rpc: RpcClient,
    private readonly safety: SafetyNet,
    private readonly modelLayer: ModelRiskLayer,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(SERVICE_CONFIG) private readonly config: { CONTEXT_TOKEN_BUDGET: number },
  ) {}

  async prepare(request: TurnRequest): Promise<PreparedTurn> {
    const { userId, sessionId, language } = request;
    const base = { userId, sessionId, language, disclosure: null };
    const screened = screenMessage(request.content);
    if (screened.kind === 'empty') throw new AppError(ErrorCode.VALIDATION_FAILED, 'Please say something first.');
    if (screened.kind === 'injection') return { ...base, kind: 'canned', text: screened.reply ?? INJECTION_REPLY, known: null };
    const history = screenHistory(request.history);
    const earlier = history.filter((t) => t.role === 'user').map((t) => t.content);
    const known = earlier.length > 0 ? asRisk(this.safety.assess(earlier, null)) : null;
    const risk = strongest(asRisk(assessMessage(screened.text)), asRisk(this.safety.assess([...earlier, screened.text], known)));
    if (isNewRisk(risk, known)) return { ...base, kind: 'crisis', risk: risk! };
    if (askedIfHuman(screened.text)) {
      return { ...base, kind: 'canned', text: truthfulAnswer(language, 'voice'), known, disclosure: { text: disclosureText(language), reason: 'asked' } };
    }

    const turns = contextWindow([...history, { role: 'user', content: screened.text, crisis: false, cutOff: false }], this.config.CONTEXT_TOKEN_BUDGET);
    const modelRisk = risk ? Promise.resolve(null) : this.modelLayer.assess(turns);
    modelRisk.catch(() => undefined);
    try {
      const call = await this.rpc.call(RPC.sessions.getVoice, { userId, sessionId });
      if (call.status !== CALL_STARTED) throw new AppError(ErrorCode.CONFLICT, 'This call has ended.', { status: call.status });
    } catch (error) {
      // Not one's own call, or one that ended, but in crisis by the model layer's judgement: help all the same.
      if (error instanceof AppError && (error.code === ErrorCode.NOT_FOUND || error.code === ErrorCode.CONFLICT)) {
        const flagged = await modelRisk;
        if (flagged) return { ...base, kind: 'crisis', risk: flagged };
      }
      throw error;
    }
    // After a crisis the offline coach's supportive replies are our own; a model answers with the crisis in mind.
    if (known && this.assistant.mode.mode !== 'provider')
      return { ...base, kind: 'canned', text: forSpeech(crisisFollowUp(language, earlier.length), language), known };
    return { ...base, kind: 'reply', turns, known, modelRisk };
  }

  /** The reply as events; failures become an `error` event (the stream itself never fails). */
  async *stream(turn: PreparedTurn): AsyncGenerator<VoiceTurnEvent> {
    if (turn.disclosure) yield { type: 'disclosure', disclosure: turn.disclosure };
    if (turn.kind === 'canned') {
      yield { type: 'delta', text: turn.text };
      yield { type: 'done', text: turn.text, crisis: false, assistant: this.assistant.mode, risk: turn.known };
      return;
    }
    if (turn.kind === 'crisis') {
      yield* this.crisisReply(turn, turn.risk);
      return;
    }
    const reply = startReply(this.assistant, turn.turns, { voiceCall: { language: turn.language }, ...(turn.known ? { afterCrisis: turn.known } : {}) });
    const outcome = yield* relayWatched(reply, turn.modelRisk);
    if (outcome.kind === 'flagged') {
      yield { type: 'retract' };
      yield* this.crisisReply(turn, strongest(turn.known, outcome.risk)!);
      return;
    }
    if (outcome.kind === 'failed') {
      const { error, logDetail } = providerError(outcome.cause);
      this.logger.warn({ err: outcome.cause, detail: logDetail, received: outcome.text.length, sessionId: turn.sessionId }, 'voice turn reply failed');
      yield { type: 'error', error: toEnvelope(error) };
      return;
    }
    const check = checkModelReply(outcome.text);
    if (!check.safe) {
      this.logger.warn({ reason: check.reason, sessionId: turn.sessionId }, 'a model reply in a call was replaced by a safe one');
      const text = safeReplacement(check.reason, turn.language);
      yield { type: 'retract' };
      yield { type: 'delta', text };
      yield { type: 'done', text, crisis: false, assistant: this.assistant.mode, risk: turn.known };
      return;
    }
    yield { type: 'done', text: outcome.text, crisis: false, assistant: this.assistant.mode, risk: turn.known };
  }

  /** The spoken crisis response for this level; the call is flagged for admins and the referral counted (no text). */
  private async *crisisReply(turn: PreparedTurn, risk: Risk): AsyncGenerator<VoiceTurnEvent> {
    const flagging = this.rpc.call(RPC.sessions.flagVoiceCrisis, { userId: turn.userId, sessionId: turn.sessionId });
    flagging.catch(() => undefined);
    this.safety.referred(risk, 'browser_voice', turn.language);
    const text = crisisResponse({ level: risk.level, categories: risk.categories, language: turn.language, channel: 'voice' });
    yield { type: 'delta', text };
    try {
      await flagging;
    } catch (error) {
      // Someone else's call id, or sessions-and-limits unreachable: the reply matters more than the count.
      this.logger.warn({ err: error, sessionId: turn.sessionId }, 'could not flag the voice call for crisis');
    }
    yield { type: 'done', text, crisis: true, assistant: this.assistant.mode, risk };
  }
}
