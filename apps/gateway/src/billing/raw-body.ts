import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

/** Where Stripe posts its webhook deliveries (under the API prefix). */
export const STRIPE_WEBHOOK_PATH = 'billing/stripe-webhook';
export const STRIPE_WEBHOOK_ROUTE = `/api/v1/${STRIPE_WEBHOOK_PATH}`;
/**
 * Stripe's events are a few kilobytes; 512 KiB leaves room for any of them while the body, forwarded
 * to billing in one NATS message, stays under the server's 1 MB message limit.
 */
export const STRIPE_WEBHOOK_BODY_LIMIT = 512 * 1024;

const RAW_BODY = Symbol('rawBody');
type WithRawBody = FastifyRequest & { [RAW_BODY]?: Buffer };

/** The body exactly as it arrived (the signature covers these bytes, not a re-serialised JSON). */
export function rawBodyOf(request: FastifyRequest): string | undefined {
  return (request as WithRawBody)[RAW_BODY]?.toString('utf8');
}

function tooLarge(): Error {
  return Object.assign(new Error('Request body is too large'), { statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' });
}

/**
 * For the webhook route only: a larger body limit, and the raw bytes kept beside the parsed JSON
 * (a preParsing hook reads the stream, keeps it, and hands the same bytes on to the JSON parser, so
 * a body that is not JSON still gets the usual 400).
 */
export function keepRawBodyOn(route: RouteOptions, url: string, limit: number): void {
  if (route.url !== url) return;
  route.bodyLimit = limit;
  const existing = route.preParsing ? (Array.isArray(route.preParsing) ? route.preParsing : [route.preParsing]) : [];
  route.preParsing = [
    ...existing,
    async (request: FastifyRequest, reply: FastifyReply, payload: NodeJS.ReadableStream) => {
      // The rest of a refused body is never read: the 413 closes the connection, so the client cannot
      // hold it open by going on sending.
      const refuse = () => {
        reply.raw.shouldKeepAlive = false;
        return tooLarge();
      };
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > limit) throw refuse();
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of payload as AsyncIterable<Buffer | string>) {
        const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        size += buffer.length;
        if (size > limit) throw refuse();
        chunks.push(buffer);
      }
      const raw = Buffer.concat(chunks);
      (request as WithRawBody)[RAW_BODY] = raw;
      const replay = Readable.from([raw]) as Readable & { receivedEncodedLength?: number };
      replay.receivedEncodedLength = raw.length;
      return replay;
    },
  ] as RouteOptions['preParsing'];
}
