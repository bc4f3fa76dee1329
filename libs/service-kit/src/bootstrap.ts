import 'reflect-metadata';
import type { Server } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { MicroserviceOptions } from '@nestjs/microservices';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ServiceName } from '@vi/contracts';
import type { Logger } from 'pino';
import type { BaseConfig } from './config.js';
import { answerLivenessDirectly } from './health.js';
import { PinoNestLogger } from './logging.js';
import { collectProcessMetrics, METRICS_CONTENT_TYPE, observeHttpRequest, renderMetrics, startMetricsServer } from './metrics.js';
import { NamespacedNatsServer, natsCredentials, natsServerOptions } from './nats.js';
import { Namespace } from './namespace.js';
import { flushTraces, startTracing, traceHttpRequests } from './tracing.js';

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
  // Before anything loads the PostgreSQL driver: its instrumentation hooks `require('pg')`.
  const tracing = await startTracing(serviceName, logger);
  collectProcessMetrics(serviceName);
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
  const fastify = app.getHttpAdapter().getInstance();
  if (tracing) traceHttpRequests(fastify);
  answerLivenessDirectly(fastify);
  // Route templates, never URLs: `routeOptions.url` is undefined when no route matched.
  fastify.addHook('onResponse', (request, reply, done) => {
    observeHttpRequest(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  if (options.rpc) {
    // A service's HTTP port is internal (health and metrics); the gateway's is public, so its
    // metrics are only on METRICS_PORT.
    fastify.get('/metrics', async (_request, reply) => reply.header('content-type', METRICS_CONTENT_TYPE).send(await renderMetrics()));
  }
  await options.configureHttp?.(app);
  if (options.handleSignals !== false) app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  await app.startAllMicroservices();
  let metricsServer: Server | undefined;
  fastify.addHook('onClose', (_instance, done) => {
    // Spans still in the batch go out before the process ends (a no-op with tracing off).
    const flushed = flushTraces().catch(() => undefined);
    if (metricsServer) metricsServer.close(() => void flushed.then(() => done()));
    else void flushed.then(() => done());
  });
  await app.listen(config.HTTP_PORT, config.HTTP_HOST);
  if (config.METRICS_PORT !== undefined) {
    // A port already taken (every service of `npm start` given the same METRICS_PORT) costs the
    // metrics listener, not the service: the error says so and the service keeps serving.
    metricsServer = await startMetricsServer(config.METRICS_PORT, config.METRICS_HOST ?? config.HTTP_HOST, app).catch((error: unknown) => {
      logger.error({ err: error, port: config.METRICS_PORT }, 'could not open the metrics listener; /metrics is not served on METRICS_PORT');
      return undefined;
    });
  }
  logger.info({ port: config.HTTP_PORT, namespace: config.NAMESPACE ?? null }, `${serviceName} started`);
  return app;
}
