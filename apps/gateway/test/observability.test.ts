import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import type { INestApplication } from '@nestjs/common';
import { FREE_CHAT_CONVERSATIONS_PER_MONTH, RPC } from '@vi/contracts';
import { metricsUrlOf } from '@vi/service-kit';
import { grantAdmin, startTestStack, startWebhookReceiver, type TestStack, until, type WebhookReceiver } from '@vi/testing';
import { startGateway } from '../src/start.js';
import { ApiClient, type InProcessStack, signUpMember, startInProcessStack } from './in-process-stack.js';

/** One sample of the exposition text: `name{a="x",b="y"} value`. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not an exposition line: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[pair[1]!] = pair[2]!;
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The samples named `name` whose labels include `labels`. */
function find(samples: Sample[], name: string, labels: Record<string, string> = {}): Sample[] {
  return samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
}

async function scrape(url: string): Promise<Sample[]> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseMetrics(await response.text());
}

describe('Prometheus metrics of a running gateway and services', () => {
  let stack: InProcessStack;
  let services: TestStack;
  let gateway: INestApplication;
  let baseUrl: string;

  beforeAll(async () => {
    stack = await startInProcessStack('obs_metrics', {}, ['identity', 'sessions-and-limits'], { METRICS_PORT: '0', METRICS_HOST: '127.0.0.1' });
    ({ services, gateway, baseUrl } = stack);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('counts requests by route template, RPCs by subject and outcome, and reports pools, NATS, the outbox and refusals', async () => {
    const member = await signUpMember(baseUrl, 'metrics');
    const starts = [];
    // The free allowance of chats a month is used up: the next start is refused with LIMIT_REACHED.
    for (let i = 0; i <= FREE_CHAT_CONVERSATIONS_PER_MONTH; i += 1) starts.push((await member.post('/api/v1/chat-sessions')).status);
    expect(starts).toEqual([...Array.from({ length: FREE_CHAT_CONVERSATIONS_PER_MONTH }, () => 201), 402]);
    const firstSession = await member.post('/api/v1/chat-sessions');
    expect(firstSession.status).toBe(402);

    const metricsUrl = metricsUrlOf(gateway);
    expect(metricsUrl).toBeDefined();
    const gatewaySamples = await scrape(metricsUrl!);

    // HTTP: the route's template, never the URL; method and status code.
    const signUps = find(gatewaySamples, 'vi_http_request_duration_seconds_count', { method: 'POST', route: '/api/v1/auth/sign-up', status_code: '201' });
    expect(signUps).toHaveLength(1);
    expect(signUps[0]!.value).toBeGreaterThanOrEqual(1);
    expect(signUps[0]!.labels.service).toBe('gateway');
    expect(
      find(gatewaySamples, 'vi_http_request_duration_seconds_count', { method: 'POST', route: '/api/v1/chat-sessions', status_code: '201' })[0]?.value,
    ).toBe(FREE_CHAT_CONVERSATIONS_PER_MONTH);
    expect(
      find(gatewaySamples, 'vi_http_request_duration_seconds_count', { method: 'POST', route: '/api/v1/chat-sessions', status_code: '402' })[0]?.value,
    ).toBe(2);
    const buckets = find(gatewaySamples, 'vi_http_request_duration_seconds_bucket', { route: '/api/v1/chat-sessions', status_code: '201' });
    expect(buckets.find((b) => b.labels.le === '+Inf')?.value).toBe(FREE_CHAT_CONVERSATIONS_PER_MONTH);

    // RPC as the gateway saw it: a refusal is an answer (`error`), not a failure of the transport.
    expect(
      find(gatewaySamples, 'vi_rpc_client_duration_seconds_count', { subject: RPC.identity.signUp.subject, outcome: 'ok' })[0]?.value,
    ).toBeGreaterThanOrEqual(1);
    expect(find(gatewaySamples, 'vi_rpc_client_duration_seconds_count', { subject: RPC.sessions.startChat.subject, outcome: 'ok' })[0]?.value).toBe(
      FREE_CHAT_CONVERSATIONS_PER_MONTH,
    );
    expect(find(gatewaySamples, 'vi_rpc_client_duration_seconds_count', { subject: RPC.sessions.startChat.subject, outcome: 'error' })[0]?.value).toBe(2);
    // No label carries the namespace (subjects are the contract's).
    for (const sample of find(gatewaySamples, 'vi_rpc_client_duration_seconds_count')) expect(sample.labels.subject).not.toContain(services.namespace);

    // NATS and the process: the gateway's connection is up; Node's own metrics are there.
    expect(find(gatewaySamples, 'vi_nats_connected', { connection: 'client' })[0]?.value).toBe(1);
    expect(find(gatewaySamples, 'vi_nats_reconnects', { connection: 'client' })[0]?.value).toBe(0);
    expect(find(gatewaySamples, 'vi_nats_pending_bytes', { connection: 'client' })).toHaveLength(1);
    expect(find(gatewaySamples, 'process_resident_memory_bytes')[0]?.value).toBeGreaterThan(0);

    // The public port does not serve them.
    const publicMetrics = await new ApiClient(baseUrl).request('GET', '/metrics');
    expect(publicMetrics.status).toBe(404);
    expect(JSON.stringify(publicMetrics.body)).not.toContain('vi_http_request_duration_seconds');
    const prefixedMetrics = await new ApiClient(baseUrl).request('GET', '/api/v1/metrics');
    expect(prefixedMetrics.status).toBe(404);

    // A service serves its own on its internal HTTP port.
    const sessions = await scrape(`${services.urls['sessions-and-limits']}/metrics`);
    expect(
      find(sessions, 'vi_rpc_server_duration_seconds_count', { subject: RPC.sessions.startChat.subject, outcome: 'ok', service: 'sessions-and-limits' })[0]
        ?.value,
    ).toBe(FREE_CHAT_CONVERSATIONS_PER_MONTH);
    expect(find(sessions, 'vi_rpc_server_duration_seconds_count', { subject: RPC.sessions.startChat.subject, outcome: 'error' })[0]?.value).toBe(2);
    expect(find(sessions, 'vi_allowance_refusals_total', { allowance: 'chat' })[0]?.value).toBe(2);
    expect(find(sessions, 'vi_db_pool_connections', { pool: 'sessions-and-limits' })[0]?.value).toBeGreaterThan(0);
    expect(find(sessions, 'vi_db_pool_idle_connections', { pool: 'sessions-and-limits' })).toHaveLength(1);
    expect(find(sessions, 'vi_db_pool_waiting_requests', { pool: 'sessions-and-limits' })[0]?.value).toBe(0);
    expect(find(sessions, 'vi_nats_connected', { connection: 'server' })[0]?.value).toBe(1);
    // Declared even before the first redelivery, so dashboards show 0 rather than nothing.
    const sessionsText = await (await fetch(`${services.urls['sessions-and-limits']}/metrics`)).text();
    expect(sessionsText).toContain('# TYPE vi_event_redeliveries_total counter');

    // Identity wrote a signed-up event to its outbox; the relay published it and says how long it waited.
    const identityUrl = `${services.urls.identity}/metrics`;
    const published = await until(async () => {
      const samples = await scrape(identityUrl);
      const count = find(samples, 'vi_outbox_publish_delay_seconds_count', { outbox: 'identity' })[0]?.value ?? 0;
      return count >= 1 ? samples : undefined;
    }, 10_000);
    expect(find(published, 'vi_rpc_server_duration_seconds_count', { subject: RPC.identity.signUp.subject, outcome: 'ok' })[0]?.value).toBeGreaterThanOrEqual(
      1,
    );
    const lag = find(published, 'vi_outbox_oldest_unpublished_age_seconds', { outbox: 'identity' });
    expect(lag).toHaveLength(1);
    expect(lag[0]!.value).toBeGreaterThanOrEqual(0);
    // Identity's health probes hit its HTTP port: those are counted under their route too.
    expect(find(published, 'vi_http_request_duration_seconds_count', { method: 'GET', route: '/readyz', status_code: '200' })[0]?.value).toBeGreaterThanOrEqual(
      1,
    );
  });

  // Last in this group: Passport's strategies are process-wide, so a second gateway in this process takes over token checks.
  it('starts a second gateway whose METRICS_PORT is taken: it serves, without a metrics listener', async () => {
    const taken = new URL(metricsUrlOf(gateway)!).port;
    const second = await startGateway({ ...stack.env, METRICS_PORT: taken }, false);
    try {
      expect(metricsUrlOf(second)).toBeUndefined();
      const url = `http://127.0.0.1:${(second.getHttpServer().address() as AddressInfo).port}/api/v1/healthz`;
      expect((await fetch(url)).status).toBe(200);
    } finally {
      await second.close();
    }
    // The first gateway's listener is untouched.
    expect((await fetch(metricsUrlOf(gateway)!)).status).toBe(200);
  });
});

describe('product metrics: chat time to first token and webhook delivery outcomes', () => {
  let stack: InProcessStack;
  let services: TestStack;
  let baseUrl: string;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    stack = await startInProcessStack(
      'obs_product',
      { WEBHOOK_RETRY_SCHEDULE_MS: '100,200,300', WEBHOOK_POLL_MS: '100', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'loopback' },
      ['identity', 'sessions-and-limits', 'chat', 'webhook-dispatch'],
    );
    ({ services, baseUrl } = stack);
    // The first attempt of each delivery fails with 500, the retry is accepted.
    receiver = await startWebhookReceiver({
      answer: (_delivery, attempts) => (attempts === 1 ? { status: 500, body: 'not now' } : { status: 200, body: 'ok' }),
    });
  });

  afterAll(async () => {
    await receiver?.close();
    await stack?.stop();
  });

  it('observes the first piece of a chat reply, and counts a failed and a delivered webhook attempt', async () => {
    const admin = await signUpMember(baseUrl, 'obs_admin');
    // Configuring a webhook takes a super admin (docs/adr/0040).
    await grantAdmin(services.namespace, admin.id, 'super_admin');
    const configured = await admin.api.request('POST', '/api/v1/admin/webhooks', {
      token: admin.token,
      json: { webhookType: 'signup', endpointUrl: receiver.url },
    });
    expect(configured.status).toBe(201);

    const member = await signUpMember(baseUrl, 'obs_chat');
    const chat = await fetch(`${baseUrl}/api/v1/chat/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
      body: JSON.stringify({ content: 'I had a long day and feel tired.' }),
    });
    expect(chat.status).toBe(200);
    expect(await chat.text()).toContain('"type":"delta"');
    const chatSamples = await scrape(`${services.urls.chat}/metrics`);
    const ttft = find(chatSamples, 'vi_chat_time_to_first_token_seconds_count', { service: 'chat' });
    expect(ttft).toHaveLength(1);
    expect(ttft[0]!.value).toBeGreaterThanOrEqual(1);
    expect(find(chatSamples, 'vi_chat_time_to_first_token_seconds_bucket', { le: '+Inf' })[0]?.value).toBe(ttft[0]!.value);

    // The member's sign-up is delivered to the receiver: refused once (500), then accepted.
    await until(() => ([...receiver.accepted().values()].some((d) => JSON.stringify(d).includes(member.id)) ? true : undefined), 15_000, 'no webhook accepted');
    const dispatch = await until(async () => {
      const samples = await scrape(`${services.urls['webhook-dispatch']}/metrics`);
      return (find(samples, 'vi_webhook_deliveries_total', { outcome: 'delivered' })[0]?.value ?? 0) >= 1 ? samples : undefined;
    }, 5000);
    expect(find(dispatch, 'vi_webhook_deliveries_total', { outcome: 'failed' })[0]?.value).toBeGreaterThanOrEqual(1);
    expect(find(dispatch, 'vi_webhook_deliveries_total', { outcome: 'refused' })).toHaveLength(0);
  });
});

/** Span as the OTLP/HTTP JSON exporter sends it. */
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  service: string;
  attributes: Record<string, unknown>;
}
const SPAN_KIND_SERVER = 2;
const SPAN_KIND_CLIENT = 3;

/** A collector on loopback that keeps what the processes export (OTLP over HTTP, JSON). */
async function startCollector(): Promise<{ url: string; spans: OtlpSpan[]; server: Server }> {
  const spans: OtlpSpan[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let body = Buffer.concat(chunks);
      if (request.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      const payload = JSON.parse(body.toString('utf8')) as {
        resourceSpans: {
          resource: { attributes: { key: string; value: { stringValue?: string } }[] };
          scopeSpans: { spans: (Omit<OtlpSpan, 'service' | 'attributes'> & { attributes?: { key: string; value: Record<string, unknown> }[] })[] }[];
        }[];
      };
      for (const resourceSpans of payload.resourceSpans) {
        const service = resourceSpans.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue ?? '?';
        for (const scope of resourceSpans.scopeSpans)
          for (const span of scope.spans) {
            const attributes = Object.fromEntries((span.attributes ?? []).map((a) => [a.key, Object.values(a.value)[0]]));
            spans.push({ ...span, service, attributes });
          }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans, server };
}

describe('one trace and one request id across the gateway and a service', () => {
  let stack: TestStack;
  let collector: Awaited<ReturnType<typeof startCollector>>;

  beforeAll(async () => {
    collector = await startCollector();
    stack = await startTestStack({
      only: ['gateway', 'identity'],
      label: 'obs_traces',
      env: {
        OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
        OTEL_BSP_SCHEDULE_DELAY: '100',
        LOG_LEVEL: 'debug',
        WEB_DIST: '/nonexistent',
      },
    });
  });

  afterAll(async () => {
    await stack?.stop();
    await new Promise((resolve) => collector?.server.close(resolve));
  });

  it("links the service's span to the gateway's through the NATS headers, PostgreSQL's spans under it, and logs the request id in both", async () => {
    const requestId = randomUUID();
    const api = new ApiClient(stack.baseUrl);
    // Probes first: spans are exported in order, so theirs would be in by the time the sign-up's are.
    for (const probe of ['/api/v1/healthz', '/api/v1/readyz']) expect((await fetch(`${stack.baseUrl}${probe}`)).status).toBe(200);
    const signUp = await api.request('POST', '/api/v1/auth/sign-up', {
      json: { email: `trace.${randomUUID()}@example.com`, password: 'secret1', ageConfirmed: true },
      headers: { 'x-request-id': requestId },
    });
    expect(signUp.status).toBe(201);
    expect(signUp.headers.get('x-request-id')).toBe(requestId);

    // The gateway's span of the NATS request, and identity's span of handling it.
    const found = await until(() => {
      const client = collector.spans.find((s) => s.service === 'gateway' && s.kind === SPAN_KIND_CLIENT && s.name === `rpc ${RPC.identity.signUp.subject}`);
      const server = client && collector.spans.find((s) => s.service === 'identity' && s.kind === SPAN_KIND_SERVER && s.traceId === client.traceId);
      const queries = server && collector.spans.filter((s) => s.service === 'identity' && s.traceId === server.traceId && s.name.startsWith('pg.query'));
      return queries && queries.length > 0 ? { client, server, queries } : undefined;
    }, 15_000);
    const { client, server, queries } = found;
    // Two processes: the only way identity could know the gateway's span is the traceparent NATS header.
    expect(server.name).toBe(`rpc ${RPC.identity.signUp.subject}`);
    expect(server.parentSpanId).toBe(client.spanId);
    expect(server.traceId).toBe(client.traceId);
    expect(client.attributes['rpc.method']).toBe(RPC.identity.signUp.subject);
    // The gateway's HTTP span is the client span's parent: the trace starts at the HTTP request.
    const http = collector.spans.find((s) => s.service === 'gateway' && s.spanId === client.parentSpanId);
    expect(http).toMatchObject({ kind: SPAN_KIND_SERVER, name: 'POST /api/v1/auth/sign-up', traceId: client.traceId });
    // The gateway's probes (under its /api/v1 prefix) make no spans.
    expect(collector.spans.filter((s) => /healthz|readyz|metrics/.test(s.name)).map((s) => `${s.service} ${s.name}`)).toEqual([]);
    // PostgreSQL queries of the sign-up are in the same trace, under identity's span.
    const identitySpanIds = new Set(collector.spans.filter((s) => s.service === 'identity' && s.traceId === server.traceId).map((s) => s.spanId));
    for (const query of queries) expect(identitySpanIds.has(query.parentSpanId ?? '')).toBe(true);
    expect(queries.some((q) => q.parentSpanId === server.spanId)).toBe(true);
    expect(queries.some((q) => String(q.attributes['db.system'] ?? q.attributes['db.system.name']) === 'postgresql')).toBe(true);

    // One request id (the client's X-Request-Id) in the logs of both processes, with the trace id beside it.
    const lineWith = (service: string) =>
      stack
        .output(service)
        .split('\n')
        .find((line) => line.includes(requestId));
    const gatewayLine = await until(() => lineWith('gateway'), 5000);
    const identityLine = await until(() => lineWith('identity'), 5000);
    expect(gatewayLine).toContain(RPC.identity.signUp.subject);
    expect(identityLine).toContain(RPC.identity.signUp.subject);
    expect(gatewayLine).toContain(client.traceId);
    expect(identityLine).toContain(client.traceId);
  });
});
