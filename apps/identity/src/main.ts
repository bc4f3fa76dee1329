import 'reflect-metadata';
import { ConfigError } from '@vi/service-kit';
import { startIdentity } from './start.js';

startIdentity().catch((error: unknown) => {
  process.stderr.write(`[identity] ${error instanceof ConfigError ? error.message : (error as Error)?.stack ?? String(error)}\n`);
  process.exit(1);
});
