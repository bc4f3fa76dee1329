import { forgetDeletedMembers } from '@vi/service-kit';
import { FeedbackRepository } from '../feedback/feedback.repository.js';

/** The durable consumer's name: replicas share it, and it survives restarts. */
export const MEMBER_DELETION_CONSUMER = 'feedback-member-deletion';

/** What feedback does for a deleted member: their ratings stay as anonymous ones (see `FeedbackRepository.anonymiseAllOf`). */
export const memberDeletion = forgetDeletedMembers({
  durable: 'feedback-member-deletion',
  inject: [FeedbackRepository],
  forget: (feedback: FeedbackRepository) => async (manager, userId) => ({ anonymised: await feedback.anonymiseAllOf(manager, userId) }),
});
