import { detectLanguage, type Language } from '../../coach/language.js';
import { learnedScore, LEARNED_THRESHOLD } from './learned/classifier.js';
import { prepareText } from './normalise.js';
import { LiteralScanner, necessaryLiterals } from './prefilter.js';
import { LANGUAGE_RULES } from './rules/index.js';
import { ASKED, DENIED, HELPING_OTHER } from './rules/helping.js';
import { NEVER_AFTER } from './rules/never-after.js';
import { PETTY } from './rules/petty.js';
import { RECURRENCE } from './rules/recurrence.js';
import type { LanguageRules, RiskAssessment, RiskCategory, RiskLevel, RiskRule } from './types.js';

/**
 * The offline risk detector: every language's rules are tried on every message (people mix
 * languages), after that language's idioms are cut out. See docs/safety/taxonomy.md.
 */

const LEVEL_RANK: Record<RiskLevel, number> = { concern: 1, urgent: 2, imminent: 3 };
const RANKED: RiskLevel[] = ['concern', 'urgent', 'imminent'];

/** Categories an escalator (timing, means at hand) raises to `imminent`. */
const ESCALATABLE = new Set<RiskCategory>(['active_ideation', 'method_means', 'harm_to_others', 'danger_from_others']);

/** How many of the member's latest turns are read together. */
export const CONVERSATION_WINDOW = 6;
/** A negation cue counts when it is at most this many words before the match. */
const NEGATION_WORDS = 6;
/** Words that start a new thought between a negation and a match ("I'm not sure I want to live"). */
const NEGATION_BREAK = /(?<![\p{L}\p{N}])(?:i|yo|je|j'|ich|io|eu|but|yet|though|although|however|pero|sino|aunque|mais|aber|ma|mas|porem)(?![\p{L}\p{N}])/u;

/**
 * Word boundaries. Prepared text holds only letters, digits, apostrophes, spaces and clause breaks, so
 * any character past ASCII is a letter: a plain class does what \\p{L} would, without Unicode mode (whose
 * property classes make each of the ~1,500 expressions slow to compile).
 */
const B_START = '(?<![a-z0-9\\u0080-\\uffff])';
const B_END = '(?![a-z0-9\\u0080-\\uffff])';

function bounded(source: string): string {
  return `${B_START}(?:${source})${B_END}`;
}

/** Sources that would not compile: left out (one broken rule must never take the detector down), listed for the tests. */
const BROKEN: string[] = [];

/** A pattern that never matches, standing in for a broken source. */
const NEVER = /(?!)/g;

function compile(source: string, flags: string): RegExp {
  // Unicode mode only where a source needs it (\\p{...}, \\u{...}).
  const unicode = /\\[pP]\{|\\u\{/.test(source);
  try {
    return new RegExp(source, unicode ? `${flags}u` : flags);
  } catch {
    BROKEN.push(source.slice(0, 120));
    return new RegExp(NEVER.source, flags);
  }
}

/** For tests: sources that did not compile. */
export function brokenSources(): string[] {
  return [...BROKEN];
}

/**
 * An expression with its necessary literals (see prefilter.ts): it is tried only where one of
 * them was found, so most text costs one literal scan instead of hundreds of expression runs.
 */
interface Filtered {
  re: RegExp;
  literals: string[] | null;
  literalSet: Set<string> | null;
}

function filtered(source: string, flags = ''): Filtered {
  const literals = necessaryLiterals(source);
  return { re: compile(bounded(source), flags), literals, literalSet: literals ? new Set(literals) : null };
}

function present(item: Filtered, found: Set<string>): boolean {
  const set = item.literalSet;
  if (set === null) return true;
  // Walk the smaller of the two: a clause holds few literals, an item may need hundreds.
  if (found.size <= set.size) {
    for (const literal of found) if (set.has(literal)) return true;
    return false;
  }
  for (const literal of set) if (found.has(literal)) return true;
  return false;
}

function anyTest(items: Filtered[], text: string, found: Set<string>): boolean {
  for (const item of items) {
    if (!present(item, found)) continue;
    item.re.lastIndex = 0;
    if (item.re.test(text)) return true;
  }
  return false;
}

interface CompiledRule extends Filtered {
  /** Position among all languages' rules (for the per-clause marks). */
  index: number;
  lang: CompiledLanguage;
  id: string;
  category: RiskCategory;
  level: RiskLevel;
  negatable: boolean;
  weak: boolean;
  oneSignal: boolean;
  language: Language;
}

interface CompiledLanguage {
  language: Language;
  rules: CompiledRule[];
  /** Rules with no useful literal: tried on every clause. */
  always: CompiledRule[];
  guards: Filtered[];
  negation: RegExp | null;
  /** A clause ending that carries its negation into the next clause (see LanguageRules.negationCarry). */
  carry: RegExp | null;
  distance: Filtered[];
}

let ruleCount = 0;

/** A pattern's top-level alternatives ("a|(b|c)|d" → "a", "(b|c)", "d"); the whole pattern when it has one. */
export function topLevelBranches(source: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let inClass = false;
  let start = 0;
  for (let i = 0; i < source.length; i += 1) {
    const ch = source[i];
    if (ch === '\\') {
      i += 1;
      continue;
    }
    if (inClass) {
      if (ch === ']') inClass = false;
      continue;
    }
    if (ch === '[') inClass = true;
    else if (ch === '(') depth += 1;
    else if (ch === ')') depth -= 1;
    else if (ch === '|' && depth === 0) {
      out.push(source.slice(start, i));
      start = i + 1;
    }
  }
  out.push(source.slice(start));
  // Unbalanced (a broken source): keep it whole, compile() reports it.
  return depth === 0 && out.every((b) => b.length > 0) ? out : [source];
}

function compileLanguage(lang: LanguageRules): CompiledLanguage {
  const compiled: CompiledLanguage = {
    language: lang.language,
    rules: [],
    always: [],
    guards: lang.guards.map((g) => filtered(g, 'g')),
    negation: lang.negations.length ? compile(lang.negations.map(bounded).join('|'), 'g') : null,
    carry: lang.negationCarry?.length ? compile(`(?<![a-z0-9'])(?:${lang.negationCarry.join('|')})$`, '') : null,
    distance: (lang.distance ?? []).map((d) => filtered(d)),
  };
  for (const rule of lang.rules) {
    // Each top-level alternative is tried on its own, where its own literals are: cheaper and sharper.
    for (const branch of topLevelBranches(rule.pattern)) {
      compiled.rules.push({
        index: ruleCount++,
        lang: compiled,
        id: rule.id,
        category: rule.category,
        level: rule.level,
        negatable: rule.negatable !== false,
        weak: rule.weak === true,
        oneSignal: rule.oneSignal === true,
        language: lang.language,
        ...filtered(branch, 'g'),
      });
    }
  }
  compiled.always = compiled.rules.filter((r) => r.literals === null);
  return compiled;
}

const COMPILED: CompiledLanguage[] = LANGUAGE_RULES.map(compileLanguage);
const ALWAYS: CompiledRule[] = COMPILED.flatMap((l) => l.always);
/** Literal → the rules (of every language) that need it. */
const BY_LITERAL = new Map<string, CompiledRule[]>();
for (const rule of COMPILED.flatMap((l) => l.rules)) {
  for (const literal of rule.literals ?? []) {
    const list = BY_LITERAL.get(literal);
    if (list) list.push(rule);
    else BY_LITERAL.set(literal, [rule]);
  }
}
/** Per-clause marks: a rule is listed once per clause (no sets built per message). */
const MARK = new Int32Array(ruleCount);
let STAMP = 0;
const ESCALATORS = LANGUAGE_RULES.flatMap((l) => l.escalators).map((e) => filtered(e));
const RESOLVED = LANGUAGE_RULES.flatMap((l) => l.resolved ?? []).map((e) => filtered(e));
const PRESENT = LANGUAGE_RULES.flatMap((l) => l.present ?? []).map((e) => filtered(e));
const PETTY_CUES = PETTY.map((e) => filtered(e));
const HELPING = HELPING_OTHER.map((e) => filtered(e));
const ASKED_CUES = ASKED.map((e) => filtered(e));
const DENIED_CUES = DENIED.map((e) => filtered(e));
const RECOVERED = LANGUAGE_RULES.flatMap((l) => l.recovered ?? []).map((e) => filtered(e, 'g'));

const SCANNER = new LiteralScanner(
  [
    ...COMPILED.flatMap((l) => [...l.rules, ...l.guards, ...l.distance]),
    ...ESCALATORS,
    ...RESOLVED,
    ...PRESENT,
    ...RECOVERED,
    ...PETTY_CUES,
    ...HELPING,
    ...ASKED_CUES,
    ...DENIED_CUES,
  ].flatMap((f) => f.literals ?? []),
);

/** For the timing check and tests: how many rules have a literal pre-filter. */
export function prefilterCoverage(): { rules: number; filtered: number } {
  const rules = COMPILED.flatMap((l) => l.rules);
  return { rules: rules.length, filtered: rules.filter((r) => r.literals !== null).length };
}

interface Hit {
  rule: CompiledRule;
  /** Where a weak hit lies in its turn's prepared text (two weak phrases must be two stretches of text). */
  start?: number;
  end?: number;
  /** The words a weak hit matched: one rule's two different phrases count as two signals, the same phrase twice as one. */
  text?: string;
  /**
   * Whether a past that is over drops it: a negatable rule, or one kept from negation only because its
   * own words hold a negation ("ich will nicht mehr leben", "ya no quiero vivir").
   */
  over: boolean;
  /**
   * Whether the writer is in the match: a first-person subject ("i", "ich", "je", "yo", "io", "eu")
   * before it in its clause, or a first-person word inside it ("me corto", "mi taglio", "my").
   */
  own: boolean;
  /** The clause of its turn the match lies in, and where in it. */
  clause: number;
  at: number;
}

/** Words that turn to another thought ("I said no, but honestly…"). */
const CONTRAST = /(?:^|[ \n])(?:but|though|however|aber|doch|pero|mais|ma|mas|porem)(?= |$)/;
/** A clause closing on the asking verb, its question in the next clause ("hat gefragt, ob ich…"). */
const ASKED_END = /(?:gefragt|fragt|fragte|asked|asked me|chiesto|demande|pregunto|perguntou)(?: mich)?$/;

/**
 * Categories told as an event that ends (a letter written): a past that is over drops their matches even
 * when negation does not cancel them ("I wrote a note years ago; I'm well now"). Danger from others is
 * not one of them: a threat from years ago can still stand ("he threatened me years ago and yesterday he
 * found my address").
 */
const EVENTS = new Set<RiskCategory>(['plan_preparation']);

/** A first-person subject pronoun of the six languages. */
const FIRST_PERSON = /(?:^|[ \n])(?:i|ich|je|j'|yo|io|eu)(?= |$)/;
/**
 * The writer inside the match itself, where Spanish, Italian and Portuguese leave the subject out:
 * a first-person object or reflexive, or "my" ("me corto", "mi taglio", "matar a mi novio", "bring mich um").
 */
const FIRST_PERSON_WORDS = /(?:^|[ \n'])(?:me|m|mi|mich|mir|myself|my|moi|mio|mia|miei|mie|meu|minha|mein|meine|meinen|meinem|meiner)(?= |$)/;

interface TurnScan {
  strong: Hit[];
  weak: Hit[];
  escalated: boolean;
  words: number;
  /** Hits dropped because the turn told of a past that is over; a later turn saying "again" brings them back. */
  past: Hit[];
  /** Whether the turn says it is happening now or again. */
  present: boolean;
  /** The turn in the detector's form (prepareText). */
  prepared: string;
  /** Matches the turn itself cancelled: negated ("I'd never..."), at a distance (a film, a friend) or over (the past). */
  cancelled: number;
}

function clauseStart(text: string, index: number): number {
  return text.lastIndexOf('\n', index - 1) + 1;
}

function negated(text: string, index: number, negation: RegExp): boolean {
  const start = clauseStart(text, index);
  // The window: at most NEGATION_WORDS words before the match, within its clause.
  let from = index;
  let words = 0;
  while (from > start && words <= NEGATION_WORDS) {
    from -= 1;
    if (text.charCodeAt(from) === 32) words += 1;
  }
  const window = text.slice(from, index);
  negation.lastIndex = 0;
  let last: RegExpExecArray | null = null;
  for (let m = negation.exec(window); m; m = negation.exec(window)) {
    last = m;
    if (m[0].length === 0) negation.lastIndex += 1;
  }
  if (!last) return false;
  const gap = window.slice(last.index + last[0].length);
  return !NEGATION_BREAK.test(gap);
}

/**
 * Whether a match at the very start of its clause takes its negation from the clause before, as a
 * German infinitive clause does ("ich denke nicht daran, mich umzubringen").
 */
function carriedNegation(carry: RegExp, before: string, clause: string, index: number): boolean {
  let words = 0;
  for (let i = 0; i < index; i += 1) if (clause.charCodeAt(i) === 32) words += 1;
  if (words > 2) return false;
  return carry.test(before.trimEnd());
}

const SAYING = /(?:says|said|sings|sang|goes|screams|screamed|yells|writes|wrote|dice|dijo|canta|escribe)$/;

function distanced(clause: string, before: string | undefined, distance: Filtered[], found: Set<string>): boolean {
  if (anyTest(distance, clause, found)) return true;
  // Reported speech: the clause before ends in a verb of saying ("in the film he says: I want to die").
  return before !== undefined && SAYING.test(before) && anyTest(distance, before, found);
}

/** The clauses of a prepared text, each with the literals found in it. */
interface Clauses {
  texts: string[];
  starts: number[];
  found: Set<string>[];
  /** Every literal found anywhere. */
  all: Set<string>;
}

function splitClauses(prepared: string): Clauses {
  const texts = prepared.split('\n');
  const starts: number[] = [];
  const found: Set<string>[] = [];
  const all = new Set<string>();
  let start = 0;
  for (const text of texts) {
    const set = new Set<string>();
    SCANNER.scan(text, set);
    for (const lit of set) all.add(lit);
    starts.push(start);
    found.push(set);
    start += text.length + 1;
  }
  return { texts, starts, found, all };
}

/** Whether any of the expressions matches in a clause where its literals were found. */
function anyInClauses(items: Filtered[], clauses: Clauses): boolean {
  for (const item of items) {
    if (!present(item, clauses.all)) continue;
    for (let c = 0; c < clauses.texts.length; c += 1) {
      if (!present(item, clauses.found[c] as Set<string>)) continue;
      item.re.lastIndex = 0;
      if (item.re.test(clauses.texts[c] as string)) return true;
    }
  }
  return false;
}

/**
 * Whether a clause says it is happening now or again, not counting the words of a statement of being
 * well now ("today I'm 40 and happy", "hoy celebro cinco años sin…"): there "today" and "now" tell of the
 * recovery, not of the risk. A present cue outside such a statement ("again", "last night") still counts.
 */
function presentInClauses(clauses: Clauses): boolean {
  if (!anyInClauses(PRESENT, clauses)) return false;
  for (let c = 0; c < clauses.texts.length; c += 1) {
    const found = clauses.found[c] as Set<string>;
    let text = clauses.texts[c] as string;
    for (const item of RECOVERED) {
      if (!present(item, found)) continue;
      item.re.lastIndex = 0;
      text = text.replace(item.re, (m) => ' '.repeat(m.length));
    }
    for (const item of PRESENT) {
      if (!present(item, found)) continue;
      item.re.lastIndex = 0;
      if (item.re.test(text)) return true;
    }
  }
  return false;
}

/** A language's idioms cut out of one clause, keeping its length (positions still hold). */
function guardClause(lang: CompiledLanguage, clause: string, found: Set<string>): string {
  let out = clause;
  for (const guard of lang.guards) {
    if (!present(guard, found)) continue;
    guard.re.lastIndex = 0;
    out = out.replace(guard.re, (m) => '\n'.repeat(m.length));
  }
  return out;
}

/** A negation after the match, within a few words of its clause (rules/never-after.ts). */
const NEGATION_AFTER = new RegExp(`^(?: [\\p{L}\\p{N}']+){0,3} (?:${NEVER_AFTER.join('|')})(?![\\p{L}\\p{N}])`, 'u');

function negatedAfter(clause: string, end: number): boolean {
  return NEGATION_AFTER.test(clause.slice(end));
}

/** Whether a match's own words hold one of its language's negation cues. */
function negationInside(words: string, negation: RegExp | null): boolean {
  if (!negation) return false;
  negation.lastIndex = 0;
  return negation.test(words);
}

function scanTurn(raw: string): TurnScan {
  const prepared = prepareText(raw);
  const scan: TurnScan = { strong: [], weak: [], escalated: false, words: 0, past: [], present: false, cancelled: 0, prepared };
  if (!prepared) return scan;
  let words = 1;
  for (let i = 0; i < prepared.length; i += 1) {
    const c = prepared.charCodeAt(i);
    if (c === 32 || c === 10) words += 1;
  }
  scan.words = words;
  const clauses = splitClauses(prepared);
  const count = clauses.texts.length;

  const hit = new Set<string>();
  for (let c = 0; c < count; c += 1) {
    // The rules worth trying in this clause (all languages), each once.
    STAMP += 1;
    const tried: CompiledRule[] = [];
    for (const rule of ALWAYS) {
      MARK[rule.index] = STAMP;
      tried.push(rule);
    }
    for (const lit of clauses.found[c] as Set<string>) {
      const rules = BY_LITERAL.get(lit);
      if (!rules) continue;
      for (const rule of rules) {
        if (MARK[rule.index] === STAMP) continue;
        MARK[rule.index] = STAMP;
        tried.push(rule);
      }
    }
    if (!tried.length) continue;

    const raw = clauses.texts[c] as string;
    const weakSpans = new Map<string, Array<[number, number]>>();
    // Each language's idioms cut out of the clause, keeping its length (so positions hold).
    const guarded = new Map<CompiledLanguage, string>();
    for (const rule of tried) {
      if (hit.has(rule.id)) continue;
      const lang = rule.lang;
      let clause = guarded.get(lang);
      if (clause === undefined) {
        clause = guardClause(lang, raw, clauses.found[c] as Set<string>);
        guarded.set(lang, clause);
      }
      rule.re.lastIndex = 0;
      for (let m = rule.re.exec(clause); m; m = rule.re.exec(clause)) {
        if (m[0].length === 0) {
          rule.re.lastIndex += 1;
          continue;
        }
        if (rule.negatable) {
          if (
            (lang.negation && negated(clause, m.index, lang.negation)) ||
            negatedAfter(clause, m.index + m[0].length) ||
            (lang.carry !== null && c > 0 && carriedNegation(lang.carry, clauses.texts[c - 1] as string, clause, m.index)) ||
            (lang.distance.length && distanced(raw, clauses.texts[c - 1], lang.distance, clauses.all))
          ) {
            scan.cancelled += 1;
            continue;
          }
        }
        const over = rule.negatable || negationInside(m[0], lang.negation) || EVENTS.has(rule.category);
        const own = FIRST_PERSON.test(raw.slice(0, m.index + m[0].length)) || FIRST_PERSON_WORDS.test(m[0]);
        if (!rule.weak) {
          scan.strong.push({ rule, over, own, clause: c, at: m.index });
          hit.add(rule.id);
          break;
        }
        // Weak phrases are counted one by one (two of them can make a risk together), each stretch of text once.
        const spans = weakSpans.get(rule.id) ?? [];
        const end = m.index + m[0].length;
        if (spans.some(([a, b]) => m.index < b && a < end)) continue;
        spans.push([m.index, end]);
        weakSpans.set(rule.id, spans);
        const at = clauses.starts[c] as number;
        scan.weak.push({ rule, start: at + m.index, end: at + end, text: m[0], over, own, clause: c, at: m.index });
      }
    }
  }

  if (scan.strong.length || scan.weak.length) {
    // The past that is over: "years ago I cut myself; I've been fine for a long time".
    scan.present = presentInClauses(clauses);
    if (!scan.present && anyInClauses(RESOLVED, clauses)) {
      scan.past = [...scan.strong, ...scan.weak].filter((h) => h.over);
      scan.cancelled += scan.past.length;
      scan.strong = scan.strong.filter((h) => !h.over);
      scan.weak = scan.weak.filter((h) => !h.over);
    }
    // A question about how to answer or help someone else ("what do I say to her?"): the message is about
    // them. A match with the writer as its subject stays ("my mum found out I cut, what do I say to her?").
    if (anyInClauses(HELPING, clauses)) {
      // Danger from others stays: there the writer is the one hurt ("he hits me, what do I say to him?").
      const about = (h: Hit) => h.over && !h.own && h.rule.category !== 'danger_from_others';
      scan.cancelled += [...scan.strong, ...scan.weak].filter(about).length;
      scan.strong = scan.strong.filter((h) => !about(h));
      scan.weak = scan.weak.filter((h) => !about(h));
    }
    // Asked whether they have it, and answered no ("she asked if I'm suicidal and I said no"): a match is in
    // the question when it stands after the asking words (in their clause or the next) with no "but" between.
    if (anyInClauses(DENIED_CUES, clauses) && anyInClauses(ASKED_CUES, clauses)) {
      const inQuestion = (h: Hit) => {
        if (!h.over) return false;
        const text = clauses.texts[h.clause] as string;
        const before = text.slice(0, h.at);
        if (CONTRAST.test(before.slice(before.search(/ (?:if|whether|ob|si|se|que si) /) + 1))) return false;
        if (anyTest(ASKED_CUES, before, clauses.found[h.clause] as Set<string>)) return true;
        return h.clause > 0 && ASKED_END.test(clauses.texts[h.clause - 1] as string) && !CONTRAST.test(before);
      };
      // Only when the question holds every match: anything said beside it ("I said no. I have a plan
      // for friday") keeps the whole message as it reads.
      const all = [...scan.strong, ...scan.weak];
      if (all.every(inQuestion)) {
        scan.cancelled += all.length;
        scan.strong = [];
        scan.weak = [];
      }
    }
    scan.escalated = anyInClauses(ESCALATORS, clauses);
    // Hyperbole with a trivial reason ("if I hear that song once more I'm jumping out the window"),
    // unless the message also says now or at hand.
    if (!scan.escalated && anyInClauses(PETTY_CUES, clauses)) {
      const hyperbole = (h: Hit) => h.rule.negatable && HYPERBOLE.has(h.rule.category);
      scan.cancelled += [...scan.strong, ...scan.weak].filter(hyperbole).length;
      scan.strong = scan.strong.filter((h) => !hyperbole(h));
      scan.weak = scan.weak.filter((h) => !hyperbole(h));
    }
  }
  return scan;
}

/** Recent turns' scans: a conversation is read again at every turn, each turn is scanned once. */
const SCAN_CACHE = new Map<string, TurnScan>();
const SCAN_CACHE_SIZE = 512;

function rememberScan(raw: string): TurnScan {
  const scan = scanTurn(raw);
  if (raw.length <= 4000) {
    SCAN_CACHE.delete(raw);
    SCAN_CACHE.set(raw, scan);
    if (SCAN_CACHE.size > SCAN_CACHE_SIZE) SCAN_CACHE.delete(SCAN_CACHE.keys().next().value as string);
  }
  return scan;
}

function cachedScan(raw: string): TurnScan {
  const hit = SCAN_CACHE.get(raw);
  if (!hit) return rememberScan(raw);
  SCAN_CACHE.delete(raw);
  SCAN_CACHE.set(raw, hit);
  return hit;
}

/** Whether a turn says it is happening now or again ("lately", "again", "is back"). */
function hasPresent(raw: string): boolean {
  return presentInClauses(splitClauses(prepareText(raw)));
}

/** Whether a short turn carries timing ("tonight", "right now"). */
function hasEscalator(raw: string): boolean {
  return anyInClauses(ESCALATORS, splitClauses(prepareText(raw)));
}

const MEANS = new Set<RiskCategory>(['method_means', 'self_harm']);
/** The categories an everyday exaggeration borrows its words from ("I want to die", "I'll kill him"). */
const HYPERBOLE = new Set<RiskCategory>(['passive_ideation', 'active_ideation', 'method_means', 'intent', 'self_harm', 'harm_to_others']);
const RESOLVE = new Set<RiskCategory>(['intent', 'plan_preparation']);

/**
 * Two weak signals of one language that together make a risk: weak means and a weak decision ("I bought a
 * gun", "I've made up my mind"), or two different weak phrases of one category: two preparations ("tonight's
 * the night", "I have everything ready"; letters written and a goodbye), two decisions ("I've made up my
 * mind", "I'm ending it"), two threats, two signs of starving. A decision beside a preparation alone stays
 * quiet ("I've made up my mind, tonight's the night, I'm proposing").
 */
function twoCategoriesOneLanguage(weak: Hit[], turns?: number[]): boolean {
  for (let i = 0; i < weak.length; i += 1) {
    const a = weak[i] as Hit;
    const means = MEANS.has(a.rule.category);
    for (let j = 0; j < weak.length; j += 1) {
      const b = weak[j] as Hit;
      if (a.rule.language !== b.rule.language) continue;
      if (means && RESOLVE.has(b.rule.category)) return true;
      // Two signals of one kind (two preparations, two decisions, two threats, two signs of starving...):
      // two different phrases, on two stretches of text.
      if (a === b || a.rule.category !== b.rule.category) continue;
      if (a.rule.id === b.rule.id && (a.rule.oneSignal || a.text === undefined || a.text === b.text)) continue;
      const sameTurn = turns === undefined || turns[i] === turns[j];
      if (sameTurn && (a.start ?? 0) < (b.end ?? 0) && (b.start ?? 0) < (a.end ?? 0)) continue;
      return true;
    }
  }
  return false;
}

const RECURS = new RegExp(`(?<![a-z])(?:${RECURRENCE.join('|')})(?![a-z])`);

/** How many words a later turn may have and still bring an earlier turn's past back on a time word alone. */
const SHORT_FOLLOW_UP = 8;

/**
 * Whether a later turn brings an earlier turn's past risk back: it says it is happening now or again,
 * and either has a risk phrase of its own, is short ("and lately it's bad again"), or says it came back
 * (rules/recurrence.ts). "I still think about that meeting" after "I used to cut" does not.
 */
function bringsBack(scan: TurnScan, raw: string): boolean {
  if (!(scan.present || hasPresent(raw))) return false;
  return scan.words <= SHORT_FOLLOW_UP || scan.strong.length + scan.weak.length + scan.past.length > 0 || RECURS.test(scan.prepared);
}

/**
 * Weak signals spread over the window's turns that together make a risk ("I got hold of my nan's
 * sleeping tablets", later "tonight's the night"): the pairs above, or a weak passive-ideation phrase
 * beside a weak means, decision or preparation.
 */
function weakAcrossTurns(scans: TurnScan[]): boolean {
  const turnsWithWeak = scans.filter((s) => s.weak.length > 0);
  if (turnsWithWeak.length < 2) return false;
  const all = turnsWithWeak.flatMap((s) => s.weak);
  const turns = turnsWithWeak.flatMap((s, i) => s.weak.map(() => i));
  if (twoCategoriesOneLanguage(all, turns)) return true;
  return all.some((h) => h.rule.category === 'passive_ideation') && all.some((h) => MEANS.has(h.rule.category) || RESOLVE.has(h.rule.category));
}

/** The hits of a turn that count, given whether risk is already known around it. */
function countedHits(scan: TurnScan, context: boolean): Hit[] {
  if (!scan.weak.length) return scan.strong;
  const weakCounts =
    context ||
    scan.strong.length > 0 ||
    (scan.weak.length >= 2 && (scan.weak.some((h) => h.rule.category === 'passive_ideation') || twoCategoriesOneLanguage(scan.weak)));
  return weakCounts ? [...scan.strong, ...scan.weak] : scan.strong;
}

function raise(levels: Map<RiskCategory, number>, category: RiskCategory, rank: number): void {
  if ((levels.get(category) ?? 0) < rank) levels.set(category, rank);
}

function answer(levels: Map<RiskCategory, number>, matched: Set<string>, language: Language): RiskAssessment {
  let top = 0;
  for (const rank of levels.values()) top = Math.max(top, rank);
  return {
    level: top ? (RANKED[top - 1] as RiskLevel) : null,
    categories: [...levels.keys()],
    language,
    matched: [...matched],
  };
}

function languageOf(text: string, hits: Hit[]): Language {
  // The first few hundred characters say enough about the language.
  const detected = detectLanguage(text.length > 400 ? text.slice(0, 400) : text);
  if (!hits.length || hits.some((h) => h.rule.language === detected)) return detected;
  // Unsure (English by default, or a guess from a few common words) and none of that language's rules
  // matched: answer in the language whose rules matched most.
  const counts = new Map<Language, number>();
  for (const h of hits) counts.set(h.rule.language, (counts.get(h.rule.language) ?? 0) + 1);
  let best: Language = 'en';
  let top = 0;
  for (const [language, n] of counts) {
    if (n > top) {
      best = language;
      top = n;
    }
  }
  return best;
}

/** The risk one message shows on its own. */
export function assessMessage(text: string): RiskAssessment {
  return assessConversation([text]);
}

export interface ConversationOptions {
  /** Risk known earlier in this conversation or in the member's previous one within 7 days. */
  prior?: { level: RiskLevel; categories: RiskCategory[] } | null;
  /** Whether the learned layer reads what the rules found no risk in (default true; off to measure the rules alone). */
  learned?: boolean;
}

/**
 * The risk the member's latest turns show read together (oldest first, latest last; the last
 * CONVERSATION_WINDOW are read): the highest level any of them reaches. Ambiguous phrases
 * ("tonight's the night") count when risk shows elsewhere in the window or a prior risk is known.
 */
export function assessConversation(memberTurns: string[], options: ConversationOptions = {}): RiskAssessment {
  const turns = memberTurns.slice(-CONVERSATION_WINDOW);
  const latest = turns[turns.length - 1] ?? '';
  // The latest turn is always read afresh (and remembered); earlier turns come from the cache when they
  // were read at an earlier call. Copies: cached scans are shared between calls and must not change.
  const scans = turns.map((t, i) => ({ ...(i === turns.length - 1 ? rememberScan(t ?? '') : cachedScan(t ?? '')) }));
  // "I used to cut" and, later, "lately the urges are back": the past is not over after all.
  scans.forEach((scan, i) => {
    if (!scan.past.length) return;
    const later = scans.slice(i + 1).some((s, j) => bringsBack(s, turns[i + 1 + j] ?? ''));
    if (!later) return;
    scan.strong = [...scan.strong, ...scan.past.filter((h) => !h.rule.weak)];
    scan.weak = [...scan.weak, ...scan.past.filter((h) => h.rule.weak)];
    scan.past = [];
  });
  const context = Boolean(options.prior) || scans.some((s) => s.strong.length > 0) || weakAcrossTurns(scans);

  const levels = new Map<RiskCategory, number>();
  const matched = new Set<string>();
  const hitsOfLatest: Hit[] = [];
  let seenRisk = false;

  scans.forEach((scan, i) => {
    const hits = countedHits(scan, context);
    if (i === scans.length - 1) hitsOfLatest.push(...hits, ...scan.weak);
    // A later short turn with timing ("tonight", "right now") makes the risk already shown imminent.
    const lateEscalation = seenRisk && scan.escalated === false && hits.length === 0 && scan.words <= 8 && hasEscalator(turns[i] ?? '');
    if (lateEscalation) {
      for (const category of ESCALATABLE) if (levels.has(category)) raise(levels, category, LEVEL_RANK.imminent);
    }
    for (const hit of hits) {
      matched.add(hit.rule.id);
      let rank = LEVEL_RANK[hit.rule.level];
      if (scan.escalated && ESCALATABLE.has(hit.rule.category)) rank = LEVEL_RANK.imminent;
      raise(levels, hit.rule.category, rank);
    }
    if (hits.length) seenRisk = true;
  });

  const last = scans[scans.length - 1];
  if (levels.size === 0 && options.learned !== false && last && last.cancelled === 0) {
    // The rules found nothing, and did not read the latest turn as negated, at a distance or in the
    // past: the learned layer reads it. Beside a weak signal of the rules in that turn, its score counts
    // at a lower threshold than on its own; it reads the turn without the weak phrases, so an ambiguous
    // phrase alone ("tonight's the night") still needs a second signal, as in the rules. Risk known
    // earlier does not lower it: a member talking on after a crisis ("it is a bad night") gets support,
    // not the crisis response again.
    // A short message alone says too little to go on: it needs a higher score.
    // Beside a weak phrase, the whole turn (the phrase read with the rest) also counts, at a higher
    // threshold: "everything's sorted for friday and tonight's the night" says more than its parts.
    const reads = withoutWeakPhrases(last);
    const short = wordCount(reads) < LEARNED_THRESHOLD.shortWords;
    const threshold =
      last.weak.length > 0 ? LEARNED_THRESHOLD.besideSignal : short ? Math.max(LEARNED_THRESHOLD.alone, LEARNED_THRESHOLD.shortAlone) : LEARNED_THRESHOLD.alone;
    const read = learnedScore(reads);
    let found = read.probability >= threshold ? read : null;
    if (!found && last.weak.length > 0) {
      const whole = learnedScore(last.prepared);
      const wholeThreshold = short ? Math.max(LEARNED_THRESHOLD.wholeBesideSignal, LEARNED_THRESHOLD.shortAlone) : LEARNED_THRESHOLD.wholeBesideSignal;
      if (whole.probability >= wholeThreshold) found = whole;
    }
    if (found) {
      raise(levels, found.category, LEVEL_RANK[found.level]);
      matched.add(LEARNED_MATCH);
    }
  }

  return answer(levels, matched, languageOf(latest, hitsOfLatest));
}

function wordCount(prepared: string): number {
  let words = 0;
  for (const w of prepared.split(/[ \n]/)) if (w) words += 1;
  return words;
}

/** A turn's prepared text with its weak phrases cut out (a clause break in their place). */
function withoutWeakPhrases(scan: TurnScan): string {
  if (!scan.weak.length) return scan.prepared;
  const spans = scan.weak.map((h) => [h.start ?? 0, h.end ?? 0] as const).sort((a, b) => a[0] - b[0]);
  let out = '';
  let at = 0;
  for (const [start, end] of spans) {
    if (start < at) {
      at = Math.max(at, end);
      continue;
    }
    out += `${scan.prepared.slice(at, start)}\n`;
    at = end;
  }
  return out + scan.prepared.slice(at);
}

/** The id `matched` holds when the learned layer, not a rule, found the risk. */
export const LEARNED_MATCH = 'learned';

/**
 * For the training script: what the rules alone find in one message, and how many weak signals
 * they saw (the learned layer's threshold depends on it).
 */
export function ruleSignals(text: string): { level: RiskLevel | null; weak: number; cancelled: number; learnedReads: string; prepared: string } {
  const found = assessConversation([text], { learned: false });
  const scan = cachedScan(text);
  return { level: found.level, weak: scan.weak.length, cancelled: scan.cancelled, learnedReads: withoutWeakPhrases(scan), prepared: scan.prepared };
}

/** For tests: every rule id, to check they are unique and well formed. */
export function ruleIds(): string[] {
  return LANGUAGE_RULES.flatMap((l) => l.rules.map((r) => r.id));
}
