import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ErrorCode, HTTP_STATUS_BY_CODE } from '@vi/contracts';

/**
 * What the bad-input and access suites share: requests sent the way an attacker would (fetch for
 * anything a browser or script can send, a raw socket for what no HTTP client lets through), and
 * the checks every answer must pass (never a 5xx, the one JSON error shape on a 4xx, the security
 * headers on everything).
 */

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Whether the admin area's backends are in this checkout: the admin service (user directory and
 * overview) and identity's admin RPCs (admins, member creation and deletion). Routes whose backend
 * is missing are skipped, not run against a 503.
 */
export const ADMIN_BACKENDS = {
  directory: existsSync(join(REPO_ROOT, 'apps/admin/package.json')),
  identityAdmin: sourceMentions(join(REPO_ROOT, 'apps/identity/src'), 'RPC.identity.listAdmins'),
};

function sourceMentions(folder: string, text: string): boolean {
  if (!existsSync(folder)) return false;
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).some(
    (file) => file.endsWith('.ts') && !file.endsWith('.spec.ts') && readFileSync(join(folder, file), 'utf8').includes(text),
  );
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON, when it is JSON. */
  json?: any;
}

export interface Outgoing {
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  timeoutMs?: number;
}

/** One request with fetch; the whole answer is read (a stream to its end). */
export async function send(baseUrl: string, method: string, path: string, outgoing: Outgoing = {}): Promise<Answer> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: outgoing.headers,
    body: outgoing.body,
    redirect: 'manual',
    signal: AbortSignal.timeout(outgoing.timeoutMs ?? 15_000),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

export interface RawAnswer {
  /** undefined when the server closed without answering. */
  status?: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Writes `request` as it is onto a fresh connection and reads what comes back until the server
 * closes (or `timeoutMs`). For what HTTP clients refuse to send: control characters in headers,
 * oversized headers, contradicting framing.
 */
export function rawExchange(port: number, request: string | Buffer, timeoutMs = 5_000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(parseRawAnswer(Buffer.concat(chunks)));
    };
    const timer = setTimeout(finish, timeoutMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', finish);
    socket.on('error', finish);
    // Written, not ended: a half-closed connection tells the server the client left, and it drops answers still being computed.
    socket.on('connect', () => socket.write(request));
  });
}

function parseRawAnswer(raw: Buffer): RawAnswer {
  const text = raw.toString('latin1');
  const split = text.indexOf('\r\n\r\n');
  if (split < 0) return { headers: {}, body: text };
  const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = raw.subarray(Buffer.byteLength(text.slice(0, split + 4), 'latin1'));
  if (/chunked/i.test(headers['transfer-encoding'] ?? '')) body = dechunk(body);
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  return { status: Number.isNaN(status) ? undefined : status, headers, body: body.toString('utf8') };
}

function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < body.length) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** The statuses this API answers refusals with. */
export const SENSIBLE_REFUSALS = new Set([400, 401, 402, 403, 404, 409, 413, 415, 429]);
const ERROR_CODES = new Set<string>(Object.values(ErrorCode));

/** The security headers helmet sets, as every answer must carry them. */
export function securityHeaderProblems(headers: Headers | Record<string, string>): string[] {
  const get = (name: string) => (headers instanceof Headers ? headers.get(name) : headers[name]) ?? '';
  const problems: string[] = [];
  if (get('x-content-type-options') !== 'nosniff') problems.push('no X-Content-Type-Options: nosniff');
  const csp = get('content-security-policy');
  if (!csp.includes("default-src 'self'") || !csp.includes("frame-ancestors 'none'")) problems.push(`no Content-Security-Policy (got "${csp}")`);
  if (!get('x-frame-options')) problems.push('no X-Frame-Options');
  if (!get('referrer-policy')) problems.push('no Referrer-Policy');
  if (get('x-powered-by')) problems.push('an X-Powered-By header');
  return problems;
}

/**
 * Everything wrong with an answer to any request, however hostile: a 5xx, a refusal outside the
 * API's statuses or not in the one JSON error shape (`{ error: { code, message, requestId } }` with
 * the code that goes with the status and the request id of the `x-request-id` header), missing
 * security headers. Empty when the answer is sane.
 */
export function answerProblems(answer: Answer): string[] {
  const problems = securityHeaderProblems(answer.headers);
  const requestId = answer.headers.get('x-request-id');
  if (!requestId) problems.push('no X-Request-Id');
  if (answer.status >= 500) problems.push(`a ${answer.status} (${answer.text.slice(0, 300)})`);
  if (answer.status >= 400) {
    if (!SENSIBLE_REFUSALS.has(answer.status) && answer.status < 500) problems.push(`status ${answer.status} is not one this API refuses with`);
    if (!(answer.headers.get('content-type') ?? '').startsWith('application/json')) problems.push(`a refusal as ${answer.headers.get('content-type')}`);
    const body = answer.json;
    const error = body?.error;
    if (!body || typeof body !== 'object' || Object.keys(body).join() !== 'error' || !error || typeof error !== 'object') {
      problems.push(`not the error shape: ${answer.text.slice(0, 300)}`);
    } else {
      if (!ERROR_CODES.has(error.code)) problems.push(`unknown error code ${JSON.stringify(error.code)}`);
      else if (HTTP_STATUS_BY_CODE[error.code as ErrorCode] !== answer.status && !(answer.status === 415 && error.code === ErrorCode.VALIDATION_FAILED)) {
        problems.push(`code ${error.code} with status ${answer.status}`);
      }
      if (typeof error.message !== 'string' || error.message.length === 0) problems.push('an error without a message');
      if (typeof error.requestId !== 'string' || error.requestId !== requestId)
        problems.push(`requestId ${JSON.stringify(error.requestId)} is not the header's ${requestId}`);
    }
  }
  return problems;
}

/** Percent-encodes the UTF-8 bytes of `text` (a lone surrogate goes as U+FFFD, as any client sends it). */
export function percentEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/**
 * A header value as the bytes a client would put on the wire for `text` (UTF-8, read back as
 * Latin-1), without the control characters fetch refuses to send (those go through rawExchange).
 */
export function headerValue(text: string, maxLength = 4000): string {
  return Buffer.from(text, 'utf8')
    .toString('latin1')
    .split('')
    .filter((char) => char === '\t' || (char >= ' ' && char !== '\u007f'))
    .join('')
    .trim()
    .slice(0, maxLength);
}
