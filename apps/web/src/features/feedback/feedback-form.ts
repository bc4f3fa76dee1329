import type { FeedbackBody, FeedbackCategory, FeedbackImprovement, FeedbackSessionType } from '@vi/contracts';
import type { MessageKey } from '../../i18n/index.js';
import { isApiError } from '../../lib/api.js';

/**
 * The feedback form's rules (spec, member area sections 4, 5 and 8), apart from React so they are
 * unit-tested without a browser: `feedback-form.spec.ts`.
 *
 * The contracts' `feedback.ts` declares its zod schemas beside these values, and importing a value
 * from it keeps those schemas (and zod, tens of KB) in the signed-in bundle. So the SPA takes only
 * types from there and states the three values below again; the spec checks that they equal the
 * contracts' `categoryOfRating`, `FEEDBACK_IMPROVEMENTS` and `FEEDBACK_COMMENT_MAX_LENGTH`.
 */

/** The improvements a member may point to after a negative rating, in the spec's order (sent in English). */
export const FEEDBACK_IMPROVEMENTS: readonly FeedbackImprovement[] = [
  'Response Speed',
  'Voice Quality',
  'Understanding',
  'Helpfulness',
  'Conversation Flow',
  'Technical Issues',
];

export const FEEDBACK_COMMENT_MAX_LENGTH = 2000;

/** The category a rating sets: 4 and above positive, 2 and below negative, 3 neutral. */
export function categoryOfRating(rating: number): FeedbackCategory {
  if (rating >= 4) return 'positive';
  if (rating <= 2) return 'negative';
  return 'neutral';
}

export type { FeedbackImprovement };

export const RATINGS = [1, 2, 3, 4, 5] as const;
export type Rating = (typeof RATINGS)[number];

/** The thank-you stays this long, then the form resets (and the member goes back to the dashboard). */
export const FEEDBACK_RESET_MS = 3000;

/** What the member has entered so far. */
export interface FeedbackDraft {
  rating: Rating | null;
  /** Kept while hidden (a rating changed from 2 to 4 and back keeps them); sent only with a negative rating. */
  improvements: readonly FeedbackImprovement[];
  comment: string;
}

export const EMPTY_DRAFT: FeedbackDraft = { rating: null, improvements: [], comment: '' };

/** The improvements are offered only for a negative rating. */
export function offersImprovements(rating: Rating | null): boolean {
  return rating !== null && categoryOfRating(rating) === 'negative';
}

/** Ticks or unticks one improvement, keeping the spec's order. */
export function toggleImprovement(chosen: readonly FeedbackImprovement[], improvement: FeedbackImprovement): FeedbackImprovement[] {
  const next = chosen.includes(improvement) ? chosen.filter((item) => item !== improvement) : [...chosen, improvement];
  return FEEDBACK_IMPROVEMENTS.filter((item) => next.includes(item));
}

/** Submit is disabled until a rating is chosen and while the feedback is being sent. */
export function canSubmit(draft: FeedbackDraft, busy: boolean): boolean {
  return draft.rating !== null && !busy;
}

/** The body of `POST /api/v1/feedback`: the category the rating sets, the comment trimmed, improvements only when negative. */
export function feedbackBody(sessionType: FeedbackSessionType, draft: FeedbackDraft & { rating: Rating }): FeedbackBody {
  const category = categoryOfRating(draft.rating);
  return {
    sessionType,
    rating: draft.rating,
    category,
    comment: draft.comment.trim(),
    improvements: category === 'negative' ? [...draft.improvements] : [],
  };
}

/** The line under the stars: the chosen rating's label, or "Select a rating to continue". */
export function ratingTextKey(rating: Rating | null): MessageKey<'app'> {
  return rating === null ? 'feedback.rating.none' : `feedback.rating.${rating}`;
}

const IMPROVEMENT_KEYS: Record<FeedbackImprovement, MessageKey<'app'>> = {
  'Response Speed': 'feedback.improvement.responseSpeed',
  'Voice Quality': 'feedback.improvement.voiceQuality',
  Understanding: 'feedback.improvement.understanding',
  Helpfulness: 'feedback.improvement.helpfulness',
  'Conversation Flow': 'feedback.improvement.conversationFlow',
  'Technical Issues': 'feedback.improvement.technicalIssues',
};

/** An improvement's label in the member's language (the server receives the English value). */
export function improvementKey(improvement: FeedbackImprovement): MessageKey<'app'> {
  return IMPROVEMENT_KEYS[improvement];
}

/** Found in the browser before asking the server: nobody is signed in. */
export class FeedbackNotSignedIn extends Error {
  constructor() {
    super('No signed-in member');
    this.name = 'FeedbackNotSignedIn';
  }
}

/** The spec's two sentences: not signed in (no session, or the server's 401), or anything else. */
export function feedbackErrorKey(error: unknown): MessageKey<'app'> {
  if (error instanceof FeedbackNotSignedIn) return 'feedback.error.notSignedIn';
  if (isApiError(error) && error.status === 401) return 'feedback.error.notSignedIn';
  return 'feedback.error.failed';
}
