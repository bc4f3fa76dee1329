import 'reflect-metadata';
import { ConfigError } from '@vi/service-kit';
import { startSessionsAndLimits } from './start.js';

startSessionsAndLimits().catch((error: unknown) => {
  process.stderr.write(`[sessions-and-limits] ${error instanceof ConfigError ? error.message : (error as Error)?.stack ?? String(error)}\n`);
  process.exit(1);
});
