import { forgetDeletedMembers } from '@vi/service-kit';
import { MemberDeletionService } from './member-deletion.service.js';

/** The durable consumer's name: replicas share it, and it survives restarts. */
export const MEMBER_DELETION_CONSUMER = 'billing-member-deletion';

/** What billing erases of a deleted member: see MemberDeletionService. */
export const memberDeletion = forgetDeletedMembers({
  durable: 'billing-member-deletion',
  inject: [MemberDeletionService],
  forget: (deletion: MemberDeletionService) => (manager, userId) => deletion.forget(manager, userId),
});
