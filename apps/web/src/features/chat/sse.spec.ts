import { describe, expect, it } from '@jest/globals';
import { createSseParser, readSse, type SseEvent } from './sse.js';

function parseAll(chunks: string[]): SseEvent[] {
  const parser = createSseParser();
  return [...chunks.flatMap((chunk) => parser.push(chunk)), ...parser.end()];
}

describe('createSseParser', () => {
  it('reads the event name and JSON data of each block', () => {
    const text = 'event: session\ndata: {"type":"session","session":null}\n\nevent: delta\ndata: {"type":"delta","text":"Hi"}\n\n';
    expect(parseAll([text])).toEqual([
      { event: 'session', data: '{"type":"session","session":null}' },
      { event: 'delta', data: '{"type":"delta","text":"Hi"}' },
    ]);
  });

  it('copes with chunks split anywhere, one character at a time', () => {
    const text = 'event: delta\ndata: {"text":"a b"}\n\nevent: done\ndata: {}\n\n';
    expect(parseAll([...text])).toEqual([
      { event: 'delta', data: '{"text":"a b"}' },
      { event: 'done', data: '{}' },
    ]);
  });

  it('accepts CRLF and CR line ends, even with a CRLF split between chunks', () => {
    expect(parseAll(['event: a\r\ndata: 1\r', '\n\r\n', 'event: b\rdata: 2\r\r'])).toEqual([
      { event: 'a', data: '1' },
      { event: 'b', data: '2' },
    ]);
  });

  it('joins several data lines, drops comments and unknown fields, keeps a value without a space', () => {
    expect(parseAll([': keep-alive\n\nid: 7\nretry: 10\ndata:one\ndata: two\nfoo: bar\n\n'])).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });

  it('dispatches nothing for a block without data, and resets the name between blocks', () => {
    expect(parseAll(['event: ping\n\ndata: x\n\n'])).toEqual([{ event: 'message', data: 'x' }]);
  });

  it('keeps a last block that lacks its blank line', () => {
    expect(parseAll(['event: done\ndata: {"ok":true}'])).toEqual([{ event: 'done', data: '{"ok":true}' }]);
  });

  it('keeps colons inside the value', () => {
    expect(parseAll(['data: {"url":"https://example.com"}\n\n'])).toEqual([{ event: 'message', data: '{"url":"https://example.com"}' }]);
  });
});

describe('readSse', () => {
  it('decodes a byte stream, including a multi-byte character split across chunks', async () => {
    const bytes = new TextEncoder().encode('event: delta\ndata: {"text":"¿Qué tal? 🙂"}\n\n');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 5) controller.enqueue(bytes.slice(i, i + 5));
        controller.close();
      },
    });
    const events: SseEvent[] = [];
    for await (const event of readSse(stream)) events.push(event);
    expect(events).toEqual([{ event: 'delta', data: '{"text":"¿Qué tal? 🙂"}' }]);
  });

  it('cancels the body when the reader stops early', async () => {
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('data: 1\n\ndata: 2\n\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const event of readSse(stream)) {
      expect(event.data).toBe('1');
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cancelled).toBe(true);
  });
});
