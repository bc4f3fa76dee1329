import { describe, expect, it } from '@jest/globals';
import { BadRequestException, HttpException, NotFoundException, type ArgumentsHost } from '@nestjs/common';
import { ErrorCode } from '@vi/contracts';
import { AppError } from '@vi/service-kit';
import type { Logger } from 'pino';
import type { SpaFallback } from '../web/spa-fallback.js';
import { HttpErrorFilter, toHttpError } from './error-filter.js';

// The statuses the API documents for each product error code (written out here on purpose:
// a change to the contract's table has to change this test too).
const DOCUMENTED: [ErrorCode, number][] = [
  [ErrorCode.VALIDATION_FAILED, 400],
  [ErrorCode.UNAUTHENTICATED, 401],
  [ErrorCode.LIMIT_REACHED, 402],
  [ErrorCode.FORBIDDEN, 403],
  [ErrorCode.NOT_FOUND, 404],
  [ErrorCode.CONFLICT, 409],
  [ErrorCode.PAYLOAD_TOO_LARGE, 413],
  [ErrorCode.RATE_LIMITED, 429],
  [ErrorCode.INTERNAL, 500],
  [ErrorCode.UPSTREAM_BAD_REPLY, 502],
  [ErrorCode.UPSTREAM_UNAVAILABLE, 503],
  [ErrorCode.UPSTREAM_TIMEOUT, 504],
];

describe('toHttpError', () => {
  it.each(DOCUMENTED)('maps an AppError %s to %i with its code and message', (code, status) => {
    const result = toHttpError(new AppError(code, 'What went wrong'));
    expect(result.status).toBe(status);
    expect(result.envelope).toEqual({ code, message: 'What went wrong' });
  });

  it('has a documented status for every error code of the contract', () => {
    expect(DOCUMENTED.map(([code]) => code).sort()).toEqual(Object.values(ErrorCode).sort());
  });

  it('keeps the details of a product error', () => {
    const error = new AppError(ErrorCode.LIMIT_REACHED, 'Used up', { kind: 'chat', used: 5, limit: 5 });
    expect(toHttpError(error)).toEqual({
      status: 402,
      envelope: { code: 'LIMIT_REACHED', message: 'Used up', details: { kind: 'chat', used: 5, limit: 5 } },
      unexpected: false,
    });
  });

  it('counts only INTERNAL among product errors as unexpected', () => {
    expect(toHttpError(new AppError(ErrorCode.INTERNAL, 'bug')).unexpected).toBe(true);
    expect(toHttpError(new AppError(ErrorCode.UPSTREAM_UNAVAILABLE, 'down')).unexpected).toBe(false);
  });

  it('turns a framework 404 into NOT_FOUND with a fixed message', () => {
    expect(toHttpError(new NotFoundException('Cannot GET /api/v1/secret-internal-route'))).toEqual({
      status: 404,
      envelope: { code: 'NOT_FOUND', message: 'Not found' },
      unexpected: false,
    });
  });

  it('turns a body parser error about JSON into VALIDATION_FAILED without its internals', () => {
    const parserError = Object.assign(new SyntaxError('Unexpected token } in JSON at position 17'), { statusCode: 400 });
    expect(toHttpError(parserError)).toEqual({
      status: 400,
      envelope: { code: 'VALIDATION_FAILED', message: 'The request body is not valid JSON' },
      unexpected: false,
    });
  });

  it('turns an unsupported media type (415) into VALIDATION_FAILED asking for JSON', () => {
    const fastifyError = Object.assign(new Error('Unsupported Media Type: application/x-www-form-urlencoded'), { statusCode: 415 });
    expect(toHttpError(fastifyError)).toEqual({
      status: 415,
      envelope: { code: 'VALIDATION_FAILED', message: 'Send the request body as application/json' },
      unexpected: false,
    });
  });

  it('turns a body that is too large (413) into PAYLOAD_TOO_LARGE', () => {
    const fastifyError = Object.assign(new Error('Request body is too large'), { statusCode: 413 });
    expect(toHttpError(fastifyError).envelope).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' });
  });

  it('gives other framework 4xx errors a generic message, never the raw one', () => {
    expect(toHttpError(new BadRequestException('column "password_hash" is broken'))).toEqual({
      status: 400,
      envelope: { code: 'VALIDATION_FAILED', message: 'Invalid request' },
      unexpected: false,
    });
    expect(toHttpError(new HttpException('teapot', 418)).envelope).toEqual({ code: 'VALIDATION_FAILED', message: 'Invalid request' });
  });

  it("keeps the readiness probe's 503 as UPSTREAM_UNAVAILABLE with the checks, not a 500", () => {
    const thrown = new HttpException({ status: 'unavailable', checks: { nats: 'up', redis: 'down' } }, 503);
    expect(toHttpError(thrown)).toEqual({
      status: 503,
      envelope: {
        code: 'UPSTREAM_UNAVAILABLE',
        message: 'A service this one depends on is unavailable. Please try again.',
        details: { checks: { nats: 'up', redis: 'down' } },
      },
      unexpected: false,
    });
  });

  it.each([
    ['an Error', new Error('connection to 10.0.0.5:5432 refused')],
    ['a TypeError', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a string', 'boom'],
    ['undefined', undefined],
    ['a framework 5xx', new HttpException('bad gateway', 502)],
  ])('turns %s into a 500 INTERNAL with a generic message and no stack', (_what, thrown) => {
    const result = toHttpError(thrown);
    expect(result).toEqual({
      status: 500,
      envelope: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' },
      unexpected: true,
    });
  });
});

/** The parts of Fastify's request and reply the filter touches, recording what it sends. */
function fakeHttp(request: { url: string; method?: string; id?: string }) {
  const sent: { status?: number; headers: Record<string, string>; body?: unknown } = { headers: {} };
  const reply = {
    status(code: number) {
      sent.status = code;
      return reply;
    },
    header(name: string, value: string) {
      sent.headers[name.toLowerCase()] = value;
      return reply;
    },
    send(body: unknown) {
      sent.body = body;
      return reply;
    },
  };
  const host = {
    switchToHttp: () => ({ getRequest: () => ({ method: 'GET', id: 'req-1', ...request }), getResponse: () => reply }),
  } as unknown as ArgumentsHost;
  return { host, sent };
}

function recordingLogger() {
  const errors: unknown[][] = [];
  return { errors, logger: { error: (...args: unknown[]) => errors.push(args) } as unknown as Logger };
}

const noSpa = { handles: () => false, send: () => undefined } as unknown as SpaFallback;

describe('HttpErrorFilter', () => {
  it('sends the one JSON envelope with the request id', () => {
    const { logger, errors } = recordingLogger();
    const { host, sent } = fakeHttp({ url: '/api/v1/chat-sessions', id: 'abc-123' });
    new HttpErrorFilter(logger, noSpa).catch(new AppError(ErrorCode.CONFLICT, 'Already there'), host);
    expect(sent).toEqual({
      status: 409,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: { error: { code: 'CONFLICT', message: 'Already there', requestId: 'abc-123' } },
    });
    expect(errors).toEqual([]);
  });

  it('sets Retry-After from a rate limit', () => {
    const { logger } = recordingLogger();
    const { host, sent } = fakeHttp({ url: '/api/v1/auth/sign-in' });
    new HttpErrorFilter(logger, noSpa).catch(new AppError(ErrorCode.RATE_LIMITED, 'Slow down', { retryAfterSeconds: 42 }), host);
    expect(sent.status).toBe(429);
    expect(sent.headers['retry-after']).toBe('42');
    expect(sent.body).toEqual({ error: { code: 'RATE_LIMITED', message: 'Slow down', details: { retryAfterSeconds: 42 }, requestId: 'req-1' } });
  });

  it('logs an unexpected error with its stack, and the client gets none of it', () => {
    const { logger, errors } = recordingLogger();
    const { host, sent } = fakeHttp({ url: '/api/v1/me' });
    const bug = new Error('secret detail');
    new HttpErrorFilter(logger, noSpa).catch(bug, host);
    expect(sent.status).toBe(500);
    expect(sent.body).toEqual({ error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.', requestId: 'req-1' } });
    expect(JSON.stringify(sent.body)).not.toMatch(/secret detail|at .*\.ts/);
    expect(errors).toHaveLength(1);
    expect(errors[0]![0]).toMatchObject({ err: bug, url: '/api/v1/me', requestId: 'req-1' });
  });

  it('does not log expected errors', () => {
    const { logger, errors } = recordingLogger();
    const { host } = fakeHttp({ url: '/api/v1/me' });
    new HttpErrorFilter(logger, noSpa).catch(new AppError(ErrorCode.UNAUTHENTICATED, 'Who are you'), host);
    expect(errors).toEqual([]);
  });

  it("leaves a page route's 404 to the single-page app", () => {
    const { logger } = recordingLogger();
    const served: unknown[] = [];
    const spa = {
      handles: (request: { url: string }) => !request.url.startsWith('/api'),
      send: (reply: unknown) => served.push(reply),
    } as unknown as SpaFallback;
    const page = fakeHttp({ url: '/dashboard' });
    new HttpErrorFilter(logger, spa).catch(new NotFoundException(), page.host);
    expect(served).toHaveLength(1);
    expect(page.sent.status).toBeUndefined();

    const api = fakeHttp({ url: '/api/v1/nothing' });
    new HttpErrorFilter(logger, spa).catch(new NotFoundException(), api.host);
    expect(served).toHaveLength(1);
    expect(api.sent.status).toBe(404);
    expect(api.sent.body).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found', requestId: 'req-1' } });
  });
});
