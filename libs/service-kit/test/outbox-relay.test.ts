import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { EVENTS } from '@vi/contracts';
import { dropNamespace, testInfra, uniqueNamespace, until } from '@vi/testing';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  connectNats,
  createDataSource,
  createLogger,
  ensureEventStream,
  EVENT_TABLES_SQL,
  Namespace,
  OutboxRelay,
  OutboxWriter,
  queryRows,
} from '../src/index.js';

const infra = testInfra();
const ns = uniqueNamespace('outbox');
const namespace = new Namespace(ns);
let db: DataSource;
let nc: NatsConnection;

beforeAll(async () => {
  db = createDataSource({ url: infra.databaseUrl, schema: namespace.schema('relay'), entities: [], migrations: [] });
  await db.initialize();
  await db.query(`CREATE SCHEMA IF NOT EXISTS "${namespace.schema('relay')}"`);
  for (const sql of EVENT_TABLES_SQL) await db.query(sql);
  nc = await connectNats(infra.natsUrl, 'outbox-test');
});

afterAll(async () => {
  await db?.destroy();
  await nc?.close();
  await dropNamespace(ns);
});

describe('outbox relay', () => {
  it('keeps events while the stream cannot take them and delivers each once when it can', async () => {
    const writer = new OutboxWriter();
    const relay = new OutboxRelay(db, jetstream(nc), namespace, createLogger('test', 'silent'), 50);
    const userId = randomUUID();
    await db.transaction((manager) =>
      writer.append(manager, EVENTS.identity.userSignedUp, { userId, email: 'a@example.com', name: 'A', createdAt: new Date().toISOString() }),
    );
    // No stream yet (as when JetStream is down): nothing is lost, nothing is marked published.
    expect(await relay.relayBatch()).toBe(0);
    const pending = await queryRows<{ n: number }>(db, `SELECT count(*)::int AS n FROM "outbox" WHERE "published_at" IS NULL`);
    expect(pending[0]!.n).toBe(1);

    // The stream is back: the relay's next pass publishes it.
    const jsm = await jetstreamManager(nc);
    await ensureEventStream(jsm, namespace);
    relay.start();
    await until(async () => {
      const rows = await queryRows<{ n: number }>(db, `SELECT count(*)::int AS n FROM "outbox" WHERE "published_at" IS NULL`);
      return rows[0]!.n === 0 ? true : undefined;
    });
    await relay.stop();
    const info = await jsm.streams.info(namespace.eventStream);
    expect(info.state.messages).toBe(1);

    // A row published again (a crash between publish and mark) is stored once: its id is the message id.
    await db.query(`UPDATE "outbox" SET "published_at" = NULL`);
    expect(await relay.relayBatch()).toBe(1);
    expect((await jsm.streams.info(namespace.eventStream)).state.messages).toBe(1);
  });
});
