import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { AUDIT_LOG_REFUSAL, type AuditEntry, WEBHOOK_SUPER_ADMIN_REFUSALS, WEBHOOKS_REFUSAL } from '@vi/contracts';
import { grantAdmin, newWebhookSecret, startWebhookReceiver, until, type WebhookReceiver } from '@vi/testing';
import { ApiClient, type InProcessStack, type JsonResponse, type Member, startInProcessStack, uniqueEmail } from './in-process-stack.js';

// Webhook secrets and the admin audit log through the gateway (issue 29, docs/adr/0040): the gateway
// in this process in front of identity and webhook-dispatch started from their builds, on the real
// PostgreSQL, NATS and Redis. Behind one trusted proxy (TRUST_PROXY=1), each admin names their own
// address in X-Forwarded-For, and the audit log must show it.
let stack: InProcessStack;
let receiver: WebhookReceiver;
let superAdmin: Actor;
let plainAdmin: Actor;
let member: Actor;

interface Actor extends Member {
  email: string;
  address: string;
}

let nextAddress = 10;
async function newActor(label: string, role?: 'admin' | 'super_admin'): Promise<Actor> {
  const api = new ApiClient(stack.baseUrl);
  const address = `203.0.113.${nextAddress++}`;
  const email = uniqueEmail(label);
  const made = await api.request('POST', '/api/v1/auth/sign-up', {
    json: { email, password: 'secret1', ageConfirmed: true },
    headers: { 'x-forwarded-for': address },
  });
  expect(made.status).toBe(201);
  const token = made.body.accessToken as string;
  if (role) await grantAdmin(stack.namespace, made.body.user.id, role);
  const headers = { 'x-forwarded-for': address };
  return {
    id: made.body.user.id,
    token,
    api,
    email,
    address,
    get: (path, extra) => api.request('GET', path, { token, headers: { ...headers, ...extra } }),
    post: (path, json, extra) => api.request('POST', path, { token, json: json ?? {}, headers: { ...headers, ...extra } }),
  };
}

const send = (who: Actor, method: string, path: string, json?: unknown): Promise<JsonResponse> =>
  who.api.request(method, path, { token: who.token, json, headers: { 'x-forwarded-for': who.address } });

function expectRefusal(response: JsonResponse, status: number, message: string) {
  expect({ status: response.status, code: response.body?.error?.code, message: response.body?.error?.message }).toEqual({
    status,
    code: status === 403 ? 'FORBIDDEN' : expect.any(String),
    message,
  });
}

/** The audit log as the super admin reads it, once it holds an entry `matching` (webhook-dispatch's arrive through the event stream). */
async function auditEntry(query: string, matching: (entry: AuditEntry) => boolean): Promise<AuditEntry> {
  return until(
    async () => {
      const page = await send(superAdmin, 'GET', `/api/v1/admin/audit-log?${query}`);
      expect(page.status).toBe(200);
      return (page.body.entries as AuditEntry[]).find(matching);
    },
    15_000,
    `no audit entry for ${query}`,
  );
}

beforeAll(async () => {
  stack = await startInProcessStack(
    'gw_wh_secrets',
    { TRUST_PROXY: '1', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'loopback', WEBHOOK_POLL_MS: '100', WEBHOOK_TIMEOUT_MS: '2000' },
    ['identity', 'webhook-dispatch'],
  );
  receiver = await startWebhookReceiver({});
  [superAdmin, plainAdmin, member] = await Promise.all([newActor('super', 'super_admin'), newActor('plain', 'admin'), newActor('member')]);
}, 120_000);

afterAll(async () => {
  await receiver?.close();
  await stack?.stop();
});

describe('webhook secrets', () => {
  it('a plain admin sees them masked, may test, read the logs and redeliver, and is refused (403) every change and the reveal', async () => {
    const secret = newWebhookSecret();
    const created = await send(superAdmin, 'POST', '/api/v1/admin/webhooks', { webhookType: 'feedback', endpointUrl: receiver.url, secretKey: secret });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const hint = `whsec_…${secret.slice(-4)}`;

    const listed = await send(plainAdmin, 'GET', '/api/v1/admin/webhooks');
    expect(listed.status).toBe(200);
    expect(listed.body.items.find((c: { id: string }) => c.id === id)).toMatchObject({ secretHint: hint, endpointUrl: receiver.url });
    expect(JSON.stringify(listed.body)).not.toContain(secret.slice('whsec_'.length, -4));

    const CHANGE = WEBHOOK_SUPER_ADMIN_REFUSALS.change;
    expectRefusal(await send(plainAdmin, 'POST', '/api/v1/admin/webhooks', { webhookType: 'signup', endpointUrl: 'https://evil.example/hooks' }), 403, CHANGE);
    expectRefusal(await send(plainAdmin, 'PUT', `/api/v1/admin/webhooks/${id}`, { endpointUrl: 'https://evil.example/hooks', enabled: true }), 403, CHANGE);
    expectRefusal(
      await send(plainAdmin, 'PUT', `/api/v1/admin/webhooks/${id}`, { endpointUrl: receiver.url, secretKey: newWebhookSecret(), enabled: true }),
      403,
      CHANGE,
    );
    expectRefusal(await send(plainAdmin, 'PUT', `/api/v1/admin/webhooks/${id}`, { endpointUrl: receiver.url, secretKey: '', enabled: true }), 403, CHANGE);
    expectRefusal(await send(plainAdmin, 'POST', `/api/v1/admin/webhooks/${id}/rotate-secret`), 403, CHANGE);
    expectRefusal(await send(plainAdmin, 'DELETE', `/api/v1/admin/webhooks/${id}`), 403, CHANGE);
    expectRefusal(await send(plainAdmin, 'POST', `/api/v1/admin/webhooks/${id}/reveal-secret`), 403, WEBHOOK_SUPER_ADMIN_REFUSALS.reveal);
    // The same for an id that does not exist: nothing tells them apart.
    expectRefusal(await send(plainAdmin, 'POST', `/api/v1/admin/webhooks/${randomUUID()}/reveal-secret`), 403, WEBHOOK_SUPER_ADMIN_REFUSALS.reveal);
    // A member gets the webhook routes' own sentence.
    expectRefusal(await send(member, 'POST', `/api/v1/admin/webhooks/${id}/reveal-secret`), 403, WEBHOOKS_REFUSAL);
    expectRefusal(await send(member, 'POST', `/api/v1/admin/webhooks/${id}/rotate-secret`), 403, WEBHOOKS_REFUSAL);

    // Nothing changed: same endpoint, same secret (a test send verifies with it).
    const after = (await send(superAdmin, 'GET', '/api/v1/admin/webhooks')).body.items.find((c: { id: string }) => c.id === id);
    expect(after).toMatchObject({ endpointUrl: receiver.url, secretHint: hint, enabled: true });
    const tested = await send(plainAdmin, 'POST', `/api/v1/admin/webhooks/${id}/test`);
    expect(tested.status).toBe(200);
    expect(tested.body.success).toBe(true);
    const logs = await send(plainAdmin, 'GET', '/api/v1/admin/webhooks/logs');
    expect(logs.status).toBe(200);
    const log = logs.body.items.find((item: { configId: string }) => item.configId === id);
    expect((await send(plainAdmin, 'POST', `/api/v1/admin/webhooks/logs/${log.id}/redeliver`)).status).toBe(200);
    expect((await send(superAdmin, 'POST', `/api/v1/admin/webhooks/${id}/reveal-secret`)).body).toEqual({ secretKey: secret });

    // None of the refused attempts is in the audit log; the create and the super admin's reveal are.
    const reveal = await auditEntry(`action=webhook.secret-revealed&search=${encodeURIComponent(id)}`, (e) => e.target.id === id);
    await auditEntry(`action=webhook.created&search=${encodeURIComponent(id)}`, (e) => e.target.id === id);
    const all = (await send(superAdmin, 'GET', `/api/v1/admin/audit-log?targetType=webhook&search=${encodeURIComponent(id)}`)).body.entries as AuditEntry[];
    expect(all.map((e) => e.action).sort()).toEqual(['webhook.created', 'webhook.secret-revealed']);
    expect(all.every((e) => e.actor.userId === superAdmin.id)).toBe(true);
    expect(reveal.address).toBe(superAdmin.address);
  });

  it('a super admin’s reveal is recorded: who, which webhook, when and from which address', async () => {
    const secret = newWebhookSecret();
    const created = await send(superAdmin, 'POST', '/api/v1/admin/webhooks', { webhookType: 'purchase', endpointUrl: receiver.url, secretKey: secret });
    expect(created.status).toBe(201);
    expect(created.body.secretKey).toBe(secret);
    const before = Date.now();
    const revealed = await send(superAdmin, 'POST', `/api/v1/admin/webhooks/${created.body.id}/reveal-secret`);
    expect(revealed.status).toBe(200);
    expect(revealed.body).toEqual({ secretKey: secret });

    const entry = await auditEntry(`action=webhook.secret-revealed&search=${created.body.id}`, (e) => e.target.id === created.body.id);
    expect(entry).toEqual({
      id: expect.any(String),
      occurredAt: expect.any(String),
      action: 'webhook.secret-revealed',
      actor: { userId: superAdmin.id, email: superAdmin.email, role: 'super_admin', redacted: false },
      target: { type: 'webhook', id: created.body.id, label: receiver.url, redacted: false },
      details: { webhookType: 'purchase', signed: true },
      address: superAdmin.address,
    });
    expect(Date.parse(entry.occurredAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(JSON.stringify(entry)).not.toContain(secret);
  });

  it('a rotation answers the new secret once, and the list then shows until when the old one also signs', async () => {
    const created = await send(superAdmin, 'POST', '/api/v1/admin/webhooks', {
      webhookType: 'signup',
      endpointUrl: receiver.url,
      secretKey: newWebhookSecret(),
    });
    const rotated = await send(superAdmin, 'POST', `/api/v1/admin/webhooks/${created.body.id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.secretKey).toMatch(/^whsec_/);
    expect(rotated.body.secretHint).toBe(`whsec_…${rotated.body.secretKey.slice(-4)}`);
    const overlapEnd = Date.parse(rotated.body.previousSecretExpiresAt);
    expect(overlapEnd - Date.now()).toBeGreaterThan(23 * 3_600_000);
    const listed = (await send(superAdmin, 'GET', '/api/v1/admin/webhooks')).body.items.find((c: { id: string }) => c.id === created.body.id);
    expect(listed).toMatchObject({ secretHint: rotated.body.secretHint, previousSecretExpiresAt: rotated.body.previousSecretExpiresAt });
    expect(listed).not.toHaveProperty('secretKey');
    await auditEntry(`action=webhook.secret-rotated&search=${created.body.id}`, (e) => e.target.id === created.body.id && e.actor.userId === superAdmin.id);
  });
});

describe('the audit log', () => {
  it('is read by super admins only: a plain admin and a member get 403 with their sentences', async () => {
    expect((await send(superAdmin, 'GET', '/api/v1/admin/audit-log')).status).toBe(200);
    expectRefusal(await send(plainAdmin, 'GET', '/api/v1/admin/audit-log'), 403, 'Only super admins can view the audit log');
    expectRefusal(await send(member, 'GET', '/api/v1/admin/audit-log'), 403, AUDIT_LOG_REFUSAL);
    expect((await new ApiClient(stack.baseUrl).request('GET', '/api/v1/admin/audit-log')).status).toBe(401);
    expect((await send(superAdmin, 'GET', '/api/v1/admin/audit-log?action=nonsense')).status).toBe(400);
  });

  it('records the admins’ changes to admins and members with their address, and redacts a deleted member, keeping the action', async () => {
    const promoted = await newActor('promoted');
    expect((await send(plainAdmin, 'POST', '/api/v1/admin/admins', { email: promoted.email, role: 'admin' })).status).toBe(201);
    const made = await send(plainAdmin, 'POST', '/api/v1/admin/users', {
      email: uniqueEmail('made'),
      password: 'secret12',
      name: 'Made Here',
      ageVouched: true,
    });
    expect(made.status).toBe(201);

    const added = await auditEntry(`action=admin.added&search=${promoted.id}`, (e) => e.target.id === promoted.id);
    expect(added).toMatchObject({
      actor: { userId: plainAdmin.id, email: plainAdmin.email, role: 'admin' },
      address: plainAdmin.address,
      details: { role: 'admin' },
    });
    await auditEntry(`action=member.created&search=${made.body.id}`, (e) => e.target.id === made.body.id && e.address === plainAdmin.address);

    // The promoted admin is deleted as a member: the entry stays, who they were does not.
    expect((await send(superAdmin, 'DELETE', `/api/v1/admin/users/${promoted.id}`)).status).toBe(200);
    const entries = (await send(superAdmin, 'GET', `/api/v1/admin/audit-log?action=admin.added&search=${encodeURIComponent(plainAdmin.email)}`)).body
      .entries as AuditEntry[];
    expect(entries.some((e) => e.target.id === promoted.id || e.target.label === promoted.email)).toBe(false);
    expect(entries.some((e) => e.target.redacted && e.details.role === 'admin')).toBe(true);
    const deletion = await auditEntry(`action=member.deleted&search=${encodeURIComponent(superAdmin.email)}`, () => true);
    expect(deletion).toMatchObject({ target: { type: 'member', id: null, label: null, redacted: true }, address: superAdmin.address });
  });
});
