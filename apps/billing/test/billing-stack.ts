import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { SERVICE } from '@vi/contracts';
import { type ServiceUnderTest, startServiceUnderTest } from '@vi/testing';
import { startBilling } from '../src/start.js';

/** Billing in this test process, in a fresh namespace, with a NATS client and a database client to look in. */
export type BillingUnderTest = ServiceUnderTest<INestApplication>;

export const startBillingUnderTest = (label: string, env: Record<string, string> = {}): Promise<BillingUnderTest> =>
  startServiceUnderTest(SERVICE.billing, startBilling, { label, env: { PUBLIC_URL: 'https://vi.example.com', ...env } });

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
