import { randomUUID } from 'node:crypto';
import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager, type ConsumerMessages, type JetStreamManager, type JsMsg } from '@nats-io/jetstream';
import { nanos, type NatsConnection } from '@nats-io/transport-node';
import { EVENT_SCHEMAS, EVENT_SUBJECTS_WILDCARD, type EventEnvelope, eventEnvelopeSchema } from '@vi/contracts';
import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import { countRedelivery } from './metrics.js';
import type { Namespace } from './namespace.js';

function serverAtLeast(version: string | undefined, major: number, minor: number): boolean {
  const [a = 0, b = 0] = (version ?? '0.0').split('.').map(Number);
  return a > major || (a === major && b >= minor);
}

const DAY_NS = nanos(24 * 60 * 60 * 1000);

/** How many copies JetStream keeps of the event stream (EVENT_STREAM_REPLICAS; ServiceKitModule sets it). */
export const eventStreamSettings = { replicas: 1 };

/**
 * Creates the event stream if it does not exist yet, with `replicas` copies; an existing stream with
 * another count is changed to it (a cluster moves the data itself). Safe to call from every service.
 */
export async function ensureEventStream(jsm: JetStreamManager, namespace: Namespace, replicas: number = eventStreamSettings.replicas): Promise<void> {
  const name = namespace.eventStream;
  const existing = await jsm.streams.info(name).catch(() => undefined);
  if (existing) {
    if (existing.config.num_replicas !== replicas) await jsm.streams.update(name, { num_replicas: replicas });
    return;
  }
  try {
    await jsm.streams.add({
      name,
      subjects: [namespace.subject(EVENT_SUBJECTS_WILDCARD)],
      max_age: 30 * DAY_NS,
      duplicate_window: nanos(10 * 60 * 1000),
      num_replicas: replicas,
    });
  } catch (error) {
    // Another replica may have created it in between.
    await jsm.streams.info(name).catch(() => {
      throw error;
    });
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
  /** Failed deliveries of one event before it is set aside as a dead letter (default: EventConsumer.defaults). */
  maxDeliveries?: number;
}

/** A dead letter as stored: the event (or the text that could not be read as one) and why it failed. */
export interface DeadLetterRow {
  id: string;
  consumer: string;
  event_id: string | null;
  subject: string;
  payload: EventEnvelope | null;
  raw: string | null;
}

/** Thrown by replay when a dead letter cannot be handled again as it is. */
export class DeadLetterNotReplayable extends Error {}

/**
 * A durable JetStream consumer with explicit acks. Each event is handled in a database
 * transaction that also records its id, so a redelivered event changes nothing twice.
 *
 * An event whose handler keeps failing is set aside after `maxDeliveries` attempts: stored in the
 * schema's `dead_letters` table (admins list it and replay it once the cause is fixed) and
 * acknowledged, so it no longer holds up the events behind it. If even that write fails the event is
 * retried as before: nothing is dropped. The consume loop restarts itself (recreating the stream and
 * the durable consumer if they were lost) whenever it stops without being asked to.
 */
export class EventConsumer {
  /** Process-wide settings from the service's configuration (EVENT_MAX_DELIVERIES). */
  static defaults = { maxDeliveries: 10, restartDelayMs: 1000 };
  /** Running consumers by their namespaced durable name, for replaying their dead letters. */
  private static readonly running = new Map<string, EventConsumer>();

  /** The consumer that handles `durable`'s events in `namespace`, if one runs in this process. */
  static find(namespace: Namespace, durable: string): EventConsumer | undefined {
    return EventConsumer.running.get(namespace.durable(durable));
  }

  private messages?: ConsumerMessages;
  private wanted = new Set<string>();
  private loop?: Promise<void>;
  private stopped = false;
  private wake?: () => void;
  /** How many times the consume loop was set up again after it stopped by itself. */
  restarts = 0;

  constructor(private readonly options: EventConsumerOptions) {}

  get durable(): string {
    return this.options.durable;
  }

  async start(): Promise<void> {
    this.stopped = false;
    // The first setup's failure is the caller's (the service does not start without its consumer);
    // later ones are retried by the loop.
    await this.setUp();
    EventConsumer.running.set(this.options.namespace.durable(this.options.durable), this);
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    EventConsumer.running.delete(this.options.namespace.durable(this.options.durable));
    this.messages?.stop();
    this.wake?.();
    await this.loop?.catch(() => undefined);
  }

  /** Creates (or finds) the stream and the durable consumer and starts pulling from it. */
  private async setUp(): Promise<void> {
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
    const messages = await consumer.consume({ max_messages: 100 });
    this.messages = messages;
    // consume() keeps pulling from a consumer or stream that is gone without ever getting a message
    // again: stop it, so the loop sets both up afresh.
    void (async () => {
      for await (const status of messages.status()) {
        const lost = status.type === 'consumer_deleted' || status.type === 'consumer_not_found' || status.type === 'stream_not_found';
        const silent = status.type === 'heartbeats_missed' && (status as { count?: number }).count !== undefined && (status as { count: number }).count >= 3;
        if (lost || silent) {
          this.options.logger.warn({ durable, status: status.type }, 'event consumer lost its subscription; setting it up again');
          messages.stop();
          return;
        }
      }
    })().catch(() => undefined);
  }

  /** Handles messages; when the subscription ends without stop(), sets it up again with a growing pause. */
  private async run(): Promise<void> {
    let failures = 0;
    while (!this.stopped) {
      try {
        const messages = this.messages;
        if (!messages) throw new Error('not subscribed');
        for await (const msg of messages) {
          failures = 0;
          await this.process(msg);
        }
      } catch (error) {
        if (!this.stopped) this.options.logger.warn({ err: error, durable: this.options.durable }, 'event consumer stopped with an error');
      }
      this.messages = undefined;
      while (!this.stopped) {
        const delay = Math.min(30_000, EventConsumer.defaults.restartDelayMs * 2 ** Math.min(failures, 5));
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, delay);
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        if (this.stopped) return;
        try {
          await this.setUp();
          this.restarts += 1;
          this.options.logger.info({ durable: this.options.durable, restarts: this.restarts }, 'event consumer restarted');
          break;
        } catch (error) {
          failures += 1;
          this.options.logger.warn({ err: error, durable: this.options.durable }, 'event consumer could not restart; will retry');
        }
      }
    }
  }

  private async process(msg: JsMsg): Promise<void> {
    const { logger } = this.options;
    if (!this.wanted.has(msg.subject)) {
      msg.ack();
      return;
    }
    if (msg.info.deliveryCount > 1) countRedelivery(this.options.durable, this.options.namespace.unprefix(msg.subject));
    let event: EventEnvelope;
    try {
      event = this.read(msg.json());
    } catch (error) {
      // A message that can never be read is not retried: it is set aside for an admin to see.
      logger.error({ err: error, subject: msg.subject, seq: msg.seq }, 'unreadable event set aside');
      const stored = await this.storeDeadLetter({
        eventId: null,
        subject: this.options.namespace.unprefix(msg.subject),
        payload: null,
        raw: msg.string(),
        error,
        attempts: msg.info.deliveryCount,
      });
      if (stored) msg.term();
      else msg.nak(5000);
      return;
    }
    try {
      await this.handleOnce(event);
      msg.ack();
    } catch (error) {
      const attempts = msg.info.deliveryCount;
      const maxDeliveries = this.options.maxDeliveries ?? EventConsumer.defaults.maxDeliveries;
      if (
        attempts >= maxDeliveries &&
        (await this.storeDeadLetter({ eventId: event.id, subject: event.subject, payload: event, raw: null, error, attempts }))
      ) {
        logger.error({ err: error, eventId: event.id, subject: event.subject, attempts }, 'event set aside as a dead letter after repeated failures');
        msg.term();
        return;
      }
      const delayMs = Math.min(30_000, 500 * 2 ** Math.min(attempts, 6));
      logger.warn({ err: error, eventId: event.id, subject: event.subject, delayMs, attempts }, 'event handler failed; will retry');
      msg.nak(delayMs);
    }
  }

  private read(json: unknown): EventEnvelope {
    const event = eventEnvelopeSchema.parse(json) as EventEnvelope;
    const schema = EVENT_SCHEMAS[event.subject as keyof typeof EVENT_SCHEMAS];
    if (schema) event.data = schema.parse(event.data);
    return event;
  }

  /** The handler and the processed-event record in one transaction; the after-commit step after it. */
  private async handleOnce(event: EventEnvelope): Promise<void> {
    const { dataSource, logger, durable } = this.options;
    const afterCommit = await dataSource.transaction(async (manager) => {
      const inserted: unknown[] = await manager.query(
        'INSERT INTO "processed_events" ("consumer", "event_id") VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING "event_id"',
        [durable, event.id],
      );
      if (inserted.length === 0) return undefined;
      return this.options.handle(event, manager);
    });
    try {
      afterCommit?.();
    } catch (error) {
      logger.warn({ err: error, eventId: event.id, subject: event.subject }, 'after-commit step of an event failed');
    }
  }

  private async storeDeadLetter(letter: {
    eventId: string | null;
    subject: string;
    payload: EventEnvelope | null;
    raw: string | null;
    error: unknown;
    attempts: number;
  }): Promise<boolean> {
    const { dataSource, logger, durable } = this.options;
    const message = letter.error instanceof Error ? letter.error.message : String(letter.error);
    try {
      await dataSource.query(
        `INSERT INTO "dead_letters" ("id", "consumer", "event_id", "subject", "payload", "raw", "error", "attempts")
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT ("consumer", "event_id") DO UPDATE SET "error" = EXCLUDED."error", "attempts" = EXCLUDED."attempts", "dead_at" = now()`,
        [randomUUID(), durable, letter.eventId, letter.subject, letter.payload, letter.raw, message.slice(0, 2000), letter.attempts],
      );
      return true;
    } catch (error) {
      logger.warn({ err: error, durable }, 'could not store a dead letter; the event stays on the stream');
      return false;
    }
  }

  /**
   * Handles a dead letter of this consumer again (after its cause was fixed) and removes it when
   * that succeeds. An event handled meanwhile is only removed. A handler that still fails throws.
   */
  async replay(letter: DeadLetterRow): Promise<void> {
    if (!letter.payload) throw new DeadLetterNotReplayable('This message could not be read as an event; it can only be discarded');
    const event = this.read(letter.payload);
    await this.handleOnce(event);
    await this.options.dataSource.query('DELETE FROM "dead_letters" WHERE "id" = $1', [letter.id]);
  }
}
