import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  cancelChatResponseSchema,
  type ChatMessage,
  type ChatSession,
  chatSessionSchema,
  type ChatStreamEvent,
  ErrorCode,
  RPC,
  type sendChatMessageRequestSchema,
} from '@vi/contracts';
import { AppError, LOGGER, LRUCache, RpcClient, SERVICE_CONFIG, toEnvelope } from '@vi/service-kit';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { AssistantService } from '../assistant/assistant.service.js';
import { contextWindow } from '../assistant/context.js';
import { providerError } from '../assistant/provider-errors.js';
import { relayReply, type StartedReply, startReply } from '../assistant/reply-stream.js';
import { ConversationsRepository } from '../conversations/conversations.repository.js';
import { crisisReply, detectCrisis } from '../safety/crisis.js';
import { INJECTION_REPLY, screenMessage } from '../screening/screening.js';
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
  crisis: { risk: boolean; language: string };
  /**
   * The provider's moderation verdict, still on its way: it runs beside the model so it adds
   * no waiting unless it is slower than the first token. Nothing of the model's reply reaches
   * the member before it has answered.
   */
  moderation: Promise<boolean>;
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
  /** Out of conversations and flagged by moderation: crisis help instead of the model. */
  crisis?: boolean;
}

@Injectable()
export class SendMessageService {
  constructor(
    private readonly conversations: ConversationsRepository,
    private readonly assistant: AssistantService,
    private readonly rpc: RpcClient,
    private readonly openSessions: OpenSessions,
    private readonly contexts: ConversationContexts,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(SERVICE_CONFIG) private readonly config: { CONTEXT_TOKEN_BUDGET: number },
  ) {}

  /** Members refused for the allowance a moment ago. */
  private readonly refused = new LRUCache<string, true>({ max: 50_000, ttl: REFUSED_MEMO_MS });

  /**
   * Screens the message, asks the model and finds the chat session it counts in. A crisis
   * message is answered even when the allowance is used up: crisis help is never behind the
   * paywall.
   *
   * Nothing waits for a round trip before the model is asked when this process knows the
   * member's open conversation (it does after the page loaded it, after a clear and after each
   * reply): the stored conversation is read and the session started beside the model, and this
   * resolves once both have answered, long before a model's first token. Until then nothing of
   * the reply has been passed on, so a refusal (allowance used up) is the same ordinary error it
   * always was, and the model request is cancelled. A guess that turns out wrong is cancelled
   * and the model asked again with the stored history.
   */
  async prepare(request: SendRequest): Promise<PreparedMessage> {
    const screened = screenMessage(request.content);
    if (screened.kind === 'empty') throw new AppError(ErrorCode.VALIDATION_FAILED, 'Please type a message first.');
    const userId = request.userId;
    const draft = { id: randomUUID(), createdAt: new Date().toISOString(), role: 'user' as const, cutOff: false };
    // The stored conversation (opened now if there is none), without this message should its save already have landed.
    const readStored = () => {
      const read = this.conversations.currentWithMessages(userId, CONTEXT_MESSAGES + 1).then(({ conversation, messages }) => ({
        conversationId: conversation.id,
        messages: messages.filter((m) => m.id !== draft.id).slice(-CONTEXT_MESSAGES),
      }));
      read.catch(() => undefined);
      return read;
    };
    if (screened.kind === 'injection') {
      const { conversationId, messages } = await readStored();
      const text = request.content.trim();
      return {
        userId,
        conversationId,
        history: messages,
        text,
        crisis: { risk: false, language: 'en' },
        moderation: Promise.resolve(false),
        session: null,
        openedSession: false,
        canned: screened.reply ?? INJECTION_REPLY,
        userMessage: { ...draft, conversationId, content: text, crisis: false },
      };
    }
    const phraseCheck = detectCrisis(screened.text);
    const crisis = { risk: phraseCheck.risk, language: phraseCheck.language };
    let moderation: Promise<boolean> | undefined;
    let answer: Promise<SessionAnswer> | undefined;
    const besideTheModel = () => {
      moderation ??= phraseCheck.risk ? Promise.resolve(false) : this.assistant.flagsSelfHarm(screened.text);
      moderation.catch(() => undefined);
      answer ??= this.sessionFor(request, crisis.risk, moderation);
      answer.catch(() => undefined);
      return { moderation, answer };
    };
    // A member refused a moment ago is asked about first, so no model request is made and cancelled each try.
    if (this.refused.has(userId)) {
      const [early] = await Promise.allSettled([besideTheModel().answer]);
      if (early.status === 'rejected') throw this.refusal(userId, early.reason);
    }

    const ask = (history: ChatMessage[], conversationId: string) =>
      startReply(
        this.assistant,
        contextWindow([...history, { ...draft, conversationId, content: screened.text, crisis: false }], this.config.CONTEXT_TOKEN_BUDGET),
      );
    const guess: KnownConversation | undefined = crisis.risk ? undefined : this.contexts.get(userId);
    let reply = guess ? ask(guess.messages, guess.conversationId) : undefined;
    // The model's request leaves first: what runs beside it is issued a turn of the event loop later,
    // so handling its answers does not hold up that request on its way out.
    if (reply) await new Promise((resolve) => setImmediate(resolve));
    const stored = readStored();
    const beside = besideTheModel();
    // Without a guess the model is asked as soon as the stored conversation is read (the session may still be on its way).
    const context = stored.then((found) => {
      if (reply && guess && !ConversationContexts.matches(guess, found.conversationId, found.messages)) {
        reply.abort.abort();
        reply = undefined;
      }
      if (!reply && !crisis.risk) reply = ask(found.messages, found.conversationId);
      return found;
    });
    context.catch(() => undefined);

    const [found, allowance] = await Promise.allSettled([context, beside.answer]);
    if (found.status === 'rejected' || allowance.status === 'rejected') {
      reply?.abort.abort();
      if (allowance.status === 'fulfilled' && allowance.value.opened && allowance.value.session) await this.withdraw(userId, allowance.value.session);
      if (allowance.status === 'rejected') throw this.refusal(userId, allowance.reason);
      throw (found as PromiseRejectedResult).reason;
    }
    this.refused.delete(userId);
    const { conversationId, messages } = found.value;
    const { session, opened } = allowance.value;
    if (allowance.value.crisis) {
      // Out of conversations but in crisis (by the provider's judgement): help comes all the same, not the model.
      reply?.abort.abort();
      reply = undefined;
      crisis.risk = true;
    }
    return {
      userId,
      conversationId,
      history: messages,
      text: screened.text,
      crisis,
      moderation: beside.moderation,
      session,
      openedSession: opened,
      userMessage: { ...draft, conversationId, content: screened.text, crisis: crisis.risk },
      ...(reply ? { reply } : {}),
    };
  }

  /** The session the message counts in: the page's if still open, else a new one within the allowance. */
  private async sessionFor(request: SendRequest, crisisRisk: boolean, moderation: Promise<boolean>): Promise<SessionAnswer> {
    const open = request.sessionId ? await this.openSession(request.userId, request.sessionId) : null;
    if (open || crisisRisk) return { session: open, opened: false };
    try {
      const session = await this.rpc.call(RPC.sessions.startChat, { userId: request.userId, timeZone: request.timeZone }, chatSessionSchema);
      this.openSessions.remember(request.userId, session);
      return { session, opened: true };
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.LIMIT_REACHED && (await moderation)) return { session: null, opened: false, crisis: true };
      throw error;
    }
  }

  private refusal(userId: string, error: unknown): unknown {
    if (error instanceof AppError && error.code === ErrorCode.LIMIT_REACHED) this.refused.set(userId, true);
    return error;
  }

  /** Gives back a session this message opened but will not use. */
  private async withdraw(userId: string, session: ChatSession) {
    this.openSessions.forget(session.id);
    try {
      await this.rpc.call(RPC.sessions.cancelChat, { userId, sessionId: session.id }, cancelChatResponseSchema);
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
    const saving = this.conversations.addMessage({
      userId: prepared.userId,
      conversationId: prepared.conversationId,
      chatSessionId: prepared.session?.id ?? null,
      role: 'user',
      content: prepared.text,
      crisis: prepared.crisis.risk,
      id: userMessage.id,
      createdAt: new Date(userMessage.createdAt),
    });
    saving.catch(() => undefined);
    // Crisis help (no model reply was kept for it).
    if (prepared.crisis.risk || !prepared.reply) {
      prepared.reply?.abort.abort();
      this.contexts.forget(prepared.userId);
      yield { type: 'message', message: await saving };
      yield* this.crisisReply(prepared);
      return;
    }
    const reply = prepared.reply;
    yield { type: 'message', message: userMessage };

    // Nothing of the reply is passed on before the moderation verdict and before the member's
    // message is stored (both run beside the model): a reply is never shown for a message that
    // was not kept. A failed save fails the message as a provider failure would (nothing counted).
    const gate = Promise.all([prepared.moderation, saving]).then(([flagged]) => flagged);
    const outcome = yield* relayReply(reply, gate);
    if (outcome.kind !== 'complete') this.contexts.forget(prepared.userId);
    if (outcome.kind === 'failed') {
      await saving.catch(() => undefined);
      yield await this.failed(prepared, userMessage, outcome.text, outcome.cause);
      return;
    }
    let savedMessage: ChatMessage;
    try {
      savedMessage = await saving;
      if (outcome.kind === 'flagged') {
        await this.conversations.markCrisis(prepared.userId, userMessage.id);
        yield* this.crisisReply(prepared);
        return;
      }
    } catch (error) {
      yield await this.failed(prepared, userMessage, outcome.kind === 'complete' ? outcome.text : '', error);
      return;
    }
    if (outcome.kind !== 'complete') return;
    let saved: ChatMessage;
    try {
      saved = await this.saveReply(prepared, outcome.text, {});
    } catch (error) {
      // The member read the reply but it could not be kept: they are told (an error event), and it is not counted.
      this.contexts.forget(prepared.userId);
      yield await this.failed(prepared, userMessage, outcome.text, error);
      return;
    }
    this.contexts.remember(prepared.userId, prepared.conversationId, [...prepared.history, savedMessage, saved]);
    await this.count(prepared);
    yield { type: 'done', message: saved, crisis: false, assistant: this.assistant.mode };
  }

  private async *crisisReply(prepared: PreparedMessage): AsyncGenerator<ChatStreamEvent> {
    const text = crisisReply(prepared.crisis.language as Parameters<typeof crisisReply>[0]);
    yield { type: 'delta', text };
    const reply = await this.saveReply(prepared, text, { crisis: true });
    await this.count(prepared);
    yield { type: 'done', message: reply, crisis: true, assistant: this.assistant.mode };
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
          await this.rpc.call(RPC.sessions.cancelChat, { userId: prepared.userId, sessionId: prepared.session.id }, cancelChatResponseSchema);
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
      const counted = await this.rpc.call(
        RPC.sessions.recordChatMessage,
        { userId: prepared.userId, sessionId: prepared.session.id, count: 2 },
        chatSessionSchema,
      );
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
      const session = await this.rpc.call(RPC.sessions.getChat, { userId, sessionId }, chatSessionSchema);
      this.openSessions.remember(userId, session);
      return session.status === 'active' ? session : null;
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.NOT_FOUND) return null;
      throw error;
    }
  }
}
