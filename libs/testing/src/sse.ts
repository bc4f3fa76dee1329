/**
 * Server-sent events for tests: a `text/event-stream` body read whole (`readEventStream`) or one
 * event at a time (`eventReader`, so a test can act between events). Each event's `data:` is JSON.
 */

/** What the API streams: every event names its `type`. */
export interface StreamEvent {
  type: string;
  [key: string]: any;
}

/** One event as sent: its `event:` name, if it has one, and its parsed `data:`. */
export interface SseMessage<T = StreamEvent> {
  event: string | undefined;
  data: T;
}

/** A response read whole: its events when it streamed, else its JSON body (a refusal before the stream began). */
export interface EventStreamResponse<T = StreamEvent> {
  status: number;
  contentType: string | null;
  events: T[];
  messages: SseMessage<T>[];
  body?: any;
}

/** One event block (the text between blank lines); undefined for a block of comments only. */
function parseBlock<T>(block: string): SseMessage<T> | undefined {
  const lines = block.split('\n').filter((line) => line !== '' && !line.startsWith(':'));
  if (lines.length === 0) return undefined;
  const field = (name: string) => lines.filter((line) => line.startsWith(`${name}:`)).map((line) => line.slice(name.length + 1).replace(/^ /, ''));
  const data = field('data');
  if (data.length === 0) throw new Error(`an event without data: ${JSON.stringify(block)}`);
  return { event: field('event')[0], data: JSON.parse(data.join('\n')) as T };
}

/** Every event of a whole `text/event-stream` body, in order. */
export function parseEventStream<T = StreamEvent>(text: string): SseMessage<T>[] {
  return text.split('\n\n').flatMap((block) => parseBlock<T>(block) ?? []);
}

/** Reads a response to its end: the events if it is an event stream, else the JSON body. */
export async function readEventStream<T = StreamEvent>(response: Response): Promise<EventStreamResponse<T>> {
  const text = await response.text();
  const contentType = response.headers.get('content-type');
  if (!contentType?.startsWith('text/event-stream'))
    return { status: response.status, contentType, events: [], messages: [], body: text ? JSON.parse(text) : undefined };
  const messages = parseEventStream<T>(text);
  return { status: response.status, contentType, events: messages.map((m) => m.data), messages };
}

/** Reads a streamed response's events one at a time; `next()` resolves with undefined once the stream has ended. */
export function eventReader<T = StreamEvent>(response: Response): () => Promise<T | undefined> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return async function next(): Promise<T | undefined> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const message = parseBlock<T>(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (message) return message.data;
        continue;
      }
      const { value, done } = await reader.read();
      if (done) return undefined;
      buffer += decoder.decode(value, { stream: true });
    }
  };
}
