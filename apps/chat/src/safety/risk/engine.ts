import { detectLanguage, type Language } from '../../coach/language.js';
import { prepareText } from './normalise.js';
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
/** Rules tested together by one combined expression before any is tried alone. */
const BUCKET_SIZE = 12;

/** Words that start a new thought between a negation and a match ("I'm not sure I want to live"). */
const NEGATION_BREAK = /(?<![\p{L}\p{N}])(?:i|yo|je|j'|ich|io|eu|but|yet|though|although|however|pero|sino|aunque|mais|aber|ma|mas|porem)(?![\p{L}\p{N}])/u;

const B_START = '(?<![\\p{L}\\p{N}])';
const B_END = '(?![\\p{L}\\p{N}])';

interface CompiledRule {
  id: string;
  category: RiskCategory;
  level: RiskLevel;
  negatable: boolean;
  weak: boolean;
  language: Language;
  re: RegExp;
}

interface Bucket {
  test: RegExp;
  rules: CompiledRule[];
}

interface CompiledLanguage {
  language: Language;
  buckets: Bucket[];
  guard: RegExp | null;
  negation: RegExp | null;
  distance: RegExp | null;
}

function bounded(source: string): string {
  return `${B_START}(?:${source})${B_END}`;
}

function compile(source: string, flags: string): RegExp {
  try {
    return new RegExp(source, `${flags}u`);
  } catch {
    // A source written without Unicode mode in mind ("\-"): ASCII boundaries are enough after normalisation.
    return new RegExp(source.replaceAll('\\p{L}', 'a-z').replaceAll('\\p{N}', '0-9'), flags);
  }
}

function anyOf(sources: string[] | undefined, flags = ''): RegExp | null {
  if (!sources?.length) return null;
  return compile(sources.map(bounded).join('|'), flags);
}

function compileLanguage(lang: LanguageRules): CompiledLanguage {
  const rules: CompiledRule[] = lang.rules.map((rule: RiskRule) => ({
    id: rule.id,
    category: rule.category,
    level: rule.level,
    negatable: rule.negatable !== false,
    weak: rule.weak === true,
    language: lang.language,
    re: compile(bounded(rule.pattern), 'g'),
  }));
  const buckets: Bucket[] = [];
  for (let i = 0; i < rules.length; i += BUCKET_SIZE) {
    const slice = rules.slice(i, i + BUCKET_SIZE);
    buckets.push({ test: compile(slice.map((r) => r.re.source).join('|'), ''), rules: slice });
  }
  return {
    language: lang.language,
    buckets,
    guard: anyOf(lang.guards, 'g'),
    negation: anyOf(lang.negations, 'g'),
    distance: anyOf(lang.distance),
  };
}

const COMPILED: CompiledLanguage[] = LANGUAGE_RULES.map(compileLanguage);
const ESCALATOR = anyOf(LANGUAGE_RULES.flatMap((l) => l.escalators));
const RESOLVED = anyOf(LANGUAGE_RULES.flatMap((l) => l.resolved ?? []));
const PRESENT = anyOf(LANGUAGE_RULES.flatMap((l) => l.present ?? []));

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

function distanced(text: string, index: number, distance: RegExp): boolean {
  const start = clauseStart(text, index);
  let end = text.indexOf('\n', index);
  if (end < 0) end = text.length;
  if (distance.test(text.slice(start, end))) return true;
  // Reported speech: the clause before ends in a verb of saying ("in the film he says: I want to die").
  if (start > 0) {
    const before = text.slice(clauseStart(text, start - 1), start - 1);
    if (/(?:says|said|sings|sang|goes|screams|screamed|yells|writes|wrote|dice|dijo|canta|escribe)$/.test(before) && distance.test(before)) return true;
  }
  return false;
}

function scanTurn(raw: string): TurnScan {
  const prepared = prepareText(raw);
  const scan: TurnScan = { strong: [], weak: [], escalated: false, words: 0 };
  if (!prepared) return scan;
  scan.words = prepared.split(/[ \n]/).length;

  for (const lang of COMPILED) {
    const text = lang.guard ? prepared.replace(lang.guard, '\n') : prepared;
    for (const bucket of lang.buckets) {
      if (!bucket.test.test(text)) continue;
      for (const rule of bucket.rules) {
        rule.re.lastIndex = 0;
        for (let m = rule.re.exec(text); m; m = rule.re.exec(text)) {
          if (m[0].length === 0) {
            rule.re.lastIndex += 1;
            continue;
          }
          if (rule.negatable) {
            if (lang.negation && negated(text, m.index, lang.negation)) continue;
            if (lang.distance && distanced(text, m.index, lang.distance)) continue;
          }
          if (!rule.weak) {
            scan.strong.push({ rule });
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
    if (RESOLVED?.test(prepared) && !PRESENT?.test(prepared)) {
      scan.strong = scan.strong.filter((h) => !h.rule.negatable);
      scan.weak = scan.weak.filter((h) => !h.rule.negatable);
    }
    scan.escalated = ESCALATOR?.test(prepared) ?? false;
  }
  return scan;
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
  const detected = detectLanguage(text);
  if (detected !== 'en' || !hits.length) return detected;
  // Unsure (English by default) but only one other language's rules matched: answer in that language.
  const languages = new Set(hits.map((h) => h.rule.language));
  if (languages.size === 1 && !languages.has('en')) return [...languages][0] as Language;
  return 'en';
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
    const lateEscalation = seenRisk && scan.escalated === false && hits.length === 0 && scan.words <= 8 && ESCALATOR?.test(prepareText(turns[i] ?? ''));
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
  return COMPILED.flatMap((l) => l.buckets.flatMap((b) => b.rules.map((r) => r.id)));
}
