import { describe, expect, it } from '@jest/globals';
import {
  categoryOfRating as contractsCategoryOfRating,
  FEEDBACK_COMMENT_MAX_LENGTH as CONTRACTS_COMMENT_MAX_LENGTH,
  FEEDBACK_IMPROVEMENTS as CONTRACTS_IMPROVEMENTS,
  feedbackBodySchema,
} from '@vi/contracts';
import en from '../../i18n/locales/en.app.js';
import es from '../../i18n/locales/es.app.js';
import { ApiError } from '../../lib/api.js';
import {
  canSubmit,
  categoryOfRating,
  EMPTY_DRAFT,
  FEEDBACK_COMMENT_MAX_LENGTH,
  FEEDBACK_IMPROVEMENTS,
  feedbackBody,
  feedbackErrorKey,
  FeedbackNotSignedIn,
  improvementKey,
  offersImprovements,
  RATINGS,
  ratingTextKey,
  toggleImprovement,
  type FeedbackDraft,
} from './feedback-form.js';

const english = en as Record<string, string>;
const spanish = es as Record<string, string>;

describe('the rating sets the category (spec sections 4 and 9)', () => {
  it('4 and 5 are positive, 3 neutral, 1 and 2 negative', () => {
    expect(RATINGS.map(categoryOfRating)).toEqual(['negative', 'negative', 'neutral', 'positive', 'positive']);
  });

  it("is the contracts' rule, with the contracts' improvements and comment limit (stated again to keep zod out of the bundle)", () => {
    for (const rating of [0, ...RATINGS, 6]) expect(categoryOfRating(rating)).toBe(contractsCategoryOfRating(rating));
    expect(FEEDBACK_IMPROVEMENTS).toEqual(CONTRACTS_IMPROVEMENTS);
    expect(FEEDBACK_COMMENT_MAX_LENGTH).toBe(CONTRACTS_COMMENT_MAX_LENGTH);
  });

  it('offers the improvements for a negative rating only', () => {
    expect(offersImprovements(null)).toBe(false);
    expect(RATINGS.map(offersImprovements)).toEqual([true, true, false, false, false]);
  });
});

describe('the form states', () => {
  it('cannot be submitted before a rating is chosen, nor while it is being sent', () => {
    expect(canSubmit(EMPTY_DRAFT, false)).toBe(false);
    expect(canSubmit({ ...EMPTY_DRAFT, comment: 'Kind words' }, false)).toBe(false);
    expect(canSubmit({ ...EMPTY_DRAFT, rating: 3 }, false)).toBe(true);
    expect(canSubmit({ ...EMPTY_DRAFT, rating: 3 }, true)).toBe(false);
  });

  it('says "Select a rating to continue" until a rating is chosen, then names the rating', () => {
    expect(english[ratingTextKey(null)]).toBe('Select a rating to continue');
    expect(RATINGS.map((rating) => english[ratingTextKey(rating)])).toEqual(['Poor', 'Fair', 'Good', 'Very Good', 'Excellent']);
    expect(RATINGS.map((rating) => spanish[ratingTextKey(rating)])).toEqual(['Deficiente', 'Regular', 'Buena', 'Muy buena', 'Excelente']);
  });

  it('ticks and unticks improvements, keeping the order of the list', () => {
    let chosen = toggleImprovement([], 'Technical Issues');
    chosen = toggleImprovement(chosen, 'Response Speed');
    expect(chosen).toEqual(['Response Speed', 'Technical Issues']);
    expect(toggleImprovement(chosen, 'Technical Issues')).toEqual(['Response Speed']);
  });
});

describe('the body sent to POST /api/v1/feedback', () => {
  const draft = (rating: 1 | 2 | 3 | 4 | 5, rest: Partial<FeedbackDraft> = {}) => ({ ...EMPTY_DRAFT, ...rest, rating });

  it('carries the category of the rating, the comment trimmed and the English improvements for a negative rating', () => {
    const body = feedbackBody('chat', draft(2, { improvements: ['Understanding', 'Helpfulness'], comment: '  Felt rushed.\n ' }));
    expect(body).toEqual({ sessionType: 'chat', rating: 2, category: 'negative', comment: 'Felt rushed.', improvements: ['Understanding', 'Helpfulness'] });
  });

  it('drops improvements ticked before the rating changed to a non-negative one', () => {
    expect(feedbackBody('voice', draft(5, { improvements: ['Voice Quality'] }))).toEqual({
      sessionType: 'voice',
      rating: 5,
      category: 'positive',
      comment: '',
      improvements: [],
    });
    expect(feedbackBody('voice', draft(3, { improvements: ['Voice Quality'] })).improvements).toEqual([]);
  });

  it('is one the server accepts, for every rating', () => {
    for (const rating of RATINGS) {
      const body = feedbackBody('chat', draft(rating, { improvements: [...FEEDBACK_IMPROVEMENTS], comment: ` ${'a'.repeat(2000)} ` }));
      expect(feedbackBodySchema.safeParse(body).success).toBe(true);
    }
  });
});

describe('the error sentences (spec section 8)', () => {
  const sentence = (error: unknown) => english[feedbackErrorKey(error)];

  it('asks to sign in without a session or on a 401', () => {
    expect(sentence(new FeedbackNotSignedIn())).toBe('You must be logged in to submit feedback');
    expect(sentence(new ApiError({ status: 401, code: 'UNAUTHENTICATED', message: 'Your session has expired. Please sign in again.' }))).toBe(
      'You must be logged in to submit feedback',
    );
  });

  it('says "Failed to submit feedback" for anything else', () => {
    for (const error of [
      new ApiError({ status: 400, code: 'VALIDATION_FAILED', message: 'A rating of 2 is negative' }),
      new ApiError({ status: 503, code: 'UPSTREAM_UNAVAILABLE', message: 'feedback did not answer' }),
      new ApiError({ status: 0, code: 'NETWORK', message: 'Could not reach the server. Please check your connection.' }),
      new TypeError('boom'),
    ]) {
      expect(sentence(error)).toBe('Failed to submit feedback');
    }
  });
});

describe('the text', () => {
  const keys = Object.keys(english).filter((key) => key.startsWith('feedback.'));

  it('is in English and Spanish, with the spec sentences', () => {
    for (const key of keys) expect({ key, es: typeof spanish[key] }).toEqual({ key, es: 'string' });
    expect(english['feedback.title']).toBe('Share Your Feedback');
    expect(english['feedback.again']).toBe('Leave another review');
    expect(FEEDBACK_IMPROVEMENTS.map((improvement) => english[improvementKey(improvement)])).toEqual([...FEEDBACK_IMPROVEMENTS]);
    expect(new Set(FEEDBACK_IMPROVEMENTS.map((improvement) => spanish[improvementKey(improvement)])).size).toBe(FEEDBACK_IMPROVEMENTS.length);
  });

  it('never calls Vi a therapist or counsellor', () => {
    for (const key of keys) {
      expect(english[key]).not.toMatch(/therap|counsel|diagnos|treat/i);
      expect(spanish[key]).not.toMatch(/terap|consejer|diagn|tratamiento/i);
    }
  });
});
