// The offline crisis detector measured on a labelled, held-out set (docs/safety/eval/): single
// messages in six languages (risk in every category and level, hard negatives in about equal
// number) and short multi-turn conversations. Prints recall and precision overall, per category,
// level and language, recall on `imminent` and on plan/means, level agreement (under-triage),
// false alarms per negative style, conversation recall and precision, the detector's time per
// message, then every miss and false alarm. It is a report: exit 0 even when a target is missed;
// non-zero only when it cannot run (no built detector, unreadable set).
//   cd apps/chat && npx tsc -b && cd ../.. && node bench/crisis-eval.mjs
//   node bench/crisis-eval.mjs --set path/to/independent.jsonl [--conversations path.jsonl]
//   node bench/crisis-eval.mjs --write     (bench/RESULTS.md's "Crisis detection" section and
//                                           apps/web/src/features/safety/eval-figures.json)
// Other flags: --reps N (timing rounds over the whole set, default 200), --detector <module path>
// (another module with the same API, e.g. a stand-in while the detector is being written).
// The set's format and how it was written: docs/safety/eval/README.md.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { RISK_CATEGORIES, RISK_LEVELS } from '@vi/contracts/constants';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * The held-out sets, read together: every docs/safety/evalN/ (eval/ written beside the detector, the
 * later ones by contributors who opened none of the detector or its data; each README says how), the
 * same directories the trainer (scripts/safety/train-risk-model.mjs) keeps out of training. Each
 * set's own headline is printed too. --set / --conversations take one file or a comma list.
 */
const HELD_OUT = readdirSync(path.join(ROOT, 'docs/safety'))
  .filter((name) => /^eval\d*$/.test(name))
  .sort((a, b) => Number(a.slice(4) || 1) - Number(b.slice(4) || 1));
/** The sets as the written results name them: "`docs/safety/eval/`, `docs/safety/eval2/` and …". */
const HELD_OUT_NAMES = HELD_OUT.map((set) => `\`docs/safety/${set}/\``);
const HELD_OUT_LIST = HELD_OUT_NAMES.length > 1 ? `${HELD_OUT_NAMES.slice(0, -1).join(', ')} and ${HELD_OUT_NAMES.at(-1)}` : HELD_OUT_NAMES.join('');
const DEFAULT_MESSAGES = HELD_OUT.map((set) => `docs/safety/${set}/messages.jsonl`).join(',');
const DEFAULT_CONVERSATIONS = HELD_OUT.map((set) => `docs/safety/${set}/conversations.jsonl`).join(',');
/** Everyday messages with no risk: how often the detector alarms on ordinary traffic. */
const ORDINARY = 'docs/safety/eval/ordinary.jsonl';
const DEFAULT_DETECTOR = 'apps/chat/dist/safety/risk/index.js';
const RESULTS = 'bench/RESULTS.md';
const FIGURES = 'apps/web/src/features/safety/eval-figures.json';
const SECTION = '## Crisis detection';

const LEVELS = RISK_LEVELS;
const CATEGORIES = RISK_CATEGORIES;
const PLAN_MEANS = new Set(['plan_preparation', 'method_means']);
const TARGET = { recall: 0.95, imminentRecall: 1, planMeansRecall: 1, precision: 0.95, p99Ms: 1 };

// ---------------------------------------------------------------------------------- arguments

function parseArgs(argv) {
  const args = { write: false, reps: 200, set: undefined, conversations: undefined, detector: undefined };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) fail(`${a} needs a value`);
      return v;
    };
    if (a === '--write') args.write = true;
    else if (a === '--set') args.set = value();
    else if (a === '--conversations') args.conversations = value();
    else if (a === '--detector') args.detector = value();
    else if (a === '--reps') args.reps = Math.max(1, Number.parseInt(value(), 10) || 1);
    else if (a === '--help' || a === '-h') {
      console.log('node bench/crisis-eval.mjs [--set messages.jsonl] [--conversations conversations.jsonl] [--write] [--reps N] [--detector module.js]');
      process.exit(0);
    } else fail(`unknown argument ${a} (try --help)`);
  }
  return args;
}

function fail(message) {
  console.error(`crisis-eval: ${message}`);
  process.exit(1);
}

// ---------------------------------------------------------------------------------- the set

/** One file, or several given as a comma list (read one after the other; each row remembers its file). */
function readJsonl(files, kind) {
  return files.split(',').flatMap((file) => readJsonlFile(file, kind).map((row) => Object.defineProperty(row, 'file', { value: file })));
}

function readJsonlFile(file, kind) {
  const abs = path.resolve(ROOT, file);
  if (!existsSync(abs)) fail(`${kind} file not found: ${file}`);
  const rows = [];
  const lines = readFileSync(abs, 'utf8').split('\n');
  lines.forEach((line, n) => {
    if (!line.trim()) return;
    try {
      rows.push(JSON.parse(line));
    } catch (error) {
      fail(`${file}:${n + 1} is not JSON (${error.message})`);
    }
  });
  return rows;
}

/** Checks the rows' format; a row that cannot be scored stops the run, an unknown word only warns. */
function validateMessages(rows, file) {
  const ids = new Set();
  const warnings = [];
  for (const [n, row] of rows.entries()) {
    const where = `${file} row ${n + 1}${row.id ? ` (${row.id})` : ''}`;
    if (typeof row.id !== 'string' || !row.id) fail(`${where}: no id`);
    if (ids.has(row.id)) fail(`${where}: id used twice`);
    ids.add(row.id);
    if (typeof row.text !== 'string' || !row.text.trim()) fail(`${where}: no text`);
    if (typeof row.risk !== 'boolean') fail(`${where}: "risk" must be true or false`);
    if (row.risk) {
      if (!LEVELS.includes(row.level)) fail(`${where}: risk with no valid level (${row.level})`);
      if (!CATEGORIES.includes(row.category)) warnings.push(`${where}: unknown category ${row.category}`);
      for (const c of row.also ?? []) if (!CATEGORIES.includes(c)) warnings.push(`${where}: unknown category in also: ${c}`);
    }
    row.lang ??= 'unknown';
    row.style ??= 'unspecified';
  }
  return warnings;
}

function validateConversations(rows, file) {
  const ids = new Set();
  for (const [n, row] of rows.entries()) {
    const where = `${file} row ${n + 1}${row.id ? ` (${row.id})` : ''}`;
    if (typeof row.id !== 'string' || !row.id) fail(`${where}: no id`);
    if (ids.has(row.id)) fail(`${where}: id used twice`);
    ids.add(row.id);
    if (!Array.isArray(row.turns) || row.turns.length === 0 || row.turns.some((t) => typeof t !== 'string'))
      fail(`${where}: "turns" must be a list of strings`);
    if (typeof row.risk !== 'boolean') fail(`${where}: "risk" must be true or false`);
    if (row.risk) {
      if (!LEVELS.includes(row.level)) fail(`${where}: risk with no valid level`);
      if (!Number.isInteger(row.from) || row.from < 0 || row.from >= row.turns.length) fail(`${where}: "from" must index a turn`);
    }
    row.lang ??= 'unknown';
  }
}

// ---------------------------------------------------------------------------------- the detector

async function loadDetector(modulePath) {
  const abs = path.resolve(ROOT, modulePath);
  if (!existsSync(abs)) {
    fail(
      `the detector is not built: ${path.relative(ROOT, abs) || abs} is missing.\n` +
        `  build it with: cd apps/chat && npx tsc -b   (or pass --detector <module.js>)`,
    );
  }
  let mod;
  try {
    mod = await import(pathToFileURL(abs).href);
  } catch (error) {
    fail(`could not load ${modulePath}: ${error.stack ?? error}`);
  }
  const api = typeof mod.assessMessage === 'function' ? mod : (mod.default ?? {});
  if (typeof api.assessMessage !== 'function') fail(`${modulePath} exports no assessMessage(text)`);
  if (typeof api.assessConversation !== 'function') console.warn(`crisis-eval: ${modulePath} exports no assessConversation; conversations are skipped`);
  return api;
}

// ---------------------------------------------------------------------------------- figures

const rank = (level) => (level == null ? -1 : LEVELS.indexOf(level));
const ratio = (a, b) => (b === 0 ? null : a / b);
const fmt = (x) => (x == null ? '  n/a' : x.toFixed(2));
const mark = (value, target) => (value == null ? '' : value >= target ? 'ok' : 'MISSED');
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))];

function scoreMessages(rows, detector) {
  // A message the detector throws on counts as not flagged and is listed (a detector bug is a result too).
  return rows.map((row) => {
    let out;
    let error;
    try {
      out = detector.assessMessage(row.text) ?? {};
    } catch (e) {
      out = {};
      error = e;
    }
    const level = out.level ?? null;
    return { row, out, level, flagged: level !== null, error };
  });
}

/** recall = caught risk / risk; precision = flagged risk / all flagged, over the rows `keep` lets through. */
function counts(results, keep = () => true) {
  let tp = 0;
  let fn = 0;
  let fp = 0;
  let tn = 0;
  for (const r of results) {
    if (!keep(r.row)) continue;
    if (r.row.risk) r.flagged ? tp++ : fn++;
    else r.flagged ? fp++ : tn++;
  }
  return { tp, fn, fp, tn, recall: ratio(tp, tp + fn), precision: ratio(tp, tp + fp) };
}

const conversationErrors = [];

function scoreConversations(rows, detector) {
  return rows.map((row) => {
    let firstFlag = -1;
    const levels = [];
    for (let i = 0; i < row.turns.length; i++) {
      let out;
      try {
        out = detector.assessConversation(row.turns.slice(0, i + 1)) ?? {};
      } catch (e) {
        out = {};
        conversationErrors.push(`${row.id} turn ${i}: ${e?.message ?? e}`);
      }
      const level = out.level ?? null;
      levels.push(level);
      if (level !== null && firstFlag < 0) firstFlag = i;
    }
    const flagged = firstFlag >= 0;
    // A risk conversation is caught if flagged at some turn at or after `from`; since every later
    // call reads the earlier turns too, a flag before `from` is caught as well, but "early".
    const caughtAtOrAfter = row.risk && levels.some((l, i) => i >= row.from && l !== null);
    const early = row.risk && flagged && firstFlag < row.from;
    const finalLevel = levels.at(-1);
    return { row, levels, flagged, firstFlag, caught: row.risk && (caughtAtOrAfter || early), early, finalLevel };
  });
}

function timeMessages(rows, detector, reps) {
  // Warm up (JIT, regex compilation), then time each call separately.
  rows = rows.filter((row) => {
    try {
      detector.assessMessage(row.text);
      return true;
    } catch {
      return false;
    }
  });
  if (rows.length === 0) return { calls: 0, p50: NaN, p99: NaN, max: NaN, mean: NaN };
  for (let k = 0; k < 5; k++) for (const row of rows) detector.assessMessage(row.text);
  const times = new Float64Array(rows.length * reps);
  let n = 0;
  for (let k = 0; k < reps; k++) {
    for (const row of rows) {
      const start = process.hrtime.bigint();
      detector.assessMessage(row.text);
      times[n++] = Number(process.hrtime.bigint() - start) / 1e6;
    }
  }
  times.sort();
  return { calls: n, p50: percentile(times, 0.5), p99: percentile(times, 0.99), max: times[times.length - 1], mean: times.reduce((a, b) => a + b, 0) / n };
}

function cpuModel() {
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('model name'));
    if (line) return line.split(':').slice(1).join(':').trim();
  } catch {
    // not Linux: fall through
  }
  return os.cpus()[0]?.model ?? 'unknown CPU';
}

// ---------------------------------------------------------------------------------- report

function table(header, rows) {
  const widths = header.map((h, i) => Math.max(String(h).length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}

function mdTable(header, rows) {
  return [`| ${header.join(' | ')} |`, `|${header.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join(
    '\n',
  );
}

const oneLine = (text, max = 160) => {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
};

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const detectorPath = args.detector ?? DEFAULT_DETECTOR;
  const detector = await loadDetector(detectorPath);

  const messagesFile = args.set ?? DEFAULT_MESSAGES;
  const independent = args.set !== undefined;
  // An independent set brings its own conversations or none; ours are run with our messages.
  const conversationsFile = args.conversations ?? (independent ? undefined : DEFAULT_CONVERSATIONS);

  const messages = readJsonl(messagesFile, 'messages');
  if (messages.length === 0) fail(`${messagesFile} holds no messages`);
  const warnings = validateMessages(messages, messagesFile);
  const conversations = conversationsFile ? readJsonl(conversationsFile, 'conversations') : [];
  if (conversationsFile) validateConversations(conversations, conversationsFile);

  const results = scoreMessages(messages, detector);
  const all = counts(results);
  // Which layer flagged: the learned layer's flags hold only its id in \`matched\` (apps/chat/src/safety/risk/engine.ts).
  const byLearned = (r) => r.flagged && r.out.matched?.length === 1 && r.out.matched[0] === 'learned';
  const layers = {
    caughtByRules: results.filter((r) => r.row.risk && r.flagged && !byLearned(r)).length,
    caughtByLearned: results.filter((r) => r.row.risk && byLearned(r)).length,
    falseByRules: results.filter((r) => !r.row.risk && r.flagged && !byLearned(r)).length,
    falseByLearned: results.filter((r) => !r.row.risk && byLearned(r)).length,
  };
  const ordinaryRows = !independent && existsSync(path.join(ROOT, ORDINARY)) ? readJsonl(ORDINARY, 'ordinary messages') : [];
  const ordinaryResults = scoreMessages(ordinaryRows, detector);
  const ordinary = {
    total: ordinaryRows.length,
    alarms: ordinaryResults.filter((r) => r.flagged).length,
    byLearned: ordinaryResults.filter(byLearned).length,
    ids: ordinaryResults.filter((r) => r.flagged).map((r) => r.row.id),
  };
  const risk = results.filter((r) => r.row.risk);
  const negatives = results.filter((r) => !r.row.risk);
  const languages = [...new Set(messages.map((m) => m.lang))];
  const isPlanMeans = (row) => PLAN_MEANS.has(row.category) || (row.also ?? []).some((c) => PLAN_MEANS.has(c));
  const imminent = counts(results, (row) => row.risk && row.level === 'imminent');
  const planMeans = counts(results, (row) => row.risk && isPlanMeans(row));

  // Each set's own headline, when several are read together.
  const setFiles = messagesFile.split(',');
  const perSet = setFiles.map((file) => {
    const of = (keep) => counts(results, (row) => row.file === file && keep(row));
    return {
      file,
      all: of(() => true),
      imminent: of((row) => row.risk && row.level === 'imminent'),
      planMeans: of((row) => row.risk && isPlanMeans(row)),
    };
  });

  const underTriage = risk.filter((r) => r.flagged && rank(r.level) < rank(r.row.level));
  const overTriage = risk.filter((r) => r.flagged && rank(r.level) > rank(r.row.level));
  const sameLevel = risk.filter((r) => r.flagged && rank(r.level) === rank(r.row.level));

  const convResults = conversations.length && typeof detector.assessConversation === 'function' ? scoreConversations(conversations, detector) : [];
  const convRisk = convResults.filter((c) => c.row.risk);
  const convNeg = convResults.filter((c) => !c.row.risk);
  const convCaught = convRisk.filter((c) => c.caught);
  const convEarly = convRisk.filter((c) => c.early);
  const convFalse = convNeg.filter((c) => c.flagged);
  const convRecall = ratio(convCaught.length, convRisk.length);
  const convPrecision = ratio(convCaught.length, convCaught.length + convFalse.length);
  const convUnder = convCaught.filter((c) => rank(c.finalLevel) < rank(c.row.level));

  const timing = timeMessages(messages, detector, args.reps);
  const cpu = cpuModel();

  const out = [];
  const p = (s = '') => out.push(s);
  p(`Crisis detection: offline layer (${path.relative(ROOT, path.resolve(ROOT, detectorPath))})`);
  p(
    `set: ${messagesFile}: ${messages.length} messages (${risk.length} risk, ${negatives.length} not risk), ${languages.length} languages (${languages.join(', ')})`,
  );
  if (conversationsFile) p(`     ${conversationsFile}: ${conversations.length} conversations (${convRisk.length} risk, ${convNeg.length} not risk)`);
  for (const w of warnings) p(`warning: ${w}`);
  p();
  p(
    table(
      ['overall', 'figure', 'target', ''],
      [
        ['recall', `${fmt(all.recall)} (${all.tp}/${all.tp + all.fn})`, `>= ${TARGET.recall.toFixed(2)}`, mark(all.recall, TARGET.recall)],
        ['precision', `${fmt(all.precision)} (${all.tp}/${all.tp + all.fp})`, `>= ${TARGET.precision.toFixed(2)}`, mark(all.precision, TARGET.precision)],
        ['recall, imminent', `${fmt(imminent.recall)} (${imminent.tp}/${imminent.tp + imminent.fn})`, '= 1.00', mark(imminent.recall, TARGET.imminentRecall)],
        [
          'recall, plan/means',
          `${fmt(planMeans.recall)} (${planMeans.tp}/${planMeans.tp + planMeans.fn})`,
          '= 1.00',
          mark(planMeans.recall, TARGET.planMeansRecall),
        ],
        ['false alarms', `${all.fp}/${negatives.length}`, '', ''],
      ],
    ),
  );
  p('  (plan/means: risk messages whose category or "also" is plan_preparation or method_means)');
  const setRows = perSet.map((x) => [
    x.file,
    `${fmt(x.all.recall)} (${x.all.tp}/${x.all.tp + x.all.fn})`,
    `${fmt(x.all.precision)} (${x.all.tp}/${x.all.tp + x.all.fp})`,
    `${fmt(x.imminent.recall)} (${x.imminent.tp}/${x.imminent.tp + x.imminent.fn})`,
    `${fmt(x.planMeans.recall)} (${x.planMeans.tp}/${x.planMeans.tp + x.planMeans.fn})`,
  ]);
  if (perSet.length > 1) p(table(['set', 'recall', 'precision', 'imminent', 'plan/means'], setRows));
  if (ordinary.total) p(`ordinary messages (${ORDINARY}): ${ordinary.alarms}/${ordinary.total} false alarms (${ordinary.byLearned} from the learned layer)`);
  p(
    `by layer: ${layers.caughtByRules} caught by the rules, ${layers.caughtByLearned} by the learned layer alone; false alarms ${layers.falseByRules} from the rules, ${layers.falseByLearned} from the learned layer`,
  );
  p();
  p('recall per category (main category)');
  const catRows = CATEGORIES.map((c) => {
    const k = counts(results, (row) => row.risk && row.category === c);
    return [c, fmt(k.recall), `${k.tp}/${k.tp + k.fn}`];
  }).filter((r) => !r[2].endsWith('/0'));
  const extraCats = [...new Set(risk.map((r) => r.row.category))].filter((c) => !CATEGORIES.includes(c));
  for (const c of extraCats) {
    const k = counts(results, (row) => row.risk && row.category === c);
    catRows.push([`${c} (unknown)`, fmt(k.recall), `${k.tp}/${k.tp + k.fn}`]);
  }
  p(table(['category', 'recall', 'caught'], catRows));
  p();
  p('recall per level (labelled level)');
  const levelRows = LEVELS.map((l) => {
    const k = counts(results, (row) => row.risk && row.level === l);
    return [l, fmt(k.recall), `${k.tp}/${k.tp + k.fn}`, l === 'imminent' ? '= 1.00' : `>= ${TARGET.recall.toFixed(2)}`];
  });
  p(table(['level', 'recall', 'caught', 'target'], levelRows));
  p();
  p('per language');
  const langRows = languages.map((lang) => {
    const k = counts(results, (row) => row.lang === lang);
    return [lang, fmt(k.recall), `${k.tp}/${k.tp + k.fn}`, fmt(k.precision), `${k.fp} of ${k.fp + k.tn}`];
  });
  p(table(['language', 'recall', 'caught', 'precision', 'false alarms'], langRows));
  p();
  p('recall per style (risk messages)');
  const riskStyles = [...new Set(risk.map((r) => r.row.style))];
  p(
    table(
      ['style', 'recall', 'caught'],
      riskStyles.map((s) => {
        const k = counts(results, (row) => row.risk && row.style === s);
        return [s, fmt(k.recall), `${k.tp}/${k.tp + k.fn}`];
      }),
    ),
  );
  p();
  p('false alarms per negative style');
  const negStyles = [...new Set(negatives.map((r) => r.row.style))];
  p(
    table(
      ['style', 'false alarms', 'of'],
      negStyles.map((s) => {
        const k = counts(results, (row) => !row.risk && row.style === s);
        return [s, k.fp, k.fp + k.tn];
      }),
    ),
  );
  p();
  const flaggedRisk = risk.filter((r) => r.flagged).length;
  p(
    `level agreement (caught risk messages): ${sameLevel.length}/${flaggedRisk} at the labelled level, ${underTriage.length} lower (under-triage), ${overTriage.length} higher`,
  );
  for (const r of underTriage) p(`  under  ${r.row.id}  labelled ${r.row.level}, got ${r.level}  ${oneLine(r.row.text, 110)}`);
  p();
  if (convResults.length) {
    p('conversations (assessConversation on turns[0..i] for every i)');
    p(
      table(
        ['', 'figure', 'target'],
        [
          ['recall', `${fmt(convRecall)} (${convCaught.length}/${convRisk.length})`, `>= ${TARGET.recall.toFixed(2)}`],
          ['precision', `${fmt(convPrecision)} (${convCaught.length}/${convCaught.length + convFalse.length})`, `>= ${TARGET.precision.toFixed(2)}`],
          ['caught early (before "from")', `${convEarly.length}`, ''],
          ['false alarms', `${convFalse.length}/${convNeg.length}`, ''],
          ['lower final level than labelled', `${convUnder.length}`, ''],
        ],
      ),
    );
    const convLangs = [...new Set(conversations.map((c) => c.lang))];
    p(
      table(
        ['language', 'caught', 'false alarms'],
        convLangs.map((lang) => [
          lang,
          `${convRisk.filter((c) => c.row.lang === lang && c.caught).length}/${convRisk.filter((c) => c.row.lang === lang).length}`,
          `${convNeg.filter((c) => c.row.lang === lang && c.flagged).length}/${convNeg.filter((c) => c.row.lang === lang).length}`,
        ]),
      ),
    );
    p();
  } else if (conversationsFile) {
    p('conversations: not run (the detector has no assessConversation)');
    p();
  }
  p(
    `time per message: p50 ${timing.p50.toFixed(4)} ms, p99 ${timing.p99.toFixed(4)} ms (target <= ${TARGET.p99Ms} ms ${mark(-timing.p99, -TARGET.p99Ms)}), max ${timing.max.toFixed(3)} ms, mean ${timing.mean.toFixed(4)} ms`,
  );
  p(`  ${timing.calls} calls (${args.reps} rounds over the set), ${cpu}, ${os.cpus().length} CPUs, Node ${process.version}`);
  p();
  const misses = risk.filter((r) => !r.flagged);
  const falseAlarms = negatives.filter((r) => r.flagged);
  p(`misses (${misses.length})`);
  for (const r of misses) p(`  ${r.row.id}  [${r.row.category}/${r.row.level}, ${r.row.style}]  ${oneLine(r.row.text)}`);
  p();
  p(`false alarms (${falseAlarms.length})`);
  for (const r of falseAlarms) p(`  ${r.row.id}  [${r.row.style}] -> ${r.level} ${(r.out.categories ?? []).join(',')}  ${oneLine(r.row.text)}`);
  if (convResults.length) {
    const convMissed = convRisk.filter((c) => !c.caught);
    p();
    p(`conversations missed (${convMissed.length})`);
    for (const c of convMissed) p(`  ${c.row.id}  [${c.row.category}/${c.row.level}, from turn ${c.row.from}]  ${oneLine(c.row.turns.join(' / '))}`);
    p(`conversations caught early (${convEarly.length})`);
    for (const c of convEarly) p(`  ${c.row.id}  flagged at turn ${c.firstFlag}, labelled from ${c.row.from}`);
    p(`conversation false alarms (${convFalse.length})`);
    for (const c of convFalse) p(`  ${c.row.id}  flagged at turn ${c.firstFlag} (${c.levels[c.firstFlag]})  ${oneLine(c.row.turns.join(' / '))}`);
  }
  const errors = results.filter((r) => r.error);
  if (errors.length || conversationErrors.length) {
    p();
    p(`detector errors (${errors.length + conversationErrors.length}; counted as not flagged)`);
    for (const r of errors) p(`  ${r.row.id}  ${r.error?.message ?? r.error}`);
    for (const e of conversationErrors) p(`  ${e}`);
  }
  console.log(out.join('\n'));

  if (args.write) {
    const today = new Date().toISOString().slice(0, 10);
    const summary = {
      today,
      messagesFile,
      conversationsFile,
      setRows: perSet.length > 1 ? setRows : [],
      messages: messages.length,
      risk: risk.length,
      negatives: negatives.length,
      languages,
      all,
      imminent,
      planMeans,
      layers,
      ordinary,
      catRows,
      levelRows,
      langRows,
      negStyles: negStyles.map((s) => [s, counts(results, (row) => !row.risk && row.style === s)]),
      underTriage,
      conversations: convResults.length,
      convCaught: convCaught.length,
      convRisk: convRisk.length,
      convFalse: convFalse.length,
      convNeg: convNeg.length,
      convEarly: convEarly.length,
      convRecall,
      convPrecision,
      timing,
      cpu,
      misses,
      falseAlarms,
      reps: args.reps,
      detector: detectorPath,
    };
    writeResults(summary, independent);
    if (!independent) {
      const round = (x, d = 3) => (x == null ? null : Number(x.toFixed(d)));
      const figures = {
        measuredOn: today,
        messages: messages.length,
        conversations: conversations.length,
        languages: languages.length,
        recall: round(all.recall),
        precision: round(all.precision),
        imminentRecall: round(imminent.recall),
        planMeansRecall: round(planMeans.recall),
        ordinaryFalseAlarmRate: ordinary.total ? round(ordinary.alarms / ordinary.total) : null,
        conversationRecall: round(convRecall),
        p99Ms: round(timing.p99, 4),
      };
      const file = path.join(ROOT, FIGURES);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
      console.log(`\nwrote ${FIGURES} and the "Crisis detection" section of ${RESULTS}`);
    } else {
      console.log(`\nwrote the independent set's part of the "Crisis detection" section of ${RESULTS} (${FIGURES} keeps the held-out sets' figures)`);
    }
  }
}

/**
 * bench/RESULTS.md: the "## Crisis detection" section holds one "### " part per set (the in-repo
 * set, and each independent set run with --set). A run replaces its own part and keeps the rest
 * of the file, other sections included.
 */
function writeResults(s, independent) {
  const file = path.join(ROOT, RESULTS);
  const existing = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmark results\n';
  const partTitle = independent ? `### Independent set: \`${s.messagesFile}\`` : `### The held-out sets (${HELD_OUT_NAMES.join(', ')})`;
  const part = renderPart(s, partTitle);

  const lines = existing.split('\n');
  const start = lines.findIndex((l) => l.trim() === SECTION);
  let before;
  let section;
  let after;
  if (start < 0) {
    before = lines;
    section = [];
    after = [];
  } else {
    let end = lines.findIndex((l, i) => i > start && /^## /.test(l));
    if (end < 0) end = lines.length;
    before = lines.slice(0, start);
    section = lines.slice(start + 1, end);
    after = lines.slice(end);
  }
  // The section's parts, by their "### " title; the text before the first part is the preamble.
  const parts = [];
  let current = { title: null, body: [] };
  for (const l of section) {
    if (/^### /.test(l)) {
      parts.push(current);
      current = { title: l.trim(), body: [] };
    } else current.body.push(l);
  }
  parts.push(current);
  const preamble = [
    '',
    'Written by `node bench/crisis-eval.mjs --write` (do not edit by hand): the offline crisis detector',
    `(\`apps/chat/src/safety/risk/\`) on the labelled held-out sets in ${HELD_OUT_LIST},`,
    'read together (how each was written and its limits: the README.md beside it; categories and levels:',
    '`docs/safety/taxonomy.md`). Targets: recall >= 0.95 overall and 1.00 on `imminent` and plan/means,',
    'precision >= 0.95, p99 <= 1 ms per message.',
    '',
  ];
  // (Parts from before the sets were read as now, the first set alone or fewer sets, are dropped.)
  const kept = parts.filter(
    (x) =>
      x.title !== null && x.title !== partTitle && !x.title.startsWith('### The in-repo set') && (independent || !x.title.startsWith('### The held-out sets')),
  );
  const ordered = independent
    ? [
        ...kept.filter((x) => !x.title.startsWith('### Independent')),
        ...kept.filter((x) => x.title.startsWith('### Independent')),
        { title: partTitle, body: part },
      ]
    : [{ title: partTitle, body: part }, ...kept];
  const newSection = [SECTION, ...preamble];
  for (const x of ordered) {
    const body = [...x.body];
    while (body.length && !body.at(-1).trim()) body.pop();
    newSection.push(x.title, ...body, '');
  }
  while (before.length && !before.at(-1).trim()) before.pop();
  const text = [...before, '', ...newSection, ...after].join('\n').replace(/\n{3,}/g, '\n\n');
  writeFileSync(file, text.endsWith('\n') ? text : `${text}\n`);
}

function renderPart(s, title) {
  const pct = (k) => `${fmt(k.recall)} (${k.tp}/${k.tp + k.fn})`;
  const lines = [
    '',
    `Measured on ${s.today}: ${s.messages} messages (${s.risk} risk, ${s.negatives} not risk) in ${s.languages.length} languages (${s.languages.join(', ')})` +
      (s.conversations ? `, and ${s.conversations} conversations.` : '.'),
    '',
    mdTable(
      ['figure', 'measured', 'target'],
      [
        ['recall', pct(s.all), '>= 0.95'],
        ['precision', `${fmt(s.all.precision)} (${s.all.tp}/${s.all.tp + s.all.fp})`, '>= 0.95'],
        ['recall on `imminent`', pct(s.imminent), '1.00'],
        ['recall on plan/means', pct(s.planMeans), '1.00'],
        ...(s.conversations
          ? [
              ['conversation recall', `${fmt(s.convRecall)} (${s.convCaught}/${s.convRisk}; ${s.convEarly} early)`, '>= 0.95'],
              ['conversation false alarms', `${s.convFalse}/${s.convNeg}`, '0'],
            ]
          : []),
        ['time per message, p50 / p99 / max', `${s.timing.p50.toFixed(4)} / ${s.timing.p99.toFixed(4)} / ${s.timing.max.toFixed(3)} ms`, 'p99 <= 1 ms'],
      ],
    ),
    '',
    ...(s.setRows?.length ? ['Each set on its own:', '', mdTable(['set', 'recall', 'precision', 'imminent', 'plan/means'], s.setRows), ''] : []),
    ...(s.ordinary.total
      ? [
          `Ordinary messages (\`${ORDINARY}\`, everyday traffic with no risk): ${s.ordinary.alarms}/${s.ordinary.total} false alarms (${s.ordinary.byLearned} from the learned layer)${s.ordinary.ids.length ? `: ${s.ordinary.ids.join(', ')}` : ''}.`,
          '',
        ]
      : []),
    `By layer: ${s.layers.caughtByRules} risk messages caught by the rules and ${s.layers.caughtByLearned} by the learned layer alone; false alarms: ${s.layers.falseByRules} from the rules, ${s.layers.falseByLearned} from the learned layer.`,
    '',
    ...(s.detector !== DEFAULT_DETECTOR ? [`Detector: \`${s.detector}\` (not the built product module).`, ''] : []),
    `Time: ${s.timing.calls} calls (${s.reps} rounds over the set) on ${s.cpu}, Node ${process.version}.`,
    '',
    mdTable(['category', 'recall', 'caught'], s.catRows),
    '',
    mdTable(['level', 'recall', 'caught', 'target'], s.levelRows),
    '',
    mdTable(['language', 'recall', 'caught', 'precision', 'false alarms'], s.langRows),
    '',
    mdTable(
      ['negative style', 'false alarms'],
      s.negStyles.map(([style, k]) => [style, `${k.fp}/${k.fp + k.tn}`]),
    ),
    '',
    `Under-triage (caught at a lower level than labelled): ${s.underTriage.length}` +
      (s.underTriage.length ? `: ${s.underTriage.map((r) => `${r.row.id} (${r.row.level} -> ${r.level})`).join(', ')}.` : '.'),
    '',
    `Misses (${s.misses.length}): ${s.misses.map((r) => r.row.id).join(', ') || 'none'}.`,
    '',
    `False alarms (${s.falseAlarms.length}): ${s.falseAlarms.map((r) => r.row.id).join(', ') || 'none'}.`,
    '',
  ];
  return lines;
}

await main();
