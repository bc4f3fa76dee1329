import { detectLanguage, type Language } from '../../coach/language.js';
import { prepareText } from './normalise.js';
import { LiteralScanner, necessaryLiterals } from './prefilter.js';
import { LANGUAGE_RULES } from './rules/index.js';
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

const B_START = '(?<![\\p{L}\\p{N}])';
const B_END = '(?![\\p{L}\\p{N}])';

function bounded(source: string): string {
  return `${B_START}(?:${source})${B_END}`;
}

/** Sources that would not compile: left out (one broken rule must never take the detector down), listed for the tests. */
const BROKEN: string[] = [];

/** A pattern that never matches, standing in for a broken source. */
const NEVER = /(?!)/g;

function compile(source: string, flags: string): RegExp {
  try {
    return new RegExp(source, `${flags}u`);
  } catch {
    try {
      // A source written without Unicode mode in mind ("\-"): ASCII boundaries are enough after normalisation.
      return new RegExp(source.replaceAll('\\p{L}', 'a-z').replaceAll('\\p{N}', '0-9'), flags);
    } catch {
      BROKEN.push(source.slice(0, 120));
      return new RegExp(NEVER.source, flags);
    }
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
}

function filtered(source: string, flags = ''): Filtered {
  return { re: compile(bounded(source), flags), literals: necessaryLiterals(source) };
}

function present(item: Filtered, found: Set<string>): boolean {
  return item.literals === null || item.literals.some((l) => found.has(l));
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
  id: string;
  category: RiskCategory;
  level: RiskLevel;
  negatable: boolean;
  weak: boolean;
  language: Language;
}

interface CompiledLanguage {
  language: Language;
  rules: CompiledRule[];
  /** Rules with no useful literal: tried on every clause. */
  always: CompiledRule[];
  byLiteral: Map<string, CompiledRule[]>;
  guards: Filtered[];
  negation: RegExp | null;
  distance: Filtered[];
}

function compileLanguage(lang: LanguageRules): CompiledLanguage {
  const rules: CompiledRule[] = lang.rules.map((rule: RiskRule) => ({
    id: rule.id,
    category: rule.category,
    level: rule.level,
    negatable: rule.negatable !== false,
    weak: rule.weak === true,
    language: lang.language,
    ...filtered(rule.pattern, 'g'),
  }));
  const byLiteral = new Map<string, CompiledRule[]>();
  for (const rule of rules) {
    for (const literal of rule.literals ?? []) {
      const list = byLiteral.get(literal) ?? [];
      list.push(rule);
      byLiteral.set(literal, list);
    }
  }
  return {
    language: lang.language,
    rules,
    always: rules.filter((r) => r.literals === null),
    byLiteral,
    guards: lang.guards.map((g) => filtered(g, 'g')),
    negation: lang.negations.length ? compile(lang.negations.map(bounded).join('|'), 'g') : null,
    distance: (lang.distance ?? []).map((d) => filtered(d)),
  };
}

const COMPILED: CompiledLanguage[] = LANGUAGE_RULES.map(compileLanguage);
const ALWAYS: CompiledRule[] = COMPILED.flatMap((l) => l.always);
const BY_LITERAL = new Map<string, CompiledRule[]>();
for (const lang of COMPILED) {
  for (const [literal, rules] of lang.byLiteral) BY_LITERAL.set(literal, [...(BY_LITERAL.get(literal) ?? []), ...rules]);
}
const ESCALATORS = LANGUAGE_RULES.flatMap((l) => l.escalators).map((e) => filtered(e));
const RESOLVED = LANGUAGE_RULES.flatMap((l) => l.resolved ?? []).map((e) => filtered(e));
const PRESENT = LANGUAGE_RULES.flatMap((l) => l.present ?? []).map((e) => filtered(e));

const SCANNER = new LiteralScanner(
  [...COMPILED.flatMap((l) => [...l.rules, ...l.guards, ...l.distance]), ...ESCALATORS, ...RESOLVED, ...PRESENT].flatMap((f) => f.literals ?? []),
);

/** For the timing check and tests: how many rules have a literal pre-filter. */
export function prefilterCoverage(): { rules: number; filtered: number } {
  const rules = COMPILED.flatMap((l) => l.rules);
  return { rules: rules.length, filtered: rules.filter((r) => r.literals !== null).length };
}

interface Hit {
  rule: CompiledRule;
}

interface TurnScan {
  strong: Hit[];
  weak: Hit[];
  escalated: boolean;
  words: number;
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

const SAYING = /(?:says|said|sings|sang|goes|screams|screamed|yells|writes|wrote|dice|dijo|canta|escribe)$/;

function distanced(text: string, index: number, distance: Filtered[], found: Set<string>): boolean {
  const start = clauseStart(text, index);
  let end = text.indexOf('\n', index);
  if (end < 0) end = text.length;
  if (anyTest(distance, text.slice(start, end), found)) return true;
  // Reported speech: the clause before ends in a verb of saying ("in the film he says: I want to die").
  if (start > 0) {
    const before = text.slice(clauseStart(text, start - 1), start - 1);
    if (SAYING.test(before) && anyTest(distance, before, found)) return true;
  }
  return false;
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

function scanTurn(raw: string): TurnScan {
  const prepared = prepareText(raw);
  const scan: TurnScan = { strong: [], weak: [], escalated: false, words: 0 };
  if (!prepared) return scan;
  let words = 1;
  for (let i = 0; i < prepared.length; i += 1) {
    const c = prepared.charCodeAt(i);
    if (c === 32 || c === 10) words += 1;
  }
  scan.words = words;
  const clauses = splitClauses(prepared);
  const count = clauses.texts.length;

  // The rules worth trying in each clause, all languages at once.
  const candidates: Set<CompiledRule>[] = [];
  const languages = new Set<Language>();
  for (let c = 0; c < count; c += 1) {
    const set = new Set<CompiledRule>(ALWAYS);
    for (const lit of clauses.found[c] as Set<string>) {
      const rules = BY_LITERAL.get(lit);
      if (rules) for (const rule of rules) set.add(rule);
    }
    for (const rule of set) languages.add(rule.language);
    candidates.push(set);
  }

  const hitStrong = new Set<string>();
  for (const lang of COMPILED) {
    if (!languages.has(lang.language)) continue;
    // The language's guarded text: idioms cut out of the clauses that have its rules to try.
    const guarded = clauses.texts.slice();
    const tried: CompiledRule[][] = [];
    for (let c = 0; c < count; c += 1) {
      const list: CompiledRule[] = [];
      for (const rule of candidates[c] as Set<CompiledRule>) if (rule.language === lang.language) list.push(rule);
      tried.push(list);
      if (list.length) guarded[c] = guardClause(lang, guarded[c] as string, clauses.found[c] as Set<string>);
    }
    const text = guarded.join('\n');
    for (let c = 0; c < count; c += 1) {
      const offset = clauses.starts[c] as number;
      const clause = guarded[c] as string;
      for (const rule of tried[c] as CompiledRule[]) {
        if (hitStrong.has(rule.id)) continue;
        rule.re.lastIndex = 0;
        for (let m = rule.re.exec(clause); m; m = rule.re.exec(clause)) {
          if (m[0].length === 0) {
            rule.re.lastIndex += 1;
            continue;
          }
          if (rule.negatable) {
            if (lang.negation && negated(text, offset + m.index, lang.negation)) continue;
            if (lang.distance.length && distanced(text, offset + m.index, lang.distance, clauses.all)) continue;
          }
          if (!rule.weak) {
            scan.strong.push({ rule });
            hitStrong.add(rule.id);
            break;
          }
          // Weak phrases are counted one by one: two of them can make a risk together.
          scan.weak.push({ rule });
        }
      }
    }
  }

  if (scan.strong.length || scan.weak.length) {
    // The past that is over: "years ago I cut myself; I've been fine for a long time".
    if (anyInClauses(RESOLVED, clauses) && !anyInClauses(PRESENT, clauses)) {
      scan.strong = scan.strong.filter((h) => !h.rule.negatable);
      scan.weak = scan.weak.filter((h) => !h.rule.negatable);
    }
    scan.escalated = anyInClauses(ESCALATORS, clauses);
  }
  return scan;
}

/** Whether a short turn carries timing ("tonight", "right now"). */
function hasEscalator(raw: string): boolean {
  return anyInClauses(ESCALATORS, splitClauses(prepareText(raw)));
}

/** The hits of a turn that count, given whether risk is already known around it. */
function countedHits(scan: TurnScan, context: boolean): Hit[] {
  if (!scan.weak.length) return scan.strong;
  const weakCounts = context || scan.strong.length > 0 || (scan.weak.length >= 2 && scan.weak.some((h) => h.rule.category === 'passive_ideation'));
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
  const detected = detectLanguage(text.length > 600 ? text.slice(0, 600) : text);
  if (detected !== 'en' || !hits.length) return detected;
  // Unsure (English by default) and no English rule matched: answer in the language whose rules matched most.
  if (hits.some((h) => h.rule.language === 'en')) return 'en';
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
}

/**
 * The risk the member's latest turns show read together (oldest first, latest last; the last
 * CONVERSATION_WINDOW are read): the highest level any of them reaches. Ambiguous phrases
 * ("tonight's the night") count when risk shows elsewhere in the window or a prior risk is known.
 */
export function assessConversation(memberTurns: string[], options: ConversationOptions = {}): RiskAssessment {
  const turns = memberTurns.slice(-CONVERSATION_WINDOW);
  const latest = turns[turns.length - 1] ?? '';
  const scans = turns.map((t) => scanTurn(t ?? ''));
  const context = Boolean(options.prior) || scans.some((s) => s.strong.length > 0);

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

  return answer(levels, matched, languageOf(latest, hitsOfLatest));
}

/** For tests: every rule id, to check they are unique and well formed. */
export function ruleIds(): string[] {
  return COMPILED.flatMap((l) => l.rules.map((r) => r.id));
}
