import { createParser } from 'eventsource-parser';

/**
 * Server-sent events read from a `fetch` body (EventSource cannot POST): `eventsource-parser`
 * does the WHATWG parsing (fields, multi-line data, comments, any line end, chunks split
 * anywhere); this only decodes the bytes, names unnamed events and stops the download early.
 */
export interface SseEvent {
  /** `message` when the block had no `event:` line. */
  event: string;
  data: string;
}

/** The events of a response body, as they arrive. */
export async function* readSse(body: ReadableStream<Uint8Array>, signal?: AbortSignal): AsyncGenerator<SseEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending: SseEvent[] = [];
  // `id`, `retry` and unknown fields mean nothing without EventSource's reconnection: ignored.
  const parser = createParser({ onEvent: ({ event, data }) => pending.push({ event: event ?? 'message', data }) });
  const take = () => {
    const events = pending;
    pending = [];
    return events;
  };
  let finished = false;
  try {
    for (;;) {
      if (signal?.aborted) return;
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
      yield* take();
    }
    finished = true;
    // A last block the server ended without its blank line still counts.
    parser.feed(`${decoder.decode()}\n\n`);
    yield* take();
  } finally {
    // Left early (the page went away): stop the download too.
    if (!finished) void reader.cancel().catch(() => {});
    reader.releaseLock();
  }
}
