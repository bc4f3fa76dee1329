// Runs Jest in ESM mode (NestJS 12 ships ES modules only). Arguments are passed on.
import { spawnSync } from 'node:child_process';

const jestBin = new URL('../node_modules/jest/bin/jest.js', import.meta.url).pathname;
const options = [process.env.NODE_OPTIONS, '--experimental-vm-modules', '--no-warnings=ExperimentalWarning'].filter(Boolean).join(' ');
const result = spawnSync(process.execPath, [jestBin, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, NODE_OPTIONS: options },
});
process.exit(result.status ?? 1);
