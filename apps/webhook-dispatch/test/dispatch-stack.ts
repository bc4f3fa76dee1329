import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { EVENTS, type FeedbackSubmittedV1 } from '@vi/contracts';
import { connectNats, createLogger, Namespace, RpcClient } from '@vi/service-kit';
import { dropNamespace, inProcessServiceEnv, testInfra, uniqueNamespace, until } from '@vi/testing';
import pg from 'pg';
import { startWebhookDispatch } from '../src/start.js';

/** Webhook-dispatch in this test process, in a fresh namespace, with NATS and database clients to drive and look. */
export interface DispatchUnderTest {
  ns: string;
  schema: string;
  rpc: RpcClient;
  db: pg.Client;
  /** Publishes a domain event to the namespace's stream the way an outbox relay does (event id = message id). */
  publish(subject: string, data: unknown, options?: { id?: string; msgId?: string }): Promise<string>;
  /** Stops the dispatcher (the stream, the database and the clients stay). */
  stopDispatcher(): Promise<void>;
  startDispatcher(): Promise<void>;
  /** Deletes every configuration (so each test sees only its own). */
  clearConfigs(): Promise<void>;
  stop(): Promise<void>;
}

export const TEST_DISPATCH_ENV = {
  WEBHOOK_RETRY_SCHEDULE_MS: '100,200,300',
  WEBHOOK_TIMEOUT_MS: '1500',
  WEBHOOK_POLL_MS: '100',
  WEBHOOK_ALLOW_PRIVATE_TARGETS: 'loopback',
};

export async function startDispatchUnderTest(label: string, env: Record<string, string> = {}): Promise<DispatchUnderTest> {
  const infra = testInfra();
  const ns = uniqueNamespace(label);
  const fullEnv = inProcessServiceEnv(ns, { ...TEST_DISPATCH_ENV, ...env });
  let app: INestApplication | undefined = await startWebhookDispatch(fullEnv, false);
  const nc: NatsConnection = await connectNats(infra.natsUrl, 'webhook-dispatch-probe');
  const namespace = new Namespace(ns);
  const rpc = new RpcClient(nc, namespace, 15_000, createLogger('webhook-dispatch-probe', 'silent'));
  const db = new pg.Client({ connectionString: infra.databaseUrl });
  await db.connect();
  const schema = `${ns}_webhook_dispatch`;
  const js = jetstream(nc);
  return {
    ns,
    schema,
    rpc,
    db,
    async publish(subject, data, options = {}) {
      const id = options.id ?? randomUUID();
      const event = { id, subject, occurredAt: new Date().toISOString(), data };
      await js.publish(namespace.subject(subject), JSON.stringify(event), { msgID: options.msgId ?? id });
      return id;
    },
    async stopDispatcher() {
      await app?.close();
      app = undefined;
    },
    async startDispatcher() {
      app ??= await startWebhookDispatch(fullEnv, false);
    },
    async clearConfigs() {
      await db.query(`UPDATE "${schema}"."webhook_deliveries" SET "status" = 'canceled' WHERE "status" = 'pending'`);
      await db.query(`DELETE FROM "${schema}"."webhook_config"`);
    },
    async stop() {
      await app?.close();
      await nc.close();
      await db.end();
      await dropNamespace(ns);
    },
  };
}

export function feedbackEvent(overrides: Partial<FeedbackSubmittedV1> = {}): FeedbackSubmittedV1 {
  return {
    feedbackId: randomUUID(),
    userId: randomUUID(),
    sessionType: 'chat',
    rating: 5,
    category: 'positive',
    comment: 'Helpful',
    improvements: [],
    submittedAt: new Date().toISOString(),
    ...overrides,
  };
}

export const FEEDBACK = EVENTS.feedback.feedbackSubmitted;

/** Waits for the dispatcher to have handled the event (its deliveries are written then). */
export async function untilEventHandled(dispatch: DispatchUnderTest, eventId: string, timeoutMs = 10_000): Promise<void> {
  await until(
    async () => {
      const { rows } = await dispatch.db.query(`SELECT 1 FROM "${dispatch.schema}"."processed_events" WHERE "event_id" = $1`, [eventId]);
      return rows.length ? true : undefined;
    },
    timeoutMs,
    `event ${eventId} was not handled`,
  );
}

export async function logsOf(dispatch: DispatchUnderTest, where: string, params: unknown[]): Promise<any[]> {
  const { rows } = await dispatch.db.query(`SELECT * FROM "${dispatch.schema}"."webhook_logs" WHERE ${where} ORDER BY "created_at", "attempt"`, params);
  return rows;
}
