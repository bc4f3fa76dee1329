/**
 * "Things Vi Can Help With": twelve conversation openers the member can copy and say to Vi,
 * three per category. The text lives in the app namespace's locale files (`voice.prompt.<id>`).
 * Emotional support wording only: nothing here diagnoses, treats or promises an outcome.
 */

export const PROMPT_CATEGORIES = ['emotional', 'cognitive', 'behavioral', 'memory'] as const;
export type PromptCategory = (typeof PROMPT_CATEGORIES)[number];
/** The filter row: every category, or all of them. */
export type PromptFilter = 'all' | PromptCategory;
export const PROMPT_FILTERS: readonly PromptFilter[] = ['all', ...PROMPT_CATEGORIES];

export interface VoicePrompt {
  id: string;
  category: PromptCategory;
  /** The prompt's text in the app namespace. */
  key: `voice.prompt.${string}`;
}

const prompt = (category: PromptCategory, id: string): VoicePrompt => ({ id, category, key: `voice.prompt.${id}` });

export const VOICE_PROMPTS: readonly VoicePrompt[] = [
  prompt('emotional', 'heavyDay'),
  prompt('emotional', 'nameFeeling'),
  prompt('emotional', 'lonely'),
  prompt('cognitive', 'racingThoughts'),
  prompt('cognitive', 'kinderView'),
  prompt('cognitive', 'decision'),
  prompt('behavioral', 'smallStep'),
  prompt('behavioral', 'windDown'),
  prompt('behavioral', 'routine'),
  prompt('memory', 'goodMoment'),
  prompt('memory', 'oldMemory'),
  prompt('memory', 'gratitude'),
];

/** The prompts a filter shows, in their order. */
export function promptsFor(filter: PromptFilter): readonly VoicePrompt[] {
  return filter === 'all' ? VOICE_PROMPTS : VOICE_PROMPTS.filter((item) => item.category === filter);
}

/** The filter button's i18n key. */
export const filterKey = (filter: PromptFilter) => `voice.prompts.filter.${filter}` as const;

/** How long "Copied!" shows after a prompt was copied (spec section 9). */
export const COPIED_MS = 2000;
