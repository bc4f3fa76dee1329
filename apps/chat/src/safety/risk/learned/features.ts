import { prepareText } from '../normalise.js';
import { conceptsOf } from './concepts.js';

/**
 * The features the learned layer reads from a message: the detector's normalised form (lower case,
 * accents and leetspeak undone, English shorthand written out, clause breaks kept; see
 * normalise.ts), then words, word pairs and word triples inside a clause, and the letter sequences
 * of 3 to 5 characters of each word with its edges marked, so a misspelt or inflected word ("pils",
 * "matarme", "umbringen") still shares most of its features with the forms seen in training.
 *
 * Each feature is hashed (FNV-1a, 32 bits) and returned as its hash; a head keeps the low bits it
 * has room for. The training script (scripts/safety/train-risk-model.mjs) imports this compiled
 * module, so training and the product read a message the same way.
 */
export function featureHashes(text: string): Uint32Array {
  return preparedFeatureHashes(prepareText(text));
}

/** What one clause gives: its features' hashes, in order, and the concepts it holds. */
export interface ClauseFeatures {
  hashes: number[];
  concepts: string[];
}

/**
 * The same, from text already in the detector's form (`prepareText`). A long message is read whole and
 * in overlapping stretches (`readings`), which share their clauses: `memo`, kept for one message, lets
 * each clause be read once (the features of a clause do not depend on the others'; only the concept
 * pairs across clauses do, and they are worked out per reading).
 */
export function preparedFeatureHashes(prepared: string, memo?: Map<string, ClauseFeatures>): Uint32Array {
  const out: number[] = [];
  /** Every concept the message holds, for the pairs across its clauses. */
  const held = new Set<string>();
  for (const clause of prepared.split('\n')) {
    let features = memo?.get(clause);
    if (features === undefined) {
      features = clauseFeatures(clause);
      memo?.set(clause, features);
    }
    for (const h of features.hashes) out.push(h);
    for (const c of features.concepts) held.add(c);
  }
  if (held.size > 1) {
    const list = [...held].sort();
    for (let i = 0; i < list.length; i++) for (let j = i + 1; j < list.length; j++) out.push(hash(23, `${list[i]} ${list[j]}`));
  }
  // Each feature once: a phrase repeated k times would otherwise grow the score by the square root
  // of k (the scale is 1/sqrt(features)), and a long, repetitive transcript would read as risk.
  return Uint32Array.from(new Set(out));
}

/** One clause's words, word pairs and triples, letter sequences and concepts. */
function clauseFeatures(clause: string): ClauseFeatures {
  const out: number[] = [];
  const held = new Set<string>();
  const words = clause.split(' ').filter(Boolean);
  conceptFeatures(words, out, held);
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    out.push(hash(1, word));
    if (i + 1 < words.length) {
      const pair = `${word} ${words[i + 1]}`;
      out.push(hash(2, pair));
      if (i + 2 < words.length) out.push(hash(3, `${pair} ${words[i + 2]}`));
    }
    const marked = `<${word}>`;
    for (let n = 3; n <= 5; n++) {
      for (let s = 0; s + n <= marked.length; s++) out.push(hashRange(4 + n, marked, s, s + n));
    }
  }
  return { hashes: out, concepts: [...held] };
}

/** How far apart (in words) two concepts of one clause may stand and still make a pair. */
const CONCEPT_REACH = 4;

/**
 * The clause read as concepts (concepts.ts): each concept it holds, each neighbouring pair of the
 * clause with its concepts put in place of their words ("quiero morir" and "ich will sterben" both
 * hold "#want #die"), and each ordered pair of concepts a few words apart ("#negation #want").
 */
function conceptFeatures(words: string[], out: number[], held: Set<string>): void {
  const found = conceptsOf(words);
  if (!found.length) return;
  const tokens: string[] = [];
  let next = 0;
  for (const f of found) {
    for (; next < f.start; next++) tokens.push(words[next] as string);
    tokens.push(f.concept);
    next = f.end;
  }
  for (; next < words.length; next++) tokens.push(words[next] as string);
  for (const f of found) {
    out.push(hash(20, f.concept));
    held.add(f.concept);
  }
  for (let i = 0; i + 1 < tokens.length; i++) {
    const a = tokens[i] as string;
    const b = tokens[i + 1] as string;
    if (a.charCodeAt(0) === 35 || b.charCodeAt(0) === 35) out.push(hash(21, `${a} ${b}`));
  }
  for (let i = 0; i < found.length; i++) {
    for (let j = i + 1; j < found.length; j++) {
      const a = found[i] as { concept: string; end: number };
      const b = found[j] as { concept: string; start: number };
      if (b.start - a.end > CONCEPT_REACH) break;
      out.push(hash(22, `${a.concept} ${b.concept}`));
    }
  }
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a over a kind tag and the string's UTF-16 units. */
function hash(kind: number, text: string): number {
  return hashRange(kind, text, 0, text.length);
}

function hashRange(kind: number, text: string, start: number, end: number): number {
  let h = Math.imul(FNV_OFFSET ^ kind, FNV_PRIME);
  for (let i = start; i < end; i++) h = Math.imul(h ^ text.charCodeAt(i), FNV_PRIME);
  return h >>> 0;
}

/** Messages at least this long are also read in stretches (a risk in the middle of a long paragraph). */
const LONG_MESSAGE_WORDS = 30;
/** A stretch: consecutive clauses, at least this many words. */
const STRETCH_WORDS = 12;

/**
 * What the learned layer reads of a message in the detector's form: the whole message and, when it
 * is long, each stretch of consecutive clauses of about STRETCH_WORDS words, so a risk written in the
 * middle of an ordinary paragraph is not drowned by the rest of it. The layer takes the highest score.
 */
export function readings(prepared: string): string[] {
  const clauses = prepared.split('\n').filter((c) => c.trim());
  const counts = clauses.map((c) => c.split(' ').filter(Boolean).length);
  const total = counts.reduce((a, b) => a + b, 0);
  if (total < LONG_MESSAGE_WORDS || clauses.length < 2) return [prepared];
  const out = [prepared];
  for (let start = 0; start < clauses.length; start += 1) {
    let words = 0;
    let end = start;
    while (end < clauses.length && words < STRETCH_WORDS) words += counts[end++] as number;
    if (words < STRETCH_WORDS && start > 0) break;
    out.push(clauses.slice(start, end).join('\n'));
    if (end === clauses.length) break;
  }
  return out;
}
