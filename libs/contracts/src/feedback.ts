import { z } from 'zod';

/** The improvements a member may point to after a negative rating, as the spec lists them. */
export const FEEDBACK_IMPROVEMENTS = ['Response Speed', 'Voice Quality', 'Understanding', 'Helpfulness', 'Conversation Flow', 'Technical Issues'] as const;
export type FeedbackImprovement = (typeof FEEDBACK_IMPROVEMENTS)[number];

export const FEEDBACK_COMMENT_MAX_LENGTH = 2000;
export const FEEDBACK_SESSION_TYPES = ['voice', 'chat'] as const;
export const FEEDBACK_CATEGORIES = ['positive', 'negative', 'neutral'] as const;
export type FeedbackSessionType = (typeof FEEDBACK_SESSION_TYPES)[number];
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/** The category a rating sets: 4 and above positive, 2 and below negative, 3 neutral. */
export function categoryOfRating(rating: number): FeedbackCategory {
  if (rating >= 4) return 'positive';
  if (rating <= 2) return 'negative';
  return 'neutral';
}

/**
 * The body of `POST /api/v1/feedback`. The category must be the one the rating sets, and
 * improvements may only accompany a negative one. The comment is trimmed.
 */
export const feedbackBodySchema = z
  .object({
    sessionType: z.enum(FEEDBACK_SESSION_TYPES),
    rating: z.number().int().min(1).max(5),
    category: z.enum(FEEDBACK_CATEGORIES),
    comment: z
      .string()
      .max(FEEDBACK_COMMENT_MAX_LENGTH * 2)
      .transform((text) => text.trim())
      .pipe(z.string().max(FEEDBACK_COMMENT_MAX_LENGTH, `Comment must be at most ${FEEDBACK_COMMENT_MAX_LENGTH} characters`))
      .default(''),
    improvements: z
      .array(z.enum(FEEDBACK_IMPROVEMENTS))
      .max(FEEDBACK_IMPROVEMENTS.length)
      .refine((list) => new Set(list).size === list.length, 'Each improvement may be chosen once')
      .default([]),
  })
  .superRefine((body, context) => {
    if (body.category !== categoryOfRating(body.rating)) {
      context.addIssue({ code: 'custom', path: ['category'], message: `A rating of ${body.rating} is ${categoryOfRating(body.rating)}` });
    }
    if (body.improvements.length > 0 && body.category !== 'negative') {
      context.addIssue({ code: 'custom', path: ['improvements'], message: 'Improvements can only be chosen with a negative rating' });
    }
  });
export type FeedbackBody = z.input<typeof feedbackBodySchema>;

/** RPC `feedback.submit`: the body plus the member from the token. */
export const submitFeedbackRequestSchema = z.object({ userId: z.uuid(), feedback: feedbackBodySchema });

export const feedbackSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  sessionType: z.enum(FEEDBACK_SESSION_TYPES),
  rating: z.number().int(),
  category: z.enum(FEEDBACK_CATEGORIES),
  comment: z.string(),
  improvements: z.array(z.string()),
  createdAt: z.iso.datetime(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

/** Query of `GET /api/v1/admin/feedback` and RPC `feedback.list`: newest first. */
export const listFeedbackQuerySchema = z.object({
  sessionType: z.enum(FEEDBACK_SESSION_TYPES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** Only feedback created before this instant (the last item's createdAt, for the next page). */
  before: z.iso.datetime().optional(),
});
export type ListFeedbackQuery = z.input<typeof listFeedbackQuerySchema>;
export const feedbackListSchema = z.object({ items: z.array(feedbackSchema) });
export type FeedbackList = z.infer<typeof feedbackListSchema>;
