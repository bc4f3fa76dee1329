import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { jetstream } from '@nats-io/jetstream';
import type { Msg, NatsConnection } from '@nats-io/transport-node';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { defineRpc, EVENTS } from '@vi/contracts';
import { dropNamespace, testInfra, uniqueNamespace, until } from '@vi/testing';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import {
  collectProcessMetrics,
  connectNats,
  createDataSource,
  createLogger,
  EVENT_TABLES_SQL,
  EventConsumer,
  forgetOutbox,
  metricsRegistry,
  Namespace,
  renderMetrics,
  RpcClient,
  startMetricsServer,
  startTracing,
  tracingOn,
  watchOutbox,
} from '../src/index.js';

const infra = testInfra();
const ns = uniqueNamespace('observe');
const namespace = new Namespace(ns);
let db: DataSource;
let nc: NatsConnection;

beforeAll(async () => {
  db = createDataSource({ url: infra.databaseUrl, schema: namespace.schema('observe'), entities: [], migrations: [] });
  await db.initialize();
  await db.query(`CREATE SCHEMA IF NOT EXISTS "${namespace.schema('observe')}"`);
  for (const sql of EVENT_TABLES_SQL) await db.query(sql);
  nc = await connectNats(infra.natsUrl, 'observe-test');
});

afterAll(async () => {
  await db?.destroy();
  await nc?.close();
  await dropNamespace(ns);
});

/** The value of the sample `name{...}` of the exposition text whose labels include every `k="v"` of `labels`. */
function sampleValue(text: string, name: string, labels: string): number | undefined {
  const wanted = labels.match(/[a-z_]+="[^"]*"/g) ?? [];
  const line = text.split('\n').find((l) => {
    if (!l.startsWith(`${name}{`)) return false;
    const have = new Set(l.slice(name.length + 1, l.lastIndexOf('}')).match(/[a-z_]+="[^"]*"/g) ?? []);
    return wanted.every((pair) => have.has(pair));
  });
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('event and outbox metrics', () => {
  it('counts a redelivered event under its consumer and subject, without the namespace', async () => {
    let attempts = 0;
    const consumer = new EventConsumer({
      nc,
      namespace,
      dataSource: db,
      logger: createLogger('test', 'silent'),
      durable: 'redelivery-probe',
      subjects: [EVENTS.billing.subscriptionChanged],
      handle: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('first attempt fails');
      },
    });
    await consumer.start();
    try {
      const changedAt = new Date().toISOString();
      const data = { userId: randomUUID(), status: 'active', planId: 'vi-monthly', planName: 'Unlimited Access', currentPeriodEnd: null, changedAt };
      const envelope = { id: randomUUID(), subject: EVENTS.billing.subscriptionChanged, occurredAt: changedAt, data };
      await jetstream(nc).publish(namespace.subject(EVENTS.billing.subscriptionChanged), JSON.stringify(envelope), { msgID: randomUUID() });
      await until(() => (attempts >= 2 ? true : undefined), 15_000, 'the event was not delivered again');
      const text = await renderMetrics();
      expect(sampleValue(text, 'vi_event_redeliveries_total', `consumer="redelivery-probe",subject="${EVENTS.billing.subscriptionChanged}"`)).toBe(1);
    } finally {
      await consumer.stop();
    }
  });

  it('reports the age of the oldest unpublished outbox row while it is watched, 0 once none waits', async () => {
    await db.query(`INSERT INTO "outbox" ("id", "subject", "payload", "created_at") VALUES ($1, 'x', '{}', now() - interval '90 seconds')`, [randomUUID()]);
    watchOutbox(db, 'observe');
    try {
      const waiting = sampleValue(await renderMetrics(), 'vi_outbox_oldest_unpublished_age_seconds', 'outbox="observe"');
      expect(waiting).toBeGreaterThanOrEqual(90);
      expect(waiting).toBeLessThan(3600);
      await db.query(`UPDATE "outbox" SET "published_at" = now()`);
      expect(sampleValue(await renderMetrics(), 'vi_outbox_oldest_unpublished_age_seconds', 'outbox="observe"')).toBe(0);
    } finally {
      forgetOutbox(db);
    }
    expect(sampleValue(await renderMetrics(), 'vi_outbox_oldest_unpublished_age_seconds', 'outbox="observe"')).toBeUndefined();
  });
});

describe('the metrics listener', () => {
  it('answers GET /metrics with the exposition text and 404 for anything else', async () => {
    const server = await startMetricsServer(0, '127.0.0.1', {});
    try {
      const { port } = server.address() as { port: number };
      const ok = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(ok.status).toBe(200);
      expect(await ok.text()).toContain('# TYPE vi_http_request_duration_seconds histogram');
      for (const path of ['/', '/healthz', '/metrics/../api']) expect((await fetch(`http://127.0.0.1:${port}${path}`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('the Grafana dashboard', () => {
  const dashboard = JSON.parse(readFileSync(new URL('../../../deploy/grafana/vi-dashboard.json', import.meta.url), 'utf8')) as {
    __inputs: { name: string; type: string; pluginId: string }[];
    panels: { type: string; title: string; datasource?: { uid: string }; targets?: { expr: string; datasource: { uid: string } }[] }[];
    templating: { list: { datasource?: { uid: string } }[] };
  };

  it('takes its Prometheus as the DS_PROMETHEUS input and queries only metrics this code exports', async () => {
    expect(dashboard.__inputs).toContainEqual(expect.objectContaining({ name: 'DS_PROMETHEUS', type: 'datasource', pluginId: 'prometheus' }));
    collectProcessMetrics('observe-test');
    const exported = new Set<string>();
    for (const metric of await metricsRegistry.getMetricsAsJSON()) {
      exported.add(metric.name);
      if (metric.type === ('histogram' as never)) for (const suffix of ['_bucket', '_count', '_sum']) exported.add(metric.name + suffix);
    }
    const graphs = dashboard.panels.filter((p) => p.type !== 'row');
    expect(graphs.length).toBeGreaterThanOrEqual(12);
    const queried = new Set<string>();
    for (const panel of graphs) {
      expect(panel.datasource?.uid).toBe('${DS_PROMETHEUS}');
      expect(panel.targets?.length).toBeGreaterThan(0);
      for (const target of panel.targets!) {
        expect(target.datasource.uid).toBe('${DS_PROMETHEUS}');
        for (const name of target.expr.match(/\b(?:vi|process|nodejs)_[a-z0-9_]+/g) ?? []) queried.add(name);
      }
    }
    for (const name of queried) expect([name, exported.has(name)]).toEqual([name, true]);
    // Every metric of ours is on the dashboard.
    const ours = [...exported].filter((n) => n.startsWith('vi_') && !/_(bucket|sum)$/.test(n));
    for (const name of ours) {
      const base = name.replace(/_count$/, '');
      expect([name, queried.has(name) || queried.has(`${base}_bucket`) || queried.has(`${base}_count`)]).toEqual([name, true]);
    }
    for (const variable of dashboard.templating.list) expect(variable.datasource?.uid).toBe('${DS_PROMETHEUS}');
  });
});

describe('tracing off costs nothing', () => {
  /** In a fresh Node process (service-kit's build): does startTracing turn on, and which OpenTelemetry SDK packages did it load? */
  function probe(env: Record<string, string>): { on: boolean; loaded: string[] } {
    const script = `
      import { createRequire } from 'node:module';
      const kit = await import(${JSON.stringify(fileURLToPath(new URL('../dist/index.js', import.meta.url)))});
      const on = await kit.startTracing('probe', undefined, JSON.parse(process.argv[1]));
      const loaded = Object.keys(createRequire(import.meta.url).cache)
        .filter((path) => /@opentelemetry[\\/](sdk-trace|exporter|instrumentation)/.test(path))
        .map((path) => path.replace(/.*node_modules[\\/]/, '').split(/[\\/]/).slice(0, 2).join('/'));
      process.stdout.write(JSON.stringify({ on, loaded: [...new Set(loaded)].sort() }));
      process.exit(0);`;
    return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(env)], { encoding: 'utf8' })) as {
      on: boolean;
      loaded: string[];
    };
  }

  it('does not load the SDK without OTEL_EXPORTER_OTLP_ENDPOINT, and loads it with one', () => {
    expect(probe({})).toEqual({ on: false, loaded: [] });
    expect(probe({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9', OTEL_SDK_DISABLED: 'true' })).toEqual({ on: false, loaded: [] });
    const on = probe({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' });
    expect(on.on).toBe(true);
    expect(on.loaded).toEqual(
      expect.arrayContaining(['@opentelemetry/sdk-trace-node', '@opentelemetry/exporter-trace-otlp-http', '@opentelemetry/instrumentation-pg']),
    );
  });
});

describe('trace context over NATS', () => {
  const exporter = new InMemorySpanExporter();

  beforeAll(async () => {
    expect(await startTracing('observe-test', undefined, {})).toBe(false);
    expect(tracingOn).toBe(false);
    new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }).register();
    // A provider registered by the process (a test's in-memory one) counts as configured.
    expect(await startTracing('observe-test', undefined, {})).toBe(true);
  });

  it('sends the client span as `traceparent` beside the request id, and records the outcome', async () => {
    const subject = `observe.probe.${randomUUID().slice(0, 8)}`;
    const seen: Msg[] = [];
    const subscription = nc.subscribe(namespace.subject(subject), {
      callback: (_error, msg) => {
        seen.push(msg);
        msg.respond(JSON.stringify({ response: { ok: true }, id: 'x', isDisposed: true }));
      },
    });
    try {
      const client = new RpcClient(nc, namespace, 2000, createLogger('observe-probe', 'silent'));
      await expect(client.call(defineRpc(subject, z.object({}), z.object({ ok: z.boolean() })), {})).resolves.toEqual({ ok: true });
      const span = exporter.getFinishedSpans().find((s) => s.name === `rpc ${subject}`);
      expect(span?.kind).toBe(SpanKind.CLIENT);
      expect(span?.attributes['vi.rpc.outcome']).toBe('ok');
      const header = seen[0]?.headers?.get('traceparent');
      expect(header).toBe(`00-${span!.spanContext().traceId}-${span!.spanContext().spanId}-01`);
      expect(seen[0]?.headers?.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      const text = await renderMetrics();
      expect(sampleValue(text, 'vi_rpc_client_duration_seconds_count', `subject="${subject}",outcome="ok"`)).toBe(1);
    } finally {
      subscription.unsubscribe();
    }
    // Without anyone listening the outcome says so.
    const lonely = `observe.nobody.${randomUUID().slice(0, 8)}`;
    const client = new RpcClient(nc, namespace, 2000, createLogger('observe-probe', 'silent'));
    await expect(client.call(defineRpc(lonely, z.object({}), z.object({})), {})).rejects.toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    expect(sampleValue(await renderMetrics(), 'vi_rpc_client_duration_seconds_count', `subject="${lonely}",outcome="no_responders"`)).toBe(1);
  });
});
