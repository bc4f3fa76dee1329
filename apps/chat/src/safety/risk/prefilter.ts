/**
 * Necessary literals of a rule's regular expression, for a cheap pre-filter: every match of the
 * expression contains at least one of the returned strings, so a rule whose strings are all absent
 * from a clause is not tried there. Computed once at load from the pattern source (no hand-kept
 * keyword lists, so rules added by anyone get it for free). `null` when no useful set exists (the rule
 * is then always tried).
 *
 * The analysis walks a small parse of the pattern: literals, groups, alternation, quantifiers,
 * character classes, escapes and lookarounds (zero-width, so they require nothing).
 *
 * It runs for each of the ~3,750 sources the detector compiles at load, so in every Jest suite that
 * loads the detector too. Jest runs a suite's modules in a `vm` context, where each read of a global
 * (`Set`, `Math`, `Infinity`) goes through an interceptor and costs ~40 times what it does in Node
 * (nodejs/node#31658): the analysis reads none in its loops (`StringSet` is bound once below), which
 * took it from ~1.3 s to ~0.25 s a suite. In the tests it is mostly skipped: the runner works every
 * source's set out once per change of the detector (scripts/prefilter-literals.mjs) and the sets are
 * read from its file (prefilter.spec.ts checks each against the analysis).
 */
import { readFileSync } from 'node:fs';

/** `Set`, bound once: a global read per call is slow inside Jest (see above). */
const StringSet = Set;

interface Info {
  /** Every string the node can match, when that set is small; null otherwise. */
  exact: Set<string> | null;
  /** Strings one of which every match contains; null when nothing is known. */
  req: Set<string> | null;
}

const MAX_EXACT = 64;
const MAX_REQ = 600;
/** Shorter strings select too little to be worth checking. */
export const MIN_LITERAL = 3;

const ANY: Info = { exact: null, req: null };
const EMPTY: Info = { exact: new Set(['']), req: null };

function score(set: Set<string> | null): number {
  if (!set || set.size === 0) return -1;
  let min = -1;
  for (const s of set) if (min < 0 || s.length < min) min = s.length;
  return min;
}

/** Longer strings select better, up to a point; past it, fewer strings are cheaper to look for. */
const ENOUGH = 5;

function capped(n: number): number {
  return n < ENOUGH ? n : ENOUGH;
}

function better(a: Set<string> | null, b: Set<string> | null): Set<string> | null {
  const sa = capped(score(a));
  const sb = capped(score(b));
  if (sa !== sb) return sa > sb ? a : b;
  if (!a) return b;
  if (!b) return a;
  if (a.size !== b.size) return a.size < b.size ? a : b;
  return score(a) >= score(b) ? a : b;
}

function best(info: Info): Set<string> | null {
  return better(info.exact, info.req);
}

function product(a: Set<string>, b: Set<string>): Set<string> | null {
  if (a.size * b.size > MAX_EXACT) return null;
  const out = new StringSet<string>();
  for (const x of a) for (const y of b) out.add(x + y);
  return out;
}

function concat(parts: Info[]): Info {
  if (parts.length === 0) return EMPTY;
  let exact: Set<string> | null = new StringSet(['']);
  let candidate: Set<string> | null = null;
  let run: Set<string> | null = new StringSet(['']);
  for (const part of parts) {
    candidate = better(candidate, part.req);
    if (part.exact) {
      run = run ? product(run, part.exact) : part.exact;
      if (!run) run = part.exact;
      candidate = better(candidate, run);
      exact = exact ? product(exact, part.exact) : null;
    } else {
      run = null;
      exact = null;
    }
  }
  return { exact, req: candidate };
}

function alternate(branches: Info[]): Info {
  let exact: Set<string> | null = new StringSet();
  let req: Set<string> | null = new StringSet();
  for (const branch of branches) {
    if (exact && branch.exact && exact.size + branch.exact.size <= MAX_EXACT) for (const s of branch.exact) exact.add(s);
    else exact = null;
    const choice = best(branch);
    if (req && choice && score(choice) >= 1 && req.size + choice.size <= MAX_REQ) for (const s of choice) req.add(s);
    else req = null;
  }
  return { exact, req };
}

const SPECIAL = new Set(['(', ')', '[', ']', '{', '}', '|', '\\', '.', '*', '+', '?', '^', '$', '\n']);
const QUANTIFIER = new Set(['?', '*', '+', '{']);

/** A recursive-descent reading of the pattern subset rules use. */
class Parser {
  private i = 0;
  constructor(private readonly src: string) {}

  parse(): Info {
    const info = this.alternation();
    return info;
  }

  private alternation(): Info {
    const branches = [this.sequence()];
    while (this.src[this.i] === '|') {
      this.i += 1;
      branches.push(this.sequence());
    }
    return branches.length === 1 ? (branches[0] as Info) : alternate(branches);
  }

  private sequence(): Info {
    const parts: Info[] = [];
    while (this.i < this.src.length && this.src[this.i] !== '|' && this.src[this.i] !== ')') {
      // A run of plain characters (none quantified) is one literal: far cheaper than one atom each.
      let run = '';
      while (this.i < this.src.length && !SPECIAL.has(this.src[this.i] as string) && !QUANTIFIER.has(this.src[this.i + 1] ?? '')) {
        run += this.src[this.i];
        this.i += 1;
      }
      if (run) {
        parts.push({ exact: new StringSet([run]), req: null });
        continue;
      }
      const atom = this.atom();
      parts.push(this.quantified(atom));
    }
    return concat(parts);
  }

  private quantified(atom: Info): Info {
    const ch = this.src[this.i];
    let min = 1;
    let max = 1;
    if (ch === '?') {
      min = 0;
      this.i += 1;
    } else if (ch === '*') {
      min = 0;
      max = Infinity;
      this.i += 1;
    } else if (ch === '+') {
      max = Infinity;
      this.i += 1;
    } else if (ch === '{') {
      const m = /^\{(\d+)(?:(,)(\d*))?\}/.exec(this.src.slice(this.i));
      if (!m) {
        this.i += 1;
        return { exact: new StringSet(['{']), req: null };
      }
      min = Number(m[1]);
      max = m[2] ? (m[3] ? Number(m[3]) : Infinity) : min;
      this.i += m[0].length;
    } else {
      return atom;
    }
    if (this.src[this.i] === '?') this.i += 1; // lazy
    if (min === 0) return ANY;
    if (min === 1 && max === 1) return atom;
    // At least one copy: whatever one copy requires is required.
    return { exact: null, req: best(atom) };
  }

  private atom(): Info {
    const ch = this.src[this.i] as string;
    if (ch === '(') return this.group();
    if (ch === '[') return this.charClass();
    if (ch === '\\') return this.escape();
    this.i += 1;
    if (ch === '.') return ANY;
    if (ch === '^' || ch === '$') return EMPTY;
    if (ch === '\n') return ANY;
    return { exact: new StringSet([ch]), req: null };
  }

  private group(): Info {
    this.i += 1;
    let lookaround = false;
    if (this.src[this.i] === '?') {
      const rest = this.src.slice(this.i, this.i + 4);
      if (rest.startsWith('?:')) this.i += 2;
      else if (rest.startsWith('?=') || rest.startsWith('?!')) {
        this.i += 2;
        lookaround = true;
      } else if (rest.startsWith('?<=') || rest.startsWith('?<!')) {
        this.i += 3;
        lookaround = true;
      } else if (rest.startsWith('?<')) {
        this.i = this.src.indexOf('>', this.i) + 1;
      }
    }
    const inner = this.alternation();
    if (this.src[this.i] === ')') this.i += 1;
    return lookaround ? EMPTY : inner;
  }

  private charClass(): Info {
    const start = this.i;
    this.i += 1;
    const negated = this.src[this.i] === '^';
    const chars = new StringSet<string>();
    let simple = !negated;
    while (this.i < this.src.length && this.src[this.i] !== ']') {
      const c = this.src[this.i] as string;
      if (c === '\\') {
        const next = this.src[this.i + 1] as string;
        if (/[dDwWsSpPbBn]/.test(next)) simple = false;
        else chars.add(next);
        this.i += next === 'p' || next === 'P' ? this.src.indexOf('}', this.i) + 1 - this.i : 2;
        continue;
      }
      if (this.src[this.i + 1] === '-' && this.src[this.i + 2] !== ']') {
        simple = false;
        this.i += 3;
        continue;
      }
      chars.add(c);
      this.i += 1;
    }
    this.i += 1;
    if (this.i <= start + 2) simple = false;
    return simple && chars.size > 0 && chars.size <= 4 ? { exact: chars, req: null } : ANY;
  }

  private escape(): Info {
    const next = this.src[this.i + 1] as string;
    if (next === 'p' || next === 'P' || next === 'u' || next === 'x') {
      const close =
        next === 'p' || next === 'P'
          ? this.src.indexOf('}', this.i) + 1
          : this.i + (next === 'x' ? 4 : this.src[this.i + 2] === '{' ? this.src.indexOf('}', this.i) + 1 - this.i : 6);
      this.i = close;
      return ANY;
    }
    this.i += 2;
    if (next === 'b' || next === 'B') return EMPTY;
    if (/[dDwWsSnrtfv0-9]/.test(next)) return ANY;
    return { exact: new StringSet([next]), req: null };
  }
}

/** The strings one of which every match of `source` contains, or null when none are useful (no cache). */
export function analyseLiterals(source: string): string[] | null {
  let info: Info;
  try {
    info = new Parser(source).parse();
  } catch {
    return null;
  }
  const set = best(info);
  if (!set || score(set) < MIN_LITERAL) return null;
  return [...set];
}

/**
 * The file of sets the test runner worked out ahead (jest.config.mjs, from scripts/prefilter-literals.mjs):
 * a Jest global, so it reaches the suites and nothing else (not the services the integration tests start).
 */
declare const __VI_PREFILTER_LITERALS__: string | undefined;

/** Every source's literals worked out so far: the runner's file where there is one, then as asked. */
const KNOWN = new Map<string, string[] | null>(workedOutAhead());

function workedOutAhead(): Array<[string, string[] | null]> {
  if (typeof __VI_PREFILTER_LITERALS__ !== 'string') return [];
  try {
    const entries: unknown = JSON.parse(readFileSync(__VI_PREFILTER_LITERALS__, 'utf8'));
    return Array.isArray(entries) ? (entries as Array<[string, string[] | null]>) : [];
  } catch {
    return []; // gone or unreadable: worked out here instead
  }
}

/** The strings one of which every match of `source` contains, or null when none are useful. */
export function necessaryLiterals(source: string): string[] | null {
  let literals = KNOWN.get(source);
  if (literals === undefined) {
    literals = analyseLiterals(source);
    KNOWN.set(source, literals);
  }
  return literals && [...literals];
}

/** Every source asked about (and any read ahead) with its literals: for the runner's file and its check. */
export function knownLiterals(): Array<[string, string[] | null]> {
  return [...KNOWN];
}

function key3(text: string, i: number): number {
  // Small integer keys (seven bits a character); other characters may share a key, startsWith decides.
  return ((text.charCodeAt(i) & 127) << 14) | ((text.charCodeAt(i + 1) & 127) << 7) | (text.charCodeAt(i + 2) & 127);
}

function key4(text: string, i: number): number {
  return (key3(text, i) << 7) | (text.charCodeAt(i + 3) & 127);
}

/**
 * Finds which of many literals occur in a text in one pass: each position's first characters look
 * up the few literals that start with them (maps, no expression), overlapping occurrences included.
 */
export class LiteralScanner {
  /** Literals of three characters, by their characters. */
  private readonly short = new Map<number, string[]>();
  /** Longer literals, by their first four characters. */
  private readonly long = new Map<number, string[]>();

  constructor(literals: Iterable<string>) {
    for (const lit of new Set(literals)) {
      if (lit.length < MIN_LITERAL) continue;
      const map = lit.length === 3 ? this.short : this.long;
      const key = lit.length === 3 ? key3(lit, 0) : key4(lit, 0);
      const list = map.get(key);
      if (list) list.push(lit);
      else map.set(key, [lit]);
    }
  }

  /** Adds to `found` the literals that occur in `text`. */
  scan(text: string, found: Set<string>): void {
    const last = text.length - 3;
    const short = this.short;
    const long = this.long;
    for (let i = 0; i <= last; i += 1) {
      const k3 = key3(text, i);
      const threes = short.get(k3);
      if (threes) for (const lit of threes) if (text.startsWith(lit, i)) found.add(lit);
      if (i === last) break;
      const list = long.get((k3 << 7) | (text.charCodeAt(i + 3) & 127));
      if (list) for (const lit of list) if (!found.has(lit) && text.startsWith(lit, i)) found.add(lit);
    }
  }
}
