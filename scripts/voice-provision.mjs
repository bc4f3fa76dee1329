// `npm run voice:provision`: creates or updates the voice platform's assistant with chat's CLI
// (apps/chat/src/cli/voice-provision.ts) and prints the VAPI_ASSISTANT_ID to configure. Reads
// VAPI_PRIVATE_KEY, VAPI_WEBHOOK_SECRET, PUBLIC_URL and optionally VAPI_ASSISTANT_ID and
// VAPI_BASE_URL from the environment. Needs no database or broker.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../libs/processes/src/services.mjs';
import { build } from './build.mjs';

const cli = path.join(REPO_ROOT, 'apps/chat/dist/cli/voice-provision.js');
if (!fs.existsSync(cli)) {
  console.error('[voice:provision] the chat service is not built yet: building');
  await build({ web: false });
  if (!fs.existsSync(cli)) {
    console.error(`[voice:provision] ${path.relative(REPO_ROOT, cli)} is missing after the build`);
    process.exit(1);
  }
}

const child = spawn(process.execPath, [cli, ...process.argv.slice(2)], { cwd: REPO_ROOT, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
