import {
  EVENTS,
  type EventEnvelope,
  type FeedbackSubmittedV1,
  type PurchaseCompletedV1,
  type UserClosedV1,
  type UserSignedUpV1,
  type WebhookPayload,
  type WebhookTestData,
  type WebhookType,
} from '@vi/contracts';

/** The events delivered, and the webhook type each becomes. */
export const WEBHOOK_TYPE_OF_EVENT: Record<string, WebhookType> = {
  [EVENTS.identity.userSignedUp]: 'signup',
  [EVENTS.billing.purchaseCompleted]: 'purchase',
  [EVENTS.feedback.feedbackSubmitted]: 'feedback',
  [EVENTS.identity.userClosed]: 'account_closed',
};
export const DELIVERED_EVENTS = Object.keys(WEBHOOK_TYPE_OF_EVENT);

/**
 * What each type carries: the event's data, field by field. Picked by name rather than passed through,
 * so a field added to an event later (a token, say) never reaches a receiver unless it is added here.
 */
function dataOf(type: WebhookType, data: unknown): Record<string, unknown> {
  switch (type) {
    case 'signup': {
      const d = data as UserSignedUpV1;
      return { userId: d.userId, email: d.email, name: d.name, createdAt: d.createdAt };
    }
    case 'purchase': {
      const d = data as PurchaseCompletedV1;
      return {
        userId: d.userId,
        planId: d.planId,
        planName: d.planName,
        amountCents: d.amountCents,
        currency: d.currency,
        invoiceId: d.invoiceId,
        purchasedAt: d.purchasedAt,
      };
    }
    case 'account_closed': {
      const d = data as UserClosedV1;
      // The id only: what else a receiver knew of the member, it has from `signup`.
      return { userId: d.userId, closedAt: d.closedAt, purgeAfter: d.purgeAfter };
    }
    case 'feedback': {
      const d = data as FeedbackSubmittedV1;
      return {
        feedbackId: d.feedbackId,
        userId: d.userId,
        sessionType: d.sessionType,
        rating: d.rating,
        category: d.category,
        comment: d.comment,
        improvements: d.improvements,
        submittedAt: d.submittedAt,
      };
    }
  }
}

/** The JSON body of an event's deliveries (`timestamp` is when the event happened), or undefined for an event not delivered. */
export function payloadOfEvent(event: EventEnvelope): { type: WebhookType; body: string } | undefined {
  const type = WEBHOOK_TYPE_OF_EVENT[event.subject];
  if (!type) return undefined;
  const payload: WebhookPayload = { type, timestamp: event.occurredAt, data: dataOf(type, event.data) };
  return { type, body: JSON.stringify(payload) };
}

export const TEST_MESSAGE = 'This is a test webhook from Vi';

/** The body of a test send to a configuration of `type`. */
export function testPayload(type: WebhookType, now: Date = new Date()): string {
  const timestamp = now.toISOString();
  const data: WebhookTestData = { test: true, webhook_type: type, message: TEST_MESSAGE, timestamp };
  const payload: WebhookPayload<WebhookTestData> = { type, timestamp, data };
  return JSON.stringify(payload);
}
