import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { type EventEnvelope, EVENTS, RPC, SERVICE, type UserSignedUpV1 } from '@vi/contracts';
import { createDataSource, createLogger, EVENT_TABLES_SQL, EventConsumer, Namespace, queryRows, type RpcClient } from '@vi/service-kit';
import { dropNamespace, type ServiceUnderTest, startServiceUnderTest, testInfra, uniqueNamespace, until } from '@vi/testing';
import type { DataSource } from 'typeorm';
import { startIdentity } from '../src/start.js';

const infra = testInfra();
const ns = uniqueNamespace('events');
const namespace = new Namespace(ns);
const logger = createLogger('probe', 'silent');
let identity: ServiceUnderTest<INestApplication>;
let nc: NatsConnection;
let rpc: RpcClient;
let probeDb: DataSource;

beforeAll(async () => {
  identity = await startServiceUnderTest(SERVICE.identity, startIdentity, { namespace: ns, rpcTimeoutMs: 5000 });
  ({ nc, rpc } = identity);
  // A consumer elsewhere keeps its own processed-event records in its own schema.
  probeDb = createDataSource({ url: infra.databaseUrl, schema: namespace.schema('probe'), entities: [], migrations: [] });
  await probeDb.initialize();
  await probeDb.query(`CREATE SCHEMA IF NOT EXISTS "${namespace.schema('probe')}"`);
  for (const sql of EVENT_TABLES_SQL) await probeDb.query(sql);
  await probeDb.query(`CREATE TABLE "welcomed" ("user_id" uuid PRIMARY KEY)`);
});

afterAll(async () => {
  await identity?.stop();
  await probeDb?.destroy();
  await dropNamespace(ns);
});

/** Waits until the probe's durable consumer acknowledged every message up to stream sequence `seq`. */
async function untilAcknowledged(seq: number) {
  const jsm = await jetstreamManager(nc);
  await until(
    async () => {
      const info = await jsm.consumers.info(namespace.eventStream, namespace.durable('probe-welcome'));
      return info.ack_floor.stream_seq >= seq && info.num_ack_pending === 0 ? true : undefined;
    },
    15_000,
    `the consumer did not acknowledge stream message ${seq}`,
  );
}

describe('user signed up event', () => {
  it('reaches a durable consumer exactly once, even when the consumer was down during sign-up', async () => {
    const received: EventEnvelope<UserSignedUpV1>[] = [];
    let failOnce = true;
    const makeConsumer = () =>
      new EventConsumer({
        nc,
        namespace,
        dataSource: probeDb,
        logger,
        durable: 'probe-welcome',
        subjects: [EVENTS.identity.userSignedUp],
        handle: async (event, manager) => {
          // The first attempt fails after writing: its transaction must roll back and the event come again.
          await manager.query(`INSERT INTO "welcomed" ("user_id") VALUES ($1)`, [(event.data as UserSignedUpV1).userId]);
          if (failOnce) {
            failOnce = false;
            throw new Error('receiver hiccup');
          }
          received.push(event as EventEnvelope<UserSignedUpV1>);
        },
      });

    // The durable consumer exists, then goes down.
    const first = makeConsumer();
    await first.start();
    await first.stop();

    const email = `event.${Date.now()}@example.com`;
    const session = await rpc.call(RPC.identity.signUp, { name: 'Eve', email, password: 'secret1', ageConfirmed: true });

    // The outbox row is published to the stream while nobody consumes.
    const schema = namespace.schema('identity');
    const outbox = await until(async () => {
      const rows = await queryRows<{ id: string; published_at: Date | null }>(
        probeDb,
        `SELECT "id", "published_at" FROM "${schema}"."outbox" WHERE "subject" = $1`,
        [EVENTS.identity.userSignedUp],
      );
      return rows[0]?.published_at ? rows[0] : undefined;
    });
    expect(received).toHaveLength(0);

    // The consumer comes back and gets the event it missed, once, after one failed attempt.
    const second = makeConsumer();
    await second.start();
    const jsm = await jetstreamManager(nc);
    // Done means the stream's copy of the event was acknowledged: nothing of it is left to deliver.
    const stored = await jsm.streams.getMessage(namespace.eventStream, { last_by_subj: namespace.subject(EVENTS.identity.userSignedUp) });
    expect(stored?.seq).toBeDefined();
    await untilAcknowledged(stored!.seq);
    expect(received).toHaveLength(1);
    expect(received[0]!.id).toBe(outbox.id);
    expect(received[0]!.data).toMatchObject({ userId: session.user.id, email, name: 'Eve' });

    // The same event again (a relay that crashed before marking it, or a redelivery) changes nothing.
    const js = jetstream(nc);
    const republished = await js.publish(namespace.subject(EVENTS.identity.userSignedUp), JSON.stringify(received[0]), { msgID: outbox.id });
    expect(republished.duplicate).toBe(true);
    const again = await js.publish(namespace.subject(EVENTS.identity.userSignedUp), JSON.stringify(received[0]), { msgID: `${outbox.id}-again` });
    expect(again.duplicate).toBe(false);
    await untilAcknowledged(again.seq);
    expect(received).toHaveLength(1);
    const welcomed = await probeDb.query(`SELECT "user_id" FROM "welcomed"`);
    expect(welcomed).toEqual([{ user_id: session.user.id }]);
    await second.stop();
  });
});
