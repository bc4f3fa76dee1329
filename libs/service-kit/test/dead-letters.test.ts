import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { EVENTS } from '@vi/contracts';
import { dropNamespace, testInfra, uniqueNamespace, until } from '@vi/testing';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  AppError,
  connectNats,
  createDataSource,
  createLogger,
  DeadLetters,
  EVENT_TABLES_SQL,
  EventConsumer,
  EventDeadLetters1764700000000,
  EventHousekeeping,
  Namespace,
  queryRows,
} from '../src/index.js';

// A consumer that meets an event it cannot handle sets it aside after a few attempts instead of
// retrying it forever, keeps handling the events behind it, and hands it back to an admin to replay;
// a consumer whose subscription is lost sets itself up again; the event tables are pruned. Real
// NATS JetStream and PostgreSQL.
const infra = testInfra();
const ns = uniqueNamespace('deadletters');
const namespace = new Namespace(ns);
const logger = createLogger('test', 'silent');
let db: DataSource;
let nc: NatsConnection;

beforeAll(async () => {
  db = createDataSource({ url: infra.databaseUrl, schema: namespace.schema('kit'), entities: [], migrations: [] });
  await db.initialize();
  await db.query(`CREATE SCHEMA IF NOT EXISTS "${namespace.schema('kit')}"`);
  for (const sql of EVENT_TABLES_SQL) await db.query(sql);
  const runner = db.createQueryRunner();
  await new EventDeadLetters1764700000000().up(runner);
  await runner.release();
  await db.query(`CREATE TABLE "effects" ("event_id" uuid PRIMARY KEY)`);
  nc = await connectNats(infra.natsUrl, 'dead-letters-test');
});

afterAll(async () => {
  await db?.destroy();
  await nc?.close();
  await dropNamespace(ns);
});

async function publishChange(userId = randomUUID()): Promise<string> {
  const id = randomUUID();
  const changedAt = new Date().toISOString();
  const data = { userId, status: 'active', planId: 'vi-monthly', planName: 'Unlimited Access', currentPeriodEnd: null, changedAt };
  await jetstream(nc).publish(
    namespace.subject(EVENTS.billing.subscriptionChanged),
    JSON.stringify({ id, subject: EVENTS.billing.subscriptionChanged, occurredAt: changedAt, data }),
    {
      msgID: id,
    },
  );
  return id;
}

const handled = async (eventId: string) => (await queryRows(db, `SELECT 1 FROM "effects" WHERE "event_id" = $1`, [eventId])).length === 1;

function consumerFor(durable: string, poisoned: Set<string>) {
  return new EventConsumer({
    nc,
    namespace,
    dataSource: db,
    logger,
    durable,
    subjects: [EVENTS.billing.subscriptionChanged],
    maxDeliveries: 3,
    handle: async (event, manager) => {
      if (poisoned.has((event.data as { userId: string }).userId)) throw new Error('the handler cannot take this one');
      await manager.query(`INSERT INTO "effects" ("event_id") VALUES ($1)`, [event.id]);
    },
  });
}

describe('dead letters', () => {
  it('set aside a poisoned event after 3 attempts, handle the events behind it, and replay it once the cause is fixed', async () => {
    const poisonedUser = randomUUID();
    const poisoned = new Set([poisonedUser]);
    const consumer = consumerFor('poison-probe', poisoned);
    await consumer.start();
    const letters = new DeadLetters(db, namespace, 'billing', logger);
    try {
      const bad = await publishChange(poisonedUser);
      const after = await publishChange();
      await until(async () => ((await handled(after)) ? true : undefined), 15_000, 'the event behind the poisoned one was not handled');
      const [letter] = await until(
        async () => {
          const list = await letters.list();
          return list.length > 0 ? list : undefined;
        },
        20_000,
        'the poisoned event was not set aside',
      );
      expect(letter).toMatchObject({ service: 'billing', consumer: 'poison-probe', eventId: bad, subject: EVENTS.billing.subscriptionChanged, attempts: 3 });
      expect(letter!.error).toMatch(/cannot take this one/);
      expect(await handled(bad)).toBe(false);

      // Still broken: the replay fails, says why, and the letter stays.
      await expect(letters.replay(letter!.id)).rejects.toMatchObject({ code: 'CONFLICT' });
      expect(await letters.list()).toHaveLength(1);

      // Fixed: the replay handles it once and the letter is gone; a second replay finds nothing.
      poisoned.clear();
      await letters.replay(letter!.id);
      expect(await handled(bad)).toBe(true);
      expect(await letters.list()).toEqual([]);
      await expect(letters.replay(letter!.id)).rejects.toBeInstanceOf(AppError);
    } finally {
      await consumer.stop();
    }
  });

  it('set aside a message that is not an event at once; it can be discarded but not replayed', async () => {
    const consumer = consumerFor('unreadable-probe', new Set());
    await consumer.start();
    const letters = new DeadLetters(db, namespace, 'billing', logger);
    const before = (await letters.list()).length;
    try {
      await jetstream(nc).publish(namespace.subject(EVENTS.billing.subscriptionChanged), 'not json {', { msgID: randomUUID() });
      const after = await publishChange();
      await until(async () => ((await handled(after)) ? true : undefined), 15_000, 'the event after the unreadable one was not handled');
      const list = await until(
        async () => {
          const all = await letters.list();
          return all.length > before ? all : undefined;
        },
        10_000,
        'the unreadable message was not set aside',
      );
      const letter = list.find((l) => l.consumer === 'unreadable-probe')!;
      expect(letter.eventId).toBeNull();
      await expect(letters.replay(letter.id)).rejects.toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/could not be read/) });
      await letters.discard(letter.id);
      expect((await letters.list()).some((l) => l.id === letter.id)).toBe(false);
    } finally {
      await consumer.stop();
    }
  });
});

describe('a consumer whose subscription is lost', () => {
  it('sets itself up again (durable consumer deleted on the server) and handles what comes next', async () => {
    const previous = EventConsumer.defaults.restartDelayMs;
    EventConsumer.defaults.restartDelayMs = 200;
    const consumer = consumerFor('restart-probe', new Set());
    await consumer.start();
    try {
      const first = await publishChange();
      await until(async () => ((await handled(first)) ? true : undefined), 10_000, 'first event not handled');
      const jsm = await jetstreamManager(nc);
      await jsm.consumers.delete(namespace.eventStream, namespace.durable('restart-probe'));
      const second = await publishChange();
      await until(async () => ((await handled(second)) ? true : undefined), 30_000, 'the event after the consumer was deleted was not handled');
      expect(consumer.restarts).toBeGreaterThanOrEqual(1);
    } finally {
      EventConsumer.defaults.restartDelayMs = previous;
      await consumer.stop();
    }
  });
});

describe('event housekeeping', () => {
  it('prunes published outbox rows and processed ids past their retention, and nothing else', async () => {
    const ids = {
      oldPublished: randomUUID(),
      newPublished: randomUUID(),
      oldUnpublished: randomUUID(),
      oldProcessed: randomUUID(),
      newProcessed: randomUUID(),
    };
    const insertOutbox = (id: string, createdDaysAgo: number, publishedDaysAgo: number | null) =>
      db.query(
        `INSERT INTO "outbox" ("id", "subject", "payload", "created_at", "published_at") VALUES ($1, 'x', '{}', now() - make_interval(days => $2), CASE WHEN $3::int IS NULL THEN NULL ELSE now() - make_interval(days => $3::int) END)`,
        [id, createdDaysAgo, publishedDaysAgo],
      );
    await insertOutbox(ids.oldPublished, 9, 8);
    await insertOutbox(ids.newPublished, 2, 2);
    await insertOutbox(ids.oldUnpublished, 9, null);
    await db.query(
      `INSERT INTO "processed_events" ("consumer", "event_id", "processed_at") VALUES ('c', $1, now() - interval '40 days'), ('c', $2, now() - interval '10 days')`,
      [ids.oldProcessed, ids.newProcessed],
    );
    const housekeeping = new EventHousekeeping(db, { outboxRetentionHours: 168, processedRetentionDays: 35, intervalMs: 3_600_000 }, logger);
    const pruned = await housekeeping.prune();
    expect(pruned.outbox).toBeGreaterThanOrEqual(1);
    expect(pruned.processedEvents).toBeGreaterThanOrEqual(1);
    const outbox = (await queryRows<{ id: string }>(db, `SELECT "id" FROM "outbox" WHERE "id" = ANY($1::uuid[])`, [Object.values(ids)]))
      .map((r) => r.id)
      .sort();
    expect(outbox).toEqual([ids.newPublished, ids.oldUnpublished].sort());
    const processed = (
      await queryRows<{ event_id: string }>(db, `SELECT "event_id" FROM "processed_events" WHERE "event_id" = ANY($1::uuid[])`, [Object.values(ids)])
    ).map((r) => r.event_id);
    expect(processed).toEqual([ids.newProcessed]);
  });
});
