import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Duplex } from 'node:stream';
import { ErrorCode, HTTP_STATUS_BY_CODE, type HttpErrorBody } from '@vi/contracts';
import { REQUEST_ID_HEADER } from '@vi/service-kit';

/** The content type of every JSON answer the gateway writes itself (Fastify's own for JSON). */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** A client's own request id is kept only when it is plain and short; anything else gets a new one. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's genReqId (with `requestIdHeader: false`): the client's id when it is safe to echo, else a new UUID. */
export function requestIdOf(request: { headers: IncomingHttpHeaders }): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** What frameworkErrors uses of Fastify's reply (its generic types vary with the server). */
interface ReplyLike {
  header(name: string, value: string): ReplyLike;
  code(status: number): ReplyLike;
  send(payload: string): unknown;
}

const body = (code: ErrorCode, message: string, requestId: string): string => JSON.stringify({ error: { code, message, requestId } } satisfies HttpErrorBody);

/**
 * Answers the requests Fastify refuses itself, before routing and hooks, in the API's one error
 * shape with the same security headers as every other answer:
 * - a path whose percent-encoding is broken (FST_ERR_BAD_URL) → 400;
 * - a path parameter longer than the router keeps (FST_ERR_MAX_PARAM_LENGTH) → 404, as unknown as
 *   any other id that is not one of ours;
 * - a request Node's HTTP parser cannot read (control characters in a header, oversize headers,
 *   conflicting lengths) → 400, written to the socket since there is no request object.
 * The security headers are the ones the gateway works out from helmet's configuration at start
 * (security-headers.ts), handed over before it listens.
 */
export class FrameworkRefusals {
  private securityHeaders: Record<string, string> = { 'x-content-type-options': 'nosniff' };

  /** The security headers every other answer carries (security-headers.ts works them out at start). */
  useSecurityHeaders(headers: Record<string, string>): void {
    this.securityHeaders = headers;
  }

  /** Fastify's `frameworkErrors` option. */
  readonly frameworkErrors = (error: { code?: string }, request: { id: unknown }, reply: ReplyLike): void => {
    const code = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? ErrorCode.NOT_FOUND : ErrorCode.VALIDATION_FAILED;
    const message = code === ErrorCode.NOT_FOUND ? 'Not found' : 'The request path is not valid';
    for (const [name, value] of Object.entries(this.securityHeaders)) reply.header(name, value);
    void reply
      .header(REQUEST_ID_HEADER, String(request.id))
      .header('content-type', JSON_CONTENT_TYPE)
      .code(HTTP_STATUS_BY_CODE[code])
      .send(body(code, message, String(request.id)));
  };

  /** Fastify's `clientErrorHandler` option. */
  readonly clientErrorHandler = (error: Error & { code?: string }, socket: Duplex): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) {
      socket.destroy();
      return;
    }
    const requestId = randomUUID();
    const message = error.code === 'HPE_HEADER_OVERFLOW' ? 'The request headers are too large' : 'The request could not be read';
    const text = body(ErrorCode.VALIDATION_FAILED, message, requestId);
    const headers = {
      ...this.securityHeaders,
      [REQUEST_ID_HEADER]: requestId,
      'content-type': JSON_CONTENT_TYPE,
      'content-length': String(Buffer.byteLength(text)),
      connection: 'close',
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}`)
      .join('\r\n');
    socket.end(`HTTP/1.1 400 Bad Request\r\n${head}\r\n\r\n${text}`);
  };
}
