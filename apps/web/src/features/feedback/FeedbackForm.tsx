import type { FeedbackSessionType } from '@vi/contracts';
import { useEffect, useId, useRef } from 'react';
import { useT } from '../../i18n/index.js';
import { LineIcon } from '../../lib/icons.js';
import { useForm } from '../../lib/use-form.js';
import { submitFeedback } from './feedback-api.js';
import {
  canSubmit,
  EMPTY_DRAFT,
  FEEDBACK_COMMENT_MAX_LENGTH,
  FEEDBACK_IMPROVEMENTS,
  FEEDBACK_RESET_MS,
  feedbackBody,
  feedbackErrorKey,
  improvementKey,
  offersImprovements,
  RATINGS,
  ratingTextKey,
  toggleImprovement,
  type FeedbackDraft,
} from './feedback-form.js';
import './feedback.css';

export interface FeedbackFormProps {
  /** Which conversation the feedback is about. */
  sessionType: FeedbackSessionType;
  /** Called when the thank-you has shown for 3 s (the page goes back to the dashboard with its came-from state). */
  onFinished(): void;
  /**
   * True while leaving would cut something off (a live voice call): the form then resets in place
   * after the thank-you instead of calling `onFinished`. Read when the 3 s are up.
   */
  stayOnPage?: boolean;
}

const StarIcon = () => (
  <LineIcon size={32} strokeWidth={1.75}>
    <path d="M12 2.8l2.8 5.7 6.3.9-4.55 4.45 1.07 6.27L12 17.17l-5.62 2.95 1.07-6.27L2.9 9.4l6.3-.9z" />
  </LineIcon>
);

/**
 * "Share Your Feedback" (spec, member area sections 2, 4 and 5), on the voice and chat pages: a
 * 1–5 rating (a radio group), the improvements for a negative rating, an optional comment. After
 * it is sent a thank-you shows; 3 s later the form resets and `onFinished` runs, unless the
 * member chose "Leave another review" first (docs/adr/0021-feedback.md).
 */
export function FeedbackForm({ sessionType, onFinished, stayOnPage = false }: FeedbackFormProps) {
  const { t } = useT('app');
  const id = useId();
  const titleId = `${id}-title`;
  const ratingTextId = `${id}-rating-text`;
  const countId = `${id}-count`;
  const firstRating = useRef<HTMLInputElement>(null);
  const again = useRef<HTMLButtonElement>(null);

  const form = useForm<FeedbackDraft>({
    initial: EMPTY_DRAFT,
    validate: (draft) => (draft.rating === null ? t('feedback.rating.none') : null),
    submit: async (draft) => {
      if (draft.rating === null) return;
      await submitFeedback(feedbackBody(sessionType, { ...draft, rating: draft.rating }));
    },
    errorMessage: (error) => t(feedbackErrorKey(error)),
  });
  const { values, setter, busy, succeeded } = form;

  // What the timer below calls, as of the latest render: it must not restart when these change
  // (the page re-renders every second during a call or a chat session).
  const latest = useRef({ onFinished, stayOnPage, reset: form.reset });
  useEffect(() => {
    latest.current = { onFinished, stayOnPage, reset: form.reset };
  });

  useEffect(() => {
    if (!succeeded) return;
    again.current?.focus();
    const timer = window.setTimeout(() => {
      latest.current.reset(EMPTY_DRAFT);
      if (!latest.current.stayOnPage) latest.current.onFinished();
    }, FEEDBACK_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [succeeded]);

  const leaveAnother = () => {
    form.reset(EMPTY_DRAFT);
    // The button goes away with the thank-you: put the member back at the start of the form.
    window.requestAnimationFrame(() => firstRating.current?.focus());
  };

  const negative = offersImprovements(values.rating);
  const rated = values.rating !== null;

  return (
    <section className="card feedback" aria-labelledby={titleId}>
      <h2 id={titleId} className="feedback-title">
        {t('feedback.title')}
      </h2>

      <div role="status" className="feedback-status">
        {succeeded && (
          <>
            <p className="feedback-thanks-title">{t('feedback.thanks.title')}</p>
            <p className="feedback-thanks-text">{t(stayOnPage ? 'feedback.thanks.text' : 'feedback.thanks.leaving')}</p>
          </>
        )}
      </div>

      {succeeded ? (
        <button ref={again} type="button" className="button button-outline button-small" onClick={leaveAnother}>
          {t('feedback.again')}
        </button>
      ) : (
        <form className="form feedback-form" onSubmit={form.onSubmit} noValidate>
          <p className="muted feedback-intro">{t('feedback.intro')}</p>

          <fieldset className="feedback-rating" role="radiogroup" aria-describedby={ratingTextId}>
            <legend className="feedback-legend">{t('feedback.rating.legend')}</legend>
            <div className="feedback-stars">
              {RATINGS.map((rating) => (
                <label key={rating} className={`feedback-star${values.rating !== null && rating <= values.rating ? ' is-on' : ''}`}>
                  <input
                    ref={rating === 1 ? firstRating : undefined}
                    type="radio"
                    className="sr-only"
                    name={`${id}-rating`}
                    value={rating}
                    checked={values.rating === rating}
                    onChange={() => setter('rating')(rating)}
                    disabled={busy}
                  />
                  <StarIcon />
                  <span className="sr-only">{t('feedback.rating.option', { rating, label: t(ratingTextKey(rating)) })}</span>
                </label>
              ))}
            </div>
            <p id={ratingTextId} className={`feedback-rating-text${rated ? '' : ' muted'}`}>
              {t(ratingTextKey(values.rating))}
            </p>
          </fieldset>

          {negative && (
            <fieldset className="feedback-improvements">
              <legend className="feedback-legend">{t('feedback.improvements.legend')}</legend>
              <p className="muted feedback-hint">{t('feedback.improvements.hint')}</p>
              <div className="feedback-choices">
                {FEEDBACK_IMPROVEMENTS.map((improvement) => (
                  <label key={improvement} className="feedback-choice">
                    <input
                      type="checkbox"
                      value={improvement}
                      checked={values.improvements.includes(improvement)}
                      onChange={() => setter('improvements')(toggleImprovement(values.improvements, improvement))}
                      disabled={busy}
                    />
                    <span>{t(improvementKey(improvement))}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          )}

          <div className="field feedback-comment">
            <label htmlFor={`${id}-comment`}>{t('feedback.comment.label')}</label>
            <textarea
              id={`${id}-comment`}
              name="comment"
              rows={3}
              maxLength={FEEDBACK_COMMENT_MAX_LENGTH}
              value={values.comment}
              onChange={(event) => setter('comment')(event.target.value)}
              placeholder={t('feedback.comment.placeholder')}
              aria-describedby={countId}
              readOnly={busy}
            />
            <p id={countId} className="muted feedback-count">
              {t('feedback.comment.count', { count: values.comment.length, max: FEEDBACK_COMMENT_MAX_LENGTH })}
            </p>
          </div>

          {form.error && (
            <div className="error-box" role="alert">
              {form.error}
            </div>
          )}

          <button
            type="submit"
            className="button button-primary button-block"
            disabled={!canSubmit(values, busy)}
            aria-describedby={rated ? undefined : ratingTextId}
          >
            {t(busy ? 'feedback.submitting' : 'feedback.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
