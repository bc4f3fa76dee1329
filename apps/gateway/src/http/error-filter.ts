import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, NotFoundException } from '@nestjs/common';
import { ErrorCode, type ErrorEnvelope, HTTP_STATUS_BY_CODE, type HttpErrorBody } from '@vi/contracts';
import { AppError } from '@vi/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { SpaFallback } from '../web/spa-fallback.js';
import { JSON_CONTENT_TYPE } from './framework-refusals.js';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: ErrorCode.VALIDATION_FAILED,
  401: ErrorCode.UNAUTHENTICATED,
  403: ErrorCode.FORBIDDEN,
  404: ErrorCode.NOT_FOUND,
  409: ErrorCode.CONFLICT,
  413: ErrorCode.PAYLOAD_TOO_LARGE,
  415: ErrorCode.VALIDATION_FAILED,
  429: ErrorCode.RATE_LIMITED,
};

const MESSAGE_BY_CODE: Partial<Record<ErrorCode, string>> = {
  UNAUTHENTICATED: 'Authentication required',
  NOT_FOUND: 'Not found',
  PAYLOAD_TOO_LARGE: 'The request body is too large',
};

/** Maps anything thrown to one HTTP status and the one error body. */
export function toHttpError(exception: unknown): { status: number; envelope: ErrorEnvelope; unexpected: boolean } {
  if (exception instanceof AppError) {
    return { status: HTTP_STATUS_BY_CODE[exception.code], envelope: exception.toEnvelope(), unexpected: exception.code === ErrorCode.INTERNAL };
  }
  const status =
    exception instanceof HttpException
      ? exception.getStatus()
      : typeof (exception as { statusCode?: unknown })?.statusCode === 'number'
        ? (exception as { statusCode: number }).statusCode
        : 500;
  // The readiness probe says which dependency is down with a 503: an unavailable dependency,
  // not a fault of ours, so it stays a 503 (probes and load balancers read the status).
  if (status === 503 && exception instanceof HttpException) {
    const checks = (exception.getResponse() as { checks?: Record<string, string> } | undefined)?.checks;
    return {
      status,
      envelope: {
        code: ErrorCode.UPSTREAM_UNAVAILABLE,
        message: 'A service this one depends on is unavailable. Please try again.',
        ...(checks ? { details: { checks } } : {}),
      },
      unexpected: false,
    };
  }
  if (status >= 400 && status < 500) {
    const code = CODE_BY_STATUS[status] ?? ErrorCode.VALIDATION_FAILED;
    const raw = exception instanceof HttpException ? exception.message : (exception as Error).message;
    const message =
      code === ErrorCode.VALIDATION_FAILED
        ? /json/i.test(raw)
          ? 'The request body is not valid JSON'
          : status === 415
            ? 'Send the request body as application/json'
            : 'Invalid request'
        : (MESSAGE_BY_CODE[code] ?? raw);
    return { status, envelope: { code, message }, unexpected: false };
  }
  return { status: 500, envelope: { code: ErrorCode.INTERNAL, message: 'Something went wrong. Please try again.' }, unexpected: true };
}

@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(
    private readonly logger: Logger,
    private readonly spa: SpaFallback,
  ) {}

  catch(exception: unknown, host: ArgumentsHost) {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    if (exception instanceof NotFoundException && this.spa.handles(request)) {
      this.spa.send(reply);
      return;
    }
    const { status, envelope, unexpected } = toHttpError(exception);
    // Only what we did not expect is logged as an error; the client never sees a stack.
    if (unexpected) this.logger.error({ err: exception, url: request.url, requestId: request.id }, 'request failed');
    const body: HttpErrorBody = { error: { ...envelope, requestId: String(request.id) } };
    const retryAfter = envelope.details?.retryAfterSeconds;
    if (typeof retryAfter === 'number') void reply.header('retry-after', String(retryAfter));
    void reply.status(status).header('content-type', JSON_CONTENT_TYPE).send(body);
  }
}
