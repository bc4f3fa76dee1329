import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { jetstream, type JetStreamClient } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { connectNats, createLogger, Namespace, RpcClient } from '@vi/service-kit';
import { dropNamespace, inProcessServiceEnv, testInfra, uniqueNamespace, untilConsumerCaughtUp } from '@vi/testing';
import pg from 'pg';
import { DIRECTORY_CONSUMER } from '../src/directory/directory.projector.js';
import { startAdmin } from '../src/start.js';

/** An event as a service's outbox relay publishes it. */
export interface Published {
  id: string;
  subject: string;
  occurredAt: string;
  data: unknown;
}

/** The admin service in this test process, in a fresh namespace, with clients to drive it and look into it. */
export interface AdminUnderTest {
  ns: string;
  schema: string;
  namespace: Namespace;
  app: INestApplication | undefined;
  rpc: RpcClient;
  nc: NatsConnection;
  js: JetStreamClient;
  db: pg.Client;
  /**
   * Publishes a domain event to the namespace's stream the way an outbox relay does (event id as the
   * message id). Give `id` of an earlier event and another `msgId` to deliver it again.
   */
  publish(subject: string, data: unknown, options?: { id?: string; msgId?: string; occurredAt?: string }): Promise<Published>;
  /** Waits until the directory's consumer has acknowledged everything on the stream. */
  caughtUp(): Promise<void>;
  stopService(): Promise<void>;
  startService(): Promise<void>;
  stop(): Promise<void>;
}

export async function startAdminUnderTest(label: string): Promise<AdminUnderTest> {
  const infra = testInfra();
  const ns = uniqueNamespace(label);
  const env = inProcessServiceEnv(ns);
  const namespace = new Namespace(ns);
  const nc = await connectNats(infra.natsUrl, 'admin-probe');
  const rpc = new RpcClient(nc, namespace, 15_000, createLogger('admin-probe', 'silent'));
  const db = new pg.Client({ connectionString: infra.databaseUrl });
  await db.connect();
  const js = jetstream(nc);
  const under: AdminUnderTest = {
    ns,
    schema: `${ns}_admin`,
    namespace,
    app: await startAdmin(env, false),
    rpc,
    nc,
    js,
    db,
    async publish(subject, data, options = {}) {
      const event = { id: options.id ?? randomUUID(), subject, occurredAt: options.occurredAt ?? new Date().toISOString(), data };
      await js.publish(namespace.subject(subject), JSON.stringify(event), { msgID: options.msgId ?? event.id });
      return event;
    },
    async caughtUp() {
      await untilConsumerCaughtUp(ns, DIRECTORY_CONSUMER, 15_000);
    },
    async stopService() {
      await under.app?.close();
      under.app = undefined;
    },
    async startService() {
      under.app ??= await startAdmin(env, false);
    },
    async stop() {
      await under.app?.close();
      await nc.close();
      await db.end();
      await dropNamespace(ns);
    },
  };
  return under;
}

/** Everything the read model holds, in a stable order (to compare a rebuild or another order of events with). */
export async function readModelOf(admin: AdminUnderTest): Promise<Record<string, unknown[]>> {
  const s = `"${admin.schema}"`;
  const q = async (sql: string) => (await admin.db.query(sql)).rows;
  return {
    members: await q(`SELECT * FROM ${s}."members" ORDER BY "user_id"`),
    totals: await q(`SELECT "members", "premium_members" FROM ${s}."member_totals"`),
    tombstones: await q(`SELECT "member_hash", "deleted_at", "sign_up_counted" FROM ${s}."member_tombstones" ORDER BY "member_hash"`),
    premiumChanges: await q(`SELECT * FROM ${s}."premium_changes" ORDER BY "event_id"`),
    days: await q(
      `SELECT "day"::text, "sign_ups", "deletions", "voice_sessions", "chat_sessions", "deleted_premium_change" FROM ${s}."daily_activity" ORDER BY "day"`,
    ),
    ratings: await q(`SELECT "day"::text, "rating", "count" FROM ${s}."daily_ratings" ORDER BY "day", "rating"`),
  };
}
