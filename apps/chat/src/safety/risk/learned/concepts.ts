import { prepareText } from '../normalise.js';
import { CONCEPT_LEXICON } from './concepts-lexicon.js';

/**
 * Finds the concepts of concepts-lexicon.ts in a clause of the detector's form. The lexicon's
 * entries go through the same normalisation as messages (prepareText), so "müde", "mude" and
 * "muede" meet; an entry of several words matches those words in a row, the longest entry first;
 * a trailing `*` makes the entry's last word a stem.
 */

export interface FoundConcept {
  /** The concept, written `#name`. */
  concept: string;
  /** The clause's words [start, end) the concept covers. */
  start: number;
  end: number;
}

interface Entry {
  words: string[];
  stem: boolean;
  concept: string;
}

interface Index {
  /** Entries of one word, exact. */
  single: Map<string, string>;
  /** Entries of one word ending in `*`, by stem. */
  stems: Map<string, string>;
  shortestStem: number;
  longestStem: number;
  /** Entries of several words, by their first word, longest first. */
  phrases: Map<string, Entry[]>;
}

let index: Index | null = null;

function build(): Index {
  const built: Index = { single: new Map(), stems: new Map(), shortestStem: Infinity, longestStem: 0, phrases: new Map() };
  for (const [name, languages] of Object.entries(CONCEPT_LEXICON)) {
    const concept = `#${name}`;
    for (const entries of Object.values(languages)) {
      for (const raw of entries) {
        const stem = raw.trimEnd().endsWith('*');
        const words = prepareText(raw.replace(/\*\s*$/, ''))
          .split(/\s+/)
          .filter(Boolean);
        if (!words.length) continue;
        if (words.length === 1) {
          const word = words[0] as string;
          if (stem) {
            if (!built.stems.has(word)) built.stems.set(word, concept);
            built.shortestStem = Math.min(built.shortestStem, word.length);
            built.longestStem = Math.max(built.longestStem, word.length);
          } else if (!built.single.has(word)) built.single.set(word, concept);
          continue;
        }
        const first = words[0] as string;
        const list = built.phrases.get(first) ?? [];
        list.push({ words, stem, concept });
        built.phrases.set(first, list);
      }
    }
  }
  for (const list of built.phrases.values()) list.sort((a, b) => b.words.length - a.words.length);
  return built;
}

function phraseAt(words: string[], at: number, entry: Entry): boolean {
  if (at + entry.words.length > words.length) return false;
  const last = entry.words.length - 1;
  for (let k = 1; k <= last; k++) {
    const word = words[at + k] as string;
    const want = entry.words[k] as string;
    if (k === last && entry.stem ? !word.startsWith(want) : word !== want) return false;
  }
  return true;
}

function wordConcept(word: string, at: Index): string | undefined {
  const exact = at.single.get(word);
  if (exact) return exact;
  for (let n = Math.min(word.length, at.longestStem); n >= at.shortestStem; n--) {
    const hit = at.stems.get(n === word.length ? word : word.slice(0, n));
    if (hit) return hit;
  }
  return undefined;
}

const GERMAN = [
  'ich',
  'und',
  'nicht',
  'der',
  'das',
  'ist',
  'mich',
  'mir',
  'habe',
  'hab',
  'bin',
  'ein',
  'eine',
  'mit',
  'zu',
  'auf',
  'den',
  'dem',
  'wir',
  'es',
  'sie',
];
const FRENCH = ['je', 'le', 'la', 'les', 'du', 'de', 'et', 'est', 'un', 'une', 'pas', 'au', 'des'];
const SPANISH = ['yo', 'el', 'la', 'los', 'las', 'que', 'de', 'y', 'mi', 'lo', 'un', 'una', 'comido', 'hecho', 'sido', 'estado'];

/**
 * Words that hold a concept in one language and are everyday words in another ("die" is German's
 * article, "pain" French bread, "he" Spanish's "I have"): the concept counts only when none of that
 * other language's common words stand in the clause.
 */
const FALSE_FRIENDS = new Map<string, ReadonlySet<string>>([
  ['die', new Set(GERMAN)],
  ['pain', new Set(FRENCH)],
  ['he', new Set(SPANISH)],
]);

function falseFriend(word: string, words: string[]): boolean {
  const other = FALSE_FRIENDS.get(word);
  return other !== undefined && words.some((w) => other.has(w));
}

/** The concepts of one clause's words, in order, none overlapping. */
export function conceptsOf(words: string[]): FoundConcept[] {
  const at = (index ??= build());
  const found: FoundConcept[] = [];
  for (let i = 0; i < words.length;) {
    const word = words[i] as string;
    let matched = false;
    const phrases = at.phrases.get(word);
    if (phrases) {
      for (const entry of phrases) {
        if (phraseAt(words, i, entry)) {
          found.push({ concept: entry.concept, start: i, end: i + entry.words.length });
          i += entry.words.length;
          matched = true;
          break;
        }
      }
    }
    if (matched) continue;
    const concept = wordConcept(word, at);
    if (concept && !falseFriend(word, words)) found.push({ concept, start: i, end: i + 1 });
    i += 1;
  }
  return found;
}
