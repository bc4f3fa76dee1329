import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { AppError } from '@vi/service-kit';
import { EVENTS, RPC, type WebhookConfig } from '@vi/contracts';
import { newWebhookSecret, rejectionOf, startWebhookReceiver, until, type WebhookReceiver } from '@vi/testing';
import { type DispatchUnderTest, FEEDBACK, feedbackEvent, logsOf, startDispatchUnderTest, TEST_ACTOR, untilEventHandled } from './dispatch-stack.js';

// Webhook-dispatch on the real PostgreSQL and NATS (JetStream), delivering to real local HTTP
// receivers that verify every request with the `standardwebhooks` package. Retries are compressed
// (100, 200, 300 ms) and loopback receivers are allowed here; the refusals have a dispatcher of their own below.
let dispatch: DispatchUnderTest;
const receivers: WebhookReceiver[] = [];

beforeAll(async () => {
  dispatch = await startDispatchUnderTest('wh_dispatch');
});

afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await dispatch?.stop();
});

beforeEach(async () => {
  await dispatch.clearConfigs();
});

async function receiver(options: Parameters<typeof startWebhookReceiver>[0] = {}): Promise<WebhookReceiver> {
  const r = await startWebhookReceiver(options);
  receivers.push(r);
  return r;
}

function createConfig(
  config: { webhookType: string; endpointUrl: string; secretKey?: string | null; enabled?: boolean },
  target = dispatch,
): Promise<WebhookConfig> {
  return target.rpc.call(RPC.webhooks.createConfig, { config, actor: TEST_ACTOR });
}

const refusal = (promise: Promise<unknown>) => rejectionOf<AppError>(promise);

describe('a delivery', () => {
  it('is one signed POST per enabled configuration, verifiable with standardwebhooks; unsigned without a secret', async () => {
    const secret = newWebhookSecret();
    const signed = await receiver({ secret });
    const unsigned = await receiver();
    await createConfig({ webhookType: 'feedback', endpointUrl: signed.url, secretKey: secret });
    await createConfig({ webhookType: 'feedback', endpointUrl: unsigned.url, secretKey: '' });
    const data = feedbackEvent({ rating: 2, category: 'negative', comment: 'Too slow', improvements: ['Response Speed'] });
    const { id: eventId } = await dispatch.publish(FEEDBACK, data);

    const [got] = await until(() => (signed.received.length ? signed.received : undefined));
    expect(got!.verified).toBe(true);
    expect(got!.contentType).toBe('application/json');
    expect(Math.abs(Number(got!.timestamp) - Date.now() / 1000)).toBeLessThan(30);
    expect(got!.json).toEqual({ type: 'feedback', timestamp: expect.any(String), data });
    expect(new Date(got!.json.timestamp).toISOString()).toBe(got!.json.timestamp);

    const [plain] = await until(() => (unsigned.received.length ? unsigned.received : undefined));
    expect(plain!.signature).toBeUndefined();
    expect(plain!.json).toEqual(got!.json);
    expect(plain!.id).not.toBe(got!.id);

    // The log row is written once the receiver has answered, so it can trail the request a little.
    const logs = await until(async () => {
      const rows = await logsOf(dispatch, `"event_id" = $1`, [eventId]);
      return rows.length >= 2 ? rows : undefined;
    });
    expect(logs).toHaveLength(2);
    expect(logs.every((l) => l.success && l.response_status === 200 && l.attempt === 1 && !l.test)).toBe(true);
  });

  it('is retried with the same webhook-id until the receiver takes it: 500 three times, then 200, four attempts logged', async () => {
    const secret = newWebhookSecret();
    const flaky = await receiver({
      secret,
      answer: (_delivery, attempts) => (attempts <= 3 ? { status: 500, body: 'try later' } : { status: 200, body: 'thanks' }),
    });
    const config = await createConfig({ webhookType: 'signup', endpointUrl: flaky.url, secretKey: secret });
    const { id: eventId } = await dispatch.publish(EVENTS.identity.userSignedUp, {
      userId: randomUUID(),
      email: 'new@example.com',
      name: 'New Member',
      createdAt: new Date().toISOString(),
    });

    await until(() => (flaky.received.length >= 4 ? true : undefined), 10_000, 'four attempts did not arrive');
    const ids = new Set(flaky.received.map((r) => r.id));
    expect(ids.size).toBe(1);
    expect(flaky.received.every((r) => r.verified)).toBe(true);
    expect(new Set(flaky.received.map((r) => r.body)).size).toBe(1);
    // Back-off: each retry waited at least the schedule's delay less the jitter.
    const gaps = flaky.received.slice(1).map((r, i) => r.receivedAt - flaky.received[i]!.receivedAt);
    expect(gaps[0]).toBeGreaterThanOrEqual(80 - 10);
    expect(gaps[2]).toBeGreaterThanOrEqual(240 - 10);

    const logs = await until(async () => {
      const rows = await logsOf(dispatch, `"event_id" = $1`, [eventId]);
      return rows.length === 4 ? rows : undefined;
    });
    expect(logs.map((l) => [l.attempt, l.success, l.response_status])).toEqual([
      [1, false, 500],
      [2, false, 500],
      [3, false, 500],
      [4, true, 200],
    ]);
    expect(logs.every((l) => l.delivery_id === [...ids][0] && l.config_id === config.id)).toBe(true);
    expect(logs[0].response_body).toBe('try later');
    expect(logs[0].error_message).toBe('HTTP 500');
    const { rows } = await dispatch.db.query(`SELECT "status", "attempts" FROM "${dispatch.schema}"."webhook_deliveries" WHERE "id" = $1`, [[...ids][0]]);
    expect(rows[0]).toEqual({ status: 'delivered', attempts: 4 });
  });

  it('gives up after the schedule is spent (1 + 3 attempts here), each logged', async () => {
    const down = await receiver({ answer: () => ({ status: 503 }) });
    await createConfig({ webhookType: 'purchase', endpointUrl: down.url });
    const { id: eventId } = await dispatch.publish(EVENTS.billing.purchaseCompleted, {
      userId: randomUUID(),
      planId: 'vi-monthly',
      planName: 'Unlimited Access',
      amountCents: 399,
      currency: 'usd',
      invoiceId: 'in_test',
      purchasedAt: new Date().toISOString(),
    });
    await until(async () => {
      const { rows } = await dispatch.db.query(`SELECT "status" FROM "${dispatch.schema}"."webhook_deliveries" WHERE "event_id" = $1`, [eventId]);
      return rows[0]?.status === 'failed' ? true : undefined;
    });
    expect(down.received).toHaveLength(4);
    expect((await logsOf(dispatch, `"event_id" = $1`, [eventId])).map((l) => l.attempt)).toEqual([1, 2, 3, 4]);
  });

  it('treats a redirect as a failure and does not follow it', async () => {
    const target = await receiver();
    const redirecting = await receiver({ answer: () => ({ status: 302, headers: { location: target.url } }) });
    await createConfig({ webhookType: 'feedback', endpointUrl: redirecting.url });
    const { id: eventId } = await dispatch.publish(FEEDBACK, feedbackEvent());
    const [first] = await until(async () => {
      const rows = await logsOf(dispatch, `"event_id" = $1`, [eventId]);
      return rows.length ? rows : undefined;
    });
    expect(first).toMatchObject({ success: false, response_status: 302, error_message: `HTTP 302: redirect to ${target.url} not followed` });
    expect(target.received).toHaveLength(0);
  });

  it('keeps only the start of a long answer in the log', async () => {
    const chatty = await receiver({ answer: () => ({ status: 200, body: 'é'.repeat(3000) }) });
    await createConfig({ webhookType: 'feedback', endpointUrl: chatty.url });
    const { id: eventId } = await dispatch.publish(FEEDBACK, feedbackEvent());
    const [log] = await until(async () => {
      const rows = await logsOf(dispatch, `"event_id" = $1`, [eventId]);
      return rows.length ? rows : undefined;
    });
    expect(Buffer.byteLength(log.response_body)).toBe(2048);
    expect(log.response_body).toBe('é'.repeat(1024));
  });
});

describe('what is not delivered', () => {
  it('a disabled configuration gets nothing (an enabled one of the same type does)', async () => {
    const enabled = await receiver();
    const disabled = await receiver();
    await createConfig({ webhookType: 'feedback', endpointUrl: enabled.url });
    await createConfig({ webhookType: 'feedback', endpointUrl: disabled.url, enabled: false });
    const { id: eventId } = await dispatch.publish(FEEDBACK, feedbackEvent());
    await until(() => (enabled.received.length ? true : undefined));
    await untilEventHandled(dispatch, eventId);
    await new Promise((r) => setTimeout(r, 300));
    expect(disabled.received).toHaveLength(0);
    const { rows } = await dispatch.db.query(`SELECT count(*)::int AS n FROM "${dispatch.schema}"."webhook_deliveries" WHERE "event_id" = $1`, [eventId]);
    expect(rows[0].n).toBe(1);
  });

  it('a configuration disabled while a delivery waits for its retry gets no more attempts', async () => {
    const failing = await receiver({ answer: () => ({ status: 500 }) });
    const config = await createConfig({ webhookType: 'feedback', endpointUrl: failing.url });
    await dispatch.publish(FEEDBACK, feedbackEvent());
    await until(() => (failing.received.length ? true : undefined));
    await dispatch.rpc.call(RPC.webhooks.updateConfig, { id: config.id, config: { endpointUrl: failing.url, enabled: false }, actor: TEST_ACTOR });
    const seen = failing.received.length;
    await new Promise((r) => setTimeout(r, 800));
    expect(failing.received.length).toBe(seen);
  });

  it('an event seen twice (JetStream redelivers) adds no second delivery', async () => {
    const r = await receiver();
    await createConfig({ webhookType: 'feedback', endpointUrl: r.url });
    const data = feedbackEvent();
    const { id: eventId } = await dispatch.publish(FEEDBACK, data);
    // The same event again under another message id, as if the stream had it twice.
    await dispatch.publish(FEEDBACK, data, { id: eventId, msgId: randomUUID() });
    await until(() => (r.received.length ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(r.received).toHaveLength(1);
  });

  it('other events (a sign-in) are not delivered', async () => {
    const r = await receiver();
    await createConfig({ webhookType: 'signup', endpointUrl: r.url });
    await dispatch.publish(EVENTS.identity.userSignedIn, { userId: randomUUID(), signedInAt: new Date().toISOString() });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(r.received).toHaveLength(0);
  });
});

describe('slow receivers', () => {
  it('a receiver that never answers does not delay another endpoint', async () => {
    const hanging = await receiver({ answer: () => 'hang' });
    const quick = await receiver();
    await createConfig({ webhookType: 'feedback', endpointUrl: hanging.url });
    await createConfig({ webhookType: 'feedback', endpointUrl: quick.url });
    // Enough events that the hanging endpoint fills its share of the pool.
    for (let i = 0; i < 12; i++) await dispatch.publish(FEEDBACK, feedbackEvent());
    await until(() => (quick.received.length === 12 ? true : undefined), 10_000, `the quick receiver got ${quick.received.length} of 12`);
    // Causal, not timed: every quick delivery arrived while the hanging endpoint's requests were
    // still open (none of them had timed out and been logged yet), so none waited for them.
    expect(hanging.received.length).toBeGreaterThan(0);
    expect(await logsOf(dispatch, `"endpoint_url" = $1`, [hanging.url])).toEqual([]);
    const [timedOut] = await until(async () => {
      const rows = await logsOf(dispatch, `"endpoint_url" = $1`, [hanging.url]);
      return rows.length ? rows : undefined;
    }, 10_000);
    expect(timedOut).toMatchObject({ success: false, response_status: null, error_message: 'No answer within 4000 ms' });
  });
});

describe('durability', () => {
  it('events published while the dispatcher is stopped are each delivered once after it starts again', async () => {
    const r = await receiver();
    await createConfig({ webhookType: 'feedback', endpointUrl: r.url });
    await dispatch.stopService();
    const ids: string[] = [];
    try {
      for (let i = 0; i < 20; i++) ids.push((await dispatch.publish(FEEDBACK, feedbackEvent({ comment: `n${i}` }))).id);
    } finally {
      await dispatch.startService();
    }
    await until(() => (r.accepted().size === 20 ? true : undefined), 10_000, `got ${r.accepted().size} of 20`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(r.received).toHaveLength(20);
    expect(new Set(r.received.map((x) => x.json.data.comment))).toEqual(new Set(ids.map((_, i) => `n${i}`)));
  });
});

describe('test sends and redelivery', () => {
  it('a test send goes now, signed, whatever the enabled state, and is logged as a test', async () => {
    const secret = newWebhookSecret();
    const r = await receiver({ secret });
    const config = await createConfig({ webhookType: 'purchase', endpointUrl: r.url, secretKey: secret, enabled: false });
    const result = await dispatch.rpc.call(RPC.webhooks.test, { id: config.id });
    expect(result).toEqual({ success: true, status: 200, detail: 'Delivered: HTTP 200' });
    expect(r.received).toHaveLength(1);
    expect(r.received[0]!.verified).toBe(true);
    expect(r.received[0]!.json).toEqual({
      type: 'purchase',
      timestamp: expect.any(String),
      data: { test: true, webhook_type: 'purchase', message: 'This is a test webhook from Vi', timestamp: r.received[0]!.json.timestamp },
    });
    const { items } = await dispatch.rpc.call(RPC.webhooks.listLogs, { limit: 50 });
    expect(items[0]).toMatchObject({
      test: true,
      success: true,
      responseStatus: 200,
      configId: config.id,
      eventId: null,
      deliveryId: r.received[0]!.id,
      attempt: 1,
    });

    const failing = await receiver({ answer: () => ({ status: 404, body: 'no such hook' }) });
    const other = await createConfig({ webhookType: 'signup', endpointUrl: failing.url });
    expect(await dispatch.rpc.call(RPC.webhooks.test, { id: other.id })).toEqual({ success: false, status: 404, detail: 'HTTP 404' });
  });

  it('redelivery sends a logged delivery again now with the same webhook-id, and logs it', async () => {
    const secret = newWebhookSecret();
    let answer = 500;
    const r = await receiver({ secret, answer: () => ({ status: answer }) });
    await dispatch.rpc.call(RPC.webhooks.test, { id: (await createConfig({ webhookType: 'feedback', endpointUrl: r.url, secretKey: secret })).id });
    const { items } = await dispatch.rpc.call(RPC.webhooks.listLogs, {});
    const failed = items[0]!;
    expect(failed.success).toBe(false);
    answer = 200;
    const result = await dispatch.rpc.call(RPC.webhooks.redeliver, { logId: failed.id });
    expect(result).toEqual({ success: true, status: 200, detail: 'Delivered: HTTP 200' });
    expect(r.received.map((x) => x.id)).toEqual([failed.deliveryId, failed.deliveryId]);
    expect(r.received.map((x) => x.body)).toEqual([r.received[0]!.body, r.received[0]!.body]);
    expect(r.received[1]!.verified).toBe(true);
    const after = await dispatch.rpc.call(RPC.webhooks.listLogs, {});
    expect(after.items[0]).toMatchObject({ deliveryId: failed.deliveryId, attempt: 2, success: true });
  });

  it('unknown ids are NOT_FOUND', async () => {
    expect((await refusal(dispatch.rpc.call(RPC.webhooks.test, { id: randomUUID() }))).code).toBe('NOT_FOUND');
    expect((await refusal(dispatch.rpc.call(RPC.webhooks.redeliver, { logId: randomUUID() }))).code).toBe('NOT_FOUND');
    expect((await refusal(dispatch.rpc.call(RPC.webhooks.deleteConfig, { id: randomUUID(), actor: TEST_ACTOR }))).code).toBe('NOT_FOUND');
    expect(
      (
        await refusal(
          dispatch.rpc.call(RPC.webhooks.updateConfig, {
            id: randomUUID(),
            config: { endpointUrl: 'https://example.com/x', enabled: true },
            actor: TEST_ACTOR,
          }),
        )
      ).code,
    ).toBe('NOT_FOUND');
  });
});

describe('endpoints on non-public addresses, without the allow setting', () => {
  let strict: DispatchUnderTest;

  beforeAll(async () => {
    strict = await startDispatchUnderTest('wh_strict', { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'none' });
  });

  afterAll(async () => {
    await strict?.stop();
  });

  it.each([
    ['http://169.254.169.254/latest/meta-data', 'Endpoint 169.254.169.254 is a cloud metadata address; webhooks may only go to public addresses'],
    ['http://10.0.0.1/hook', 'Endpoint 10.0.0.1 is a private network address; webhooks may only go to public addresses (see WEBHOOK_ALLOW_PRIVATE_TARGETS)'],
    ['http://localhost:9/hook', /^Endpoint localhost \((127\.0\.0\.1|::1)\) is a loopback address; webhooks may only go to public addresses/],
    ['http://[::ffff:7f00:1]/', /is a loopback address/],
    ['http://0x7f000001/', /^Endpoint 127\.0\.0\.1 is a loopback address/],
  ])('are refused at save: %s', async (endpointUrl, message) => {
    const error = await refusal(createConfig({ webhookType: 'signup', endpointUrl }, strict));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toMatch(message);
    expect(error.details).toEqual({ issues: [{ path: 'endpointUrl', message: error.message }] });
  });

  it('are refused at delivery too (an endpoint saved before, or a name that resolves inside since)', async () => {
    const r = await receiver();
    const port = new URL(r.url).port;
    const urls = [`http://localhost:${port}/hooks`, r.url, 'http://10.0.0.1/hook', 'http://169.254.169.254/'];
    for (const url of urls) {
      await strict.db.query(
        `INSERT INTO "${strict.schema}"."webhook_config" ("id", "webhook_type", "endpoint_url", "enabled") VALUES ($1, 'feedback', $2, true)`,
        [randomUUID(), url],
      );
    }
    const { id: eventId } = await strict.publish(FEEDBACK, feedbackEvent());
    const logs = await until(async () => {
      const rows = await logsOf(strict, `"event_id" = $1`, [eventId]);
      return rows.length === urls.length ? rows : undefined;
    });
    expect(logs.every((l) => !l.success && l.response_status === null && /webhooks may only go to public addresses/.test(l.error_message))).toBe(true);
    expect(r.received).toHaveLength(0);
    // Refused addresses are not retried.
    const { rows } = await strict.db.query(`SELECT DISTINCT "status" FROM "${strict.schema}"."webhook_deliveries" WHERE "event_id" = $1`, [eventId]);
    expect(rows).toEqual([{ status: 'failed' }]);
  });

  it('and a test send to one is refused the same way', async () => {
    const id = randomUUID();
    await strict.db.query(
      `INSERT INTO "${strict.schema}"."webhook_config" ("id", "webhook_type", "endpoint_url", "enabled") VALUES ($1, 'signup', 'http://127.0.0.1:9/', true)`,
      [id],
    );
    const result = await strict.rpc.call(RPC.webhooks.test, { id });
    expect(result).toEqual({ success: false, status: null, detail: expect.stringMatching(/^Endpoint 127\.0\.0\.1 is a loopback address/) });
  });
});
