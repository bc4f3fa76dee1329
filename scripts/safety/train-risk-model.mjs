// Trains the crisis detector's learned layer (apps/chat/src/safety/risk/learned/): logistic
// regressions over hashed words, word pairs and letter sequences, from the labelled development
// and training sets (docs/safety/dev/*.jsonl but conversations, docs/safety/train/*.jsonl). The
// held-out sets (every docs/safety/evalN/) are never trained on: a training message that also appears
// there (a common phrase both sets happen to hold) is left out of training.
//   npx tsc -b apps/chat && node scripts/safety/train-risk-model.mjs --cv 5    (cross-validation report)
//   npx tsc -b apps/chat && node scripts/safety/train-risk-model.mjs --write   (writes learned/model.ts)
//   node scripts/safety/train-risk-model.mjs --check   (exit 1 when learned/model.ts is not what the data trains)
// Deterministic: the same data and settings give the same weights.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { deflateRawSync } from 'node:zlib';
import { RISK_CATEGORIES, RISK_LEVELS } from '@vi/contracts/constants';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MODEL_FILE = 'apps/chat/src/safety/risk/learned/model.ts';
const FEATURES = 'apps/chat/dist/safety/risk/learned/features.js';

const CATEGORIES = RISK_CATEGORIES;
const LEVELS = RISK_LEVELS;

/** The settings, chosen by cross-validation on the training data (never on the held-out set). */
const SETTINGS = {
  riskBits: 17,
  levelBits: 15,
  categoryBits: 14,
  epochs: 10,
  rate: 0.25,
  l2: 1e-6,
  typoCopies: 1,
  seed: 20261126,
  /** The risk probability at or above which the layer flags a message the rules found nothing in... */
  alone: 0.85,
  /** ...and beside a weak signal of the rules in the message (read without the weak phrase)... */
  besideSignal: 0.5,
  /** ...or, beside a weak signal, the whole message read with the weak phrase in it. */
  wholeBesideSignal: 0.7,
  /** Alone, a message this short (in words the layer reads) says too little: it needs `shortAlone`. */
  shortWords: 6,
  shortAlone: 0.95,
};

// ---------------------------------------------------------------------------------- arguments

const args = { cv: 0, write: false, check: false };
for (let i = 2; i < process.argv.length; i++) {
  const a = process.argv[i];
  if (a === '--cv') args.cv = Number.parseInt(process.argv[++i] ?? '5', 10);
  else if (a === '--write') args.write = true;
  else if (a === '--check') args.check = true;
  else if (a === '--set') {
    // --set name=value: try another setting in a cross-validation run.
    const [name, value] = (process.argv[++i] ?? '').split('=');
    if (!(name in SETTINGS)) {
      console.error(`train-risk-model: no setting ${name}`);
      process.exit(1);
    }
    SETTINGS[name] = Number(value);
  } else {
    console.error(`train-risk-model: unknown argument ${a}`);
    process.exit(1);
  }
}

const { featureHashes, preparedFeatureHashes, readings } = await import(pathToFileURL(path.join(ROOT, FEATURES)).href).catch(() => {
  console.error(`train-risk-model: ${FEATURES} is not built (npx tsc -b apps/chat)`);
  process.exit(1);
});

// ---------------------------------------------------------------------------------- data

function readJsonl(file) {
  return readFileSync(path.join(ROOT, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l, n) => {
      try {
        return JSON.parse(l);
      } catch (error) {
        throw new Error(`${file}:${n + 1}: ${error.message}`);
      }
    });
}

function trainingFiles() {
  const files = [];
  for (const dir of ['docs/safety/dev', 'docs/safety/train']) {
    for (const name of readdirSync(path.join(ROOT, dir)).sort()) {
      if (name.endsWith('.jsonl') && !name.includes('conversations')) files.push(`${dir}/${name}`);
    }
  }
  return files;
}

const key = (text) => text.toLowerCase().replace(/\s+/g, ' ').trim();
// Every held-out set (docs/safety/eval/, eval2/, eval3/, any later evalN/) is kept out of training.
const HELD_OUT_DIRS = readdirSync(path.join(ROOT, 'docs/safety'))
  .filter((name) => /^eval\d*$/.test(name))
  .map((name) => `docs/safety/${name}`);
const heldOut = new Set();
for (const dir of HELD_OUT_DIRS) {
  for (const name of readdirSync(path.join(ROOT, dir)).filter((n) => n.endsWith('.jsonl'))) {
    for (const row of readJsonl(`${dir}/${name}`)) {
      if (typeof row.text === 'string') heldOut.add(key(row.text));
      for (const turn of row.turns ?? []) heldOut.add(key(turn));
    }
  }
}

const seen = new Set();
const leftOut = [];
const rows = [];
for (const file of trainingFiles()) {
  for (const row of readJsonl(file)) {
    if (typeof row.text !== 'string' || typeof row.risk !== 'boolean') continue;
    // A bare answer ("yes.", "the pills") is risk only after the question it answers: not a message to learn alone.
    if (row.style === 'answer') continue;
    const k = key(row.text);
    if (heldOut.has(k)) {
      leftOut.push(`${file} ${row.id}`);
      continue;
    }
    if (seen.has(k)) continue;
    seen.add(k);
    rows.push({
      text: row.text,
      lang: row.lang ?? 'unknown',
      style: row.style ?? 'unspecified',
      risk: row.risk,
      level: row.risk ? LEVELS.indexOf(row.level) : -1,
      categories: row.risk ? [row.category, ...(row.also ?? [])].filter((c) => CATEGORIES.includes(c)) : [],
      file,
    });
  }
}

// ---------------------------------------------------------------------------------- helpers

function prng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle(list, random) {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

/** A copy with phone typos: some longer words lose, swap or double a letter. */
function withTypos(text, random) {
  return text.replace(/\p{L}{5,}/gu, (word) => {
    if (random() > 0.3) return word;
    const i = 1 + Math.floor(random() * (word.length - 2));
    const r = random();
    if (r < 0.4) return word.slice(0, i) + word.slice(i + 1);
    if (r < 0.8) return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    return word.slice(0, i) + word[i] + word.slice(i);
  });
}

const sigmoid = (z) => 1 / (1 + Math.exp(-z));

/** One logistic regression over hashed features, trained with AdaGrad and class-balanced weights. */
function trainHead(examples, label, bits, random) {
  const size = 1 << bits;
  const mask = size - 1;
  const w = new Float64Array(size);
  const g2 = new Float64Array(size).fill(1e-8);
  let bias = 0;
  let biasG2 = 1e-8;
  const labelled = examples.map((e) => ({ e, y: label(e) })).filter((x) => x.y !== null);
  const positives = labelled.filter((x) => x.y === 1).length;
  const negatives = labelled.length - positives;
  if (!positives || !negatives) return { bits, w, bias: positives ? 10 : -10 };
  const weightOf = (y) => (y === 1 ? labelled.length / (2 * positives) : labelled.length / (2 * negatives));
  const order = labelled.map((_, i) => i);
  for (let epoch = 0; epoch < SETTINGS.epochs; epoch++) {
    shuffle(order, random);
    for (const idx of order) {
      const { e, y } = labelled[idx];
      const x = e.scale;
      let z = bias;
      for (const h of e.hashes) z += w[h & mask] * x;
      const g = (sigmoid(z) - y) * weightOf(y);
      for (const h of e.hashes) {
        const j = h & mask;
        const grad = g * x + SETTINGS.l2 * w[j];
        g2[j] += grad * grad;
        w[j] -= (SETTINGS.rate * grad) / Math.sqrt(g2[j]);
      }
      biasG2 += g * g;
      bias -= (SETTINGS.rate * g) / Math.sqrt(biasG2);
    }
  }
  return { bits, w, bias };
}

function scoreHead(head, e) {
  const mask = (1 << head.bits) - 1;
  let z = head.bias;
  for (const h of e.hashes) z += head.w[h & mask] * e.scale;
  return sigmoid(z);
}

function featurise(text) {
  const hashes = featureHashes(text);
  return { hashes, scale: 1 / Math.sqrt(Math.max(1, hashes.length)) };
}

function examplesOf(list, random, augment) {
  const out = [];
  for (const row of list) {
    out.push({ ...row, ...featurise(row.text) });
    if (augment) for (let c = 0; c < SETTINGS.typoCopies; c++) out.push({ ...row, ...featurise(withTypos(row.text, random)) });
  }
  return out;
}

function trainModel(list, seed) {
  const random = prng(seed);
  const examples = examplesOf(list, random, true);
  const risk = trainHead(examples, (e) => (e.risk ? 1 : 0), SETTINGS.riskBits, random);
  const urgent = trainHead(examples, (e) => (e.risk ? (e.level >= 1 ? 1 : 0) : null), SETTINGS.levelBits, random);
  const imminent = trainHead(examples, (e) => (e.risk ? (e.level >= 2 ? 1 : 0) : null), SETTINGS.levelBits, random);
  const categories = CATEGORIES.map((c) => trainHead(examples, (e) => (e.risk ? (e.categories.includes(c) ? 1 : 0) : null), SETTINGS.categoryBits, random));
  return { risk, urgent, imminent, categories };
}

function predict(model, e) {
  const p = scoreHead(model.risk, e);
  const level = scoreHead(model.imminent, e) >= 0.5 ? 2 : scoreHead(model.urgent, e) >= 0.5 ? 1 : 0;
  let best = 0;
  let top = -1;
  model.categories.forEach((head, i) => {
    const s = scoreHead(head, e);
    if (s > top) {
      top = s;
      best = i;
    }
  });
  return { p, level, category: CATEGORIES[best] };
}

// ---------------------------------------------------------------------------------- report

console.log(
  `training rows: ${rows.length} (${rows.filter((r) => r.risk).length} risk, ${rows.filter((r) => !r.risk).length} not) from ${trainingFiles().length} files`,
);

if (args.cv > 1) {
  const folds = args.cv;
  const order = shuffle(
    rows.map((_, i) => i),
    prng(SETTINGS.seed),
  );
  const predictions = new Array(rows.length);
  const modelOf = new Array(rows.length);
  for (let f = 0; f < folds; f++) {
    const test = new Set(order.filter((_, i) => i % folds === f));
    const model = trainModel(
      rows.filter((_, i) => !test.has(i)),
      SETTINGS.seed + f,
    );
    for (const i of test) {
      predictions[i] = predict(model, { ...rows[i], ...featurise(rows[i].text) });
      modelOf[i] = model;
    }
  }
  const report = (keep, t) => {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    rows.forEach((r, i) => {
      if (!keep(r)) return;
      const flag = predictions[i].p >= t;
      if (r.risk && flag) tp++;
      else if (r.risk) fn++;
      else if (flag) fp++;
    });
    return { tp, fp, fn, recall: tp / Math.max(1, tp + fn), precision: tp / Math.max(1, tp + fp) };
  };
  console.log(`\n${folds}-fold cross-validation (the learned layer alone)`);
  for (const t of [0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]) {
    const r = report(() => true, t);
    console.log(`  threshold ${t.toFixed(1)}: recall ${r.recall.toFixed(3)} precision ${r.precision.toFixed(3)} (false alarms ${r.fp})`);
  }
  const t = 0.5;
  console.log(`\nat threshold ${t}, per language:`);
  for (const lang of [...new Set(rows.map((r) => r.lang))].sort()) {
    const r = report((x) => x.lang === lang, t);
    console.log(`  ${lang}: recall ${r.recall.toFixed(3)} precision ${r.precision.toFixed(3)}`);
  }
  console.log('per category (recall):');
  for (const c of CATEGORIES) console.log(`  ${c}: ${report((x) => x.categories[0] === c, t).recall.toFixed(3)}`);
  console.log('false alarms per negative style:');
  for (const s of [...new Set(rows.filter((r) => !r.risk).map((r) => r.style))].sort()) {
    const n = rows.filter((r) => !r.risk && r.style === s).length;
    console.log(`  ${s}: ${report((x) => !x.risk && x.style === s, t).fp}/${n}`);
  }
  let levelRight = 0;
  let under = 0;
  let categoryRight = 0;
  let caught = 0;
  rows.forEach((r, i) => {
    if (!r.risk || predictions[i].p < t) return;
    caught++;
    if (predictions[i].level === r.level) levelRight++;
    if (predictions[i].level < r.level) under++;
    if (r.categories.includes(predictions[i].category)) categoryRight++;
  });
  console.log(
    `caught risk: level agrees ${(levelRight / caught).toFixed(3)}, under-triaged ${(under / caught).toFixed(3)}, category right ${(categoryRight / caught).toFixed(3)}`,
  );

  // The rules with the learned layer, as the engine combines them. Only on docs/safety/train/: the
  // rules were written against docs/safety/dev/, so there their figures say nothing.
  const { ruleSignals } = await import(pathToFileURL(path.join(ROOT, 'apps/chat/dist/safety/risk/engine.js')).href);
  const fresh = rows
    .map((r, i) => ({ r, i, s: ruleSignals(r.text) }))
    .filter((x) => x.r.file.startsWith('docs/safety/train/'))
    .map((x) => {
      // As the engine does: the layer reads the message without the rules' weak phrases.
      const score = (text) => {
        const hashes = preparedFeatureHashes(text);
        return scoreHead(modelOf[x.i].risk, { hashes, scale: 1 / Math.sqrt(Math.max(1, hashes.length)) });
      };
      // As the engine does: the highest score of the whole message and, when long, of its stretches.
      const p = Math.max(...readings(x.s.learnedReads).map(score));
      // The whole message, weak phrases included: where the rules saw a weak phrase, and where they
      // found risk (for the veto report below).
      const read = x.s.weak > 0 || x.s.level !== null ? Math.max(...readings(x.s.prepared).map(score)) : 0;
      const whole = x.s.weak > 0 ? read : 0;
      const ruleFoundScore = x.s.level !== null ? read : 1;
      const short = x.s.learnedReads.split(/\s+/).filter(Boolean).length < SETTINGS.shortWords;
      return { ...x, p, whole, short, ruleFoundScore };
    });
  // The threshold the engine applies (engine.ts): beside a weak phrase, alone, alone and short.
  const thresholdOf = ({ s, short }, alone, beside) => (s.weak > 0 ? beside : short ? Math.max(alone, SETTINGS.shortAlone) : alone);
  /** Whether the layer flags a message the rules found nothing in, as the engine decides. */
  const flags = (x, alone, beside) =>
    x.s.cancelled === 0 &&
    (x.p >= thresholdOf(x, alone, beside) ||
      (alone <= 1 && x.s.weak > 0 && x.whole >= (x.short ? Math.max(SETTINGS.wholeBesideSignal, SETTINGS.shortAlone) : SETTINGS.wholeBesideSignal)));
  if (fresh.length) {
    const combined = (alone, beside) => {
      let tp = 0;
      let fp = 0;
      let fn = 0;
      for (const x of fresh) {
        const { r, s, p } = x;
        const flag = s.level !== null || flags(x, alone, beside);
        if (r.risk && flag) tp++;
        else if (r.risk) fn++;
        else if (flag) fp++;
      }
      const ordinary = fresh.filter((x) => x.r.style === 'ordinary');
      const ordinaryAlarms = ordinary.filter((x) => x.s.level !== null || flags(x, alone, beside)).length;
      return `recall ${(tp / (tp + fn)).toFixed(3)} precision ${(tp / Math.max(1, tp + fp)).toFixed(3)} (fa ${fp}; ordinary ${ordinaryAlarms}/${ordinary.length})`;
    };
    console.log(`\nrules + learned layer on docs/safety/train/ (${fresh.length} messages the rules were not written against)`);
    console.log(`  rules alone: ${combined(2, 2)}`);
    const buckets = [
      [1, 4],
      [5, 8],
      [9, 15],
      [16, 1000],
    ];
    const words = (t) => t.trim().split(/\s+/).length;
    console.log(`  what the layer adds at alone ${SETTINGS.alone} / beside ${SETTINGS.besideSignal}, by message length:`);
    for (const [lo, hi] of buckets) {
      let tp = 0;
      let fp = 0;
      for (const x of fresh) {
        const { r, s, p } = x;
        const n = words(r.text);
        if (n < lo || n > hi || s.level !== null || s.cancelled > 0) continue;
        if (!flags(x, SETTINGS.alone, SETTINGS.besideSignal)) continue;
        if (r.risk) tp++;
        else fp++;
      }
      console.log(`    ${lo}-${hi} words: ${tp} risk caught, ${fp} false alarms`);
    }
    // What the layer says of the messages the rules flag: could a very low score overrule a rule?
    console.log("  rule findings by the layer's score (risk / not risk):");
    for (const t of [0.01, 0.02, 0.05, 0.1, 0.2]) {
      const below = fresh.filter((x) => x.s.level !== null && x.p < t);
      console.log(`    score < ${t}: ${below.filter((x) => x.r.risk).length} / ${below.filter((x) => !x.r.risk).length}`);
    }
    // Could a very low score of the whole message overrule the rules' finding (a veto), and at what cost?
    const rank = { concern: 0, urgent: 1, imminent: 2 };
    for (const t of [0.01, 0.02, 0.03, 0.05]) {
      const vetoed = fresh.filter((x) => x.ruleFoundScore < t);
      const lost = vetoed.filter((x) => x.r.risk);
      const byLevel = (level) => vetoed.filter((x) => x.s.level === level);
      console.log(
        `  veto below ${t}: risk lost ${lost.length} (rule level concern/urgent/imminent ${[0, 1, 2].map((k) => lost.filter((x) => rank[x.s.level] === k).length).join('/')}, labelled imminent ${lost.filter((x) => x.r.level === LEVELS.indexOf('imminent')).length}), false alarms removed ${vetoed.length - lost.length} (at rule level imminent ${byLevel('imminent').filter((x) => !x.r.risk).length})`,
      );
      if (process.env.VETO_SHOW && Number(process.env.VETO_SHOW) === t)
        for (const x of lost) console.log(`      lost [${x.r.level}] ${x.r.text.slice(0, 140)}`);
    }
    // Beside a weak phrase, the whole message read with the phrase at a higher threshold, too.
    for (const t of [0.6, 0.7, 0.75, 0.8, 0.85, 0.9]) {
      let tp = 0;
      let fp = 0;
      let ordinary = 0;
      for (const x of fresh) {
        if (x.s.level !== null || x.s.cancelled > 0 || x.s.weak === 0) continue;
        if (x.p >= SETTINGS.besideSignal || x.whole < (x.short ? Math.max(t, SETTINGS.shortAlone) : t)) continue;
        if (x.r.risk) tp++;
        else {
          fp++;
          if (x.r.style === 'ordinary') ordinary++;
        }
      }
      console.log(`  beside a weak phrase, also the whole message at ${t}: +${tp} risk caught, +${fp} false alarms (${ordinary} ordinary)`);
    }
    for (const alone of [0.8, 0.85, 0.9, 0.95, 2]) {
      for (const beside of [0.4, 0.5, 0.6, 0.7, 2]) console.log(`  alone ${alone} beside ${beside}: ${combined(alone, beside)}`);
    }
  }
}

if (args.write || args.check) {
  const model = trainModel(rows, SETTINGS.seed);
  const encode = (head) => {
    let max = 0;
    for (const v of head.w) max = Math.max(max, Math.abs(v));
    const scale = max / 127 || 1;
    const q = new Int8Array(head.w.length);
    head.w.forEach((v, i) => {
      q[i] = Math.round(v / scale);
    });
    return `{ bits: ${head.bits}, bias: ${head.bias.toFixed(6)}, scale: ${scale.toExponential(6)}, weights: '${deflateRawSync(Buffer.from(q.buffer), { level: 9 }).toString('base64')}' }`;
  };
  const counts = `${rows.length} messages (${rows.filter((r) => r.risk).length} risk), ${trainingFiles().length} files`;
  const source = `// Generated by scripts/safety/train-risk-model.mjs --write from ${counts}; do not edit.
// Weights are int8 (deflated, base64), multiplied by each head's scale; see learned/classifier.ts.
/* eslint-disable */
import type { LearnedModel } from './classifier.js';

export const MODEL: LearnedModel = {
  threshold: { alone: ${SETTINGS.alone}, besideSignal: ${SETTINGS.besideSignal}, wholeBesideSignal: ${SETTINGS.wholeBesideSignal}, shortWords: ${SETTINGS.shortWords}, shortAlone: ${SETTINGS.shortAlone} },
  categories: ${JSON.stringify(CATEGORIES)},
  risk: ${encode(model.risk)},
  urgent: ${encode(model.urgent)},
  imminent: ${encode(model.imminent)},
  categoryHeads: [
${model.categories.map((h) => `    ${encode(h)},`).join('\n')}
  ],
};
`;
  if (args.check) {
    const current = readFileSync(path.join(ROOT, MODEL_FILE), 'utf8');
    if (current !== source) {
      console.error(`${MODEL_FILE} is stale: the training data or settings changed. Run: node scripts/safety/train-risk-model.mjs --write`);
      process.exit(1);
    }
    console.log(`${MODEL_FILE} is what the data trains`);
  } else {
    writeFileSync(path.join(ROOT, MODEL_FILE), source);
    console.log(`wrote ${MODEL_FILE} (${Math.round(source.length / 1024)} KB)`);
  }
}
