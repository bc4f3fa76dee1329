import http from 'node:http';
import type { OnApplicationShutdown } from '@nestjs/common';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { AllowPrivateTargets } from '../config.js';
import { signedHeaders } from './signature.js';
import { type CheckedTarget, checkTarget, TargetRefused } from './target.js';

export interface SendRequest {
  endpointUrl: string;
  deliveryId: string;
  body: string;
  /** The secrets that sign it (none: unsigned); see secrets.ts. */
  secrets: readonly string[];
}

export interface SendOutcome {
  /** The receiver answered 2xx. */
  success: boolean;
  status: number | null;
  /** The start of the answer (at most `maxBodyBytes`). */
  responseBody: string | null;
  /** Why the attempt failed, in words for the admin's log. */
  error: string | null;
  /** The endpoint's address is refused: retrying will not help. */
  refused: boolean;
}

export interface SenderOptions {
  timeoutMs: number;
  allowPrivateTargets: AllowPrivateTargets;
  maxBodyBytes: number;
}

/** What is read of an answer at most; past it the connection is dropped rather than drained. */
const READ_LIMIT = 64 * 1024;

/**
 * Sends one signed attempt. node:http(s) rather than fetch or undici: its per-request `lookup` lets
 * the connection go to exactly the address that was checked (no second DNS answer can swap in an
 * internal one) while the Host header and the TLS certificate check keep the endpoint's name; it
 * never follows redirects; and keep-alive agents of our own carry the connections without
 * touching any global dispatcher.
 */
export class WebhookSender implements OnApplicationShutdown {
  private readonly agents = {
    http: new http.Agent({ keepAlive: true, keepAliveMsecs: 1000, maxSockets: 256, scheduling: 'lifo', timeout: 30_000 }),
    https: new https.Agent({ keepAlive: true, keepAliveMsecs: 1000, maxSockets: 256, scheduling: 'lifo', timeout: 30_000 }),
  };

  constructor(private readonly options: SenderOptions) {}

  async send(request: SendRequest): Promise<SendOutcome> {
    const started = Date.now();
    let target: CheckedTarget;
    try {
      target = await checkTarget(request.endpointUrl, this.options.allowPrivateTargets, this.options.timeoutMs);
    } catch (error) {
      return { success: false, status: null, responseBody: null, error: (error as Error).message, refused: error instanceof TargetRefused };
    }
    const remaining = Math.max(1, this.options.timeoutMs - (Date.now() - started));
    try {
      const { status, body, location } = await this.post(target, request, remaining);
      const success = status >= 200 && status < 300;
      let error: string | null = null;
      if (status >= 300 && status < 400) error = `HTTP ${status}: redirect${location ? ` to ${location}` : ''} not followed`;
      else if (!success) error = `HTTP ${status}`;
      return { success, status, responseBody: body, error, refused: false };
    } catch (error) {
      return { success: false, status: null, responseBody: null, error: describeFailure(error, this.options.timeoutMs), refused: false };
    }
  }

  onApplicationShutdown(): void {
    this.agents.http.destroy();
    this.agents.https.destroy();
  }

  private post(target: CheckedTarget, request: SendRequest, timeoutMs: number): Promise<{ status: number; body: string; location?: string }> {
    const { url } = target;
    const secure = url.protocol === 'https:';
    const pinned: LookupFunction = (_hostname, options, callback) => {
      if ((options as { all?: boolean }).all)
        (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: target.address, family: target.family }]);
      else callback(null, target.address, target.family);
    };
    const headers = {
      ...signedHeaders(request.deliveryId, request.body, request.secrets),
      'content-length': String(Buffer.byteLength(request.body)),
      'user-agent': 'Vi-Webhooks/1',
    };
    return new Promise((resolve, reject) => {
      const signal = AbortSignal.timeout(timeoutMs);
      const req = (secure ? https : http).request(
        {
          protocol: url.protocol,
          hostname: target.host,
          port: url.port || (secure ? 443 : 80),
          path: `${url.pathname}${url.search}`,
          method: 'POST',
          headers,
          agent: secure ? this.agents.https : this.agents.http,
          lookup: pinned,
          signal,
        },
        (res) => {
          const chunks: Buffer[] = [];
          let read = 0;
          res.on('data', (chunk: Buffer) => {
            if (read < this.options.maxBodyBytes) chunks.push(chunk);
            read += chunk.length;
            if (read > READ_LIMIT) res.destroy();
          });
          const finish = () =>
            resolve({
              status: res.statusCode ?? 0,
              body: truncateUtf8(Buffer.concat(chunks), this.options.maxBodyBytes),
              location: typeof res.headers.location === 'string' ? res.headers.location : undefined,
            });
          res.once('end', finish);
          res.once('close', finish);
          res.once('error', (error) => (read > READ_LIMIT ? finish() : reject(error)));
        },
      );
      req.once('error', reject);
      req.end(request.body);
    });
  }
}

/** The first `max` bytes as text, never cutting a character in half. */
export function truncateUtf8(bytes: Buffer, max: number): string {
  if (bytes.length <= max) return bytes.toString('utf8');
  let end = max;
  while (end > 0 && (bytes[end]! & 0xc0) === 0x80) end--;
  return bytes.subarray(0, end).toString('utf8');
}

function describeFailure(error: unknown, timeoutMs: number): string {
  const err = error as NodeJS.ErrnoException & { cause?: unknown };
  if (err?.name === 'AbortError' || err?.name === 'TimeoutError' || err?.code === 'ABORT_ERR') return `No answer within ${timeoutMs} ms`;
  switch (err?.code) {
    case 'ECONNREFUSED':
      return 'Connection refused';
    case 'ECONNRESET':
      return 'Connection reset by the receiver';
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'Host unreachable';
    case 'ETIMEDOUT':
      return 'Connection timed out';
    default:
      return err?.code ? `${err.code}: ${err.message}` : (err?.message ?? 'Request failed');
  }
}
