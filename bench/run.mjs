// `npm run bench`: every benchmark of bench/ in turn on this machine, then bench/RESULTS.md written
// from this run: the crisis-detection section by bench/crisis-eval.mjs --write, then one section per
// benchmark holding what it printed (its figures beside its targets), the machine, the commit and
// the date. Builds first (npm run build). A benchmark that fails is reported as failed, with its
// last lines; the others still run.
//   npm run bench                      every benchmark (about half an hour on 2 cores)
//   npm run bench -- --only chat,gateway
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = path.join(ROOT, 'bench/RESULTS.md');

/** In the order they run; `name` is what --only takes. */
const BENCHES = [
  { name: 'gateway', title: 'Gateway', file: 'gateway.bench.mjs' },
  { name: 'chat', title: 'Chat time to first token', file: 'chat.bench.mjs' },
  { name: 'encryption', title: 'Conversation encryption', file: 'encryption.bench.mjs' },
  { name: 'auth', title: 'Sign-in and profile', file: 'auth.bench.mjs' },
  { name: 'sessions', title: 'Sessions and usage', file: 'sessions.bench.mjs' },
  { name: 'writes', title: 'Writes', file: 'writes.bench.mjs' },
  { name: 'load', title: 'Load', file: 'load.bench.mjs' },
  { name: 'webhooks', title: 'Webhooks', file: 'webhooks.bench.mjs' },
  { name: 'admin-directory', title: 'Admin directory', file: 'admin-directory.bench.mjs' },
  { name: 'memory', title: 'Memory at rest', file: 'memory.bench.mjs' },
  { name: 'metrics', title: 'Metrics', file: 'metrics.bench.mjs' },
  { name: 'lighthouse', title: 'The web app', file: 'lighthouse.mjs' },
];

const onlyArg = process.argv.find((a, i) => process.argv[i - 1] === '--only' || a.startsWith('--only='));
const only = onlyArg ? new Set(onlyArg.replace(/^--only=/, '').split(',')) : undefined;
const chosen = BENCHES.filter((b) => !only || only.has(b.name));

const run = (args) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const keep = (chunk) => {
      process.stdout.write(chunk);
      out += chunk;
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code) => resolve({ code, out, seconds: (Date.now() - started) / 1000 }));
  });

console.log('[bench] npm run build');
if (spawnSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) process.exit(1);

const crisis = await run(['bench/crisis-eval.mjs', '--write']);
const outcomes = [];
for (const bench of chosen) {
  console.log(`\n[bench] ${bench.file}`);
  outcomes.push({ ...bench, ...(await run([`bench/${bench.file}`])) });
}

// What a run printed, without colour codes and without the lines the stack's own start prints.
const clean = (text) =>
  text
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => !/^\[(infra|build|start|stack)\]/.test(line))
    .join('\n')
    .trim();

const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim();
const cpu = os.cpus()[0]?.model?.trim() ?? 'unknown CPU';
const machine = `${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;
const existing = fs.readFileSync(RESULTS, 'utf8');
// The crisis section as bench/crisis-eval.mjs --write left it (it keeps its own section up to date).
const crisisSection = existing.slice(existing.indexOf('## Crisis detection'), existing.indexOf('\n## ', existing.indexOf('## Crisis detection') + 1) + 1);
// Sections of benchmarks not run this time stay as they were.
const previous = new Map();
for (const part of existing.split(/\n(?=## )/)) {
  const title = part.match(/^## (.+)/)?.[1];
  if (title) previous.set(title, part.trim());
}
const sections = BENCHES.map((bench) => {
  const outcome = outcomes.find((o) => o.name === bench.name);
  if (!outcome) return previous.get(bench.title) ?? `## ${bench.title}\n\nNot run yet: \`npm run bench -- --only ${bench.name}\`.`;
  const status = outcome.code === 0 ? `${outcome.seconds.toFixed(0)} s` : `**failed** (exit code ${outcome.code}) after ${outcome.seconds.toFixed(0)} s`;
  return `## ${bench.title}\n\n\`node bench/${bench.file}\`, ${status}:\n\n\`\`\`text\n${clean(outcome.out)}\n\`\`\``;
});
const header = `# Benchmark results

Written by \`npm run bench\` (bench/run.mjs; do not edit by hand) at commit ${commit} on ${new Date().toISOString().slice(0, 10)}: ${machine}.
Each section holds what its benchmark printed, figures beside targets. How the benchmarks measure: docs/adr/0033-how-the-benchmarks-measure.md.

`;
// Sections that are not a benchmark's (notes on the figures, start and test times, fault tests) stay as they were.
const titles = new Set(['Crisis detection', ...BENCHES.map((bench) => bench.title)]);
const others = [...previous].filter(([title]) => !titles.has(title)).map(([, text]) => text);
fs.writeFileSync(RESULTS, `${header}${crisisSection.trim()}\n\n${[...sections, ...others].join('\n\n')}\n`);
console.log(`\n[bench] wrote ${path.relative(ROOT, RESULTS)}${crisis.code === 0 ? '' : ' (the crisis evaluation failed: its section is the previous one)'}`);
process.exit(outcomes.some((o) => o.code !== 0) ? 1 : 0);
