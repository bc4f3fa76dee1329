// `npm test`: makes sure PostgreSQL, NATS and Redis answer (starting local ones if needed), builds,
// then runs Jest with their URLs in the environment. Arguments go to Jest:
//   npm test -- libs/contracts          npm test -- -t 'sign up'
// Set VI_SKIP_BUILD=1 to run Jest on what was built last.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureInfrastructure, infraEnv } from './lib/infra.mjs';
import { REPO_ROOT } from '../libs/processes/src/services.mjs';
import { build } from './build.mjs';

let infra;
let child;
let exiting = false;

async function finish(code) {
  if (exiting) return;
  exiting = true;
  await infra?.stop().catch(() => {});
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (child && child.exitCode === null)
      child.kill(signal); // Jest stops its workers, then we stop infra
    else finish(130);
  });
}

try {
  [infra] = await Promise.all([ensureInfrastructure({}), process.env.VI_SKIP_BUILD === '1' ? Promise.resolve() : build({})]);
} catch (error) {
  console.error(`[test] ${error.message}`);
  await finish(1);
}

const args = process.argv.slice(2);
// A full run (no arguments) also checks types, lint and module boundaries of every project.
if (args.length === 0 && process.env.VI_SKIP_CHECKS !== '1') {
  console.log('[test] npm run lint && npm run typecheck');
  const checks = spawnSync('npm', ['run', '--silent', 'lint', '--', '--output-style=static'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  });
  const types =
    checks.status === 0
      ? spawnSync('npm', ['run', '--silent', 'typecheck', '--', '--output-style=static'], {
          cwd: REPO_ROOT,
          stdio: 'inherit',
          env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
        })
      : checks;
  if (checks.status !== 0 || types.status !== 0) {
    console.error('[test] lint or typecheck failed');
    await finish(1);
  }
}
const hasWorkers = args.some((arg) => arg.startsWith('--maxWorkers') || arg === '-w' || arg === '--runInBand' || arg === '-i');
// Jest's results also go to a file, for one closing line `tests: N passed, N failed, N skipped`
// that CI reads whatever the runner.
const resultsFile = args.includes('--json') ? undefined : path.join(os.tmpdir(), `vi-jest-${process.pid}.json`);
const jestArgs = [
  path.join(REPO_ROOT, 'scripts/jest.mjs'),
  ...(hasWorkers ? [] : ['--maxWorkers=2']),
  ...(process.env.CI ? ['--ci'] : []),
  ...(resultsFile ? ['--json', `--outputFile=${resultsFile}`] : []),
  ...args,
];
console.log(`[test] node scripts/jest.mjs ${jestArgs.slice(1).join(' ')}`);
child = spawn(process.execPath, jestArgs, {
  cwd: REPO_ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    ...infraEnv(infra),
  },
});
child.once('exit', (code, signal) => {
  if (resultsFile) {
    try {
      const results = JSON.parse(fs.readFileSync(resultsFile, 'utf8'));
      fs.rmSync(resultsFile, { force: true });
      const skipped = results.numPendingTests + results.numTodoTests;
      const broken = results.numRuntimeErrorTestSuites;
      console.log(`\ntests: ${results.numPassedTests} passed, ${results.numFailedTests + broken} failed, ${skipped} skipped`);
      if (broken) console.log(`(${broken} test file(s) failed to run, counted as failed)`);
    } catch {
      // Jest did not get as far as writing results; its own output says why
    }
  }
  finish(code ?? (signal ? 1 : 0));
});
