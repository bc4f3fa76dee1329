// `npm run admin:rebuild`: runs the admin service's rebuild command (apps/admin/src/cli/rebuild.ts)
// against the same PostgreSQL and NATS that `npm start` uses (found or started the same way, and
// stopped again if this script started them). Builds first when the build is missing. The services
// may keep running meanwhile; NAMESPACE picks the stack (none by default, as `npm start`).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureInfrastructure, infraEnv } from '../../../scripts/lib/infra.mjs';
import { REPO_ROOT } from '../../../libs/processes/src/services.mjs';
import { build } from '../../../scripts/build.mjs';

const tag = '[admin:rebuild]';
const cli = path.join(REPO_ROOT, 'apps/admin/dist/cli/rebuild.js');
if (!fs.existsSync(cli)) {
  console.error(`${tag} the admin service is not built yet: building`);
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

const child = spawn(process.execPath, [cli, ...process.argv.slice(2)], {
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
