import { forgetDeletedMembers } from '@vi/service-kit';
import { ConversationsRepository } from '../conversations/conversations.repository.js';
import { ConversationContexts } from '../messages/conversation-contexts.js';

/** The durable consumer's name: replicas share it, and it survives restarts. */
export const MEMBER_DELETION_CONSUMER = 'chat-member-deletion';

/** What chat erases of a deleted member: every conversation and message of theirs. */
export const memberDeletion = forgetDeletedMembers({
  durable: 'chat-member-deletion',
  inject: [ConversationsRepository, ConversationContexts],
  forget: (conversations: ConversationsRepository, contexts: ConversationContexts) => async (manager, userId) => {
    const deleted = await conversations.deleteAllOf(manager, userId);
    // What this process remembers of their open conversation goes too (other replicas' copies expire unused: the member can no longer send).
    contexts.forget(userId);
    return deleted;
  },
});
