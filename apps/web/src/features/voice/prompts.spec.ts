import { describe, expect, it } from '@jest/globals';
import en from '../../i18n/locales/en.app.js';
import es from '../../i18n/locales/es.app.js';
import { filterKey, PROMPT_CATEGORIES, PROMPT_FILTERS, promptsFor, VOICE_PROMPTS } from './prompts.js';
import { VOICE_ERROR_TEXT, VOICE_STATUS_KEY } from './voice-call.js';

const english = en as Record<string, string>;
const spanish = es as Record<string, string>;

describe('voice prompts', () => {
  it('are twelve, three per category, with unique ids', () => {
    expect(VOICE_PROMPTS).toHaveLength(12);
    expect(new Set(VOICE_PROMPTS.map((p) => p.id)).size).toBe(12);
    for (const category of PROMPT_CATEGORIES) expect(promptsFor(category)).toHaveLength(3);
    expect(promptsFor('all')).toEqual(VOICE_PROMPTS);
  });

  it('have their text, and the filters their labels, in English and Spanish', () => {
    for (const key of [...VOICE_PROMPTS.map((p) => p.key), ...PROMPT_FILTERS.map(filterKey), 'voice.prompts.title', 'voice.prompts.copied']) {
      expect({ key, en: typeof english[key], es: typeof spanish[key] }).toEqual({ key, en: 'string', es: 'string' });
    }
    expect(english['voice.prompts.title']).toBe('Things Vi Can Help With');
    expect(PROMPT_FILTERS.map((f) => english[filterKey(f)])).toEqual(['All', 'Emotional', 'Cognitive', 'Behavioral', 'Memory']);
    expect(english['voice.prompts.copied']).toBe('Copied!');
  });

  it('never call Vi a therapist or counsellor', () => {
    for (const prompt of VOICE_PROMPTS) expect(english[prompt.key]).not.toMatch(/therap|counsel|diagnos|treat/i);
  });
});

describe('voice copy', () => {
  it("the error sentences are the spec's, word for word, and translated", () => {
    for (const [key, text] of Object.entries(VOICE_ERROR_TEXT)) {
      expect(english[key]).toBe(text);
      expect(spanish[key]).toBeTruthy();
    }
  });

  it('the status lines and buttons', () => {
    expect(Object.values(VOICE_STATUS_KEY).map((key) => english[key])).toEqual([
      'Ready to Talk',
      'Connecting to Vi...',
      'Talking with Vi',
      'Ready to Talk',
      'Connection Error',
    ]);
    expect(english['voice.action.start']).toBe('Talk to Vi');
    expect(english['voice.action.end']).toBe('End Call');
  });
});
