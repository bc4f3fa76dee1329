import type { RateRule } from '../rate-limit/rate-limiter.js';

/**
 * How many ratings one member may submit in a minute. The form sends one per conversation and
 * resets after 3 seconds, so a person never comes near 20; a script that floods the table (and the
 * webhook receivers the `feedback submitted` event reaches) does, and gets 429 with Retry-After.
 */
export const FEEDBACK_SUBMISSIONS_PER_MINUTE = 20;

export function feedbackSubmissionsRule(userId: string): RateRule {
  return { key: `feedback:user:${userId}`, limit: FEEDBACK_SUBMISSIONS_PER_MINUTE, windowSeconds: 60 };
}
