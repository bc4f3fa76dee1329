import { type DynamicModule, Module, type Provider } from '@nestjs/common';
import type { ServiceName } from '@vi/contracts';
import type { Logger } from 'pino';
import { bootstrapService } from './bootstrap.js';
import { type BaseConfig, ConfigError, type ConfigOf, type ConfigShape, parseConfig } from './config.js';
import { createLogger } from './logging.js';
import { ServiceKitModule, type ServiceKitOptions } from './module.js';
import { declareNatsUse, type NatsUse } from './nats-use.js';

type ModuleParts = {
  imports?: NonNullable<DynamicModule['imports']>;
  controllers?: NonNullable<DynamicModule['controllers']>;
  providers?: Provider[];
};

export interface ServiceDefinition<S extends ConfigShape> extends ModuleParts {
  serviceName: ServiceName;
  configShape: S;
  /** The service's own tables (its schema, migrations, outbox). */
  database?: ServiceKitOptions['database'];
  /** Answers NATS request-reply (every service but the gateway). */
  rpc?: boolean;
  /** What it uses on NATS beyond what it owns: the RPCs and broadcasts of other services (nats-use.ts). */
  nats?: NatsUse;
  /** Runs after the config is read, before Nest starts (a start-up notice, say). */
  beforeStart?: (config: ConfigOf<S>, logger: Logger) => void;
}

/** The root module of a service: service-kit's plumbing plus the service's own parts. */
export function serviceModule(kit: ServiceKitOptions, parts: ModuleParts): DynamicModule {
  @Module({})
  class ServiceRootModule {}
  return {
    module: ServiceRootModule,
    imports: [ServiceKitModule.forRoot(kit), ...(parts.imports ?? [])],
    controllers: parts.controllers ?? [],
    providers: parts.providers ?? [],
  };
}

/**
 * A service's start function: reads its environment (the process's by default; tests pass
 * their own), then boots it the one way every service boots.
 */
export function defineService<S extends ConfigShape>(definition: ServiceDefinition<S>) {
  const natsUse = declareNatsUse(definition.serviceName, definition.nats, definition.providers);
  const start = async (env: Record<string, string | undefined> = process.env, handleSignals = true) => {
    const config = parseConfig(definition.configShape, env);
    const base = config as unknown as BaseConfig;
    const logger = createLogger(definition.serviceName, base.LOG_LEVEL);
    definition.beforeStart?.(config, logger);
    const rpc = definition.rpc ?? true;
    return bootstrapService({
      serviceName: definition.serviceName,
      config: base,
      logger,
      module: serviceModule({ serviceName: definition.serviceName, config: base, logger, rpc, database: definition.database, nats: natsUse }, definition),
      rpc,
      handleSignals,
    });
  };
  // Read by scripts/nats-auth.mjs, which generates the deployment's NATS permissions from it.
  return Object.assign(start, { natsUse });
}

/** A process entry point: starts the service; a bad configuration or a failed start prints why and exits 1. */
export function runMain(serviceName: ServiceName, start: () => Promise<unknown>): void {
  start().catch((error: unknown) => {
    const detail = error instanceof ConfigError ? error.message : ((error as Error)?.stack ?? String(error));
    process.stderr.write(`[${serviceName}] ${detail}\n`);
    process.exit(1);
  });
}
