/**
 * A small parser for server-sent events read from a `fetch` body (EventSource cannot POST).
 * It follows the WHATWG rules the chat stream needs: `event:` and `data:` fields (several `data:`
 * lines join with a newline), comments (`:`), an optional space after the colon, and LF, CR or
 * CRLF line ends, with chunks split anywhere (even inside a CRLF or a multi-byte character).
 */
export interface SseEvent {
  /** `message` when the block had no `event:` line. */
  event: string;
  data: string;
}

export interface SseParser {
  /** Feeds decoded text; returns the events it completed. */
  push(text: string): SseEvent[];
  /** The stream ended: a last block without its blank line is dispatched if it has data. */
  end(): SseEvent[];
}

export function createSseParser(): SseParser {
  let buffer = '';
  let eventName = '';
  let data: string[] = [];
  let hasData = false;
  /** The previous chunk ended in CR: a LF starting the next one belongs to it. */
  let skipLeadingLf = false;

  function dispatch(out: SseEvent[]): void {
    if (hasData) out.push({ event: eventName || 'message', data: data.join('\n') });
    eventName = '';
    data = [];
    hasData = false;
  }

  function line(text: string, out: SseEvent[]): void {
    if (text === '') {
      dispatch(out);
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') {
      data.push(value);
      hasData = true;
    }
    // `id` and `retry` mean nothing without EventSource's reconnection; other fields are ignored.
  }

  return {
    push(text) {
      const out: SseEvent[] = [];
      if (skipLeadingLf && text.startsWith('\n')) text = text.slice(1);
      skipLeadingLf = false;
      buffer += text;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const char = buffer[i];
        if (char !== '\n' && char !== '\r') continue;
        line(buffer.slice(start, i), out);
        if (char === '\r') {
          if (i + 1 === buffer.length) skipLeadingLf = true;
          else if (buffer[i + 1] === '\n') i++;
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
      return out;
    },
    end() {
      const out: SseEvent[] = [];
      if (buffer !== '') line(buffer, out);
      buffer = '';
      dispatch(out);
      return out;
    },
  };
}

/** The events of a response body, as they arrive. */
export async function* readSse(body: ReadableStream<Uint8Array>, signal?: AbortSignal): AsyncGenerator<SseEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  let finished = false;
  try {
    for (;;) {
      if (signal?.aborted) return;
      const { done, value } = await reader.read();
      if (done) break;
      yield* parser.push(decoder.decode(value, { stream: true }));
    }
    finished = true;
    yield* parser.push(decoder.decode());
    yield* parser.end();
  } finally {
    // Left early (the page went away): stop the download too.
    if (!finished) void reader.cancel().catch(() => {});
    reader.releaseLock();
  }
}
