import { Controller, Inject, Injectable, type Type } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { type DeadLetter, deadLetterRpc, ErrorCode, type ServiceName } from '@vi/contracts';
import type { Logger } from 'pino';
import { DataSource, type MigrationInterface, type QueryRunner } from 'typeorm';
import { queryRows } from './database.js';
import { AppError } from './errors.js';
import { DeadLetterNotReplayable, type DeadLetterRow, EventConsumer } from './events.js';
import { Namespace } from './namespace.js';
import { LOGGER } from './tokens.js';
import { HandleRpc, parseRequest } from './rpc-handler.js';

/**
 * The table every service with tables gets from service-kit (appended to its own migrations): the
 * events its consumers set aside. `event_id` is null for a message that was not an event at all.
 */
export class EventDeadLetters1764700000000 implements MigrationInterface {
  name = 'EventDeadLetters1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE IF NOT EXISTS "dead_letters" (
      "id" uuid PRIMARY KEY,
      "consumer" text NOT NULL,
      "event_id" uuid,
      "subject" text NOT NULL,
      "payload" jsonb,
      "raw" text,
      "error" text NOT NULL,
      "attempts" integer NOT NULL,
      "dead_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "dead_letters_consumer_event" UNIQUE ("consumer", "event_id")
    )`);
    await q.query(`CREATE INDEX IF NOT EXISTS "dead_letters_dead_at" ON "dead_letters" ("dead_at" DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "dead_letters"`);
  }
}

type StoredRow = DeadLetterRow & { error: string; attempts: number; dead_at: Date };

/** Lists, replays and discards this service's dead letters. */
export class DeadLetters {
  constructor(
    private readonly dataSource: DataSource,
    private readonly namespace: Namespace,
    private readonly service: ServiceName,
    private readonly logger: Logger,
  ) {}

  async list(limit = 200): Promise<DeadLetter[]> {
    const rows = await queryRows<StoredRow>(
      this.dataSource,
      `SELECT "id", "consumer", "event_id", "subject", "error", "attempts", "dead_at" FROM "dead_letters" ORDER BY "dead_at" DESC, "id" LIMIT $1`,
      [limit],
    );
    return rows.map((row) => ({
      id: row.id,
      service: this.service,
      consumer: row.consumer,
      eventId: row.event_id,
      subject: row.subject,
      error: row.error,
      attempts: row.attempts,
      deadAt: row.dead_at.toISOString(),
    }));
  }

  /** Handles the event again with its consumer's handler; gone from the list once that succeeds. */
  async replay(id: string): Promise<void> {
    const row = await this.find(id);
    const consumer = EventConsumer.find(this.namespace, row.consumer);
    if (!consumer) throw new AppError(ErrorCode.CONFLICT, `No consumer named ${row.consumer} runs in ${this.service}`);
    try {
      await consumer.replay(row);
    } catch (error) {
      if (error instanceof DeadLetterNotReplayable) throw new AppError(ErrorCode.CONFLICT, error.message);
      const message = error instanceof Error ? error.message : String(error);
      await this.dataSource.query(`UPDATE "dead_letters" SET "error" = $2, "attempts" = "attempts" + 1 WHERE "id" = $1`, [id, message.slice(0, 2000)]);
      this.logger.warn({ err: error, deadLetter: id }, 'replayed dead letter failed again');
      throw new AppError(ErrorCode.CONFLICT, `The event failed again: ${message.slice(0, 300)}`);
    }
  }

  async discard(id: string): Promise<void> {
    await this.find(id);
    await this.dataSource.query(`DELETE FROM "dead_letters" WHERE "id" = $1`, [id]);
    this.logger.info({ deadLetter: id }, 'dead letter discarded');
  }

  private async find(id: string): Promise<StoredRow> {
    const [row] = await queryRows<StoredRow>(this.dataSource, `SELECT * FROM "dead_letters" WHERE "id" = $1`, [id]);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'Dead letter not found');
    return row;
  }
}

/** The RPC handlers of a service's dead letters (their subjects carry the service's name). */
export function deadLettersController(service: ServiceName): Type<unknown> {
  const rpc = deadLetterRpc(service);

  @Controller()
  class DeadLettersController {
    constructor(@Inject(DeadLetters) private readonly letters: DeadLetters) {}

    @HandleRpc(rpc.list)
    async list() {
      return { items: await this.letters.list() };
    }

    @HandleRpc(rpc.replay)
    async replay(@Payload() data: unknown) {
      await this.letters.replay(parseRequest(rpc.replay, data).id);
      return { replayed: true } as const;
    }

    @HandleRpc(rpc.discard)
    async discard(@Payload() data: unknown) {
      await this.letters.discard(parseRequest(rpc.discard, data).id);
      return { discarded: true } as const;
    }
  }
  return DeadLettersController;
}

export interface HousekeepingOptions {
  /** Published outbox rows older than this go (the stream has them). */
  outboxRetentionHours: number;
  /** Processed-event ids older than this go: longer than the stream keeps events, so no redelivery is missed. */
  processedRetentionDays: number;
  intervalMs: number;
}

/**
 * Keeps the event tables from growing forever: deletes published outbox rows and processed-event
 * ids past their retention, in batches, on a schedule. Replicas may run it at once: deletes are
 * idempotent.
 */
@Injectable()
export class EventHousekeeping {
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly options: HousekeepingOptions,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  start() {
    // The first pass a little after start, so replicas started together do not all run it at once.
    const schedule = (delay: number) => {
      this.timer = setTimeout(() => {
        this.running = this.prune()
          .catch((error: unknown) => this.logger.warn({ err: error }, 'event housekeeping failed; will retry'))
          .finally(() => schedule(this.options.intervalMs));
      }, delay);
      this.timer.unref();
    };
    schedule(Math.min(this.options.intervalMs, 30_000 + Math.floor(Math.random() * 30_000)));
  }

  async stop() {
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** One pass; answers how many rows went from each table. */
  async prune(now = new Date()): Promise<{ outbox: number; processedEvents: number }> {
    const [tables] = await queryRows<{ outbox: boolean; processed: boolean }>(
      this.dataSource,
      `SELECT to_regclass('outbox') IS NOT NULL AS "outbox", to_regclass('processed_events') IS NOT NULL AS "processed"`,
    );
    const outboxBefore = new Date(now.getTime() - this.options.outboxRetentionHours * 3_600_000);
    const processedBefore = new Date(now.getTime() - this.options.processedRetentionDays * 86_400_000);
    const outbox = !tables?.outbox
      ? 0
      : await this.inBatches(
          `DELETE FROM "outbox" WHERE "id" IN (SELECT "id" FROM "outbox" WHERE "published_at" IS NOT NULL AND "published_at" < $1 LIMIT 5000)`,
          outboxBefore,
        );
    const processedEvents = !tables?.processed
      ? 0
      : await this.inBatches(
          `DELETE FROM "processed_events" WHERE ("consumer", "event_id") IN (SELECT "consumer", "event_id" FROM "processed_events" WHERE "processed_at" < $1 LIMIT 5000)`,
          processedBefore,
        );
    if (outbox + processedEvents > 0) this.logger.info({ outbox, processedEvents }, 'event tables pruned');
    return { outbox, processedEvents };
  }

  private async inBatches(sql: string, before: Date): Promise<number> {
    let total = 0;
    for (;;) {
      const [, affected]: [unknown, number] = await this.dataSource.query(sql, [before]);
      total += affected;
      if (affected < 5000) return total;
    }
  }
}
