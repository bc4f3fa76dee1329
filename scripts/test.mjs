// `npm test`: makes sure PostgreSQL, NATS and Redis answer (starting local ones if needed), builds,
// then runs Jest with their URLs in the environment. Arguments go to Jest:
//   npm test -- libs/contracts          npm test -- -t 'sign up'
// Set VI_SKIP_BUILD=1 to run Jest on what was built last.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureInfrastructure } from './lib/infra.mjs';
import { REPO_ROOT } from './lib/services.mjs';
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
    if (child && child.exitCode === null) child.kill(signal); // Jest stops its workers, then we stop infra
    else finish(130);
  });
}

try {
  [infra] = await Promise.all([
    ensureInfrastructure({}),
    process.env.VI_SKIP_BUILD === '1' ? Promise.resolve() : build({}),
  ]);
} catch (error) {
  console.error(`[test] ${error.message}`);
  await finish(1);
}

const args = process.argv.slice(2);
const hasWorkers = args.some((arg) => arg.startsWith('--maxWorkers') || arg === '-w' || arg === '--runInBand' || arg === '-i');
const jestArgs = [path.join(REPO_ROOT, 'scripts/jest.mjs'), ...(hasWorkers ? [] : ['--maxWorkers=2']), ...(process.env.CI ? ['--ci'] : []), ...args];
console.log(`[test] node scripts/jest.mjs ${jestArgs.slice(1).join(' ')}`);
child = spawn(process.execPath, jestArgs, {
  cwd: REPO_ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: infra.databaseUrl,
    NATS_URL: infra.natsUrl,
    REDIS_URL: infra.redisUrl,
  },
});
child.once('exit', (code, signal) => finish(code ?? (signal ? 1 : 0)));
