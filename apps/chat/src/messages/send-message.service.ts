import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  type ChatMessage,
  type ChatSession,
  type ChatStreamEvent,
  type Disclosure,
  ErrorCode,
  type Risk,
  RPC,
  type sendChatMessageRequestSchema,
} from '@vi/contracts';
import { AppError, LOGGER, LRUCache, RpcClient, SERVICE_CONFIG, toEnvelope } from '@vi/service-kit';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { AssistantService } from '../assistant/assistant.service.js';
import { contextWindow } from '../assistant/context.js';
import { providerError } from '../assistant/provider-errors.js';
import { relayWatched, type StartedReply, startReply } from '../assistant/reply-stream.js';
import { detectLanguage, type Language } from '../coach/language.js';
import type { ConversationEntity } from '../conversations/conversation.entity.js';
import { ConversationsRepository, riskOf } from '../conversations/conversations.repository.js';
import { askedIfHuman, truthfulAnswer } from '../safety/disclosure/index.js';
import { ModelRiskLayer } from '../safety/model-layer/model-risk-layer.js';
import { checkModelReply, safeReplacement } from '../safety/reply-check/index.js';
import { crisisFollowUp, crisisResponse } from '../safety/responses/index.js';
import { assessMessage } from '../safety/risk/index.js';
import { asRisk, isNewRisk, SafetyNet, strongest } from '../safety/safety-net.service.js';
import { INJECTION_REPLY, screenMessage } from '../screening/screening.js';
import { startedEarly } from './started-early.js';
import { CONTEXT_MESSAGES, ConversationContexts, type KnownConversation } from './conversation-contexts.js';
import { OpenSessions } from './open-sessions.js';

/** A member refused for the allowance asks sessions-and-limits first for this long (no model request is made and cancelled). */
const REFUSED_MEMO_MS = 60_000;

type SendRequest = z.output<typeof sendChatMessageRequestSchema>;

/** What is settled before the reply streams; anything refused here is an ordinary error reply. */
export interface PreparedMessage {
  userId: string;
  conversationId: string;
  /** The conversation so far, before this message. */
  history: ChatMessage[];
  text: string;
  /** The language the member wrote in (the crisis response, the disclosure and the offline coach answer in it). */
  language: Language;
  /**
   * The risk the offline layer found in this message read with the member's last ones; `respond`
   * when it calls for the crisis response now (new, higher, or of a new kind), else the crisis
   * panel just stays up.
   */
  crisis: { risk: Risk | null; respond: boolean };
  /** What the conversation had shown before this message (the panel stays up; replies stay supportive). */
  known: Risk | null;
  /** Due with this message: shown before the reply. */
  disclosure: Disclosure | null;
  /** The member asked whether Vi is a person: our truthful answer instead of the model's. */
  askedIfHuman: boolean;
  /**
   * The model layer's verdict, still on its way: it runs beside the model and never holds up an
   * ordinary reply's first token; if it finds risk after the reply started, the reply is stopped.
   */
  modelRisk: Promise<Risk | null>;
  session: ChatSession | null;
  /** This request opened the session: if the message fails, the session is withdrawn. */
  openedSession: boolean;
  /** A prompt-injection attempt: the canned reply, nothing sent to the model, nothing counted. */
  canned?: string;
  /** The member's message, not yet saved (its id and time are fixed here). */
  userMessage: ChatMessage;
  /** The model's reply, already requested (absent for crisis and canned replies). */
  reply?: StartedReply;
}

/** How the allowance question was answered. */
interface SessionAnswer {
  session: ChatSession | null;
  opened: boolean;
  /** Out of conversations and flagged by the model layer: crisis help instead of the model. */
  crisis?: Risk;
}

type Stored = { conversation: ConversationEntity; conversationId: string; messages: ChatMessage[] };

/** The reply's pieces, none before the member's message is stored (a failed save fails the reply). */
async function* afterSaved(saving: Promise<unknown>, pieces: AsyncGenerator<string>): AsyncGenerator<string> {
  await saving;
  yield* pieces;
}

/** The member's own words of a conversation, oldest first. */
const memberTurns = (messages: ChatMessage[]) => messages.filter((m) => m.role === 'user').map((m) => m.content);

@Injectable()
export class SendMessageService {
  constructor(
    private readonly conversations: ConversationsRepository,
    private readonly assistant: AssistantService,
    private readonly rpc: RpcClient,
    private readonly openSessions: OpenSessions,
    private readonly contexts: ConversationContexts,
    private readonly safety: SafetyNet,
    private readonly modelLayer: ModelRiskLayer,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(SERVICE_CONFIG) private readonly config: { CONTEXT_TOKEN_BUDGET: number },
  ) {}

  /** Members refused for the allowance a moment ago. */
  private readonly refused = new LRUCache<string, true>({ max: 50_000, ttl: REFUSED_MEMO_MS });

  /**
   * Screens the message, reads it for risk, asks the model and finds the chat session it counts
   * in. Crisis help is never behind the paywall: a message that shows risk, and every later
   * message of a conversation that has shown risk (or opened with a check-in after one), is
   * answered whether or not the allowance is used up, and is not counted against it.
   *
   * The offline risk layer decides before anything of a reply is passed on: the message alone
   * at once (right after a model request for a known conversation has left, which it cancels
   * when it finds risk: the crisis response is ours), then read together with the
   * member's last messages once the stored conversation is read. Nothing waits for a round trip
   * before the model is asked when this process knows the member's open conversation: the stored
   * conversation is read and the session started beside the model, and this resolves once both
   * have answered, long before a model's first token. A guess that turns out wrong is cancelled
   * and the model asked again with the stored history.
   */
  async prepare(request: SendRequest): Promise<PreparedMessage> {
    const screened = screenMessage(request.content);
    if (screened.kind === 'empty') throw new AppError(ErrorCode.VALIDATION_FAILED, 'Please type a message first.');
    const userId = request.userId;
    const language = detectLanguage(screened.kind === 'injection' ? request.content : screened.text, request.language);
    const draft = { id: randomUUID(), createdAt: this.safety.now().toISOString(), role: 'user' as const, cutOff: false };
    // The stored conversation (opened now if there is none), without this message should its save already have landed.
    let reading: Promise<Stored> | undefined;
    const readStored = () => {
      reading ??= startedEarly(
        this.safety.open(userId, language, CONTEXT_MESSAGES + 1, new Date(draft.createdAt)).then(({ conversation, messages }) => ({
          conversation,
          conversationId: conversation.id,
          messages: messages.filter((m) => m.id !== draft.id).slice(-CONTEXT_MESSAGES),
        })),
      );
      return reading;
    };
    if (screened.kind === 'injection') {
      const { conversationId, messages, conversation } = await readStored();
      const text = request.content.trim();
      return {
        userId,
        conversationId,
        history: messages,
        text,
        language,
        crisis: { risk: null, respond: false },
        known: riskOf(conversation),
        disclosure: null,
        askedIfHuman: false,
        modelRisk: Promise.resolve(null),
        session: null,
        openedSession: false,
        canned: screened.reply ?? INJECTION_REPLY,
        userMessage: { ...draft, conversationId, content: text, crisis: false },
      };
    }
    const ask = (history: ChatMessage[], conversationId: string) =>
      startReply(
        this.assistant,
        contextWindow([...history, { ...draft, conversationId, content: screened.text, crisis: false }], this.config.CONTEXT_TOKEN_BUDGET),
      );
    // A member refused a moment ago is asked about first (below), so no model request is made and cancelled each try.
    const refusedLately = this.refused.has(userId);
    let guess: KnownConversation | undefined = refusedLately ? undefined : this.contexts.get(userId);
    let reply = guess ? ask(guess.messages, guess.conversationId) : undefined;
    // The model's request leaves first: the offline read and what runs beside the model follow a
    // turn of the event loop later, so they do not hold up that request on its way out.
    if (reply) await new Promise((resolve) => setImmediate(resolve));
    const alone = asRisk(assessMessage(screened.text));
    const asked = askedIfHuman(screened.text);
    if (alone || asked) {
      // Risk, or "are you a person?": our own words answer, long before the model's first token could.
      reply?.abort.abort();
      reply = undefined;
      guess = undefined;
    }
    let modelRisk: Promise<Risk | null> | undefined;
    let answer: Promise<SessionAnswer> | undefined;
    const besideTheModel = (history: ChatMessage[] | undefined) => {
      modelRisk ??= alone ? Promise.resolve(null) : startedEarly(this.modelLayer.assess(this.riskTurns(history ?? [], screened.text)));
      answer ??= startedEarly(this.sessionFor(request, alone, modelRisk, readStored, history !== undefined));
      return { modelRisk, answer };
    };
    if (refusedLately) {
      const [early] = await Promise.allSettled([besideTheModel(this.contexts.get(userId)?.messages).answer]);
      if (early.status === 'rejected') {
        // Still out of conversations; but words that show risk together with the member's last ones get help all the same.
        const together = this.isLimit(early.reason)
          ? await readStored().then(
              (found) =>
                isNewRisk(asRisk(this.safety.assess([...memberTurns(found.messages), screened.text], riskOf(found.conversation))), riskOf(found.conversation)),
              () => false,
            )
          : false;
        if (!together) throw this.refusal(userId, early.reason);
      }
    }
    const stored = readStored();
    const beside = besideTheModel(guess?.messages);
    // The stored conversation decides: the message read with the member's last ones, and what the conversation showed before.
    const context = startedEarly(
      stored.then((found) => {
        const known = riskOf(found.conversation);
        const together = asRisk(this.safety.assess([...memberTurns(found.messages), screened.text], known));
        const risk = strongest(alone, together);
        const respond = isNewRisk(risk, known);
        if (reply && (respond || asked || known || (guess && !ConversationContexts.matches(guess, found.conversationId, found.messages)))) {
          reply.abort.abort();
          reply = undefined;
        }
        // After a crisis the model answers with that in mind; the offline coach's supportive replies are our own.
        if (!reply && !respond && !asked && (!known || this.assistant.mode.mode === 'provider')) {
          reply = startReply(
            this.assistant,
            contextWindow(
              [...found.messages, { ...draft, conversationId: found.conversationId, content: screened.text, crisis: false }],
              this.config.CONTEXT_TOKEN_BUDGET,
            ),
            known ? { afterCrisis: known } : {},
          );
        }
        return { ...found, known, risk, respond };
      }),
    );

    const [found, settled] = await Promise.allSettled([context, beside.answer]);
    let allowance = settled;
    // Out of conversations, but this message read with the member's last ones shows risk: crisis help all the same.
    if (allowance.status === 'rejected' && found.status === 'fulfilled' && found.value.respond && this.isLimit(allowance.reason)) {
      allowance = { status: 'fulfilled', value: { session: null, opened: false } };
    }
    if (found.status === 'rejected' || allowance.status === 'rejected') {
      reply?.abort.abort();
      if (allowance.status === 'fulfilled' && allowance.value.opened && allowance.value.session) await this.withdraw(userId, allowance.value.session);
      if (allowance.status === 'rejected') throw this.refusal(userId, allowance.reason);
      throw (found as PromiseRejectedResult).reason;
    }
    this.refused.delete(userId);
    const { conversationId, messages, conversation, known } = found.value;
    let { risk, respond } = found.value;
    let { session, opened } = allowance.value;
    if (respond && opened && session) {
      // The session was opened before the risk showed: crisis help is not counted.
      await this.withdraw(userId, session);
      session = null;
      opened = false;
    }
    if (allowance.value.crisis) {
      // Out of conversations but in crisis (by the model layer's judgement): help comes all the same, not the model.
      reply?.abort.abort();
      reply = undefined;
      risk = strongest(risk, allowance.value.crisis);
      respond = true;
    }
    const lastMemberMessage = [...messages].reverse().find((m) => m.role === 'user');
    let disclosure: Disclosure | null = null;
    try {
      disclosure = await this.safety.disclosureDue(
        userId,
        conversation,
        lastMemberMessage ? new Date(lastMemberMessage.createdAt) : null,
        screened.text,
        language,
      );
    } catch (error) {
      reply?.abort.abort();
      if (opened && session) await this.withdraw(userId, session);
      throw error;
    }
    return {
      userId,
      conversationId,
      history: messages,
      text: screened.text,
      language,
      crisis: { risk, respond },
      known,
      disclosure,
      askedIfHuman: asked && !respond,
      modelRisk: beside.modelRisk,
      session,
      openedSession: opened,
      userMessage: { ...draft, conversationId, content: screened.text, crisis: respond },
      ...(reply ? { reply } : {}),
    };
  }

  /** The member's latest turns for the model layer, newest last. */
  private riskTurns(history: ChatMessage[], text: string) {
    return [...history.filter((m) => m.role === 'user').slice(-5), { content: text }].map((m) => ({ role: 'user' as const, content: m.content }));
  }

  /**
   * The session the message counts in: the page's if still open, else a new one within the
   * allowance. A message that shows risk, or any message of a conversation that has shown risk,
   * needs none: crisis help is not counted.
   */
  private async sessionFor(
    request: SendRequest,
    risk: Risk | null,
    modelRisk: Promise<Risk | null>,
    readStored: () => Promise<Stored>,
    knownWithoutRisk: boolean,
  ): Promise<SessionAnswer> {
    const open = request.sessionId ? await this.openSession(request.userId, request.sessionId) : null;
    if (open || risk) return { session: open, opened: false };
    const start = () =>
      this.rpc.call(RPC.sessions.startChat, { userId: request.userId, timeZone: request.timeZone }).then((session) => {
        this.openSessions.remember(request.userId, session);
        return session;
      });
    // A conversation this process knows showed no risk starts its session beside the read (the
    // read rarely disagrees: then the session is given back); any other is read first.
    const early = knownWithoutRisk ? startedEarly(start()) : undefined;
    let conversation: ConversationEntity;
    try {
      ({ conversation } = await readStored());
    } catch (error) {
      if (early)
        await early.then(
          (session) => this.withdraw(request.userId, session),
          () => undefined,
        );
      throw error;
    }
    if (conversation.riskLevel) {
      if (early)
        await early.then(
          (session) => this.withdraw(request.userId, session),
          () => undefined,
        );
      return { session: null, opened: false };
    }
    try {
      return { session: await (early ?? start()), opened: true };
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.LIMIT_REACHED) {
        const flagged = await modelRisk;
        if (flagged) return { session: null, opened: false, crisis: flagged };
      }
      throw error;
    }
  }

  private isLimit(error: unknown): boolean {
    return error instanceof AppError && error.code === ErrorCode.LIMIT_REACHED;
  }

  private refusal(userId: string, error: unknown): unknown {
    if (this.isLimit(error)) this.refused.set(userId, true);
    return error;
  }

  /** Gives back a session this message opened but will not use. */
  private async withdraw(userId: string, session: ChatSession) {
    this.openSessions.forget(session.id);
    try {
      await this.rpc.call(RPC.sessions.cancelChat, { userId, sessionId: session.id });
    } catch (error) {
      this.logger.error({ err: error, sessionId: session.id }, 'could not withdraw an unused chat session');
    }
  }

  /** The reply as events; failures become an `error` event (the stream itself never fails). */
  async *stream(prepared: PreparedMessage): AsyncGenerator<ChatStreamEvent> {
    yield { type: 'session', session: prepared.session };
    if (prepared.canned !== undefined) {
      yield* this.cannedReply(prepared);
      return;
    }
    // The member's message is announced at once and saved while the model works on the reply.
    const userMessage = prepared.userMessage;
    const saving = startedEarly(
      this.conversations.addMessage({
        userId: prepared.userId,
        conversationId: prepared.conversationId,
        chatSessionId: prepared.session?.id ?? null,
        role: 'user',
        content: prepared.text,
        crisis: prepared.crisis.respond,
        id: userMessage.id,
        createdAt: new Date(userMessage.createdAt),
      }),
    );
    // Our own words, never the model's: the crisis response, the truthful answer to "are you a person?",
    // and the offline coach's supportive replies after a crisis.
    if (prepared.crisis.respond || !prepared.reply) {
      prepared.reply?.abort.abort();
      this.contexts.forget(prepared.userId);
      yield { type: 'message', message: await saving };
      if (prepared.disclosure) yield { type: 'disclosure', disclosure: prepared.disclosure };
      if (prepared.crisis.respond && prepared.crisis.risk) yield* this.crisisReply(prepared, prepared.crisis.risk);
      else if (prepared.askedIfHuman) yield* this.ourReply(prepared, truthfulAnswer(prepared.language, 'text'));
      else yield* this.ourReply(prepared, crisisFollowUp(prepared.language, prepared.history.filter((m) => m.role === 'user').length));
      return;
    }
    const reply = prepared.reply;
    yield { type: 'message', message: userMessage };
    if (prepared.disclosure) yield { type: 'disclosure', disclosure: prepared.disclosure };

    // The reply is passed on as it comes; nothing of it before the member's message is stored (a
    // reply is never shown for a message that was not kept). The model layer's verdict never holds
    // it up: risk found after the reply started stops it, and the crisis response follows.
    const outcome = yield* relayWatched({ ...reply, pieces: afterSaved(saving, reply.pieces) }, prepared.modelRisk);
    if (outcome.kind !== 'complete') this.contexts.forget(prepared.userId);
    if (outcome.kind === 'failed') {
      // Whether or not the member's message was kept, its save has finished before the failure is recorded.
      await Promise.allSettled([saving]);
      yield await this.failed(prepared, userMessage, outcome.text, outcome.cause);
      return;
    }
    let savedMessage: ChatMessage;
    try {
      savedMessage = await saving;
      if (outcome.kind === 'flagged') {
        await this.conversations.markCrisis(prepared.userId, userMessage.id);
        yield { type: 'retract' };
        yield* this.crisisReply(prepared, strongest(prepared.crisis.risk, outcome.risk)!);
        return;
      }
    } catch (error) {
      yield await this.failed(prepared, userMessage, outcome.kind === 'complete' ? outcome.text : '', error);
      return;
    }
    // The model's reply on its way out: method information, a claim to be human or a therapist is replaced.
    const check = checkModelReply(outcome.text);
    if (!check.safe) {
      this.logger.warn({ reason: check.reason, conversationId: prepared.conversationId }, 'a model reply was replaced by a safe one');
      this.contexts.forget(prepared.userId);
      yield { type: 'retract' };
      yield* this.ourReply(prepared, safeReplacement(check.reason, prepared.language));
      return;
    }
    let saved: ChatMessage;
    try {
      saved = await this.saveReply(prepared, outcome.text, {});
    } catch (error) {
      // The member read the reply but it could not be kept: they are told (an error event), and it is not counted.
      this.contexts.forget(prepared.userId);
      yield await this.failed(prepared, userMessage, outcome.text, error);
      return;
    }
    // A conversation that has shown risk is not guessed: its replies are written with that in mind.
    if (!prepared.known) this.contexts.remember(prepared.userId, prepared.conversationId, [...prepared.history, savedMessage, saved]);
    await this.count(prepared);
    yield { type: 'done', message: saved, crisis: false, assistant: this.assistant.mode, risk: prepared.known };
  }

  /** The crisis response for this level and kind of risk; kept as the conversation's risk and counted as a referral. */
  private async *crisisReply(prepared: PreparedMessage, risk: Risk): AsyncGenerator<ChatStreamEvent> {
    const text = crisisResponse({ level: risk.level, categories: risk.categories, language: prepared.language, channel: 'text' });
    yield { type: 'delta', text };
    const kept = await this.safety.keepRisk(prepared.userId, prepared.conversationId, risk);
    this.safety.referred(risk, 'text', prepared.language);
    const reply = await this.saveReply(prepared, text, { crisis: true });
    await this.count(prepared);
    yield { type: 'done', message: reply, crisis: true, assistant: this.assistant.mode, risk: kept };
  }

  /** A reply of our own wording, saved and counted like the model's. */
  private async *ourReply(prepared: PreparedMessage, text: string): AsyncGenerator<ChatStreamEvent> {
    yield { type: 'delta', text };
    const reply = await this.saveReply(prepared, text, {});
    await this.count(prepared);
    yield { type: 'done', message: reply, crisis: false, assistant: this.assistant.mode, risk: prepared.known };
  }

  private async *cannedReply(prepared: PreparedMessage): AsyncGenerator<ChatStreamEvent> {
    const text = prepared.canned!;
    yield { type: 'delta', text };
    const message: ChatMessage = {
      id: randomUUID(),
      conversationId: prepared.conversationId,
      role: 'assistant',
      content: text,
      createdAt: new Date().toISOString(),
      crisis: false,
      cutOff: false,
    };
    yield { type: 'done', message, crisis: false, assistant: this.assistant.mode };
  }

  /**
   * Nothing of a failed message is counted. A reply cut off mid-stream is kept as such;
   * with nothing received, the member's message is removed too (they will send it again),
   * and a session this message opened is withdrawn.
   */
  private async failed(prepared: PreparedMessage, userMessage: ChatMessage, text: string, cause: unknown): Promise<ChatStreamEvent> {
    const { error, logDetail } = providerError(cause);
    this.logger.warn({ err: cause, detail: logDetail, received: text.length }, 'assistant reply failed');
    let partial: ChatMessage | undefined;
    try {
      if (text.trim() !== '') {
        partial = await this.saveReply(prepared, text, { cutOff: true });
      } else {
        await this.conversations.deleteMessage(prepared.userId, userMessage.id);
        if (prepared.openedSession && prepared.session) {
          this.openSessions.forget(prepared.session.id);
          await this.rpc.call(RPC.sessions.cancelChat, { userId: prepared.userId, sessionId: prepared.session.id });
        }
      }
    } catch (cleanupError) {
      this.logger.error({ err: cleanupError }, 'could not tidy up after a failed reply');
    }
    return { type: 'error', error: toEnvelope(error), ...(partial ? { partial } : {}) };
  }

  private saveReply(prepared: PreparedMessage, content: string, flags: { crisis?: boolean; cutOff?: boolean }) {
    return this.conversations.addMessage({
      userId: prepared.userId,
      conversationId: prepared.conversationId,
      chatSessionId: prepared.session?.id ?? null,
      role: 'assistant',
      content,
      // The member's message was stamped by this process too: the reply always sorts after it.
      createdAt: new Date(),
      ...flags,
    });
  }

  /** The member's message and the reply count in the session (and reset its idle clock). */
  private async count(prepared: PreparedMessage) {
    if (!prepared.session) return;
    try {
      const counted = await this.rpc.call(RPC.sessions.recordChatMessage, { userId: prepared.userId, sessionId: prepared.session.id, count: 2 });
      // The next message's `session` event shows the count as it is now.
      this.openSessions.remember(prepared.userId, counted);
    } catch (error) {
      // The session may have ended meanwhile (the page closed); the messages are saved all the same.
      this.openSessions.forget(prepared.session.id);
      this.logger.warn({ err: error, sessionId: prepared.session.id }, 'could not count messages in the chat session');
    }
  }

  /** The page's session, if it is still open and the member's; null otherwise (a new one starts). */
  private async openSession(userId: string, sessionId: string): Promise<ChatSession | null> {
    const known = this.openSessions.get(userId, sessionId);
    if (known) return known;
    try {
      const session = await this.rpc.call(RPC.sessions.getChat, { userId, sessionId });
      this.openSessions.remember(userId, session);
      return session.status === 'active' ? session : null;
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.NOT_FOUND) return null;
      throw error;
    }
  }
}
