import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { EVENTS, RPC, type WebhookConfigWithSecret, WEBHOOK_SECRET_OVERLAP_HOURS, type WebhookType } from '@vi/contracts';
import type { AppError } from '@vi/service-kit';
import { newWebhookSecret, type ReceivedWebhook, rejectionOf, startWebhookReceiver, until, type WebhookReceiver } from '@vi/testing';
import { Webhook } from 'standardwebhooks';
import { CLOCK, type Clock } from '../src/clock.js';
import { type DispatchUnderTest, FEEDBACK, feedbackEvent, startDispatchUnderTest, TEST_ACTOR } from './dispatch-stack.js';

// Webhook secrets (issue 29, docs/adr/0040): listed masked, answered in full once (create, rotation)
// and otherwise only to a reveal, which is recorded (an `admin-action.recorded` event written to the
// outbox with the reveal); a rotated secret keeps signing beside the new one for 24 hours on the
// service's injected clock, checked by receivers with the official `standardwebhooks` library.
let dispatch: DispatchUnderTest;
let clock: Clock;
const receivers: WebhookReceiver[] = [];
const HOUR = 3_600_000;

beforeAll(async () => {
  dispatch = await startDispatchUnderTest('wh_secrets');
  clock = dispatch.app.get<Clock>(CLOCK);
});

afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await dispatch?.stop();
});

beforeEach(async () => {
  await dispatch.clearConfigs();
});

afterEach(() => {
  jest.restoreAllMocks();
});

async function receiver(secret?: string): Promise<WebhookReceiver> {
  const r = await startWebhookReceiver({ secret });
  receivers.push(r);
  return r;
}

const create = (config: { webhookType: WebhookType; endpointUrl: string; secretKey?: string | null; enabled?: boolean }) =>
  dispatch.rpc.call(RPC.webhooks.createConfig, { config, actor: TEST_ACTOR });

/** The service's clock reads `at` from now on (the webhook-timestamp header stays the wall clock, as receivers check it). */
function clockAt(at: Date): void {
  jest.spyOn(clock, 'now').mockReturnValue(at);
}

/** The audit events webhook-dispatch wrote for a configuration, oldest first. */
async function auditEventsOf(configId: string): Promise<any[]> {
  const { rows } = await dispatch.db.query(
    `SELECT "payload" FROM ${dispatch.table('outbox')} WHERE "subject" = $1 AND "payload" -> 'data' -> 'target' ->> 'id' = $2 ORDER BY "created_at"`,
    [EVENTS.webhooks.adminActionRecorded, configId],
  );
  return rows.map((row) => row.payload.data);
}

/** Delivers one feedback event and answers the request the receiver got for it. */
async function deliverOne(to: WebhookReceiver): Promise<ReceivedWebhook> {
  const data = feedbackEvent();
  await dispatch.publish(FEEDBACK, data);
  return until(() => to.received.find((r) => r.json?.data?.feedbackId === data.feedbackId), 10_000, 'the delivery did not arrive');
}

/** What `standardwebhooks` says of a received request for a receiver holding `secret`. */
function verifiedWith(secret: string, got: ReceivedWebhook): true | string {
  try {
    new Webhook(secret).verify(got.body, { 'webhook-id': got.id, 'webhook-timestamp': got.timestamp, 'webhook-signature': got.signature ?? '' });
    return true;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('a configuration’s secret', () => {
  it('is answered in full once, to the create; listed and updated masked as whsec_… and its last 4 characters', async () => {
    const secret = newWebhookSecret();
    const r = await receiver(secret);
    const created = await create({ webhookType: 'feedback', endpointUrl: r.url, secretKey: secret });
    expect(created).toMatchObject({ secretKey: secret, secretHint: `whsec_…${secret.slice(-4)}`, previousSecretExpiresAt: null });
    const unsigned = await create({ webhookType: 'signup', endpointUrl: r.url, secretKey: '' });
    expect(unsigned).toMatchObject({ secretKey: null, secretHint: null });

    const { items } = await dispatch.rpc.call(RPC.webhooks.listConfigs, {});
    expect(items.map((item) => item.secretHint)).toEqual([`whsec_…${secret.slice(-4)}`, null]);
    expect(JSON.stringify(items)).not.toContain(secret.slice(6, 30));
    const updated = await dispatch.rpc.call(RPC.webhooks.updateConfig, { id: created.id, config: { endpointUrl: r.url, enabled: true }, actor: TEST_ACTOR });
    expect(updated).not.toHaveProperty('secretKey');
    expect(updated.secretHint).toBe(`whsec_…${secret.slice(-4)}`);
    // The create and the update are in the audit events, with who did them and from where; never the secret.
    const events = await auditEventsOf(created.id);
    expect(events.map((e) => e.action)).toEqual(['webhook.created', 'webhook.updated']);
    expect(events[0]).toMatchObject({
      actor: TEST_ACTOR,
      target: { type: 'webhook', id: created.id, label: r.url },
      details: { webhookType: 'feedback', signed: true, enabled: true },
    });
    expect(events[1].details).toMatchObject({ secret: 'unchanged', previousEndpointUrl: null });
    expect(JSON.stringify(events)).not.toContain(secret);
  });

  it('is revealed in full only with the reveal written to the outbox in the same transaction', async () => {
    const secret = newWebhookSecret();
    const created = await create({ webhookType: 'purchase', endpointUrl: 'https://hooks.example.com/purchases', secretKey: secret });
    expect(await dispatch.rpc.call(RPC.webhooks.revealSecret, { id: created.id, actor: TEST_ACTOR })).toEqual({ secretKey: secret });
    const events = await auditEventsOf(created.id);
    expect(events.at(-1)).toMatchObject({ action: 'webhook.secret-revealed', actor: TEST_ACTOR, target: { type: 'webhook', id: created.id } });
    // The relay publishes it to the stream, where identity records it in the audit log.
    await until(async () => {
      const { rows } = await dispatch.db.query(
        `SELECT 1 FROM ${dispatch.table('outbox')} WHERE "subject" = $1 AND "published_at" IS NOT NULL AND "payload" -> 'data' ->> 'action' = 'webhook.secret-revealed' AND "payload" -> 'data' -> 'target' ->> 'id' = $2`,
        [EVENTS.webhooks.adminActionRecorded, created.id],
      );
      return rows.length === 1 ? true : undefined;
    });
    const unknown = randomUUID();
    expect((await rejectionOf<AppError>(dispatch.rpc.call(RPC.webhooks.revealSecret, { id: unknown, actor: TEST_ACTOR }))).code).toBe('NOT_FOUND');
    expect((await rejectionOf<AppError>(dispatch.rpc.call(RPC.webhooks.rotateSecret, { id: unknown, actor: TEST_ACTOR }))).code).toBe('NOT_FOUND');
    expect(await auditEventsOf(unknown)).toEqual([]);
  });
});

describe(`a rotated secret signs beside the new one for ${WEBHOOK_SECRET_OVERLAP_HOURS} hours, on the service's clock`, () => {
  it('a receiver still holding the old secret verifies every delivery (standardwebhooks) until the 24 hours are up, and none after', async () => {
    const old = newWebhookSecret();
    const waiting = await receiver(old);
    const created = await create({ webhookType: 'feedback', endpointUrl: waiting.url, secretKey: old });

    const rotatedAt = new Date('2031-06-01T08:00:00.000Z');
    clockAt(rotatedAt);
    const rotated: WebhookConfigWithSecret = await dispatch.rpc.call(RPC.webhooks.rotateSecret, { id: created.id, actor: TEST_ACTOR });
    const current = rotated.secretKey!;
    expect(current).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(current).not.toBe(old);
    const overlapEnd = new Date(rotatedAt.getTime() + WEBHOOK_SECRET_OVERLAP_HOURS * HOUR);
    expect(rotated).toMatchObject({ secretHint: `whsec_…${current.slice(-4)}`, previousSecretExpiresAt: overlapEnd.toISOString() });
    expect((await auditEventsOf(created.id)).at(-1)).toMatchObject({
      action: 'webhook.secret-rotated',
      occurredAt: rotatedAt.toISOString(),
      details: { webhookType: 'feedback', previousSecretSignsUntil: overlapEnd.toISOString() },
    });

    // A minute before the end: two signatures; the old secret's receiver and the new one's both verify.
    clockAt(new Date(overlapEnd.getTime() - 60_000));
    const during = await deliverOne(waiting);
    expect(during.signature).toMatch(/^v1,\S+ v1,\S+$/);
    expect(during.verified).toBe(true);
    expect(verifiedWith(old, during)).toBe(true);
    expect(verifiedWith(current, during)).toBe(true);
    expect((await dispatch.rpc.call(RPC.webhooks.listConfigs, {})).items[0]!.previousSecretExpiresAt).toBe(overlapEnd.toISOString());

    // At the end: the new secret's signature only; the old secret verifies nothing any more.
    clockAt(overlapEnd);
    const after = await deliverOne(waiting);
    expect(after.signature).toMatch(/^v1,\S+$/);
    expect(after.verified).toBe(false);
    expect(after.verifyError).toBe('No matching signature found');
    expect(verifiedWith(old, after)).toBe('No matching signature found');
    expect(verifiedWith(current, after)).toBe(true);
    expect((await dispatch.rpc.call(RPC.webhooks.listConfigs, {})).items[0]!.previousSecretExpiresAt).toBeNull();
    // A test send signs the same way.
    expect(await dispatch.rpc.call(RPC.webhooks.test, { id: created.id })).toMatchObject({ success: true });
    expect(verifiedWith(old, waiting.received.at(-1)!)).toBe('No matching signature found');
    expect(verifiedWith(current, waiting.received.at(-1)!)).toBe(true);
  });

  it('a secret set by an update replaces the current one at once: the overlap ends, nothing signs with the replaced ones', async () => {
    const first = newWebhookSecret();
    const r = await receiver();
    const created = await create({ webhookType: 'feedback', endpointUrl: r.url, secretKey: first });
    const rotated = await dispatch.rpc.call(RPC.webhooks.rotateSecret, { id: created.id, actor: TEST_ACTOR });
    expect(rotated.previousSecretExpiresAt).not.toBeNull();
    const chosen = newWebhookSecret();
    const updated = await dispatch.rpc.call(RPC.webhooks.updateConfig, {
      id: created.id,
      config: { endpointUrl: r.url, secretKey: chosen, enabled: true },
      actor: TEST_ACTOR,
    });
    expect(updated).toMatchObject({ secretHint: `whsec_…${chosen.slice(-4)}`, previousSecretExpiresAt: null });
    const got = await deliverOne(r);
    expect(got.signature).toMatch(/^v1,\S+$/);
    expect(verifiedWith(chosen, got)).toBe(true);
    expect(verifiedWith(first, got)).toBe('No matching signature found');
    expect(verifiedWith(rotated.secretKey!, got)).toBe('No matching signature found');
    expect((await auditEventsOf(created.id)).at(-1)).toMatchObject({ action: 'webhook.updated', details: { secret: 'replaced' } });
  });

  it('rotating an unsigned configuration gives it its first secret, with nothing to overlap', async () => {
    const r = await receiver();
    const created = await create({ webhookType: 'feedback', endpointUrl: r.url });
    const rotated = await dispatch.rpc.call(RPC.webhooks.rotateSecret, { id: created.id, actor: TEST_ACTOR });
    expect(rotated).toMatchObject({ secretHint: `whsec_…${rotated.secretKey!.slice(-4)}`, previousSecretExpiresAt: null });
    const got = await deliverOne(r);
    expect(verifiedWith(rotated.secretKey!, got)).toBe(true);
  });
});
