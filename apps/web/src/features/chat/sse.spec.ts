import { describe, expect, it } from '@jest/globals';
import { readSse, type SseEvent } from './sse.js';

/** A body that delivers the given chunks (text or bytes) one by one. */
function body(chunks: ReadonlyArray<string | Uint8Array>, onCancel?: () => void, close = true): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      if (close) controller.close();
    },
    cancel: onCancel,
  });
}

async function readAll(chunks: ReadonlyArray<string | Uint8Array>): Promise<SseEvent[]> {
  const events: SseEvent[] = [];
  for await (const event of readSse(body(chunks))) events.push(event);
  return events;
}

describe('readSse', () => {
  it('reads the event name and JSON data of each block', async () => {
    const text = 'event: session\ndata: {"type":"session","session":null}\n\nevent: delta\ndata: {"type":"delta","text":"Hi"}\n\n';
    await expect(readAll([text])).resolves.toEqual([
      { event: 'session', data: '{"type":"session","session":null}' },
      { event: 'delta', data: '{"type":"delta","text":"Hi"}' },
    ]);
  });

  it('copes with events split across chunks, one character at a time', async () => {
    const text = 'event: delta\ndata: {"text":"a b"}\n\nevent: done\ndata: {}\n\n';
    await expect(readAll([...text])).resolves.toEqual([
      { event: 'delta', data: '{"text":"a b"}' },
      { event: 'done', data: '{}' },
    ]);
  });

  it('accepts CRLF and CR line ends, even with a CRLF split between chunks', async () => {
    await expect(readAll(['event: a\r\ndata: 1\r', '\n\r\n', 'event: b\rdata: 2\r\r'])).resolves.toEqual([
      { event: 'a', data: '1' },
      { event: 'b', data: '2' },
    ]);
  });

  it('joins multi-line data with newlines and ignores comments, ids, retries and unknown fields', async () => {
    await expect(readAll([': keep-alive\n\nid: 7\nretry: 10\ndata:one\ndata: two\nfoo: bar\n\n'])).resolves.toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });

  it('names an event without an `event:` line `message`, and dispatches nothing for a block without data', async () => {
    await expect(readAll(['event: ping\n\ndata: x\n\n'])).resolves.toEqual([{ event: 'message', data: 'x' }]);
  });

  it('keeps a last block that lacks its blank line', async () => {
    await expect(readAll(['event: done\ndata: {"ok":true}'])).resolves.toEqual([{ event: 'done', data: '{"ok":true}' }]);
  });

  it('decodes a multi-byte character split across chunks', async () => {
    const bytes = new TextEncoder().encode('event: delta\ndata: {"text":"¿Qué tal? 🙂"}\n\n');
    const chunks: Uint8Array[] = [];
    for (let i = 0; i < bytes.length; i += 5) chunks.push(bytes.slice(i, i + 5));
    await expect(readAll(chunks)).resolves.toEqual([{ event: 'delta', data: '{"text":"¿Qué tal? 🙂"}' }]);
  });

  it('cancels the body when the reader stops early', async () => {
    let cancelled = false;
    const stream = body(
      ['data: 1\n\ndata: 2\n\n'],
      () => {
        cancelled = true;
      },
      false,
    );
    for await (const event of readSse(stream)) {
      expect(event.data).toBe('1');
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cancelled).toBe(true);
  });
});
