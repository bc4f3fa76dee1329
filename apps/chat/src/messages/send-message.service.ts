import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
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
import { z } from 'zod';
import { AssistantService } from '../assistant/assistant.service.js';
import { contextWindow } from '../assistant/context.js';
import { providerError } from '../assistant/provider-errors.js';
import { ConversationsRepository } from '../conversations/conversations.repository.js';
import { crisisReply, detectCrisis } from '../safety/crisis.js';
import { INJECTION_REPLY, screenMessage } from '../screening/screening.js';

type SendRequest = z.output<typeof sendChatMessageRequestSchema>;

/** What is settled before the reply streams; anything refused here is an ordinary error reply. */
export interface PreparedMessage {
  userId: string;
  conversationId: string;
  text: string;
  crisis: { risk: boolean; language: string };
  session: ChatSession | null;
  /** This request opened the session: if the message fails, the session is withdrawn. */
  openedSession: boolean;
  /** A prompt-injection attempt: the canned reply, nothing sent to the model, nothing counted. */
  canned?: string;
}

const cancelledSchema = z.object({ cancelled: z.boolean() });

@Injectable()
export class SendMessageService {
  constructor(
    private readonly conversations: ConversationsRepository,
    private readonly assistant: AssistantService,
    private readonly rpc: RpcClient,
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
    const conversation = await this.conversations.current(request.userId);
    const base = { userId: request.userId, conversationId: conversation.id };
    if (screened.kind === 'injection') {
      return { ...base, text: request.content.trim(), crisis: { risk: false, language: 'en' }, session: null, openedSession: false, canned: screened.reply ?? INJECTION_REPLY };
    }
    const phraseCheck = detectCrisis(screened.text);
    const risk = phraseCheck.risk || (await this.assistant.flagsSelfHarm(screened.text));
    const crisis = { risk, language: phraseCheck.language };

    const open = request.sessionId ? await this.openSession(request.userId, request.sessionId) : null;
    if (open || risk) return { ...base, text: screened.text, crisis, session: open, openedSession: false };
    const session = await this.rpc.call(RPC.sessions.startChat, { userId: request.userId, timeZone: request.timeZone }, chatSessionSchema);
    return { ...base, text: screened.text, crisis, session, openedSession: true };
  }

  /** The reply as events; failures become an `error` event (the stream itself never fails). */
  async *stream(prepared: PreparedMessage): AsyncGenerator<ChatStreamEvent> {
    yield { type: 'session', session: prepared.session };
    if (prepared.canned !== undefined) {
      yield* this.cannedReply(prepared);
      return;
    }
    const userMessage = await this.conversations.addMessage({
      userId: prepared.userId,
      conversationId: prepared.conversationId,
      chatSessionId: prepared.session?.id ?? null,
      role: 'user',
      content: prepared.text,
      crisis: prepared.crisis.risk,
    });
    yield { type: 'message', message: userMessage };

    if (prepared.crisis.risk) {
      const text = crisisReply(prepared.crisis.language as Parameters<typeof crisisReply>[0]);
      yield { type: 'delta', text };
      const reply = await this.saveReply(prepared, text, { crisis: true });
      await this.count(prepared);
      yield { type: 'done', message: reply, crisis: true, assistant: this.assistant.mode };
      return;
    }

    let text = '';
    try {
      const history = await this.conversations.messages(prepared.userId, prepared.conversationId);
      for await (const piece of this.assistant.reply(contextWindow(history, this.config.CONTEXT_TOKEN_BUDGET))) {
        text += piece;
        yield { type: 'delta', text: piece };
      }
      if (text.trim() === '') throw new Error('the provider sent an empty reply');
    } catch (error) {
      yield await this.failed(prepared, userMessage, text, error);
      return;
    }
    const reply = await this.saveReply(prepared, text, {});
    await this.count(prepared);
    yield { type: 'done', message: reply, crisis: false, assistant: this.assistant.mode };
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
    const { error, logDetail } = cause instanceof AppError ? { error: cause, logDetail: cause.message } : providerError(cause);
    this.logger.warn({ err: cause, detail: logDetail, received: text.length }, 'assistant reply failed');
    let partial: ChatMessage | undefined;
    try {
      if (text.trim() !== '') {
        partial = await this.saveReply(prepared, text, { cutOff: true });
      } else {
        await this.conversations.deleteMessage(prepared.userId, userMessage.id);
        if (prepared.openedSession && prepared.session) {
          await this.rpc.call(RPC.sessions.cancelChat, { userId: prepared.userId, sessionId: prepared.session.id }, cancelledSchema);
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
      ...flags,
    });
  }

  /** The member's message and the reply count in the session (and reset its idle clock). */
  private async count(prepared: PreparedMessage) {
    if (!prepared.session) return;
    try {
      await this.rpc.call(RPC.sessions.recordChatMessage, { userId: prepared.userId, sessionId: prepared.session.id, count: 2 }, chatSessionSchema);
    } catch (error) {
      // The session may have ended meanwhile (the page closed); the messages are saved all the same.
      this.logger.warn({ err: error, sessionId: prepared.session.id }, 'could not count messages in the chat session');
    }
  }

  /** The page's session, if it is still open and the member's; null otherwise (a new one starts). */
  private async openSession(userId: string, sessionId: string): Promise<ChatSession | null> {
    try {
      const session = await this.rpc.call(RPC.sessions.getChat, { userId, sessionId }, chatSessionSchema);
      return session.status === 'active' ? session : null;
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.NOT_FOUND) return null;
      throw error;
    }
  }
}
