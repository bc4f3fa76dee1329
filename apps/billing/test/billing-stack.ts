import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { connectNats, createLogger, Namespace, RpcClient } from '@vi/service-kit';
import { dropNamespace, inProcessServiceEnv, testInfra, uniqueNamespace } from '@vi/testing';
import pg from 'pg';
import { startBilling } from '../src/start.js';

/** Billing in this test process, in a fresh namespace, with a NATS client and a database client to look in. */
export interface BillingUnderTest {
  ns: string;
  schema: string;
  app: INestApplication;
  rpc: RpcClient;
  db: pg.Client;
  stop(): Promise<void>;
}

export async function startBillingUnderTest(label: string, env: Record<string, string> = {}): Promise<BillingUnderTest> {
  const infra = testInfra();
  const ns = uniqueNamespace(label);
  const app = await startBilling(inProcessServiceEnv(ns, { PUBLIC_URL: 'https://vi.example.com', ...env }), false);
  const nc: NatsConnection = await connectNats(infra.natsUrl, 'billing-probe');
  const rpc = new RpcClient(nc, new Namespace(ns), 10_000, createLogger('billing-probe', 'silent'));
  const db = new pg.Client({ connectionString: infra.databaseUrl });
  await db.connect();
  return {
    ns,
    schema: `${ns}_billing`,
    app,
    rpc,
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

/** The events billing wrote to its outbox for a member, oldest first. */
export async function outboxOf(billing: BillingUnderTest, userId: string): Promise<{ subject: string; data: Record<string, any> }[]> {
  const { rows } = await billing.db.query(
    `SELECT "subject", "payload" FROM "${billing.schema}"."outbox" WHERE "payload"->'data'->>'userId' = $1 ORDER BY "created_at", "id"`,
    [userId],
  );
  return rows.map((r: { subject: string; payload: { data: Record<string, any> } }) => ({ subject: r.subject, data: r.payload.data }));
}

export async function subscriptionRowOf(billing: BillingUnderTest, userId: string): Promise<Record<string, any> | undefined> {
  const { rows } = await billing.db.query(`SELECT * FROM "${billing.schema}"."subscriptions" WHERE "user_id" = $1`, [userId]);
  return rows[0];
}
