// Runs one of the identity service's commands against the same PostgreSQL/NATS/Redis that
// `npm start` uses (found or started the same way, and stopped again if this script started them).
// Services are not started.
//   npm run admin:create -- --email you@example.com [--role admin|super_admin]
//   npm run keys:rotate
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureInfrastructure, infraEnv } from './lib/infra.mjs';
import { REPO_ROOT } from '../libs/processes/src/services.mjs';
import { build } from './build.mjs';

const COMMANDS = {
  'admin-create': { script: 'admin:create', usage: 'npm run admin:create -- --email you@example.com [--role admin|super_admin]', needsArgs: true },
  'rotate-keys': { script: 'keys:rotate', usage: 'npm run keys:rotate', needsArgs: false },
};

const [command, ...args] = process.argv.slice(2);
const known = COMMANDS[command];
if (!known) {
  console.error(`Usage: node scripts/identity-cli.mjs <${Object.keys(COMMANDS).join('|')}> [arguments]`);
  process.exit(2);
}
const tag = `[${known.script}]`;
if (known.needsArgs && !args.length) {
  console.error(`Usage: ${known.usage}`);
  process.exit(2);
}

const cli = path.join(REPO_ROOT, `apps/identity/dist/cli/${command}.js`);
if (!fs.existsSync(cli)) {
  console.error(`${tag} the identity service is not built yet: building`);
  await build({ web: false });
  if (!fs.existsSync(cli)) {
    console.error(`${tag} ${path.relative(REPO_ROOT, cli)} is missing after the build`);
    process.exit(1);
  }
}

let infra;
try {
  infra = await ensureInfrastructure({ log: (message) => console.error(`[infra] ${message}`) });
} catch (error) {
  console.error(`${tag} ${error.message}`);
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
