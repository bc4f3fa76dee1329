import { bootstrapService, createLogger, parseConfig } from '@vi/service-kit';
import { ChatModule, SERVICE_NAME } from './app.module.js';
import { chatConfigShape } from './config.js';

/** Starts chat with the given environment (the process's by default; tests pass their own). */
export async function startChat(env: Record<string, string | undefined> = process.env, handleSignals = true) {
  const config = parseConfig(chatConfigShape, env);
  const logger = createLogger(SERVICE_NAME, config.LOG_LEVEL);
  if (!config.OPENAI_API_KEY) logger.info('no OPENAI_API_KEY: the built-in offline coach answers');
  return bootstrapService({
    serviceName: SERVICE_NAME,
    config,
    logger,
    module: ChatModule.register(config, logger),
    rpc: true,
    handleSignals,
  });
}
