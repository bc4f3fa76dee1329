import { Injectable } from '@nestjs/common';
import type { ChatMessage } from '@vi/contracts';
import { LRUCache } from '@vi/service-kit';

/** What this process last knew of a member's open conversation: its id and newest messages. */
export interface KnownConversation {
  conversationId: string;
  /** Oldest first, at most the context's message count. */
  messages: ChatMessage[];
}

/** The most messages the model could see (the token budget trims further). */
export const CONTEXT_MESSAGES = 60;

const TTL_MS = 15 * 60_000;
/** About 64 MB of message text at most. */
const MAX_CHARS = 32_000_000;

/**
 * Each member's open conversation as this process last saw it (page load, clear, a finished
 * reply), so the model can be asked for the next reply before the database answers. It is only
 * ever a guess: the stored conversation is read beside the model, and a reply started on a
 * guess that turns out wrong (another tab, another replica, a deletion) is cancelled and asked
 * again with the stored history before anything of it is passed on.
 */
@Injectable()
export class ConversationContexts {
  private readonly known = new LRUCache<string, KnownConversation>({
    maxSize: MAX_CHARS,
    sizeCalculation: (entry) => 64 + entry.messages.reduce((sum, m) => sum + m.content.length + 64, 0),
    ttl: TTL_MS,
  });

  get(userId: string): KnownConversation | undefined {
    return this.known.get(userId);
  }

  remember(userId: string, conversationId: string, messages: ChatMessage[]) {
    this.known.set(userId, { conversationId, messages: messages.slice(-CONTEXT_MESSAGES) });
  }

  forget(userId: string) {
    this.known.delete(userId);
  }

  /** Whether the stored conversation (its newest messages, as many as a guess holds) is the one the guess was made from. */
  static matches(guess: KnownConversation, conversationId: string, stored: ChatMessage[]): boolean {
    if (guess.conversationId !== conversationId || guess.messages.length !== stored.length) return false;
    return stored.every((m, i) => {
      const g = guess.messages[i]!;
      return m.id === g.id && m.role === g.role && m.content === g.content && m.crisis === g.crisis && m.cutOff === g.cutOff;
    });
  }
}
