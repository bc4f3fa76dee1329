import { BROADCAST } from '@vi/contracts';
import { Broadcaster, forgetDeletedMembers, ForgottenMembers } from '@vi/service-kit';
import { MemberDataRepository } from './member-data.repository.js';

/** The durable consumer's name: replicas share it, and it survives restarts. */
export const MEMBER_DELETION_CONSUMER = 'sessions-and-limits-member-deletion';

/**
 * What sessions-and-limits erases of a deleted member: their sessions, allowance zone and
 * entitlement; their id is remembered only as a hash, so a late subscription change cannot bring
 * an entitlement back.
 */
export const memberDeletion = forgetDeletedMembers({
  durable: 'sessions-and-limits-member-deletion',
  inject: [ForgottenMembers, MemberDataRepository, Broadcaster],
  forget: (forgotten: ForgottenMembers, memberData: MemberDataRepository, broadcaster: Broadcaster) => async (manager, userId) => {
    await forgotten.lockMember(manager, userId);
    await forgotten.remember(manager, userId);
    const { openChatSessionIds } = await memberData.deleteAll(manager, userId);
    return {
      logged: { chatSessionsClosed: openChatSessionIds.length },
      // After the commit: the gateway's usage copy and the chat service's open sessions go too.
      afterCommit: () => {
        broadcaster.publish(BROADCAST.sessions.usageChanged, { userId });
        for (const sessionId of openChatSessionIds) broadcaster.publish(BROADCAST.sessions.chatSessionClosed, { userId, sessionId });
      },
    };
  },
});
