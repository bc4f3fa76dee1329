import fastifyCookie from '@fastify/cookie';
import { SwaggerModule } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bootstrapService, createLogger, parseConfig, REQUEST_ID_HEADER, runWithRequestId } from '@vi/service-kit';
import { GatewayModule, SERVICE_NAME } from './app.module.js';
import { GATEWAY_NATS_USE } from './nats-use.js';
import { gatewayConfigShape } from './config.js';
import { SpaFallback } from './web/spa-fallback.js';
import { buildApiDocument, DOCS_PATH, OPENAPI_JSON_PATH } from './docs/api-document.js';
import { FrameworkRefusals, requestIdOf } from './http/framework-refusals.js';
import { refuseNonJsonBody } from './http/request-origin.js';
import { securityHeadersOf } from './http/security-headers.js';
import { answerCachedReads } from './http/cached-reads.js';
import { SessionRevocations } from './auth/session-revocations.js';
import { meFromMemory } from './users/me.controller.js';
import { UserCache } from './users/user-cache.js';
import { usageFromMemory } from './sessions/sessions.controller.js';
import { UsageCache } from './sessions/usage-cache.js';
import { SERVER_MESSAGE_BODY_LIMIT, SERVER_MESSAGES_ROUTE } from './voice/body-limit.js';
import { keepRawBodyOn, STRIPE_WEBHOOK_BODY_LIMIT, STRIPE_WEBHOOK_ROUTE } from './billing/raw-body.js';

export const API_PREFIX = 'api/v1';

/** Starts the gateway with the given environment (the process's by default; tests pass their own). */
export async function startGateway(env: Record<string, string | undefined> = process.env, handleSignals = true) {
  const config = parseConfig(gatewayConfigShape, env);
  const logger = createLogger(SERVICE_NAME, config.LOG_LEVEL);
  const spa = new SpaFallback(config.WEB_DIST);
  if (!spa.available) logger.warn({ webDist: config.WEB_DIST }, 'no built SPA found; serving the API only');

  const refusals = new FrameworkRefusals();
  const app = await bootstrapService({
    serviceName: SERVICE_NAME,
    config,
    logger,
    module: GatewayModule.register(config, logger, spa),
    rpc: false,
    handleSignals,
    fastify: {
      // 64 KiB is plenty for any JSON this API takes; larger bodies get 413.
      bodyLimit: 64 * 1024,
      trustProxy: trustProxyOption(config.TRUST_PROXY),
      // The client's X-Request-Id is adopted only when it is safe to echo (requestIdOf).
      requestIdHeader: false,
      genReqId: requestIdOf,
      // Requests Fastify refuses before routing get the error shape and the security headers too.
      // (Fastify's option is generic over the server's request and reply types; ours takes what it uses.)
      frameworkErrors: refusals.frameworkErrors as never,
      clientErrorHandler: refusals.clientErrorHandler,
    },
    configureHttp: async (app) => {
      app.setGlobalPrefix(API_PREFIX);
      const fastify = app.getHttpAdapter().getInstance();
      // The voice platform's end-of-call report carries the whole call (transcript, messages, the call object).
      fastify.addHook('onRoute', (route) => {
        if (route.url === SERVER_MESSAGES_ROUTE) route.bodyLimit = SERVER_MESSAGE_BODY_LIMIT;
        // Stripe signs the exact bytes it sends: billing needs them as they arrived.
        keepRawBodyOn(route, STRIPE_WEBHOOK_ROUTE, STRIPE_WEBHOOK_BODY_LIMIT);
      });
      await app.register(fastifyCookie as never);
      // Helmet's headers, worked out once (security-headers.ts), the request id, and JSON bodies only
      // (forms and text are refused with 415 before they are read, request-origin.ts; the refusal
      // carries the headers too): one synchronous hook, as the gateway's profile asked.
      const securityHeaders = await securityHeadersOf({
        contentSecurityPolicy: {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'"],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:'],
            connectSrc: ["'self'"],
            frameAncestors: ["'none'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            // Plain-HTTP deployments (a LAN, localhost) must keep working; HSTS covers production.
            upgradeInsecureRequests: null,
          },
        },
        hsts: config.NODE_ENV === 'production',
      });
      refusals.useSecurityHeaders(securityHeaders);
      fastify.addHook('onRequest', (request, reply, done) => {
        void reply.headers(securityHeaders).header(REQUEST_ID_HEADER, request.id);
        try {
          refuseNonJsonBody(request);
        } catch (error) {
          return done(error as Error);
        }
        done();
      });
      // Every route runs in service-kit's request-id context, so the requests `RpcClient` sends carry
      // the HTTP request's id and log lines show it, with no handler passing it on. Entered as each
      // route's last `preHandler`: after the body is read (nothing depends on the body parser keeping
      // a context) and around the route's handler, where Nest runs its guards, interceptors, pipes
      // and the controller; after a cached read answered from memory (below), which calls nothing and
      // so needs no context (request-id-handover.test.ts holds it; its cost: docs/adr/0030-gateway-cost.md).
      fastify.addHook('onRoute', (route) => {
        route.preHandler = [...[route.preHandler ?? []].flat(), inRequestContext];
      });
      // A signed-in member's cached reads, answered from memory when all they need is known (cached-reads.ts).
      answerCachedReads(fastify, API_PREFIX, app.get(SessionRevocations), [meFromMemory(app.get(UserCache)), usageFromMemory(app.get(UsageCache))]);
      if (spa.available) {
        // Loaded only when there is an SPA to serve (its CommonJS build requires an ES module).
        const { default: fastifyStatic } = await import('@fastify/static');
        await app.register(
          fastifyStatic as never,
          {
            root: spa.webDist,
            prefix: '/',
            wildcard: false,
            index: false,
            // The build writes .br/.gz beside each asset; nothing is compressed per request.
            preCompressed: true,
            setHeaders: (reply: FastifyReply, path: string) => {
              // Vite fingerprints what it puts in assets/: those never change under their name.
              void reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
            },
          } as never,
        );
        fastify.get('/', (_request, reply) => spa.send(reply));
      }
      SwaggerModule.setup(DOCS_PATH, app, buildApiDocument(app), { jsonDocumentUrl: OPENAPI_JSON_PATH });
    },
  });
  return app;
}
// Read by scripts/nats-auth.mjs, as it reads each service's `defineService` start function.
startGateway.natsUse = GATEWAY_NATS_USE;

/** Fastify's trustProxy: a hop count as "believe the nearest N hops" (its types take no number). */
function trustProxyOption(trust: false | number | string[]): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** Runs the rest of the request (the route's handler) in service-kit's request-id context. */
function inRequestContext(request: FastifyRequest, _reply: FastifyReply, done: () => void): void {
  runWithRequestId(String(request.id), done);
}
