// The rules of the offline crisis detector read over the development and training messages
// (docs/safety/dev/, docs/safety/train/; never the held-out sets): what a rule change catches and what
// it newly alarms on, before anything is measured on a held-out set. Rules only: the learned layer is
// trained on these files, so its figures here would flatter it.
//   npx tsc -b apps/chat && node scripts/safety/dev-check.mjs [--lang en] [--list misses|alarms]
//   node scripts/safety/dev-check.mjs --save /tmp/before.json      (the flags of every message)
//   node scripts/safety/dev-check.mjs --compare /tmp/before.json   (what changed since --save)
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DETECTOR = path.join(ROOT, 'apps/chat/dist/safety/risk/index.js');
if (!existsSync(DETECTOR)) {
  console.error('dev-check: the detector is not built (npx tsc -b apps/chat)');
  process.exit(1);
}
const { assessMessage } = await import(pathToFileURL(DETECTOR).href);

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const lang = option('--lang');
const list = option('--list');

const rows = [];
for (const dir of ['docs/safety/dev', 'docs/safety/train']) {
  for (const name of readdirSync(path.join(ROOT, dir)).sort()) {
    if (!name.endsWith('.jsonl') || name.includes('conversations')) continue;
    const file = `${dir}/${name}`;
    for (const line of readFileSync(path.join(ROOT, file), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const row = JSON.parse(line);
      if (lang && row.lang !== lang) continue;
      rows.push({ ...row, file });
    }
  }
}

/** Flagged by the rules alone: any match other than the learned layer's own id. */
const results = rows.map((row) => {
  const out = assessMessage(row.text);
  const rules = (out.matched ?? []).filter((id) => id !== 'learned');
  return { row, byRules: rules.length > 0, level: rules.length ? out.level : null, rules };
});

const risk = results.filter((r) => r.row.risk);
const caught = risk.filter((r) => r.byRules);
const alarms = results.filter((r) => !r.row.risk && r.byRules);
const flagged = caught.length + alarms.length;
console.log(
  `rules over ${rows.length} dev/train messages${lang ? ` (${lang})` : ''}: recall ${(caught.length / risk.length).toFixed(3)} (${caught.length}/${risk.length}), false alarms ${alarms.length}/${results.length - risk.length}, precision ${(caught.length / Math.max(1, flagged)).toFixed(3)}`,
);
const categories = [...new Set(risk.map((r) => r.row.category))].sort();
for (const c of categories) {
  const of = risk.filter((r) => r.row.category === c);
  console.log(`  ${c.padEnd(20)} ${(of.filter((r) => r.byRules).length / of.length).toFixed(2)} (${of.filter((r) => r.byRules).length}/${of.length})`);
}
const byRule = new Map();
for (const a of alarms) for (const id of a.rules) byRule.set(id, (byRule.get(id) ?? 0) + 1);
console.log(
  `false alarms by rule: ${
    [...byRule]
      .sort((a, b) => b[1] - a[1])
      .map(([id, n]) => `${id} ${n}`)
      .join(', ') || 'none'
  }`,
);

if (list === 'misses') for (const r of risk.filter((x) => !x.byRules)) console.log(`miss  ${r.row.id}  ${r.row.category}/${r.row.level}  ${r.row.text}`);
if (list === 'alarms') for (const r of alarms) console.log(`alarm ${r.row.id}  ${r.row.style ?? ''}  [${r.rules.join(' ')}]  ${r.row.text}`);

const snapshot = Object.fromEntries(results.map((r) => [r.row.id, r.byRules]));
const save = option('--save');
if (save) writeFileSync(save, JSON.stringify(snapshot));
const compare = option('--compare');
if (compare) {
  const before = JSON.parse(readFileSync(compare, 'utf8'));
  for (const r of results) {
    if (!(r.row.id in before) || before[r.row.id] === r.byRules) continue;
    const what = r.row.risk ? (r.byRules ? 'caught' : 'LOST  ') : r.byRules ? 'ALARM ' : 'quiet ';
    console.log(`${what} ${r.row.id}  [${r.rules.join(' ')}]  ${r.row.text}`);
  }
}
