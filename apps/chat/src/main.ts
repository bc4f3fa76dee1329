import 'reflect-metadata';
import { ConfigError } from '@vi/service-kit';
import { startChat } from './start.js';

startChat().catch((error: unknown) => {
  process.stderr.write(`[chat] ${error instanceof ConfigError ? error.message : (error as Error)?.stack ?? String(error)}\n`);
  process.exit(1);
});
