import { AppError, REQUEST_ID_HEADER } from '@vi/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Longest pause allowed between two pieces of an assistant's reply (the chat service bounds the provider). */
export const ASSISTANT_STREAM_IDLE_TIMEOUT_MS = 90_000;

/** What a stream that broke after it started tells the reader. */
const BROKEN_STREAM = { code: 'UPSTREAM_UNAVAILABLE', message: 'Failed to get response from AI assistant.' };

/**
 * Answers a request with a service's streamed reply as server-sent events (`event: <type>`,
 * `data: <json>`). The first event is awaited before anything is written, so a refusal (limit
 * reached, nothing said, rate limit, not found) is an ordinary JSON error with its status (the
 * error filter answers). A reader who leaves does not stop the service's reply: it finishes.
 */
export async function relayServerSentEvents(request: FastifyRequest, reply: FastifyReply, events: AsyncGenerator<{ type: string }>): Promise<void> {
  const first = await events.next();

  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    // The security headers and request id the gateway's onRequest hook put on the reply.
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
    [REQUEST_ID_HEADER]: String(request.id),
  });
  let open = true;
  raw.on('close', () => {
    open = false;
  });
  const write = (event: { type: string }) => {
    if (open) raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
  };
  try {
    if (!first.done) write(first.value);
    for await (const event of { [Symbol.asyncIterator]: () => events }) {
      if (!open) break;
      write(event);
    }
  } catch (error) {
    write({ type: 'error', error: error instanceof AppError ? error.toEnvelope() : BROKEN_STREAM } as { type: string });
  } finally {
    if (open) raw.end();
  }
}
