import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EVENTS, RPC } from '@vi/contracts';
import { findMemberTraces, newWebhookSecret, publishUserDeleted, startWebhookReceiver, until, untilConsumerCaughtUp, type WebhookReceiver } from '@vi/testing';
import { DELIVERIES_CONSUMER } from '../src/deliveries/delivery-intake.js';
import { MEMBER_DELETION_CONSUMER } from '../src/member-deletion/member-deletion.js';
import { REDACTED } from '../src/member-deletion/redaction.js';
import { type DispatchUnderTest, FEEDBACK, feedbackEvent, startDispatchUnderTest, TEST_ACTOR, untilEventHandled } from './dispatch-stack.js';

// Webhook-dispatch on the real PostgreSQL and NATS with real local receivers. A failed attempt is
// retried only after a minute here, so a feedback delivery is still owed when its member is deleted.
let dispatch: DispatchUnderTest;
let signups: WebhookReceiver;
let purchases: WebhookReceiver;
let feedbacks: WebhookReceiver;

beforeAll(async () => {
  dispatch = await startDispatchUnderTest('wh_forget', { WEBHOOK_RETRY_SCHEDULE_MS: '60000,60000' });
  // The signup receiver echoes who signed up, so the log keeps the member in its answers too.
  signups = await startWebhookReceiver({
    secret: newWebhookSecret(),
    answer: (d) => ({ status: 200, body: `welcome ${d.json?.data?.name} <${d.json?.data?.email}> (${d.json?.data?.userId})` }),
  });
  purchases = await startWebhookReceiver();
  feedbacks = await startWebhookReceiver({ answer: () => ({ status: 503, body: 'busy' }) });
  for (const [webhookType, receiver] of [
    ['signup', signups],
    ['purchase', purchases],
    ['feedback', feedbacks],
  ] as const) {
    await dispatch.rpc.call(RPC.webhooks.createConfig, { config: { webhookType, endpointUrl: receiver.url, secretKey: '' }, actor: TEST_ACTOR });
  }
});

afterAll(async () => {
  await Promise.all([signups, purchases, feedbacks].map((r) => r?.close()));
  await dispatch?.stop();
});

interface Member {
  userId: string;
  email: string;
  name: string;
  comment: string;
  feedbackEventId: string;
}

/** A member who signed up, bought the plan and left feedback, each delivered (the feedback attempted once and still owed). */
async function member(label: string, buys: boolean): Promise<Member> {
  const userId = randomUUID();
  const tag = randomUUID().slice(0, 8);
  const m = { userId, email: `${label}.${tag}@Example.com`, name: `${label} ${tag}`, comment: `Not helpful at all, ${tag}` };
  const at = new Date().toISOString();
  await dispatch.publish(EVENTS.identity.userSignedUp, { userId, email: m.email, name: m.name, createdAt: at });
  if (buys) {
    await dispatch.publish(EVENTS.billing.purchaseCompleted, {
      userId,
      planId: 'price_x',
      planName: 'Unlimited Access',
      amountCents: 399,
      currency: 'usd',
      invoiceId: `in_${tag}`,
      purchasedAt: at,
    });
  }
  const { id: feedbackEventId } = await dispatch.publish(FEEDBACK, feedbackEvent({ userId, rating: 1, category: 'negative', comment: m.comment }));
  await until(() => (feedbacks.received.some((d) => d.json?.data?.userId === userId) ? true : undefined));
  await until(() => (signups.received.some((d) => d.json?.data?.userId === userId) ? true : undefined));
  if (buys) await until(() => (purchases.received.some((d) => d.json?.data?.userId === userId) ? true : undefined));
  // Each sent attempt is logged in the transaction that settles it.
  await until(async () => {
    const { rows } = await dispatch.db.query(
      `SELECT count(*)::int AS n FROM "${dispatch.schema}"."webhook_logs" l JOIN "${dispatch.schema}"."webhook_deliveries" d ON d."id" = l."delivery_id" WHERE strpos(d."payload", $1) > 0`,
      [userId],
    );
    return rows[0].n === (buys ? 3 : 2) ? true : undefined;
  });
  return { ...m, feedbackEventId };
}

const traces = (m: Member) => findMemberTraces({ namespace: dispatch.ns, userId: m.userId, email: m.email, also: [m.name, m.comment] });

async function deliveriesOf(eventIds: string[]): Promise<any[]> {
  const { rows } = await dispatch.db.query(`SELECT * FROM "${dispatch.schema}"."webhook_deliveries" WHERE "event_id" = ANY($1::uuid[]) ORDER BY "created_at"`, [
    eventIds,
  ]);
  return rows;
}

describe('a deleted member', () => {
  it('stays in the log only as a redacted line; their owed delivery is canceled and never sent; a later event about them is not delivered; others are untouched', async () => {
    const gone = await member('ada', true);
    const other = await member('grace', false);
    const before = (await traces(gone)).map((t) => `${t.table}.${t.column}`);
    expect(before).toEqual(expect.arrayContaining(['webhook_deliveries.payload', 'webhook_logs.response_body']));
    const otherBefore = await traces(other);
    const { rows: ownBefore } = await dispatch.db.query(
      `SELECT d."id", d."event_id", d."webhook_type", d."status", d."attempts", d."created_at" FROM "${dispatch.schema}"."webhook_deliveries" d WHERE strpos(d."payload", $1) > 0 ORDER BY d."created_at"`,
      [gone.userId],
    );
    expect(ownBefore.map((d: any) => [d.webhook_type, d.status])).toEqual([
      ['signup', 'delivered'],
      ['purchase', 'delivered'],
      ['feedback', 'pending'],
    ]);
    const { rows: logsBefore } = await dispatch.db.query(
      `SELECT "id", "webhook_type", "success", "response_status", "endpoint_url", "attempt", "created_at" FROM "${dispatch.schema}"."webhook_logs" WHERE "delivery_id" = ANY($1::uuid[]) ORDER BY "created_at"`,
      [ownBefore.map((d: any) => d.id)],
    );

    const deletion = await publishUserDeleted(dispatch.ns, gone.userId);
    await until(async () => {
      const { rows } = await dispatch.db.query(`SELECT 1 FROM "${dispatch.schema}"."processed_events" WHERE "consumer" = $1 AND "event_id" = $2`, [
        MEMBER_DELETION_CONSUMER,
        deletion.id,
      ]);
      return rows.length > 0 ? true : undefined;
    });

    expect(await traces(gone)).toEqual([]);
    expect(await traces(other)).toEqual(otherBefore);
    // The log keeps type, status, times, endpoint and attempt; the bodies keep what is not the member's.
    const after = await deliveriesOf(ownBefore.map((d: any) => d.event_id));
    expect(after.map((d) => [d.id, d.webhook_type, d.status, d.attempts, d.created_at])).toEqual(
      ownBefore.map((d: any) => [d.id, d.webhook_type, d.webhook_type === 'feedback' ? 'canceled' : d.status, d.attempts, d.created_at]),
    );
    const bodies = after.map((d) => JSON.parse(d.payload));
    expect(bodies[0]).toMatchObject({ type: 'signup', data: { userId: REDACTED, email: REDACTED, name: REDACTED } });
    expect(bodies[1]).toMatchObject({ type: 'purchase', data: { userId: REDACTED, amountCents: 399, currency: 'usd', planName: 'Unlimited Access' } });
    expect(bodies[2]).toMatchObject({ type: 'feedback', data: { userId: REDACTED, comment: REDACTED, rating: 1, category: 'negative' } });
    const { rows: logsAfter } = await dispatch.db.query(
      `SELECT "id", "webhook_type", "success", "response_status", "endpoint_url", "attempt", "created_at", "response_body" FROM "${dispatch.schema}"."webhook_logs" WHERE "delivery_id" = ANY($1::uuid[]) ORDER BY "created_at"`,
      [ownBefore.map((d: any) => d.id)],
    );
    expect(logsAfter.map(({ response_body: _body, ...rest }: any) => rest)).toEqual(logsBefore);
    expect(logsAfter.find((l: any) => l.webhook_type === 'signup').response_body).toBe(`welcome ${REDACTED} <${REDACTED}> (${REDACTED})`);

    // Everything owed falls due now: the other member's feedback is tried again, the deleted member's is not.
    const otherFeedback = (await deliveriesOf([other.feedbackEventId]))[0];
    await dispatch.db.query(`UPDATE "${dispatch.schema}"."webhook_deliveries" SET "next_attempt_at" = now() WHERE "status" = 'pending'`);
    await until(() => (feedbacks.attemptsOf(otherFeedback.id).length >= 2 ? true : undefined));
    expect(feedbacks.attemptsOf(after[2].id)).toHaveLength(1);

    // Feedback another service published after the deletion reached dispatch: no delivery of it.
    const { id: late } = await dispatch.publish(FEEDBACK, feedbackEvent({ userId: gone.userId, comment: gone.comment, rating: 1, category: 'negative' }));
    await untilEventHandled(dispatch, late);
    expect(await deliveriesOf([late])).toEqual([]);

    // The deletion delivered again changes nothing.
    await publishUserDeleted(dispatch.ns, gone.userId, { id: deletion.id, msgId: `${deletion.id}-again` });
    await untilConsumerCaughtUp(dispatch.ns, MEMBER_DELETION_CONSUMER);
    await untilConsumerCaughtUp(dispatch.ns, DELIVERIES_CONSUMER);
    const { rows } = await dispatch.db.query(`SELECT count(*)::int AS n FROM "${dispatch.schema}"."processed_events" WHERE "event_id" = $1`, [deletion.id]);
    expect(rows[0].n).toBe(1);
    expect(await traces(gone)).toEqual([]);
    expect(feedbacks.received.filter((d) => d.json?.data?.userId === gone.userId)).toHaveLength(1);
  });

  it('who was a super admin: the audit events of their webhook changes leave the outbox once published (identity has them)', async () => {
    const admin = { userId: randomUUID(), email: `boss.${randomUUID().slice(0, 8)}@example.com`, role: 'super_admin' as const, address: '192.0.2.44' };
    const made = await dispatch.rpc.call(RPC.webhooks.createConfig, {
      config: { webhookType: 'feedback', endpointUrl: feedbacks.url, secretKey: '' },
      actor: admin,
    });
    await dispatch.rpc.call(RPC.webhooks.deleteConfig, { id: made.id, actor: admin });
    const auditEvents = async () =>
      (
        await dispatch.db.query(
          `SELECT "published_at" FROM "${dispatch.schema}"."outbox" WHERE "subject" = $1 AND "payload" -> 'data' -> 'actor' ->> 'userId' = $2`,
          [EVENTS.webhooks.adminActionRecorded, admin.userId],
        )
      ).rows;
    await until(async () => ((await auditEvents()).filter((row) => row.published_at).length === 2 ? true : undefined));
    expect(await findMemberTraces({ namespace: dispatch.ns, userId: admin.userId, email: admin.email })).not.toEqual([]);

    await publishUserDeleted(dispatch.ns, admin.userId);
    await untilConsumerCaughtUp(dispatch.ns, MEMBER_DELETION_CONSUMER);
    expect(await auditEvents()).toEqual([]);
    expect(await findMemberTraces({ namespace: dispatch.ns, userId: admin.userId, email: admin.email, also: [admin.address] })).toEqual([]);
  });
});
