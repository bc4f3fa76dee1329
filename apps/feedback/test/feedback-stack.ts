import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { SERVICE } from '@vi/contracts';
import { type ServiceUnderTest, startServiceUnderTest } from '@vi/testing';
import { startFeedback } from '../src/start.js';

/** Feedback in this test process, in a fresh namespace, with a NATS client and a database client to look in. */
export type FeedbackUnderTest = ServiceUnderTest<INestApplication>;

export const startFeedbackUnderTest = (label: string): Promise<FeedbackUnderTest> => startServiceUnderTest(SERVICE.feedback, startFeedback, { label });

export const newMemberId = () => randomUUID();

/** How many feedback rows and outbox events the schema holds (to show nothing was half-saved). */
export async function countsOf(feedback: FeedbackUnderTest): Promise<{ rows: number; events: number }> {
  const { rows } = await feedback.db.query(
    `SELECT (SELECT count(*)::int FROM "${feedback.schema}"."feedback") AS "rows", (SELECT count(*)::int FROM "${feedback.schema}"."outbox") AS "events"`,
  );
  return rows[0];
}
