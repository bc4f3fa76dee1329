import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { MicroserviceOptions } from '@nestjs/microservices';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ServiceName } from '@vi/contracts';
import type { Logger } from 'pino';
import type { BaseConfig } from './config.js';
import { PinoNestLogger } from './logging.js';
import { NamespacedNatsServer, natsCredentials, natsServerOptions } from './nats.js';
import { Namespace } from './namespace.js';

export interface BootstrapOptions {
  serviceName: ServiceName;
  config: BaseConfig;
  logger: Logger;
  module: unknown;
  /** Answers request-reply on NATS (every service but the gateway). */
  rpc: boolean;
  /** Extra HTTP setup before listening (the gateway's prefix, plugins, docs). */
  configureHttp?: (app: NestFastifyApplication) => Promise<void> | void;
  fastify?: ConstructorParameters<typeof FastifyAdapter>[0];
  /** Install SIGTERM/SIGINT handling; tests that start several apps in one process turn it off. */
  handleSignals?: boolean;
}

/** The one way a service starts: HTTP (health, and the API for the gateway), NATS, graceful stop. */
export async function bootstrapService(options: BootstrapOptions): Promise<INestApplication> {
  const { config, logger, serviceName } = options;
  const app = await NestFactory.create<NestFastifyApplication>(options.module as never, new FastifyAdapter({ bodyLimit: 64 * 1024, ...options.fastify }), {
    logger: new PinoNestLogger(logger),
    abortOnError: false,
  });
  if (options.rpc) {
    // The error filter and request-id interceptor come from ServiceKitModule (APP_FILTER/APP_INTERCEPTOR).
    app.connectMicroservice<MicroserviceOptions>(
      {
        strategy: new NamespacedNatsServer(
          natsServerOptions(config.NATS_URL, serviceName, natsCredentials(config, serviceName)),
          new Namespace(config.NAMESPACE),
        ),
      },
      { inheritAppConfig: true },
    );
  }
  await options.configureHttp?.(app);
  if (options.handleSignals !== false) app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  await app.startAllMicroservices();
  await app.listen(config.HTTP_PORT, config.HTTP_HOST);
  logger.info({ port: config.HTTP_PORT, namespace: config.NAMESPACE ?? null }, `${serviceName} started`);
  return app;
}
