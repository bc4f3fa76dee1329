import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager, type ConsumerMessages, type JetStreamManager, type JsMsg } from '@nats-io/jetstream';
import { nanos, type NatsConnection } from '@nats-io/transport-node';
import { EVENT_SCHEMAS, EVENT_SUBJECTS_WILDCARD, type EventEnvelope, eventEnvelopeSchema } from '@vi/contracts';
import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import type { Namespace } from './namespace.js';

function serverAtLeast(version: string | undefined, major: number, minor: number): boolean {
  const [a = 0, b = 0] = (version ?? '0.0').split('.').map(Number);
  return a > major || (a === major && b >= minor);
}

const DAY_NS = nanos(24 * 60 * 60 * 1000);

/** Creates the event stream if it does not exist yet. Safe to call from every service. */
export async function ensureEventStream(jsm: JetStreamManager, namespace: Namespace): Promise<void> {
  const name = namespace.eventStream;
  try {
    await jsm.streams.info(name);
  } catch {
    try {
      await jsm.streams.add({
        name,
        subjects: [namespace.subject(EVENT_SUBJECTS_WILDCARD)],
        max_age: 30 * DAY_NS,
        duplicate_window: nanos(10 * 60 * 1000),
      });
    } catch (error) {
      // Another replica may have created it in between.
      await jsm.streams.info(name).catch(() => {
        throw error;
      });
    }
  }
}

/**
 * Handles one event inside the transaction that records it. What must only happen once the change is
 * committed (a broadcast that makes other processes read it again) goes in the returned function,
 * which the consumer calls after the commit, never when the transaction rolls back.
 */
export type EventHandler = (event: EventEnvelope, manager: EntityManager) => Promise<void | AfterCommit>;
export type AfterCommit = () => void;

export interface EventConsumerOptions {
  nc: NatsConnection;
  namespace: Namespace;
  dataSource: DataSource;
  logger: Logger;
  /** Durable consumer name: survives restarts; replicas with the same name share the work. */
  durable: string;
  subjects: string[];
  handle: EventHandler;
}

/**
 * A durable JetStream consumer with explicit acks. Each event is handled in a database
 * transaction that also records its id, so a redelivered event changes nothing twice.
 */
export class EventConsumer {
  private messages?: ConsumerMessages;
  private wanted = new Set<string>();
  private loop?: Promise<void>;

  constructor(private readonly options: EventConsumerOptions) {}

  async start(): Promise<void> {
    const { nc, namespace, durable, subjects } = this.options;
    const jsm = await jetstreamManager(nc);
    await ensureEventStream(jsm, namespace);
    const name = namespace.durable(durable);
    // One subject filters on the server; several need NATS 2.10's filter_subjects, so with an
    // older server the consumer reads all events and acknowledges the ones it does not handle.
    const wanted = subjects.map((s) => namespace.subject(s));
    const multiFilter = wanted.length > 1 && serverAtLeast(nc.info?.version, 2, 10);
    const filter =
      wanted.length === 1
        ? { filter_subject: wanted[0] }
        : multiFilter
          ? { filter_subjects: wanted }
          : { filter_subject: namespace.subject(EVENT_SUBJECTS_WILDCARD) };
    this.wanted = new Set(wanted);
    const config = {
      durable_name: name,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ack_wait: nanos(30_000),
      max_deliver: -1,
      ...filter,
    };
    try {
      await jsm.consumers.info(namespace.eventStream, name);
      await jsm.consumers.update(namespace.eventStream, name, filter);
    } catch {
      await jsm.consumers.add(namespace.eventStream, config);
    }
    const consumer = await jetstream(nc).consumers.get(namespace.eventStream, name);
    this.messages = await consumer.consume({ max_messages: 100 });
    const messages = this.messages;
    this.loop = (async () => {
      for await (const msg of messages) await this.process(msg);
    })();
  }

  async stop(): Promise<void> {
    this.messages?.stop();
    await this.loop?.catch(() => undefined);
  }

  private async process(msg: JsMsg): Promise<void> {
    const { dataSource, logger, durable } = this.options;
    if (!this.wanted.has(msg.subject)) {
      msg.ack();
      return;
    }
    let event: EventEnvelope;
    try {
      event = eventEnvelopeSchema.parse(msg.json()) as EventEnvelope;
      const schema = EVENT_SCHEMAS[event.subject as keyof typeof EVENT_SCHEMAS];
      if (schema) event.data = schema.parse(event.data);
    } catch (error) {
      // A message that can never be read is not retried forever.
      logger.error({ err: error, subject: msg.subject, seq: msg.seq }, 'unreadable event dropped');
      msg.term();
      return;
    }
    try {
      const afterCommit = await dataSource.transaction(async (manager) => {
        const inserted: unknown[] = await manager.query(
          'INSERT INTO "processed_events" ("consumer", "event_id") VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING "event_id"',
          [durable, event.id],
        );
        if (inserted.length === 0) return undefined;
        return this.options.handle(event, manager);
      });
      msg.ack();
      try {
        afterCommit?.();
      } catch (error) {
        logger.warn({ err: error, eventId: event.id, subject: event.subject }, 'after-commit step of an event failed');
      }
    } catch (error) {
      const delayMs = Math.min(30_000, 500 * 2 ** Math.min(msg.info.deliveryCount, 6));
      logger.warn({ err: error, eventId: event.id, subject: event.subject, delayMs }, 'event handler failed; will retry');
      msg.nak(delayMs);
    }
  }
}
