import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NatsConnection } from '@nats-io/transport-node';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DataSource } from 'typeorm';

/**
 * The process's Prometheus metrics. One registry per process: our own metrics are prefixed `vi_`,
 * in seconds, labelled by templates (HTTP routes, RPC subjects without the namespace) and never by
 * ids. Apps use the functions below; none imports prom-client itself.
 */
export const metricsRegistry = new Registry();

let defaultsCollected = false;

/** Node's process metrics (CPU, memory, event loop lag, GC), under their usual unprefixed names. */
export function collectProcessMetrics(service: string): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  metricsRegistry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: metricsRegistry });
}

export const METRICS_CONTENT_TYPE = metricsRegistry.contentType;

/** The exposition text of every metric of this process. */
export function renderMetrics(): Promise<string> {
  return metricsRegistry.metrics();
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Children by two label values without building a key per observation. */
class Children2<T> {
  private readonly byA = new Map<string, Map<string, T>>();
  constructor(private readonly make: (a: string, b: string) => T) {}
  get(a: string, b: string): T {
    let byB = this.byA.get(a);
    if (!byB) this.byA.set(a, (byB = new Map()));
    let child = byB.get(b);
    if (!child) byB.set(b, (child = this.make(a, b)));
    return child;
  }
}

type Observer = { observe(value: number): void };
type Incrementer = { inc(value?: number): void };

/** One set of label values of a `RequestHistogram`: counts per bucket (the last one is +Inf), sum and count. */
class Series implements Observer {
  readonly counts: Float64Array;
  sum = 0;
  count = 0;
  constructor(
    readonly labels: Record<string, string>,
    private readonly bounds: readonly number[],
  ) {
    this.counts = new Float64Array(bounds.length + 1);
  }
  observe(value: number): void {
    const bounds = this.bounds;
    let i = 0;
    while (i < bounds.length && value > bounds[i]!) i++;
    this.counts[i]! += 1;
    this.sum += value;
    this.count += 1;
  }
}

/**
 * A histogram observed on every request or message: an observation is a bucket search and three
 * additions on its series (which the caller keeps), and the exposition is built only when scraped.
 * prom-client's own `labels().observe()` checks the labels and builds a key string on every
 * observation, about 2 µs of the gateway's work on each cached read (docs/adr/0030-gateway-cost.md). It is registered on the registry as a metric of its own and exposed exactly
 * as a prom-client Histogram is (metrics.spec.ts compares the two texts).
 */
export class RequestHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  readonly name: string;
  readonly help: string;
  private readonly labelNames: readonly string[];
  private readonly bounds: readonly number[];
  private readonly series = new Map<string, Series>();

  constructor(config: { name: string; help: string; labelNames: readonly string[]; buckets: readonly number[]; registers: Registry[] }) {
    this.name = config.name;
    this.help = config.help;
    this.labelNames = config.labelNames;
    this.bounds = [...config.buckets].sort((x, y) => x - y);
    for (const registry of config.registers) registry.registerMetric(this as never);
  }

  /** The series of these label values (in `labelNames` order), the same one each time: keep it, and observe on it. */
  labels(...values: string[]): Observer {
    const key = values.join('\u0000');
    let series = this.series.get(key);
    if (!series) {
      const labels: Record<string, string> = {};
      this.labelNames.forEach((name, i) => (labels[name] = values[i] ?? ''));
      this.series.set(key, (series = new Series(labels, this.bounds)));
    }
    return series;
  }

  /**
   * What the registry writes out, shaped as prom-client's Histogram shapes it: per series the
   * cumulative buckets, +Inf, sum and count, each with `le` (if any) as its own label and the
   * series' labels as shared ones (written after the registry's default labels).
   */
  async getForPromString() {
    const values: { labels: Record<string, string | number>; sharedLabels: Record<string, string>; value: number; metricName: string }[] = [];
    const bucket = `${this.name}_bucket`;
    for (const s of this.series.values()) {
      if (s.count === 0) continue;
      let cumulative = 0;
      this.bounds.forEach((le, i) => {
        cumulative += s.counts[i]!;
        values.push({ labels: { le }, sharedLabels: s.labels, value: cumulative, metricName: bucket });
      });
      values.push({ labels: { le: '+Inf' }, sharedLabels: s.labels, value: s.count, metricName: bucket });
      values.push({ labels: {}, sharedLabels: s.labels, value: s.sum, metricName: `${this.name}_sum` });
      values.push({ labels: {}, sharedLabels: s.labels, value: s.count, metricName: `${this.name}_count` });
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  /** The same samples with each one's labels in one object (the registry's JSON form). */
  async get() {
    const metric = await this.getForPromString();
    return { ...metric, values: metric.values.map(({ labels, sharedLabels, ...sample }) => ({ ...sample, labels: { ...labels, ...sharedLabels } })) };
  }

  reset(): void {
    for (const s of this.series.values()) {
      s.counts.fill(0);
      s.sum = 0;
      s.count = 0;
    }
  }
}

// ---- HTTP ----

const httpDuration = new RequestHistogram({
  name: 'vi_http_request_duration_seconds',
  help: 'HTTP requests by method, route template and status code, from arrival to the last byte sent.',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});
const httpChildren = new Map<string, Children2<Observer>>();

/** One finished HTTP request. `route` is the route's template (`/api/v1/sessions/:id`), never the URL. */
export function observeHttpRequest(method: string, route: string, statusCode: number, seconds: number): void {
  let byRoute = httpChildren.get(method);
  if (!byRoute) httpChildren.set(method, (byRoute = new Children2((r, s) => httpDuration.labels(method, r, s))));
  byRoute.get(route, statusText(statusCode)).observe(seconds);
}

const statusTexts: string[] = [];
function statusText(code: number): string {
  return (statusTexts[code] ??= String(code));
}

// ---- RPC over NATS ----

/** `ok`, `error` (the other service answered with an error), or why no answer came. */
export type RpcOutcome = 'ok' | 'error' | 'timeout' | 'no_responders' | 'bad_reply' | 'transport';

const rpcClientDuration = new RequestHistogram({
  name: 'vi_rpc_client_duration_seconds',
  help: 'Requests to other services over NATS by subject and outcome, as the caller saw them (streams: until the last piece).',
  labelNames: ['subject', 'outcome'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});
const rpcClientChildren = new Children2<Observer>((subject, outcome) => rpcClientDuration.labels(subject, outcome));

const rpcServerDuration = new RequestHistogram({
  name: 'vi_rpc_server_duration_seconds',
  help: 'Requests this service answered over NATS by subject and outcome (streams: until the last piece).',
  labelNames: ['subject', 'outcome'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});
const rpcServerChildren = new Children2<Observer>((subject, outcome) => rpcServerDuration.labels(subject, outcome));

/** `subject` is the contract's subject (`sessions.start`), without the namespace. */
export function observeRpcClient(subject: string, outcome: RpcOutcome, seconds: number): void {
  rpcClientChildren.get(subject, outcome).observe(seconds);
}

export function observeRpcServer(subject: string, outcome: 'ok' | 'error', seconds: number): void {
  rpcServerChildren.get(subject, outcome).observe(seconds);
}

// ---- NATS connections ----

interface WatchedConnection {
  name: string;
  reconnects: number;
}
/** Open connections by what they are for (`client`, `server`); a process may hold several of one kind (tests do). */
const natsConnections = new Map<NatsConnection, WatchedConnection>();

/** Reports a connection's state, reconnects and unsent bytes under `name` until it closes. */
export function watchNatsConnection(nc: NatsConnection, name: string): void {
  const watched: WatchedConnection = { name, reconnects: 0 };
  natsConnections.set(nc, watched);
  void (async () => {
    for await (const status of nc.status()) if (status.type === 'reconnect') watched.reconnects += 1;
  })().catch(() => undefined);
  void nc.closed().then(() => natsConnections.delete(nc));
}

/** One value per connection name: the sum, or with `min`, the lowest (connected only if all are). */
function natsGauge(name: string, help: string, read: (nc: NatsConnection, watched: WatchedConnection) => number, min = false) {
  return new Gauge({
    name,
    help,
    labelNames: ['connection'] as const,
    registers: [metricsRegistry],
    collect() {
      this.reset();
      const values = new Map<string, number>();
      for (const [nc, watched] of natsConnections) {
        const value = read(nc, watched);
        const previous = values.get(watched.name);
        values.set(watched.name, previous === undefined ? value : min ? Math.min(previous, value) : previous + value);
      }
      for (const [connection, value] of values) this.set({ connection }, value);
    },
  });
}
natsGauge(
  'vi_nats_connected',
  '1 while the NATS connection is open and connected, 0 while it is reconnecting.',
  (nc) => (nc.isClosed() || isReconnecting(nc) ? 0 : 1),
  true,
);
natsGauge('vi_nats_reconnects', 'Times the NATS connection reconnected since it was opened.', (_nc, watched) => watched.reconnects);
natsGauge('vi_nats_pending_bytes', 'Bytes written to the NATS connection and not yet sent to the server.', (nc) => pendingBytes(nc));

/** nats.js keeps unsent bytes in its protocol handler's outbound buffer (not in its public types). */
interface NatsInternals {
  protocol?: { outbound?: { size(): number }; connected?: boolean };
}
function pendingBytes(nc: NatsConnection): number {
  return (nc as unknown as NatsInternals).protocol?.outbound?.size() ?? 0;
}
function isReconnecting(nc: NatsConnection): boolean {
  return (nc as unknown as NatsInternals).protocol?.connected === false;
}

// ---- PostgreSQL pools and the outbox ----

interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}
const pools = new Map<string, DataSource>();
const outboxes = new Map<string, DataSource>();

/** Reports the data source's connection pool under `service` until `forgetDataSource`. */
export function watchDataSource(dataSource: DataSource, service: string): void {
  pools.set(service, dataSource);
}
export function forgetDataSource(dataSource: DataSource): void {
  for (const [service, watched] of pools) if (watched === dataSource) pools.delete(service);
}

function poolOf(dataSource: DataSource): PgPool | undefined {
  if (!dataSource.isInitialized) return undefined;
  return (dataSource.driver as unknown as { master?: PgPool }).master;
}

function poolGauge(name: string, help: string, read: (pool: PgPool) => number) {
  return new Gauge({
    name,
    help,
    labelNames: ['pool'] as const,
    registers: [metricsRegistry],
    collect() {
      this.reset();
      for (const [service, dataSource] of pools) {
        const pool = poolOf(dataSource);
        if (pool) this.set({ pool: service }, read(pool));
      }
    },
  });
}
poolGauge('vi_db_pool_connections', 'Connections the PostgreSQL pool holds (in use and idle).', (p) => p.totalCount);
poolGauge('vi_db_pool_idle_connections', 'Idle connections in the PostgreSQL pool.', (p) => p.idleCount);
poolGauge('vi_db_pool_waiting_requests', 'Queries waiting for a free connection of the PostgreSQL pool.', (p) => p.waitingCount);

/** Reports the age of the oldest unpublished row of this data source's outbox while its relay runs. */
export function watchOutbox(dataSource: DataSource, service: string): void {
  outboxes.set(service, dataSource);
}
export function forgetOutbox(dataSource: DataSource): void {
  for (const [service, watched] of outboxes) if (watched === dataSource) outboxes.delete(service);
}

new Gauge({
  name: 'vi_outbox_oldest_unpublished_age_seconds',
  help: 'Age of the oldest outbox row not yet published to JetStream (0 when none waits); read at scrape time.',
  labelNames: ['outbox'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    await Promise.all(
      [...outboxes].map(async ([service, dataSource]) => {
        if (!dataSource.isInitialized) return;
        try {
          const rows: { age: string | number | null }[] = await dataSource.query(
            'SELECT EXTRACT(EPOCH FROM now() - min("created_at")) AS "age" FROM "outbox" WHERE "published_at" IS NULL',
          );
          this.set({ outbox: service }, Math.max(0, Number(rows[0]?.age ?? 0)));
        } catch {
          // The database is unreachable: no value rather than a wrong one (the pool gauges and readiness say why).
        }
      }),
    );
  },
});

const outboxPublishDelay = new Histogram({
  name: 'vi_outbox_publish_delay_seconds',
  help: 'Time from an outbox row being written to its publication on JetStream.',
  labelNames: ['outbox'] as const,
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
  registers: [metricsRegistry],
});
const outboxDelayChildren = new Map<string, Observer>();
export function observeOutboxPublished(service: string, seconds: number): void {
  let child = outboxDelayChildren.get(service);
  if (!child) outboxDelayChildren.set(service, (child = outboxPublishDelay.labels(service)));
  child.observe(Math.max(0, seconds));
}

// ---- Event consumers ----

const redeliveries = new Counter({
  name: 'vi_event_redeliveries_total',
  help: 'Events a JetStream consumer received again after a failed or unacknowledged delivery.',
  labelNames: ['consumer', 'subject'] as const,
  registers: [metricsRegistry],
});
const redeliveryChildren = new Children2<Incrementer>((consumer, subject) => redeliveries.labels(consumer, subject));
/** `consumer` is the durable name without the namespace; `subject` the event's subject without it. */
export function countRedelivery(consumer: string, subject: string): void {
  redeliveryChildren.get(consumer, subject).inc();
}

// ---- Product metrics ----

const allowanceRefusals = new Counter({
  name: 'vi_allowance_refusals_total',
  help: 'Requests refused because the member reached an allowance (LIMIT_REACHED), by what ran out.',
  labelNames: ['allowance'] as const,
  registers: [metricsRegistry],
});
/** A LIMIT_REACHED decision; `allowance` names what ran out (`sessions`, `minutes`, ...), a small fixed set. */
export function countAllowanceRefusal(allowance: string): void {
  allowanceRefusals.labels(allowance).inc();
}

const timeToFirstToken = new Histogram({
  name: 'vi_chat_time_to_first_token_seconds',
  help: 'Time from asking the model for a chat reply to its first piece.',
  buckets: [0.1, 0.25, 0.5, 0.75, 1, 1.5, 2, 3, 5, 10, 20],
  registers: [metricsRegistry],
});
/**
 * Starts the clock when the model is asked; the returned function, given the model's first step
 * (`pieces.next()`'s result), observes the time to first token unless the reply was empty.
 */
export function firstTokenTimer(): (step: IteratorResult<unknown>) => void {
  const startedAt = performance.now();
  return (step) => {
    if (!step.done) timeToFirstToken.observe((performance.now() - startedAt) / 1000);
  };
}

const webhookDeliveries = new Counter({
  name: 'vi_webhook_deliveries_total',
  help: 'Webhook delivery attempts by outcome: delivered (2xx), failed (an error or another status), refused (address not allowed).',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});
/**
 * Counts a finished delivery attempt and passes it on (`sender.send(...).then(countWebhookAttempt)`):
 * `delivered` (2xx), `refused` (the address is not allowed: never retried) or `failed` (retried per schedule).
 */
export function countWebhookAttempt<T extends { success: boolean; refused: boolean }>(attempt: T): T {
  webhookDeliveries.labels(attempt.success ? 'delivered' : attempt.refused ? 'refused' : 'failed').inc();
  return attempt;
}

// ---- Serving ----

const metricsServers = new WeakMap<object, Server>();

/**
 * A listener that answers only `GET /metrics`, for a process whose HTTP port is public (the
 * gateway): scrapers reach it on its own port, the internet never does. Resolves once listening.
 */
export async function startMetricsServer(port: number, host: string, owner: object): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"code":"NOT_FOUND","message":"Only /metrics is served here"}}');
      return;
    }
    renderMetrics().then(
      (text) => response.writeHead(200, { 'content-type': METRICS_CONTENT_TYPE }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  metricsServers.set(owner, server);
  return server;
}

/** The URL of the metrics listener started for `owner` (an app), if any. */
export function metricsUrlOf(owner: object): string | undefined {
  const address = metricsServers.get(owner)?.address() as AddressInfo | null | undefined;
  if (!address) return undefined;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${address.port}/metrics`;
}
