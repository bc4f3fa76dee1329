import { Injectable } from '@nestjs/common';
import { type Conversation, type ConversationSummary, ErrorCode, RPC } from '@vi/contracts';
import { AppError, RpcClient } from '@vi/service-kit';
import { AssistantService } from '../assistant/assistant.service.js';
import { ConversationContexts } from '../messages/conversation-contexts.js';
import { LANGUAGES, type Language } from '../coach/language.js';
import { SafetyNet } from '../safety/safety-net.service.js';
import { disclosureText } from '../safety/disclosure/index.js';
import { ConversationsRepository, toConversation } from './conversations.repository.js';

/** The page's language if the assistant speaks it, else English. */
const pageLanguage = (language: string | undefined): Language => {
  const short = (language ?? '').slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(short) ? (short as Language) : 'en';
};

const notFound = () => new AppError(ErrorCode.NOT_FOUND, 'Conversation not found');

@Injectable()
export class ConversationsService {
  constructor(
    private readonly conversations: ConversationsRepository,
    private readonly assistant: AssistantService,
    private readonly rpc: RpcClient,
    private readonly contexts: ConversationContexts,
    private readonly safety: SafetyNet,
  ) {}

  /**
   * The open conversation (opened now if there is none, with a check-in when it follows a crisis
   * of the last 7 days), its standing risk and the disclosure at its top.
   */
  async current(userId: string, language?: string): Promise<Conversation> {
    const lang = pageLanguage(language);
    const { conversation, messages } = await this.safety.open(userId, lang);
    const disclosure = await this.safety.disclosureAtStart(userId, conversation, lang);
    const shown = toConversation(conversation, { messages, assistant: this.assistant.mode, disclosure });
    // What the page now shows is what the member's next message continues: the model can be asked for it at once.
    if (!shown.risk) this.contexts.remember(userId, conversation.id, messages);
    return shown;
  }

  /** Clearing the chat starts a new conversation; the old one stays in the history. */
  async clear(userId: string, language?: string): Promise<Conversation> {
    await this.conversations.clear(userId);
    return this.current(userId, language);
  }

  /** Past conversations are part of Unlimited Access. */
  async list(userId: string): Promise<{ conversations: ConversationSummary[] }> {
    await this.requirePremium(userId);
    return { conversations: await this.conversations.list(userId) };
  }

  async get(userId: string, conversationId: string): Promise<Conversation> {
    const conversation = await this.conversations.find(userId, conversationId);
    if (!conversation) throw notFound();
    if (conversation.clearedAt !== null) await this.requirePremium(userId);
    return toConversation(conversation, {
      messages: await this.conversations.messages(userId, conversation.id),
      assistant: this.assistant.mode,
      // Every conversation opened with the disclosure; a past one shows it at its top too.
      disclosure: { text: disclosureText('en'), reason: 'start' },
    });
  }

  /** Any member may delete their own conversations, premium or not. */
  async delete(userId: string, conversationId: string): Promise<{ deleted: boolean }> {
    if (!(await this.conversations.delete(userId, conversationId))) throw notFound();
    const known = this.contexts.get(userId);
    if (known?.conversationId === conversationId) this.contexts.forget(userId);
    return { deleted: true };
  }

  private async requirePremium(userId: string) {
    const entitlement = await this.rpc.call(RPC.sessions.entitlement, { userId });
    if (!entitlement.premium) throw new AppError(ErrorCode.FORBIDDEN, 'Conversation history is part of Unlimited Access.');
  }
}
