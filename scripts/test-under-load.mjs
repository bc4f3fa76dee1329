#!/usr/bin/env node
// Runs the whole suite several times in a row while one core is kept busy, to catch tests that
// pass only on an idle machine:
//   node scripts/test-under-load.mjs [runs=5] [-- jest arguments]
// The busy loop runs in a worker thread of this process for the whole time. The first run builds,
// lints and type-checks like `npm test`; later runs reuse that build (VI_SKIP_BUILD, VI_SKIP_CHECKS)
// so every run spends its time in the tests themselves. Exits 1 at the first failing run.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const separator = process.argv.indexOf('--');
const own = separator === -1 ? process.argv.slice(2) : process.argv.slice(2, separator);
const jestArgs = separator === -1 ? [] : process.argv.slice(separator + 1);
const runs = Number(own[0] ?? 5);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('usage: node scripts/test-under-load.mjs [runs=5] [-- jest arguments]');
  process.exit(2);
}

const busy = new Worker('for (;;) {}', { eval: true });
busy.unref();

const results = [];
let failed = false;
for (let run = 1; run <= runs && !failed; run++) {
  const started = Date.now();
  const env = { ...process.env, ...(run > 1 ? { VI_SKIP_BUILD: '1', VI_SKIP_CHECKS: '1' } : {}) };
  const child = spawnSync(process.execPath, [path.join(ROOT, 'scripts/test.mjs'), ...jestArgs], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const output = `${child.stdout}${child.stderr}`;
  const summary = output.match(/^tests: .*$/m)?.[0] ?? '(no summary line)';
  const seconds = Math.round((Date.now() - started) / 1000);
  results.push(`run ${run}: ${summary} in ${seconds} s${child.status === 0 ? '' : ` (exit ${child.status})`}`);
  console.log(results.at(-1));
  if (child.status !== 0) {
    failed = true;
    // The failing tests' own report, for whoever reads the log.
    const failures = output.split('\n').filter((line) => /^(FAIL|\s+●)/.test(line));
    console.log(failures.slice(0, 40).join('\n'));
  }
}
await busy.terminate();
console.log(`\n${results.length} run(s) with one core busy: ${failed ? 'FAILED' : 'all passed'}`);
process.exit(failed ? 1 : 0);
