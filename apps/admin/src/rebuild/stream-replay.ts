import type { Consumer } from '@nats-io/jetstream';
import { EVENT_SCHEMAS, type EventEnvelope, eventEnvelopeSchema } from '@vi/contracts';

/** The stream does not hold every event from the first one on: a replay of it would be wrong. */
export class StreamIncompleteError extends Error {}

/**
 * Reads the event stream in order from sequence 1 (an ephemeral ordered consumer), handing over
 * the events on `wanted` subjects a batch at a time. Every sequence number must arrive: a gap means
 * events were removed (aged out, deleted) and the replay stops with StreamIncompleteError.
 * Messages that are not readable events are skipped and counted, as the live consumer sets them
 * aside without changing anything.
 */
export class StreamReplay {
  private next = 1;
  /** Messages read, events handed over, messages skipped as unreadable. */
  readonly counts = { messages: 0, events: 0, unreadable: 0 };

  constructor(
    private readonly consumer: Consumer,
    private readonly wanted: ReadonlySet<string>,
    private readonly batchSize = 500,
  ) {}

  /** The last sequence read so far (0 before the first). */
  get position(): number {
    return this.next - 1;
  }

  /** Reads until every message up to `sequence` (at least) is handed over. */
  async readThrough(sequence: number, apply: (events: EventEnvelope[]) => Promise<void>): Promise<void> {
    let idle = 0;
    while (this.position < sequence) {
      const messages = await this.consumer.fetch({ max_messages: this.batchSize, expires: 2000 });
      const events: EventEnvelope[] = [];
      let received = 0;
      for await (const msg of messages) {
        received += 1;
        if (msg.seq !== this.next) {
          throw new StreamIncompleteError(
            `the event stream skipped from sequence ${this.next - 1} to ${msg.seq}: events in between were removed (aged out or deleted)`,
          );
        }
        this.next = msg.seq + 1;
        this.counts.messages += 1;
        if (!this.wanted.has(msg.subject)) continue;
        const event = readEvent(msg.string());
        if (event) events.push(event);
        else this.counts.unreadable += 1;
      }
      if (events.length > 0) await apply(events);
      this.counts.events += events.length;
      idle = received === 0 ? idle + 1 : 0;
      if (idle >= 5) throw new Error(`the event stream stopped delivering at sequence ${this.position} of ${sequence}`);
    }
  }
}

/** An event as the live consumer reads it (envelope, then the subject's own schema), or undefined. */
export function readEvent(text: string): EventEnvelope | undefined {
  try {
    const event = eventEnvelopeSchema.parse(JSON.parse(text)) as EventEnvelope;
    const schema = EVENT_SCHEMAS[event.subject as keyof typeof EVENT_SCHEMAS];
    if (schema) event.data = schema.parse(event.data);
    return event;
  } catch {
    return undefined;
  }
}
