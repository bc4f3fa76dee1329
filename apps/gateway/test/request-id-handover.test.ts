import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import { RPC } from '@vi/contracts';
import { grantAdmin, startWebhookReceiver, testInfra, type WebhookReceiver } from '@vi/testing';
import { ApiClient, type InProcessStack, startInProcessStack, uniqueEmail } from './in-process-stack.js';

/*
 * The gateway enters service-kit's request-id context once per HTTP request (a `preHandler` hook,
 * start.ts) and `RpcClient` takes the id from it: no route hands it on. The context must hold
 * through everything a route does: the body being read, the guards (JwtAuthGuard, AdminGuard,
 * BeaconAuthGuard reading its token from the body), the handler, streamed answers. Where it did
 * not, a route would make its NATS requests under a new id, and the services would log that
 * request's work where nobody looks for it. This walks the API as members and admins use it, one
 * HTTP request at a time, each with its own X-Request-Id, while a NATS subscriber in the stack's
 * namespace records every RPC request (the gateway's and those the services make to each other
 * while serving): each must carry the id of the HTTP request it was made for.
 */

const SERVICES = ['identity', 'sessions-and-limits', 'chat', 'billing', 'feedback', 'webhook-dispatch', 'admin'];
/** Asked for no HTTP request: the gateway loads identity's signing keys in the background (auth/public-keys.store.ts). */
const BACKGROUND = new Set<string>([RPC.identity.publicKeys.subject]);
const RPC_SUBJECTS = new Set(
  Object.values(RPC)
    .flatMap((group) => Object.values(group as Record<string, { subject: string }>).map((definition) => definition.subject))
    .filter((subject) => !BACKGROUND.has(subject)),
);

interface Seen {
  subject: string;
  requestId: string | undefined;
}

let stack: InProcessStack;
let nc: NatsConnection;
let tap: Subscription;
let receiver: WebhookReceiver;
const seen: Seen[] = [];

beforeAll(async () => {
  stack = await startInProcessStack('reqid', { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'loopback', WEBHOOK_POLL_MS: '200' }, SERVICES);
  receiver = await startWebhookReceiver({});
  nc = await connect({ servers: testInfra().natsUrl });
  const prefix = `${stack.namespace}.`;
  tap = nc.subscribe(`${stack.namespace}.>`, {
    callback: (_error, message) => {
      const subject = message.subject.slice(prefix.length);
      if (RPC_SUBJECTS.has(subject)) seen.push({ subject, requestId: message.headers?.get('x-request-id') || undefined });
    },
  });
  await nc.flush();
}, 120_000);

afterAll(async () => {
  tap?.unsubscribe();
  await nc?.close();
  await receiver?.close();
  await stack?.stop();
});

/** The RPC requests made while `step` ran (the subscriber has seen everything published before its flush returns). */
async function during<T>(step: (requestId: string) => Promise<T>): Promise<{ result: T; requestId: string; rpcs: Seen[] }> {
  await nc.flush();
  const from = seen.length;
  const requestId = `walk-${randomUUID()}`;
  const result = await step(requestId);
  await nc.flush();
  return { result, requestId, rpcs: seen.slice(from) };
}

describe('every NATS request made for an HTTP request carries that request id', () => {
  it('walks the API as members and admins use it', async () => {
    const base = stack.baseUrl;
    const walked: { step: string; status: number; rpcs: Seen[]; requestId: string; body: boolean }[] = [];
    const clients = new Map<string, { api: ApiClient; token?: string }>();
    const as = (who: string) => clients.get(who)!;
    /** One HTTP request with its own id; `who` signs it with that caller's token (and cookie). */
    async function step(who: string | undefined, method: string, path: string, json?: unknown) {
      const caller = who ? as(who) : { api: new ApiClient(base), token: undefined };
      const { result, requestId, rpcs } = await during((id) =>
        caller.api.request(method, path, { json, token: caller.token, headers: { 'x-request-id': id } }),
      );
      expect(result.headers.get('x-request-id')).toBe(requestId);
      walked.push({ step: `${method} ${path}`, status: result.status, rpcs, requestId, body: json !== undefined });
      return result;
    }
    async function signUp(who: string) {
      const api = new ApiClient(base);
      clients.set(who, { api });
      const made = await step(who, 'POST', '/api/v1/auth/sign-up', { email: uniqueEmail(`reqid-${who}`), password: 'secret1', ageConfirmed: true });
      expect(made.status).toBe(201);
      clients.set(who, { api, token: made.body.accessToken });
      return made.body.user.id as string;
    }

    await signUp('member');
    const adminId = await signUp('admin');
    await grantAdmin(stack.namespace, adminId, 'super_admin');
    const spareEmail = uniqueEmail('reqid-spare');
    const spare = await new ApiClient(base).request('POST', '/api/v1/auth/sign-up', { json: { email: spareEmail, password: 'secret1', ageConfirmed: true } });
    expect(spare.status).toBe(201);

    // identity and usage
    await step(undefined, 'POST', '/api/v1/auth/sign-in', { email: spareEmail, password: 'secret1' });
    await step('member', 'POST', '/api/v1/auth/refresh');
    await step('member', 'GET', '/api/v1/me');
    await step('member', 'GET', '/api/v1/usage');
    // chat
    const session = await step('member', 'POST', '/api/v1/chat-sessions');
    expect(session.status).toBe(201);
    await step('member', 'GET', `/api/v1/chat-sessions/${session.body.id}`);
    expect((await step('member', 'POST', '/api/v1/chat/messages', { content: 'I had a long day at work.', sessionId: session.body.id })).status).toBe(200);
    const conversation = await step('member', 'GET', '/api/v1/chat/conversation');
    await step('member', 'GET', '/api/v1/chat/conversations');
    await step('member', 'GET', `/api/v1/chat/conversations/${conversation.body.id}`);
    await step('member', 'POST', `/api/v1/chat-sessions/${session.body.id}/end`, { status: 'completed' });
    await step('member', 'POST', '/api/v1/chat/conversation/clear');
    await step('member', 'DELETE', `/api/v1/chat/conversations/${conversation.body.id}`);
    // voice
    await step('member', 'GET', '/api/v1/voice-calls/mode');
    const voice = await step('member', 'POST', '/api/v1/voice-sessions');
    expect(voice.status).toBe(201);
    await step('member', 'POST', `/api/v1/voice-sessions/${voice.body.id}/end`, { status: 'completed' });
    const call = await step('member', 'POST', '/api/v1/voice-calls', {});
    expect(call.status).toBe(201);
    // A beacon's guard finds the member in the body (no Authorization header).
    await step(undefined, 'POST', `/api/v1/voice-sessions/${call.body.session.id}/end-beacon`, { accessToken: as('member').token });
    // feedback and billing
    expect((await step('member', 'POST', '/api/v1/feedback', { sessionType: 'chat', rating: 4, category: 'positive' })).status).toBe(201);
    const plan = await step('member', 'GET', '/api/v1/billing/plan');
    await step('member', 'GET', '/api/v1/billing/subscription');
    const checkout = await step('member', 'POST', '/api/v1/billing/checkout', { priceId: plan.body.priceId, mode: 'subscription' });
    expect(checkout.status).toBe(200);
    const checkoutId = checkout.body.url.split('/').at(-1);
    await step('member', 'GET', `/api/v1/billing/local-checkout/${checkoutId}`);
    expect((await step('member', 'POST', `/api/v1/billing/local-checkout/${checkoutId}/complete`)).status).toBe(200);
    await step('member', 'POST', '/api/v1/billing/portal');
    await step('member', 'POST', '/api/v1/billing/local-portal/cancel');
    await step('member', 'POST', '/api/v1/billing/local-portal/resume');
    // the admin area
    await step('admin', 'GET', '/api/v1/admin/overview');
    await step('admin', 'GET', '/api/v1/admin/users?search=reqid');
    const made = await step('admin', 'POST', '/api/v1/admin/users', { email: uniqueEmail('reqid-made'), password: 'secret12', name: 'Made', ageVouched: true });
    expect(made.status).toBe(201);
    await step('admin', 'DELETE', `/api/v1/admin/users/${made.body.id}`);
    await step('admin', 'GET', '/api/v1/admin/admins');
    await step('admin', 'POST', '/api/v1/admin/admins', { email: spareEmail, role: 'admin' });
    await step('admin', 'GET', '/api/v1/admin/feedback');
    await step('admin', 'GET', '/api/v1/admin/referrals');
    const config = await step('admin', 'POST', '/api/v1/admin/webhooks', { webhookType: 'feedback', endpointUrl: receiver.url });
    expect(config.status).toBe(201);
    await step('admin', 'GET', '/api/v1/admin/webhooks');
    await step('admin', 'PUT', `/api/v1/admin/webhooks/${config.body.id}`, { endpointUrl: receiver.url, enabled: true });
    await step('admin', 'POST', `/api/v1/admin/webhooks/${config.body.id}/test`);
    await step('admin', 'GET', '/api/v1/admin/webhooks/logs');
    await step('admin', 'DELETE', `/api/v1/admin/webhooks/${config.body.id}`);
    await step('admin', 'GET', '/api/v1/admin/dead-letters');
    await step('member', 'POST', '/api/v1/auth/sign-out');

    // Every request answered without a server error, and the walk reached the services.
    expect(walked.filter((w) => w.status >= 500).map((w) => `${w.step} → ${w.status}`)).toEqual([]);
    const subjects = new Set(walked.flatMap((w) => w.rpcs.map((r) => r.subject)));
    expect(subjects.size).toBeGreaterThanOrEqual(35);

    // Every request with a body reached the services (its guard or handler asked one), so the
    // check below covers requests whose body was read before the route ran; the admin guard's own
    // question is among them.
    expect(walked.filter((w) => w.body && w.rpcs.length === 0).map((w) => w.step)).toEqual([]);
    const madeMember = walked.find((w) => w.step === 'POST /api/v1/admin/users')!;
    expect(madeMember.rpcs.map((r) => r.subject)).toEqual(expect.arrayContaining([RPC.identity.getUser.subject, RPC.identity.createMember.subject]));

    // The check itself: every RPC request seen during a step carried that step's id.
    const strays = walked.flatMap((w) =>
      w.rpcs.filter((r) => r.requestId !== w.requestId).map((r) => `${w.step}: ${r.subject} carried ${r.requestId ?? 'no id'}`),
    );
    expect(strays).toEqual([]);
  }, 120_000);
});
