import type { INestApplication } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { EVENTS } from '@vi/contracts';
import {
  grantAdmin,
  inProcessServiceEnv,
  publishEvent,
  readEventStream,
  type StreamEvent,
  startTestStack,
  type TestStack,
  testInfra,
  until,
} from '@vi/testing';
import pg from 'pg';
import { startGateway } from '../src/start.js';

export interface InProcessStack {
  namespace: string;
  baseUrl: string;
  env: Record<string, string>;
  gateway: INestApplication;
  /** The services behind the gateway (to stop and start one in a test). */
  services: TestStack;
  /** A connected client on the test database (to look into the services' schemas). */
  db: pg.Client;
  stop(): Promise<void>;
}

/** The services started behind the gateway unless a test names its own. */
export const DEFAULT_SERVICES = ['identity', 'sessions-and-limits', 'chat', 'billing'];

/**
 * The gateway in this test process (so its code is measured and debuggable here) in front of
 * identity, sessions-and-limits, chat and billing started as their own processes from their builds, as
 * `npm start` runs them: the real Postgres, NATS and Redis, in a fresh namespace. The test imports
 * no other app's source. `extraEnv` goes to the gateway and the services, `gatewayEnv` to the gateway only.
 */
export async function startInProcessStack(
  label: string,
  extraEnv: Record<string, string> = {},
  only: string[] = DEFAULT_SERVICES,
  gatewayEnv: Record<string, string> = {},
): Promise<InProcessStack> {
  const shared = {
    RATE_LIMIT_SIGNUP_PER_IP: '1000',
    OPENAI_API_KEY: '',
    REFRESH_REUSE_LEEWAY_SECONDS: '0',
    ...extraEnv,
  };
  const services = await startTestStack({ only, label, env: shared });
  const env = inProcessServiceEnv(services.namespace, { WEB_DIST: '/nonexistent', ...shared, ...gatewayEnv });
  let gateway: INestApplication;
  try {
    gateway = await startGateway(env, false);
  } catch (error) {
    await services.stop();
    throw error;
  }
  const address = gateway.getHttpServer().address() as { port: number };
  const db = new pg.Client({ connectionString: testInfra().databaseUrl });
  await db.connect();
  return {
    namespace: services.namespace,
    env,
    gateway,
    services,
    db,
    baseUrl: `http://127.0.0.1:${address.port}`,
    async stop() {
      await db.end();
      await gateway.close();
      await services.stop();
    },
  };
}

export interface JsonResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
  cookie?: string;
}

/** A small fetch wrapper that keeps the refresh cookie like a browser would. */
export class ApiClient {
  cookie?: string;

  constructor(private readonly baseUrl: string) {}

  async request<T = any>(
    method: string,
    path: string,
    options: { json?: unknown; raw?: string; token?: string; headers?: Record<string, string> } = {},
  ): Promise<JsonResponse<T>> {
    // As a browser on our own pages does: the cookie routes refuse requests from elsewhere.
    const headers: Record<string, string> = { origin: new URL(this.baseUrl).origin, ...options.headers };
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (this.cookie) headers.cookie = this.cookie;
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: options.raw ?? (options.json !== undefined ? JSON.stringify(options.json) : undefined),
    });
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('vi_refresh='));
    if (setCookie) {
      const pair = setCookie.split(';')[0]!;
      this.cookie = pair.endsWith('=') ? undefined : pair;
    }
    const text = await response.text();
    let body: any = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON */
    }
    return { status: response.status, body: body as T, headers: response.headers, cookie: setCookie ?? undefined };
  }
}

export function uniqueEmail(label = 'member'): string {
  return `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The durable name under which sessions-and-limits consumes billing's subscription events. */
const ENTITLEMENTS_CONSUMER = 'sessions-and-limits-entitlements';

export interface SubscriptionChange {
  userId: string;
  /** Billing's subscription status: `active` and `trialing` are premium. */
  status: string;
  changedAt: Date;
  planName?: string;
}

/**
 * Publishes `events.billing.subscription.changed.v1` to the namespace's JetStream stream the way
 * billing will (the event id is the message id); returns the event id.
 */
export async function publishSubscriptionChanged(nc: NatsConnection, namespace: string, change: SubscriptionChange): Promise<string> {
  const data = {
    userId: change.userId,
    status: change.status,
    planId: 'vi-monthly',
    planName: change.planName ?? 'Unlimited Access',
    currentPeriodEnd: null,
    changedAt: change.changedAt.toISOString(),
  };
  return (await publishEvent(nc, namespace, EVENTS.billing.subscriptionChanged, data, { occurredAt: data.changedAt })).id;
}

/**
 * Waits until sessions-and-limits has handled the event `eventId` (whatever the handler decided):
 * its idempotent consumer records every handled event id in the same transaction as the change.
 */
export async function untilEntitlementEventHandled(db: pg.Client, namespace: string, eventId: string): Promise<void> {
  const schema = `${namespace}_sessions_and_limits`;
  await until(
    async () => {
      const { rows } = await db.query(`SELECT 1 FROM "${schema}"."processed_events" WHERE "consumer" = $1 AND "event_id" = $2`, [
        ENTITLEMENTS_CONSUMER,
        eventId,
      ]);
      return rows.length === 1 ? true : undefined;
    },
    10_000,
    `sessions-and-limits did not handle event ${eventId}`,
  );
}

/** A member signed up through the API, with requests that carry their access token. */
export interface Member {
  id: string;
  token: string;
  api: ApiClient;
  get(path: string, headers?: Record<string, string>): Promise<JsonResponse>;
  post(path: string, json?: unknown, headers?: Record<string, string>): Promise<JsonResponse>;
}

export async function signUpMember(baseUrl: string, label: string): Promise<Member> {
  const api = new ApiClient(baseUrl);
  const response = await api.request('POST', '/api/v1/auth/sign-up', { json: { email: uniqueEmail(label), password: 'secret1', ageConfirmed: true } });
  if (response.status !== 201) throw new Error(`sign-up of a ${label} member answered ${response.status}: ${JSON.stringify(response.body)}`);
  const token = response.body.accessToken as string;
  return {
    id: response.body.user.id,
    token,
    api,
    get: (path, headers) => api.request('GET', path, { token, headers }),
    post: (path, json, headers) => api.request('POST', path, { token, json: json ?? {}, headers }),
  };
}

/** A member signed up through the API and given an admin role, as the admin CLI does. */
export async function signUpAdmin(stack: Pick<InProcessStack, 'baseUrl' | 'namespace'>, role: 'admin' | 'super_admin' = 'admin'): Promise<Member> {
  const member = await signUpMember(stack.baseUrl, role);
  await grantAdmin(stack.namespace, member.id, role);
  return member;
}

/** A signed-up member who chats: JSON requests with their token, and a chat message read as its stream of events. */
export interface ChatMember {
  token: string;
  id: string;
  get(path: string, headers?: Record<string, string>): Promise<{ status: number; body: any }>;
  post(path: string, json?: unknown): Promise<{ status: number; body: any }>;
  send(content: string, sessionId?: string): Promise<{ status: number; events: StreamEvent[]; body?: any; contentType: string | null }>;
  /** The same request, its response unread: a test reads the events one at a time (`eventReader`). */
  open(content: string, sessionId?: string): Promise<Response>;
}

export async function signUpChatMember(stack: Pick<InProcessStack, 'baseUrl'>, label: string): Promise<ChatMember> {
  const api = new ApiClient(stack.baseUrl);
  const response = await api.request('POST', '/api/v1/auth/sign-up', { json: { email: uniqueEmail(label), password: 'secret1', ageConfirmed: true } });
  // Every test starts here: a stack that cannot sign members up says why, not "cannot read 'id'".
  if (response.status !== 201) throw new Error(`sign-up answered ${response.status}: ${JSON.stringify(response.body)}`);
  const token = response.body.accessToken as string;
  const open = (content: string, sessionId?: string) =>
    fetch(`${stack.baseUrl}/api/v1/chat/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ content, sessionId }),
    });
  return {
    token,
    id: response.body.user.id,
    async get(path, headers = {}) {
      const res = await fetch(`${stack.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}`, ...headers } });
      return { status: res.status, body: await res.json() };
    },
    post: (path, json) => api.request('POST', path, { token, json: json ?? {} }),
    open,
    async send(content, sessionId) {
      const { status, events, body, contentType } = await readEventStream(await open(content, sessionId));
      return { status, events, body, contentType };
    },
  };
}
