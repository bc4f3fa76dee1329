import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { jetstream } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { ADMIN_REFUSALS, AUDIT_LOG_REFUSAL, EVENTS, WEBHOOK_SUPER_ADMIN_REFUSALS } from '@vi/contracts';
import { Namespace } from '@vi/service-kit';
import { startWebhookReceiver, testInfra, until, type WebhookReceiver } from '@vi/testing';
import { randomUUID } from 'node:crypto';
import {
  ApiClient,
  type InProcessStack,
  type JsonResponse,
  type Member,
  signUpAdmin,
  signUpMember,
  startInProcessStack,
  uniqueEmail,
} from './in-process-stack.js';

// Every admin route × every kind of caller, through the gateway in this process in front of
// identity, billing, feedback, admin and webhook-dispatch started from their builds, on the real
// PostgreSQL, NATS and Redis. Rights are identity's live `admin_users` rows: the removed admin still
// holds a token that verifies, and is refused all the same.

type Actor = 'anonymous' | 'member' | 'premium' | 'admin' | 'super_admin' | 'removed_admin';
const ACTORS: Actor[] = ['anonymous', 'member', 'premium', 'admin', 'super_admin', 'removed_admin'];

/** What a route needs to exist before it is called (made fresh for every cell, by a super admin). */
interface Prepared {
  path: string;
  body?: unknown;
}

interface Row {
  route: string;
  /** The 403 sentence a member gets on this route. */
  refusal: string;
  /** The 403 sentence a plain admin gets, on routes that take a super admin. */
  adminRefusal?: string;
  prepare: () => Promise<Prepared>;
  expected: Record<Actor, number>;
}

let stack: InProcessStack;
let receiver: WebhookReceiver;
let nc: NatsConnection;
const usedLetters = new Set<string>();
const callers = {} as Record<Exclude<Actor, 'anonymous'>, Member>;

const send = (who: Member | undefined, method: string, path: string, json?: unknown): Promise<JsonResponse> =>
  who ? who.api.request(method, path, { token: who.token, json }) : new ApiClient(stack.baseUrl).request(method, path, { json });

async function buyLocally(member: Member): Promise<void> {
  const plan = await member.get('/api/v1/billing/plan');
  const started = await member.post('/api/v1/billing/checkout', { priceId: plan.body.priceId, mode: 'subscription' });
  expect(started.status).toBe(200);
  expect((await member.post(`/api/v1/billing/local-checkout/${started.body.url.split('/').at(-1)}/complete`)).status).toBe(200);
  expect((await member.get('/api/v1/billing/subscription')).body.active).toBe(true);
}

const superAdmin = () => callers.super_admin;
const newMember = (label: string) => signUpMember(stack.baseUrl, label);

const newAdmin = (role: 'admin' | 'super_admin') => signUpAdmin(stack, role);

async function newWebhook(): Promise<string> {
  const created = await send(superAdmin(), 'POST', '/api/v1/admin/webhooks', { webhookType: 'feedback', endpointUrl: receiver.url });
  expect(created.status).toBe(201);
  return created.body.id;
}

async function newWebhookLog(): Promise<string> {
  const id = await newWebhook();
  expect((await send(superAdmin(), 'POST', `/api/v1/admin/webhooks/${id}/test`)).status).toBe(200);
  const logs = await send(superAdmin(), 'GET', '/api/v1/admin/webhooks/logs');
  const log = logs.body.items.find((item: { configId: string | null }) => item.configId === id);
  expect(log).toBeDefined();
  return log.id;
}

/**
 * A message sessions-and-limits cannot read, set aside as a dead letter: its id. (The admin
 * directory consumes the same subject and sets the message aside too; only sessions-and-limits'
 * letter is taken, since the routes below name that service.)
 */
async function newDeadLetter(): Promise<string> {
  await jetstream(nc).publish(new Namespace(stack.namespace).subject(EVENTS.billing.subscriptionChanged), 'not an event', { msgID: randomUUID() });
  const id = await until(
    async () => {
      const list = await send(superAdmin(), 'GET', '/api/v1/admin/dead-letters');
      return list.body.items
        .filter((item: { service: string }) => item.service === 'sessions-and-limits')
        .map((item: { id: string }) => item.id)
        .find((candidate: string) => !usedLetters.has(candidate));
    },
    15_000,
    'no new dead letter',
  );
  usedLetters.add(id);
  return id;
}

const only = (path: string) => async (): Promise<Prepared> => ({ path });
const CHANGE = WEBHOOK_SUPER_ADMIN_REFUSALS.change;
const ADMINS_ONLY = { anonymous: 401, member: 403, premium: 403, admin: 200, super_admin: 200, removed_admin: 403 };
const status = (admin: number, superAdminStatus = admin) => ({ ...ADMINS_ONLY, admin, super_admin: superAdminStatus });

// prettier-ignore
const MATRIX: Row[] = [
  //  route                                          refusal sent to members            what the call needs                                                                                 expected statuses
  { route: 'GET /api/v1/admin/users',                refusal: ADMIN_REFUSALS.viewUsers,   prepare: only('/api/v1/admin/users?search=a&plan=all&page=1'),                                   expected: status(200) },
  { route: 'POST /api/v1/admin/users',               refusal: ADMIN_REFUSALS.createUser,  prepare: async () => ({ path: '/api/v1/admin/users', body: { email: uniqueEmail('made'), password: 'secret12', name: 'Made', ageVouched: true } }), expected: status(201) },
  { route: 'DELETE /api/v1/admin/users/:userId',     refusal: ADMIN_REFUSALS.deleteUser,  prepare: async () => ({ path: `/api/v1/admin/users/${(await newMember('victim')).id}` }),        expected: status(403, 200) },
  { route: 'GET /api/v1/admin/overview',             refusal: ADMIN_REFUSALS.viewOverview, prepare: only('/api/v1/admin/overview'),                                                       expected: status(200) },
  { route: 'GET /api/v1/admin/admins',               refusal: ADMIN_REFUSALS.viewAdmins,  prepare: only('/api/v1/admin/admins'),                                                           expected: status(200) },
  { route: 'POST /api/v1/admin/admins (admin)',      refusal: ADMIN_REFUSALS.addAdmin,    prepare: async () => { const m = await newMember('promoted'); const me = await m.get('/api/v1/me'); return { path: '/api/v1/admin/admins', body: { email: me.body.email, role: 'admin' } }; }, expected: status(201) },
  { route: 'POST /api/v1/admin/admins (super)',      refusal: ADMIN_REFUSALS.addAdmin,    prepare: async () => { const m = await newMember('promoted'); const me = await m.get('/api/v1/me'); return { path: '/api/v1/admin/admins', body: { email: me.body.email, role: 'super_admin' } }; }, expected: status(403, 201) },
  { route: 'DELETE /api/v1/admin/admins/:userId (admin)', refusal: ADMIN_REFUSALS.removeAdmin, prepare: async () => ({ path: `/api/v1/admin/admins/${(await newAdmin('admin')).id}` }),       expected: status(200) },
  { route: 'DELETE /api/v1/admin/admins/:userId (super)', refusal: ADMIN_REFUSALS.removeAdmin, prepare: async () => ({ path: `/api/v1/admin/admins/${(await newAdmin('super_admin')).id}` }), expected: status(403, 200) },
  { route: 'GET /api/v1/admin/feedback',             refusal: 'Only admins can view feedback', prepare: only('/api/v1/admin/feedback'),                                                    expected: status(200) },
  { route: 'GET /api/v1/admin/webhooks',             refusal: 'Only admins can manage webhooks', prepare: only('/api/v1/admin/webhooks'),                                                 expected: status(200) },
  // Changing a webhook and seeing or rotating its secret take a super admin (issue 29); testing, the logs and redelivery any admin.
  { route: 'POST /api/v1/admin/webhooks',            refusal: 'Only admins can manage webhooks', prepare: async () => ({ path: '/api/v1/admin/webhooks', body: { webhookType: 'signup', endpointUrl: receiver.url } }), adminRefusal: CHANGE, expected: status(403, 201) },
  { route: 'PUT /api/v1/admin/webhooks/:id',         refusal: 'Only admins can manage webhooks', prepare: async () => ({ path: `/api/v1/admin/webhooks/${await newWebhook()}`, body: { endpointUrl: receiver.url, enabled: false } }), adminRefusal: CHANGE, expected: status(403, 200) },
  { route: 'DELETE /api/v1/admin/webhooks/:id',      refusal: 'Only admins can manage webhooks', prepare: async () => ({ path: `/api/v1/admin/webhooks/${await newWebhook()}` }),         adminRefusal: CHANGE, expected: status(403, 204) },
  { route: 'POST /api/v1/admin/webhooks/:id/reveal-secret', refusal: 'Only admins can manage webhooks', prepare: async () => ({ path: `/api/v1/admin/webhooks/${await newWebhook()}/reveal-secret` }), adminRefusal: WEBHOOK_SUPER_ADMIN_REFUSALS.reveal, expected: status(403, 200) },
  { route: 'POST /api/v1/admin/webhooks/:id/rotate-secret', refusal: 'Only admins can manage webhooks', prepare: async () => ({ path: `/api/v1/admin/webhooks/${await newWebhook()}/rotate-secret` }), adminRefusal: CHANGE, expected: status(403, 200) },
  { route: 'POST /api/v1/admin/webhooks/:id/test',   refusal: 'Only admins can manage webhooks', prepare: async () => ({ path: `/api/v1/admin/webhooks/${await newWebhook()}/test` }),    expected: status(200) },
  { route: 'GET /api/v1/admin/webhooks/logs',        refusal: 'Only admins can manage webhooks', prepare: only('/api/v1/admin/webhooks/logs'),                                            expected: status(200) },
  { route: 'POST /api/v1/admin/webhooks/logs/:logId/redeliver', refusal: 'Only admins can manage webhooks', prepare: async () => ({ path: `/api/v1/admin/webhooks/logs/${await newWebhookLog()}/redeliver` }), expected: status(200) },
  { route: 'GET /api/v1/admin/audit-log',            refusal: AUDIT_LOG_REFUSAL,          prepare: only('/api/v1/admin/audit-log?action=all&targetType=webhook&page=1'),                   adminRefusal: 'Only super admins can view the audit log', expected: status(403, 200) },
  { route: 'GET /api/v1/admin/dead-letters',        refusal: 'Only admins can manage failed events', prepare: only('/api/v1/admin/dead-letters'),                                   expected: status(200) },
  // An unreadable message cannot be handled again: admins get 409 with the reason.
  { route: 'POST /api/v1/admin/dead-letters/:service/:id/replay', refusal: 'Only admins can manage failed events', prepare: async () => ({ path: `/api/v1/admin/dead-letters/sessions-and-limits/${await newDeadLetter()}/replay` }), expected: status(409) },
  { route: 'DELETE /api/v1/admin/dead-letters/:service/:id', refusal: 'Only admins can manage failed events', prepare: async () => ({ path: `/api/v1/admin/dead-letters/sessions-and-limits/${await newDeadLetter()}` }), expected: status(200) },
];

beforeAll(async () => {
  stack = await startInProcessStack('gw_admin_authz', { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'loopback', WEBHOOK_POLL_MS: '100' }, [
    'identity',
    'sessions-and-limits',
    'billing',
    'feedback',
    'admin',
    'webhook-dispatch',
  ]);
  receiver = await startWebhookReceiver({});
  nc = await connect({ servers: testInfra().natsUrl });
  callers.member = await newMember('member');
  callers.premium = await newMember('premium');
  await buyLocally(callers.premium);
  callers.admin = await newAdmin('admin');
  callers.super_admin = await newAdmin('super_admin');
  // A second super admin, so that removing super admins in the table never meets the last one.
  await newAdmin('super_admin');
  callers.removed_admin = await newAdmin('admin');
  // Removed through the API; their token is untouched and still verifies.
  expect((await send(superAdmin(), 'DELETE', `/api/v1/admin/admins/${callers.removed_admin.id}`)).status).toBe(200);
  expect((await callers.removed_admin.get('/api/v1/me')).status).toBe(200);
});

afterAll(async () => {
  await receiver?.close();
  await nc?.close();
  await stack?.stop();
});

describe('the admin routes, by caller', () => {
  it.each(MATRIX.map((row) => [row.route, row] as const))('%s', async (route, row) => {
    const method = route.split(' ')[0]!;
    const seen: Record<string, number> = {};
    for (const actor of ACTORS) {
      const { path, body } = await row.prepare();
      const response = await send(actor === 'anonymous' ? undefined : callers[actor], method, path, body);
      seen[actor] = response.status;
      if (response.status >= 400) {
        expect(response.body).toEqual({
          error: expect.objectContaining({ code: expect.any(String), message: expect.any(String), requestId: expect.any(String) }),
        });
      }
      // Members (premium or not) and removed admins get the route's own sentence.
      if (actor === 'member' || actor === 'premium' || actor === 'removed_admin') expect(response.body?.error?.message).toBe(row.refusal);
      if (actor === 'admin' && row.adminRefusal) expect(response.body?.error?.message).toBe(row.adminRefusal);
    }
    expect(seen).toEqual(row.expected);
  });

  it('a refused deletion changes nothing: the member keeps their account and their token', async () => {
    const victim = await newMember('kept');
    for (const actor of ['member', 'admin', 'removed_admin'] as const) {
      expect((await send(callers[actor], 'DELETE', `/api/v1/admin/users/${victim.id}`)).status).toBe(403);
    }
    expect((await victim.get('/api/v1/me')).status).toBe(200);
  });
});
