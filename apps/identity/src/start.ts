import { bootstrapService, createLogger, parseConfig } from '@vi/service-kit';
import { IdentityModule, SERVICE_NAME } from './app.module.js';
import { identityConfigShape } from './config.js';

/** Starts identity with the given environment (the process's by default; tests pass their own). */
export async function startIdentity(env: Record<string, string | undefined> = process.env, handleSignals = true) {
  const config = parseConfig(identityConfigShape, env);
  const logger = createLogger(SERVICE_NAME, config.LOG_LEVEL);
  return bootstrapService({
    serviceName: SERVICE_NAME,
    config,
    logger,
    module: IdentityModule.register(config, logger),
    rpc: true,
    handleSignals,
  });
}
