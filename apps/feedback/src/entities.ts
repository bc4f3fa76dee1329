import { FeedbackEntity } from './feedback/feedback.entity.js';

export const FEEDBACK_ENTITIES = [FeedbackEntity];
