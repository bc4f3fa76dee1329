import 'reflect-metadata';
import { ConfigError } from '@vi/service-kit';
import { startGateway } from './start.js';

startGateway().catch((error: unknown) => {
  process.stderr.write(`[gateway] ${error instanceof ConfigError ? error.message : (error as Error)?.stack ?? String(error)}\n`);
  process.exit(1);
});
