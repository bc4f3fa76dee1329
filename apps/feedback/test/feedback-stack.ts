import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { connectNats, createLogger, Namespace, RpcClient } from '@vi/service-kit';
import { dropNamespace, inProcessServiceEnv, testInfra, uniqueNamespace } from '@vi/testing';
import pg from 'pg';
import { startFeedback } from '../src/start.js';

/** Feedback in this test process, in a fresh namespace, with a NATS client and a database client to look in. */
export interface FeedbackUnderTest {
  ns: string;
  schema: string;
  app: INestApplication;
  rpc: RpcClient;
  nc: NatsConnection;
  db: pg.Client;
  stop(): Promise<void>;
}

export async function startFeedbackUnderTest(label: string): Promise<FeedbackUnderTest> {
  const infra = testInfra();
  const ns = uniqueNamespace(label);
  const app = await startFeedback(inProcessServiceEnv(ns), false);
  const nc = await connectNats(infra.natsUrl, 'feedback-probe');
  const rpc = new RpcClient(nc, new Namespace(ns), 10_000, createLogger('feedback-probe', 'silent'));
  const db = new pg.Client({ connectionString: infra.databaseUrl });
  await db.connect();
  return {
    ns,
    schema: `${ns}_feedback`,
    app,
    rpc,
    nc,
    db,
    async stop() {
      await app.close();
      await nc.close();
      await db.end();
      await dropNamespace(ns);
    },
  };
}

export const newMemberId = () => randomUUID();

/** How many feedback rows and outbox events the schema holds (to show nothing was half-saved). */
export async function countsOf(feedback: FeedbackUnderTest): Promise<{ rows: number; events: number }> {
  const { rows } = await feedback.db.query(
    `SELECT (SELECT count(*)::int FROM "${feedback.schema}"."feedback") AS "rows", (SELECT count(*)::int FROM "${feedback.schema}"."outbox") AS "events"`,
  );
  return rows[0];
}
