import type { LanguageRules } from '../types.js';
import { rules as en } from './en.js';
import { rules as de } from './de.js';
import { rules as es } from './es.js';
import { rules as fr } from './fr.js';
import { rules as it } from './it.js';
import { rules as pt } from './pt.js';
import { ASKING, FAREWELL_BY_OTHERS, TOPIC_GUARDS } from './asking.js';

/**
 * Every language's rules; all of them are tried on every message (people mix languages).
 * Adding a language is one import and one entry here (each file exports `const rules: LanguageRules`).
 * The distance cues, topic guards and others' farewell letters of ./asking.ts are added to every language.
 */
export const LANGUAGE_RULES: LanguageRules[] = [en, es, fr, de, pt, it].map((lang) => ({
  ...lang,
  distance: [...(lang.distance ?? []), ...ASKING],
  // First: a language's own guards would otherwise cut a part of the phrase ("suicide prevention") and leave the rest.
  guards: [...TOPIC_GUARDS, ...FAREWELL_BY_OTHERS, ...lang.guards],
}));
