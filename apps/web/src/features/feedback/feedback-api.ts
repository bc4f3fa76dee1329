import type { Feedback, FeedbackBody } from '@vi/contracts';
import { apiRequest, currentAccessToken } from '../../lib/api.js';
import { FeedbackNotSignedIn } from './feedback-form.js';

/** Sends the member's feedback; a 401 is retried once with a renewed token by `apiRequest`. */
export function submitFeedback(body: FeedbackBody): Promise<Feedback> {
  if (!currentAccessToken()) return Promise.reject(new FeedbackNotSignedIn());
  return apiRequest<Feedback>('/feedback', { auth: true, method: 'POST', body });
}
