import type { ChatSessionEndedV1, SubscriptionChangedV1, VoiceSessionEndedV1 } from '@vi/contracts';

/**
 * Which ended conversations the directory and the overview count: those that used up a conversation
 * of the member's allowance. A voice call that failed gave its slot back; a chat counts however it
 * ended (completed, or abandoned after 20 idle minutes). A chat withdrawn before its first message
 * never ends with an event, so it is not counted either.
 */
export function voiceSessionCounts(status: VoiceSessionEndedV1['status']): boolean {
  return status === 'completed';
}

export function chatSessionCounts(status: ChatSessionEndedV1['status']): boolean {
  return status === 'completed' || status === 'abandoned';
}

/** Billing's rule: premium while the subscription is active or trialing. */
export function isPremiumStatus(status: SubscriptionChangedV1['status']): boolean {
  return status === 'active' || status === 'trialing';
}

/** The UTC day (YYYY-MM-DD) of an instant. */
export function utcDay(instant: string | Date): string {
  return new Date(instant).toISOString().slice(0, 10);
}
