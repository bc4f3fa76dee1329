import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { type AuditActor, EVENTS, type FeedbackSubmittedV1, SERVICE } from '@vi/contracts';
import { type ServiceUnderTest, startServiceUnderTest, until } from '@vi/testing';
import { startWebhookDispatch } from '../src/start.js';

/** Webhook-dispatch in this test process, in a fresh namespace, with NATS and database clients to drive and look. */
export interface DispatchUnderTest extends ServiceUnderTest<INestApplication> {
  /** Deletes every configuration (so each test sees only its own). */
  clearConfigs(): Promise<void>;
}

/** The super admin the gateway would name on a change (webhook-dispatch records it; who may is the gateway's check). */
export const TEST_ACTOR: AuditActor = { userId: randomUUID(), email: 'super.admin@example.com', role: 'super_admin', address: '203.0.113.9' };

export const TEST_DISPATCH_ENV = {
  WEBHOOK_RETRY_SCHEDULE_MS: '100,200,300',
  // Long enough that a quick endpoint's deliveries finish before a hanging one times out, even on a loaded machine.
  WEBHOOK_TIMEOUT_MS: '4000',
  WEBHOOK_POLL_MS: '100',
  WEBHOOK_ALLOW_PRIVATE_TARGETS: 'loopback',
};

export async function startDispatchUnderTest(label: string, env: Record<string, string> = {}): Promise<DispatchUnderTest> {
  const dispatch = await startServiceUnderTest(SERVICE.webhookDispatch, startWebhookDispatch, {
    label,
    env: { ...TEST_DISPATCH_ENV, ...env },
    rpcTimeoutMs: 15_000,
  });
  return Object.assign(dispatch, {
    async clearConfigs() {
      await dispatch.db.query(`UPDATE ${dispatch.table('webhook_deliveries')} SET "status" = 'canceled' WHERE "status" = 'pending'`);
      await dispatch.db.query(`DELETE FROM ${dispatch.table('webhook_config')}`);
    },
  });
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
