import { randomUUID } from 'node:crypto';
import { EVENT_SCHEMAS, type EventEnvelope, type EventPayload, type EventSubject } from '@vi/contracts';
import type { JetStreamClient } from '@nats-io/jetstream';
import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import { forgetOutbox, observeOutboxPublished, watchOutbox } from './metrics.js';
import type { Namespace } from './namespace.js';

/** Tables every event-producing or event-consuming service has; run from its first migration. */
export const EVENT_TABLES_SQL = [
  `CREATE TABLE "outbox" (
    "id" uuid PRIMARY KEY,
    "subject" text NOT NULL,
    "payload" jsonb NOT NULL,
    "created_at" timestamptz NOT NULL DEFAULT now(),
    "published_at" timestamptz
  )`,
  `CREATE INDEX "outbox_unpublished" ON "outbox" ("created_at") WHERE "published_at" IS NULL`,
  `CREATE TABLE "processed_events" (
    "consumer" text NOT NULL,
    "event_id" uuid NOT NULL,
    "processed_at" timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY ("consumer", "event_id")
  )`,
];
export const EVENT_TABLES_DOWN_SQL = ['DROP TABLE "processed_events"', 'DROP TABLE "outbox"'];

/**
 * Writes a domain event in the caller's transaction, so the event exists exactly when
 * the change it describes does. The relay publishes it afterwards.
 */
export class OutboxWriter {
  private onAppend?: () => void;

  async append<S extends EventSubject>(manager: EntityManager, subject: S, data: EventPayload<S>): Promise<EventEnvelope<EventPayload<S>>> {
    const payload = EVENT_SCHEMAS[subject].parse(data) as EventPayload<S>;
    const event: EventEnvelope<EventPayload<S>> = {
      id: randomUUID(),
      subject,
      occurredAt: new Date().toISOString(),
      data: payload,
    };
    await manager.query('INSERT INTO "outbox" ("id", "subject", "payload") VALUES ($1, $2, $3)', [event.id, subject, event]);
    return event;
  }

  /** Called by the relay so a committed write is published without waiting for the next poll. */
  notifyOnAppend(listener: () => void) {
    this.onAppend = listener;
  }

  /** Call after the transaction that appended commits. */
  committed() {
    this.onAppend?.();
  }
}

/**
 * Moves committed outbox rows to JetStream. The event id is the message id, so a row
 * published twice (a crash between publish and mark) is stored once by the stream.
 */
export class OutboxRelay {
  private timer?: NodeJS.Timeout;
  private running = false;
  private again = false;
  private stopped = false;
  /** The `outbox` label of this relay's metrics (its service); unset: no metrics. */
  metricsName?: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly js: JetStreamClient,
    private readonly namespace: Namespace,
    private readonly logger: Logger,
    private readonly pollMs = 500,
  ) {}

  start() {
    this.stopped = false;
    if (this.metricsName) watchOutbox(this.dataSource, this.metricsName);
    const tick = () => {
      if (this.stopped) return;
      this.kick();
      this.timer = setTimeout(tick, this.pollMs);
    };
    tick();
  }

  async stop() {
    this.stopped = true;
    forgetOutbox(this.dataSource);
    if (this.timer) clearTimeout(this.timer);
    while (this.running) await new Promise((r) => setTimeout(r, 20));
  }

  /** Relays now (or right after the batch in progress). */
  kick() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    void this.drain().finally(() => {
      this.running = false;
      if (this.again && !this.stopped) {
        this.again = false;
        this.kick();
      }
    });
  }

  private async drain() {
    try {
      while (!this.stopped && (await this.relayBatch()) > 0);
    } catch (error) {
      this.logger.warn({ err: error }, 'outbox relay paused; will retry');
    }
  }

  /** Publishes one batch; returns how many rows it published. */
  async relayBatch(limit = 100): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const rows: { id: string; subject: string; payload: unknown; waited: number }[] = await manager.query(
        'SELECT "id", "subject", "payload", EXTRACT(EPOCH FROM clock_timestamp() - "created_at")::float8 AS "waited" FROM "outbox" WHERE "published_at" IS NULL ORDER BY "created_at", "id" LIMIT $1 FOR UPDATE SKIP LOCKED',
        [limit],
      );
      const published: string[] = [];
      for (const row of rows) {
        try {
          await this.js.publish(this.namespace.subject(row.subject), JSON.stringify(row.payload), {
            msgID: row.id,
            expect: { streamName: this.namespace.eventStream },
            timeout: 5000,
          });
          published.push(row.id);
          if (this.metricsName) observeOutboxPublished(this.metricsName, row.waited);
        } catch (error) {
          this.logger.warn({ err: error, eventId: row.id }, 'could not publish event; will retry');
          break;
        }
      }
      if (published.length > 0) {
        await manager.query('UPDATE "outbox" SET "published_at" = now() WHERE "id" = ANY($1::uuid[])', [published]);
      }
      return published.length;
    });
  }
}

/**
 * After a member's deletion: removes this schema's already-published events about them (their
 * payload's `data.userId`) and any dead letter about them, so no copy of what they did stays here.
 * Unpublished events stay until the relay has sent them; the relay's own order puts them before
 * the deletion event. Returns how many rows went.
 */
export async function forgetPublishedEventsOf(manager: EntityManager, userId: string): Promise<number> {
  // TypeORM answers a DELETE with [rows, affected].
  const [, affected]: [unknown[], number] = await manager.query(
    `DELETE FROM "outbox" WHERE "published_at" IS NOT NULL AND "payload" -> 'data' ->> 'userId' = $1`,
    [userId],
  );
  const [{ present }] = (await manager.query(`SELECT to_regclass('dead_letters') IS NOT NULL AS "present"`)) as [{ present: boolean }];
  if (!present) return affected;
  const [, letters]: [unknown[], number] = await manager.query(`DELETE FROM "dead_letters" WHERE "payload" -> 'data' ->> 'userId' = $1`, [userId]);
  return affected + letters;
}
