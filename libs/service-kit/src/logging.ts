import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { LoggerService } from '@nestjs/common';
import { type DestinationStream, pino, type Logger } from 'pino';
import { currentTraceId, tracingOn } from './tracing.js';

interface RequestContext {
  requestId: string;
}

const requestContext = new AsyncLocalStorage<RequestContext>();

/** Runs `fn` with a request id that logs and outgoing NATS requests carry. */
export function runWithRequestId<T>(requestId: string | undefined, fn: () => T): T {
  return requestContext.run({ requestId: requestId || randomUUID() }, fn);
}

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

export const REQUEST_ID_HEADER = 'x-request-id';

/** JSON lines to stdout, or to `destination` (tests read what was logged there). */
export function createLogger(service: string, level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin() {
      const requestId = currentRequestId();
      // With tracing on, a line says which trace it belongs to (tracing off: nothing is looked up).
      const traceId = tracingOn ? currentTraceId() : undefined;
      if (traceId) return requestId ? { requestId, traceId } : { traceId };
      return requestId ? { requestId } : {};
    },
    redact: { paths: ['password', '*.password', 'refreshToken', '*.refreshToken', 'accessToken', '*.accessToken'], censor: '[redacted]' },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** Nest's logger interface over pino, so framework messages are JSON lines too. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    if (message instanceof Error) this.logger.error({ context, err: message }, message.message);
    else this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
  fatal(message: unknown, context?: string) {
    this.logger.fatal({ context }, String(message));
  }
}
