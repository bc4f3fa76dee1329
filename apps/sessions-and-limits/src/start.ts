import { bootstrapService, createLogger, parseConfig } from '@vi/service-kit';
import { SERVICE_NAME, SessionsAndLimitsModule } from './app.module.js';
import { sessionsConfigShape } from './config.js';

/** Starts sessions-and-limits with the given environment (the process's by default; tests pass their own). */
export async function startSessionsAndLimits(env: Record<string, string | undefined> = process.env, handleSignals = true) {
  const config = parseConfig(sessionsConfigShape, env);
  const logger = createLogger(SERVICE_NAME, config.LOG_LEVEL);
  return bootstrapService({
    serviceName: SERVICE_NAME,
    config,
    logger,
    module: SessionsAndLimitsModule.register(config, logger),
    rpc: true,
    handleSignals,
  });
}
