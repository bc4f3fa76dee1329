import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * Stripe's REST API in tests, enough of it for billing: customers, Checkout Sessions, customer
 * portal sessions, reading a subscription and canceling one at once. It takes form-encoded bodies
 * the way the `stripe` client sends them, checks the Bearer secret key, answers JSON shaped like
 * Stripe's objects (ids with their prefixes, `object`), and records every request. Point the real client at it with its
 * host, port and protocol options (see `fakeStripeEnv`).
 */

export interface FakeStripeRequest {
  method: string;
  path: string;
  /** The form body, nested (`metadata[userId]=…` → `{ metadata: { userId } }`). */
  body: Record<string, unknown>;
  idempotencyKey?: string;
}

export interface FakeStripe {
  url: string;
  port: number;
  secretKey: string;
  webhookSecret: string;
  priceId: string;
  requests: FakeStripeRequest[];
  /** Subscriptions `GET /v1/subscriptions/:id` answers with and `DELETE` cancels (tests put Stripe's state here). */
  subscriptions: Map<string, Record<string, unknown>>;
  /** The next requests answer this HTTP status with a Stripe error body (one entry per request). */
  failNext(status: number, times?: number): void;
  /** Forgets failures that `failNext` queued and no request used. */
  resetFailures(): void;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** `a[b][0][c]=v` pairs into nested objects and arrays. */
export function parseStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[index + 1]!);
      node[part] ??= nextIsIndex ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
  response.end(JSON.stringify(body));
}

const stripeError = (type: string, message: string, code?: string) => ({ error: { type, message, ...(code ? { code } : {}) } });

export async function startFakeStripe(options: { priceId?: string } = {}): Promise<FakeStripe> {
  const secretKey = `sk_test_${randomBytes(16).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const priceId = options.priceId ?? id('price');
  const requests: FakeStripeRequest[] = [];
  const subscriptions = new Map<string, Record<string, unknown>>();
  const failures: number[] = [];

  const server = createServer((request, response) => {
    void (async () => {
      const text = await readBody(request);
      const url = new URL(request.url ?? '/', 'http://localhost');
      const body = text ? parseStripeForm(text) : Object.fromEntries(url.searchParams);
      const idempotencyKey = request.headers['idempotency-key'];
      requests.push({
        method: request.method ?? 'GET',
        path: url.pathname,
        body,
        idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
      });
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        send(response, 401, stripeError('invalid_request_error', 'Invalid API Key provided'));
        return;
      }
      const failure = failures.shift();
      if (failure) {
        send(response, failure, stripeError('api_error', 'Something went wrong on our end (fake Stripe).'));
        return;
      }
      const route = `${request.method} ${url.pathname}`;
      if (route === 'POST /v1/customers') {
        send(response, 200, { id: id('cus'), object: 'customer', created: now(), email: body.email ?? null, metadata: body.metadata ?? {}, livemode: false });
        return;
      }
      if (route === 'POST /v1/checkout/sessions') {
        const sessionId = `cs_test_${randomBytes(24).toString('hex')}`;
        send(response, 200, {
          id: sessionId,
          object: 'checkout.session',
          created: now(),
          // Stripe's default: 24 hours.
          expires_at: body.expires_at ? Number(body.expires_at) : now() + 24 * 3600,
          mode: body.mode,
          status: 'open',
          payment_status: 'unpaid',
          customer: body.customer ?? null,
          client_reference_id: body.client_reference_id ?? null,
          metadata: body.metadata ?? {},
          success_url: body.success_url,
          cancel_url: body.cancel_url,
          subscription: null,
          url: `https://checkout.stripe.com/c/pay/${sessionId}`,
          livemode: false,
        });
        return;
      }
      if (route === 'POST /v1/billing_portal/sessions') {
        const portalId = id('bps');
        send(response, 200, {
          id: portalId,
          object: 'billing_portal.session',
          created: now(),
          customer: body.customer,
          return_url: body.return_url ?? null,
          url: `https://billing.stripe.com/p/session/${portalId}`,
          livemode: false,
        });
        return;
      }
      // Canceling at once (`subscriptions.cancel`): a canceled or unknown subscription is "No such subscription", as with Stripe.
      const cancel = /^DELETE \/v1\/subscriptions\/([^/]+)$/.exec(route);
      if (cancel) {
        const subscriptionId = decodeURIComponent(cancel[1]!);
        const found = subscriptions.get(subscriptionId);
        if (!found || found.status === 'canceled') {
          send(response, 404, stripeError('invalid_request_error', `No such subscription: '${subscriptionId}'`, 'resource_missing'));
          return;
        }
        const canceled = { ...found, status: 'canceled', canceled_at: now(), ended_at: now(), cancel_at_period_end: false };
        subscriptions.set(subscriptionId, canceled);
        send(response, 200, canceled);
        return;
      }
      // Updating (`subscriptions.update`): only cancel_at_period_end is read here.
      const update = /^POST \/v1\/subscriptions\/([^/]+)$/.exec(route);
      if (update) {
        const subscriptionId = decodeURIComponent(update[1]!);
        const found = subscriptions.get(subscriptionId);
        if (!found) {
          send(response, 404, stripeError('invalid_request_error', `No such subscription: '${subscriptionId}'`, 'resource_missing'));
          return;
        }
        const updated = { ...found, ...(body.cancel_at_period_end === undefined ? {} : { cancel_at_period_end: body.cancel_at_period_end === 'true' }) };
        subscriptions.set(subscriptionId, updated);
        send(response, 200, updated);
        return;
      }
      const subscription = /^GET \/v1\/subscriptions\/([^/]+)$/.exec(route);
      if (subscription) {
        const found = subscriptions.get(decodeURIComponent(subscription[1]!));
        if (found) send(response, 200, found);
        else send(response, 404, stripeError('invalid_request_error', `No such subscription: '${subscription[1]}'`, 'resource_missing'));
        return;
      }
      send(response, 404, stripeError('invalid_request_error', `Unrecognized request URL (${request.method}: ${url.pathname}).`));
    })().catch((error: unknown) => send(response, 500, stripeError('api_error', String(error))));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    secretKey,
    webhookSecret,
    priceId,
    requests,
    subscriptions,
    failNext(status, times = 1) {
      for (let i = 0; i < times; i++) failures.push(status);
    },
    resetFailures() {
      failures.length = 0;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The billing environment that points the `stripe` client at the fake server. */
export function fakeStripeEnv(fake: FakeStripe): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_PRICE_ID: fake.priceId,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(fake.port),
    STRIPE_API_PROTOCOL: 'http',
  };
}

export interface StripeSubscriptionOptions {
  id?: string;
  customer: string;
  userId?: string;
  priceId: string;
  status?: string;
  created?: number;
  currentPeriodEnd?: number;
  cancelAtPeriodEnd?: boolean;
}

/** A subscription object as Stripe sends it (API 2025-03-31 and later: the period is on the item). */
export function stripeSubscription(options: StripeSubscriptionOptions): Record<string, unknown> {
  const created = options.created ?? now();
  const end = options.currentPeriodEnd ?? created + 30 * 24 * 3600;
  const subscriptionId = options.id ?? id('sub');
  return {
    id: subscriptionId,
    object: 'subscription',
    customer: options.customer,
    status: options.status ?? 'active',
    created,
    cancel_at_period_end: options.cancelAtPeriodEnd ?? false,
    metadata: options.userId ? { userId: options.userId } : {},
    items: {
      object: 'list',
      data: [
        {
          id: id('si'),
          object: 'subscription_item',
          current_period_start: end - 30 * 24 * 3600,
          current_period_end: end,
          price: { id: options.priceId, object: 'price', unit_amount: 399, currency: 'usd', recurring: { interval: 'month', interval_count: 1 } },
        },
      ],
    },
    livemode: false,
  };
}

/** A Stripe event envelope around `object`. */
/** A Checkout Session as Stripe sends it in `checkout.session.completed`: the member's subscription checkout, paid. */
export function stripeCompletedCheckout(options: { id: string; userId: string; customer: string; subscription: unknown }): Record<string, unknown> {
  return {
    id: options.id,
    object: 'checkout.session',
    mode: 'subscription',
    client_reference_id: options.userId,
    metadata: { userId: options.userId },
    customer: options.customer,
    subscription: options.subscription,
  };
}

export function stripeEvent(type: string, object: unknown, options: { id?: string; created?: number } = {}): Record<string, unknown> {
  return {
    id: options.id ?? id('evt'),
    object: 'event',
    api_version: '2026-10-28.endive',
    created: options.created ?? now(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** A `stripe-signature` header for `payload`, made by the `stripe` library itself. */
export function signStripePayload(payload: string, secret: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp !== undefined ? { timestamp } : {}) });
}
