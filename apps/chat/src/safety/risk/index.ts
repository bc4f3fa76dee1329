export { assessConversation, assessMessage, CONVERSATION_WINDOW, type ConversationOptions } from './engine.js';
export { normalise } from './normalise.js';
export type { LanguageRules, RiskAssessment, RiskCategory, RiskLevel, RiskRule } from './types.js';
