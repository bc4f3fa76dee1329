// `npm run admin:create -- --email you@example.com [--role super_admin]`: creates an admin with the
// identity service's CLI, against the same PostgreSQL/NATS/Redis that `npm start` uses (found or
// started the same way, and stopped again if this script started them). Services are not started.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureInfrastructure, infraEnv } from './lib/infra.mjs';
import { REPO_ROOT } from '../libs/processes/src/services.mjs';
import { build } from './build.mjs';

const cli = path.join(REPO_ROOT, 'apps/identity/dist/cli/admin-create.js');
const args = process.argv.slice(2);
if (!args.length) {
  console.error('Usage: npm run admin:create -- --email you@example.com [--role super_admin]');
  process.exit(2);
}

const log = (message) => console.error(`[infra] ${message}`);
if (!fs.existsSync(cli)) {
  console.error('[admin:create] the identity service is not built yet: building');
  await build({ web: false });
  if (!fs.existsSync(cli)) {
    console.error(`[admin:create] ${path.relative(REPO_ROOT, cli)} is missing after the build`);
    process.exit(1);
  }
}

let infra;
try {
  infra = await ensureInfrastructure({ log });
} catch (error) {
  console.error(`[admin:create] ${error.message}`);
  process.exit(1);
}

const child = spawn(process.execPath, [cli, ...args], {
  cwd: REPO_ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    ...infraEnv(infra),
    NAMESPACE: process.env.NAMESPACE ?? '',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    NODE_ENV: process.env.NODE_ENV ?? 'development',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.once('exit', async (code, signal) => {
  await infra.stop();
  process.exit(code ?? (signal ? 1 : 0));
});
