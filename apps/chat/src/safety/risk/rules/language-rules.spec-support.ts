import { describe, expect, it } from '@jest/globals';
import type { Language } from '../../../coach/language.js';
import { assessConversation as assessWithLearned } from '../index.js';
import type { RiskCategory, RiskLevel } from '../types.js';

/**
 * These are the rules' own checks, so they read the rules alone: the learned layer is measured on the
 * evaluation sets (bench/crisis-eval.mjs) and checked in learned/classifier.spec.ts.
 */
const assessConversation = (turns: string[]) => assessWithLearned(turns, { learned: false });
const assessMessage = (text: string) => assessConversation([text]);

/** A message that must be flagged with at least this category, at this level. */
export type RiskCase = [text: string, category: RiskCategory, level: RiskLevel];
/** A member's turns that, read together, must be flagged so. */
export type ConversationCase = [name: string, turns: string[], category: RiskCategory, level: RiskLevel];

/** One language's development cases (not the evaluation set's sentences). */
export interface LanguageCases {
  risk: RiskCase[];
  /** Idioms, stories, negations, distance, the past: no level and no rule matched. */
  hardNegatives: string[];
  conversations?: ConversationCase[];
  /** Conversations that stay quiet at every turn. */
  quietConversations?: string[][];
  /** Ambiguous phrases: risk only beside another signal. */
  weakAlone?: string[];
  /** Risk messages whose answer must come in this language. */
  inLanguage?: string[];
}

/** The checks every language's rules get, named `<name> rules: …` (rules/<lang>.spec.ts). */
export function describeLanguageRules(name: string, language: Language, cases: LanguageCases): void {
  describe(`${name} rules`, () => {
    it.each(cases.risk)('%s → %s (%s)', (text, category, level) => {
      const result = assessMessage(text);
      expect(result.categories).toContain(category);
      expect(result.level).toBe(level);
    });

    it.each(cases.hardNegatives)('quiet: %s', (text) => {
      const result = assessMessage(text);
      expect({ text, level: result.level, matched: result.matched }).toEqual({ text, level: null, matched: [] });
    });

    if (cases.conversations?.length) {
      it.each(cases.conversations)('conversation: %s', (_name, turns, category, level) => {
        const result = assessConversation(turns);
        expect(result.categories).toContain(category);
        expect(result.level).toBe(level);
      });
    }

    if (cases.quietConversations?.length) {
      it.each(cases.quietConversations)('quiet conversation: %s / %s / %s', (...turns) => {
        for (let i = 1; i <= turns.length; i += 1) expect(assessConversation(turns.slice(0, i)).level).toBeNull();
      });
    }

    if (cases.weakAlone?.length) {
      it.each(cases.weakAlone)('"%s" alone is no risk', (text) => {
        expect(assessMessage(text).level).toBeNull();
      });
    }

    if (cases.inLanguage?.length) {
      it.each(cases.inLanguage)(`answers in ${language}: %s`, (text) => {
        expect(assessMessage(text).language).toBe(language);
      });
    }
  });
}
