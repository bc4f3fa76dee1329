import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { EVENTS } from '@vi/contracts';
import { dropNamespace, testInfra, uniqueNamespace, until } from '@vi/testing';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { connectNats, createDataSource, createLogger, EVENT_TABLES_SQL, EventConsumer, Namespace, queryRows } from '../src/index.js';

const infra = testInfra();
const ns = uniqueNamespace('consumer');
const namespace = new Namespace(ns);
let db: DataSource;
let nc: NatsConnection;

beforeAll(async () => {
  db = createDataSource({ url: infra.databaseUrl, schema: namespace.schema('consumer'), entities: [], migrations: [] });
  await db.initialize();
  await db.query(`CREATE SCHEMA IF NOT EXISTS "${namespace.schema('consumer')}"`);
  for (const sql of EVENT_TABLES_SQL) await db.query(sql);
  await db.query(`CREATE TABLE "effects" ("event_id" uuid PRIMARY KEY)`);
  nc = await connectNats(infra.natsUrl, 'consumer-test');
});

afterAll(async () => {
  await db?.destroy();
  await nc?.close();
  await dropNamespace(ns);
});

/** Publishes a subscription change with event id `id` (a new one by default); the message id differs each time, so a repeated event id is a redelivery, not a stream duplicate. */
async function publish(id: string = randomUUID()): Promise<string> {
  const changedAt = new Date().toISOString();
  const data = { userId: randomUUID(), status: 'active', planId: 'vi-monthly', planName: 'Unlimited Access', currentPeriodEnd: null, changedAt };
  const envelope = { id, subject: EVENTS.billing.subscriptionChanged, occurredAt: changedAt, data };
  await jetstream(nc).publish(namespace.subject(EVENTS.billing.subscriptionChanged), JSON.stringify(envelope), { msgID: randomUUID() });
  return id;
}

const committed = async (eventId: string) =>
  (await queryRows<{ n: number }>(db, `SELECT count(*)::int AS n FROM "effects" WHERE "event_id" = $1`, [eventId]))[0]!.n === 1;

describe('the durable event consumer', () => {
  it('runs a handler’s after-commit step once the change is committed, and only for an attempt that committed', async () => {
    const seen: Array<{ eventId: string; visible: boolean }> = [];
    let failFirst = true;
    const consumer = new EventConsumer({
      nc,
      namespace,
      dataSource: db,
      logger: createLogger('test', 'silent'),
      durable: 'after-commit-probe',
      subjects: [EVENTS.billing.subscriptionChanged],
      handle: async (event, manager) => {
        await manager.query(`INSERT INTO "effects" ("event_id") VALUES ($1)`, [event.id]);
        if (failFirst) {
          // This attempt rolls back: its after-commit step must never run.
          failFirst = false;
          throw new Error('first attempt fails');
        }
        // Read through another connection: only a committed row is visible there.
        return () => {
          void committed(event.id).then((visible) => seen.push({ eventId: event.id, visible }));
        };
      },
    });
    await consumer.start();
    try {
      const eventId = await publish();
      await until(() => (seen.length > 0 ? true : undefined), 15_000, 'the after-commit step did not run');
      expect(seen).toEqual([{ eventId, visible: true }]);
      // The same event delivered again changes nothing and announces nothing; the next one is handled.
      await publish(eventId);
      const second = await publish();
      await until(() => (seen.length > 1 ? true : undefined), 15_000, 'the second event was not handled');
      expect(seen).toEqual([
        { eventId, visible: true },
        { eventId: second, visible: true },
      ]);
    } finally {
      await consumer.stop();
    }
  });
});
