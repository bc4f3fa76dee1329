import type { ChatMessage } from '@vi/contracts';

/** A rough token estimate (about four characters a token for most languages' text). */
export const estimateTokens = (text: string) => Math.ceil(text.length / 4) + 4;

/** What the context needs of a message (a saved chat message, or a voice call's earlier turn). */
export type ContextMessage = Pick<ChatMessage, 'role' | 'content' | 'crisis' | 'cutOff'>;

/**
 * The newest messages of the conversation that fit the budget, oldest first. The message
 * just sent is always included. Crisis exchanges and cut-off replies stay out of the context:
 * the model should not continue a fixed safety message or half a sentence.
 */
export function contextWindow(messages: ContextMessage[], budgetTokens: number): { role: 'user' | 'assistant'; content: string }[] {
  const usable = messages.filter((m) => !m.crisis && !m.cutOff);
  const picked: { role: 'user' | 'assistant'; content: string }[] = [];
  let used = 0;
  for (let i = usable.length - 1; i >= 0; i--) {
    const message = usable[i]!;
    const cost = estimateTokens(message.content);
    if (picked.length > 0 && used + cost > budgetTokens) break;
    picked.unshift({ role: message.role, content: message.content });
    used += cost;
  }
  // A context that starts with the assistant confuses some models; begin with the member.
  while (picked.length > 1 && picked[0]!.role === 'assistant') picked.shift();
  return picked;
}
