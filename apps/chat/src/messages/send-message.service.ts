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
import { AppError, LOGGER, RpcClient, SERVICE_CONFIG, toEnvelope } from '@vi/service-kit';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { AssistantService } from '../assistant/assistant.service.js';
import { contextWindow } from '../assistant/context.js';
import { providerError } from '../assistant/provider-errors.js';
import { relayReply, startReply } from '../assistant/reply-stream.js';
import { ConversationsRepository } from '../conversations/conversations.repository.js';
import { crisisReply, detectCrisis } from '../safety/crisis.js';
import { INJECTION_REPLY, screenMessage } from '../screening/screening.js';
import { OpenSessions } from './open-sessions.js';

/** The most messages the model could see (the token budget trims further). */
const CONTEXT_MESSAGES = 60;

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
}

@Injectable()
export class SendMessageService {
  constructor(
    private readonly conversations: ConversationsRepository,
    private readonly assistant: AssistantService,
    private readonly rpc: RpcClient,
    private readonly openSessions: OpenSessions,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(SERVICE_CONFIG) private readonly config: { CONTEXT_TOKEN_BUDGET: number },
  ) {}

  /**
   * Screens the message and finds the chat session it counts in. A crisis message is
   * answered even when the allowance is used up: crisis help is never behind the paywall.
   */
  async prepare(request: SendRequest): Promise<PreparedMessage> {
    const screened = screenMessage(request.content);
    if (screened.kind === 'empty') throw new AppError(ErrorCode.VALIDATION_FAILED, 'Please type a message first.');
    // The conversation and its history load while the session is looked up (they do not depend on each other).
    const history = this.conversations.currentWithMessages(request.userId, CONTEXT_MESSAGES);
    history.catch(() => undefined);
    const open = screened.kind === 'ok' && request.sessionId ? this.openSession(request.userId, request.sessionId) : Promise.resolve(null);
    open.catch(() => undefined);
    const { conversation, messages } = await history;
    const base = { userId: request.userId, conversationId: conversation.id, history: messages };
    if (screened.kind === 'injection') {
      return {
        ...base,
        text: request.content.trim(),
        crisis: { risk: false, language: 'en' },
        moderation: Promise.resolve(false),
        session: null,
        openedSession: false,
        canned: screened.reply ?? INJECTION_REPLY,
      };
    }
    const phraseCheck = detectCrisis(screened.text);
    const crisis = { risk: phraseCheck.risk, language: phraseCheck.language };
    const moderation = phraseCheck.risk ? Promise.resolve(false) : this.assistant.flagsSelfHarm(screened.text);
    const prepared = { ...base, text: screened.text, crisis, moderation };

    const session = await open;
    if (session || crisis.risk) return { ...prepared, session, openedSession: false };
    try {
      const session = await this.rpc.call(RPC.sessions.startChat, { userId: request.userId, timeZone: request.timeZone }, chatSessionSchema);
      this.openSessions.remember(request.userId, session);
      return { ...prepared, session, openedSession: true };
    } catch (error) {
      // Out of conversations but in crisis (by the provider's judgement): help comes all the same.
      if (error instanceof AppError && error.code === ErrorCode.LIMIT_REACHED && (await moderation)) {
        return { ...prepared, crisis: { ...crisis, risk: true }, session: null, openedSession: false };
      }
      throw error;
    }
  }

  /** The reply as events; failures become an `error` event (the stream itself never fails). */
  async *stream(prepared: PreparedMessage): AsyncGenerator<ChatStreamEvent> {
    yield { type: 'session', session: prepared.session };
    if (prepared.canned !== undefined) {
      yield* this.cannedReply(prepared);
      return;
    }
    // The member's message is announced at once and saved while the model starts on the reply.
    const userMessage: ChatMessage = {
      id: randomUUID(),
      conversationId: prepared.conversationId,
      role: 'user',
      content: prepared.text,
      createdAt: new Date().toISOString(),
      crisis: prepared.crisis.risk,
      cutOff: false,
    };
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
    if (prepared.crisis.risk) {
      yield { type: 'message', message: await saving };
      yield* this.crisisReply(prepared);
      return;
    }
    const reply = startReply(this.assistant, contextWindow([...prepared.history, userMessage], this.config.CONTEXT_TOKEN_BUDGET));
    yield { type: 'message', message: userMessage };

    const outcome = yield* relayReply(reply, prepared.moderation);
    if (outcome.kind === 'failed') {
      await saving.catch(() => undefined);
      yield await this.failed(prepared, userMessage, outcome.text, outcome.cause);
      return;
    }
    try {
      await saving;
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
    const saved = await this.saveReply(prepared, outcome.text, {});
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
