export { crisisResponse, type CrisisResponseInput, type ResponseChannel } from './crisis-response.js';
export { checkInMessage, crisisFollowUp, crisisFollowUps, groundingExercise } from './follow-up.js';
