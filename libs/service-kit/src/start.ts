import type { DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import { bootstrapService } from './bootstrap.js';
import { type BaseConfig, type ConfigOf, type ConfigShape, parseConfig } from './config.js';
import { createLogger } from './logging.js';

export interface ServiceDefinition<S extends ConfigShape> {
  serviceName: string;
  configShape: S;
  module: (config: ConfigOf<S>, logger: Logger) => DynamicModule;
  /** Answers NATS request-reply (every service but the gateway). */
  rpc?: boolean;
  /** Runs after the config is read, before Nest starts (a start-up notice, say). */
  beforeStart?: (config: ConfigOf<S>, logger: Logger) => void;
}

/**
 * A service's start function: reads its environment (the process's by default; tests pass
 * their own), then boots it the one way every service boots.
 */
export function defineService<S extends ConfigShape>(definition: ServiceDefinition<S>) {
  return async (env: Record<string, string | undefined> = process.env, handleSignals = true) => {
    const config = parseConfig(definition.configShape, env);
    const logger = createLogger(definition.serviceName, (config as unknown as BaseConfig).LOG_LEVEL);
    definition.beforeStart?.(config, logger);
    return bootstrapService({
      serviceName: definition.serviceName,
      config: config as never,
      logger,
      module: definition.module(config, logger),
      rpc: definition.rpc ?? true,
      handleSignals,
    });
  };
}
