export { askedIfHuman } from './asked-if-human.js';
export {
  DISCLOSURE_INTERVAL_MS,
  DisclosureEngine,
  disclosureText,
  RETURN_AFTER_MS,
  type Clock,
  type DisclosureDue,
  type DisclosureState,
} from './disclosure.js';
export { truthfulAnswer, type AnswerChannel } from './truthful-answer.js';
export { matchText } from './normalise.js';
