import { z } from 'zod';
import { auditActionSchema, auditActorSchema, auditDetailsSchema, auditTargetSchema } from './audit.js';
import { EVENTS } from './subjects.js';

/** Every domain event on the stream has this envelope. */
export const eventEnvelopeSchema = z.object({
  id: z.uuid(),
  subject: z.string(),
  occurredAt: z.iso.datetime(),
  data: z.unknown(),
});
export type EventEnvelope<T = unknown> = { id: string; subject: string; occurredAt: string; data: T };

export const userSignedUpV1Schema = z.object({
  userId: z.uuid(),
  email: z.string(),
  name: z.string(),
  createdAt: z.iso.datetime(),
});
export type UserSignedUpV1 = z.infer<typeof userSignedUpV1Schema>;

export const userSignedInV1Schema = z.object({
  userId: z.uuid(),
  signedInAt: z.iso.datetime(),
});
export type UserSignedInV1 = z.infer<typeof userSignedInV1Schema>;

/** The member's name and address after they changed one of them; `changedAt` orders changes (the newest wins). */
export const userProfileChangedV1Schema = z.object({
  userId: z.uuid(),
  email: z.string(),
  name: z.string(),
  changedAt: z.iso.datetime(),
});
export type UserProfileChangedV1 = z.infer<typeof userProfileChangedV1Schema>;

export const userClosedV1Schema = z.object({ userId: z.uuid(), closedAt: z.iso.datetime(), purgeAfter: z.iso.datetime() });
export type UserClosedV1 = z.infer<typeof userClosedV1Schema>;
export const userRestoredV1Schema = z.object({ userId: z.uuid(), restoredAt: z.iso.datetime() });
export type UserRestoredV1 = z.infer<typeof userRestoredV1Schema>;

/** Carries only the id: the stream keeps events for 30 days and must not keep the member's address for them. */
export const userDeletedV1Schema = z.object({
  userId: z.uuid(),
  deletedAt: z.iso.datetime(),
});
export type UserDeletedV1 = z.infer<typeof userDeletedV1Schema>;

export const voiceSessionEndedV1Schema = z.object({
  sessionId: z.uuid(),
  userId: z.uuid(),
  status: z.enum(['completed', 'failed']),
  startedAt: z.iso.datetime(),
  endedAt: z.iso.datetime(),
  durationSeconds: z.number().int(),
});
export type VoiceSessionEndedV1 = z.infer<typeof voiceSessionEndedV1Schema>;

export const chatSessionEndedV1Schema = z.object({
  sessionId: z.uuid(),
  userId: z.uuid(),
  status: z.enum(['completed', 'abandoned']),
  startedAt: z.iso.datetime(),
  endedAt: z.iso.datetime(),
  durationSeconds: z.number().int(),
  messageCount: z.number().int(),
});
export type ChatSessionEndedV1 = z.infer<typeof chatSessionEndedV1Schema>;

/**
 * A member's subscription as billing sees it after a change. Premium while the status
 * is active or trialing. `changedAt` orders events: an older one never overwrites a newer.
 */
export const subscriptionChangedV1Schema = z.object({
  userId: z.uuid(),
  status: z.enum(['active', 'trialing', 'past_due', 'canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'paused', 'none']),
  planId: z.string().nullable(),
  planName: z.string().nullable(),
  currentPeriodEnd: z.iso.datetime().nullable(),
  changedAt: z.iso.datetime(),
});
export type SubscriptionChangedV1 = z.infer<typeof subscriptionChangedV1Schema>;

/** A member's first successful payment for the plan (renewals do not repeat it). */
export const purchaseCompletedV1Schema = z.object({
  userId: z.uuid(),
  planId: z.string(),
  planName: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  /** The payment provider's invoice id. */
  invoiceId: z.string(),
  purchasedAt: z.iso.datetime(),
});
export type PurchaseCompletedV1 = z.infer<typeof purchaseCompletedV1Schema>;

/** A member rated a conversation (the comment is the member's own words, already trimmed). */
export const feedbackSubmittedV1Schema = z.object({
  feedbackId: z.uuid(),
  userId: z.uuid(),
  sessionType: z.enum(['voice', 'chat']),
  rating: z.number().int(),
  category: z.enum(['positive', 'negative', 'neutral']),
  comment: z.string(),
  improvements: z.array(z.string()),
  submittedAt: z.iso.datetime(),
});
export type FeedbackSubmittedV1 = z.infer<typeof feedbackSubmittedV1Schema>;

/**
 * Something an admin did that the audit log records, told by the service that did it (webhook-dispatch;
 * identity writes its own actions straight into the log). Carries the admin's id, email and address:
 * identity redacts them in the log when that admin is deleted as a member.
 */
export const adminActionRecordedV1Schema = z.object({
  action: auditActionSchema,
  actor: auditActorSchema,
  target: auditTargetSchema,
  details: auditDetailsSchema,
  occurredAt: z.iso.datetime(),
});
export type AdminActionRecordedV1 = z.infer<typeof adminActionRecordedV1Schema>;

/** Subject → payload schema, so producers and consumers validate the same way. */
export const EVENT_SCHEMAS = {
  [EVENTS.identity.userSignedUp]: userSignedUpV1Schema,
  [EVENTS.identity.userSignedIn]: userSignedInV1Schema,
  [EVENTS.identity.userProfileChanged]: userProfileChangedV1Schema,
  [EVENTS.identity.userClosed]: userClosedV1Schema,
  [EVENTS.identity.userRestored]: userRestoredV1Schema,
  [EVENTS.identity.userDeleted]: userDeletedV1Schema,
  [EVENTS.sessions.voiceSessionEnded]: voiceSessionEndedV1Schema,
  [EVENTS.sessions.chatSessionEnded]: chatSessionEndedV1Schema,
  [EVENTS.billing.subscriptionChanged]: subscriptionChangedV1Schema,
  [EVENTS.billing.purchaseCompleted]: purchaseCompletedV1Schema,
  [EVENTS.feedback.feedbackSubmitted]: feedbackSubmittedV1Schema,
  [EVENTS.webhooks.adminActionRecorded]: adminActionRecordedV1Schema,
} as const;
export type EventSubject = keyof typeof EVENT_SCHEMAS;
export type EventPayload<S extends EventSubject> = z.infer<(typeof EVENT_SCHEMAS)[S]>;
