export type Language = 'en' | 'es' | 'fr' | 'de' | 'pt' | 'it';

export const LANGUAGES: readonly Language[] = ['en', 'es', 'fr', 'de', 'pt', 'it'];

/** Each language's name in English, as instructions to a model name it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Spanish', fr: 'French', de: 'German', pt: 'Portuguese', it: 'Italian' };

/**
 * Common words that are frequent in one language and rare in the others. Words shared
 * by several languages ("que", "me", "non") are listed where they help and cost little.
 */
const WORDS: Record<Language, string[]> = {
  en: "i im i'm am is are the and to of feel feeling my me you it this that with but not have what how just so really about".split(' '),
  es: 'que estoy siento porque muy pero tengo yo mi es el los las una con para por hoy nada siempre nunca quiero puedo está y no sé qué cómo también mucho cuando me sentirme'.split(
    ' ',
  ),
  fr: "je j'ai suis pas très mais avec pour c'est moi et les des une est ne me sens vraiment aujourd'hui ça toujours jamais veux peux quand beaucoup aussi du au".split(
    ' ',
  ),
  de: 'ich bin nicht und das ist mir mich sehr aber habe fühle ein eine der zu auch heute immer nie will kann wenn viel mein meine wie was oder'.split(' '),
  pt: 'eu estou não muito mas tenho sinto com para uma você meu minha isso é hoje sempre nunca quero posso quando também sou ao'.split(' '),
  it: 'io sono non molto ma ho sento perché che con per una il della sto anche oggi ancora sempre mai voglio posso quando mio mia è'.split(' '),
};

const WORD_SETS = Object.fromEntries(LANGUAGES.map((l) => [l, new Set(WORDS[l])])) as Record<Language, Set<string>>;

/** Letters and marks that point strongly at one language. */
const CHAR_HINTS: Array<[RegExp, Language, number]> = [
  [/[¿¡ñ]/g, 'es', 3],
  [/[ãõ]/g, 'pt', 3],
  [/[äöüß]/g, 'de', 3],
  [/[èêëùûâîôœ]/g, 'fr', 1],
  [/[ç]/g, 'fr', 1],
  [/[ç]/g, 'pt', 1],
  [/[òì]/g, 'it', 2],
];

/**
 * A small, fast heuristic: good enough to pick the reply language. When nothing in the text points
 * at a language ("ok", "hmm", an emoji), the `fallback`: the member's interface language, else English.
 */
export function detectLanguage(text: string, fallback: Language = 'en'): Language {
  const lower = (text ?? '').toLowerCase().replace(/[’`]/g, "'");
  const scores: Record<Language, number> = { en: 0, es: 0, fr: 0, de: 0, pt: 0, it: 0 };
  for (const token of lower.match(/[\p{L}']+/gu) ?? []) {
    for (const lang of LANGUAGES) if (WORD_SETS[lang].has(token)) scores[lang] += 1;
  }
  for (const [pattern, lang, weight] of CHAR_HINTS) scores[lang] += (lower.match(pattern)?.length ?? 0) * weight;

  let best: Language = fallback;
  for (const lang of LANGUAGES) if (scores[lang] > scores[best]) best = lang;
  return best;
}
