// Webhook delivery: domain events on JetStream -> webhook-dispatch (durable consumer -> deliveries
// table -> worker pool) -> a signed POST to a local receiver that verifies each with standardwebhooks.
//  1. Throughput: 1,000 events published at once; deliveries per second from the first publish to the
//     last delivery (target >= 300/s).
//  2. Latency: 1,000 events published at a steady 200 a second (BENCH_WEBHOOKS_RATE; a busy day's
//     peak, under the throughput); p50/p99 from publish to arrival at the receiver (target p99 <= 250 ms).
// Every delivery must arrive once, verified. The burst's own latency is printed too: there it is
// mostly the wait in the queue.
//   npm run build && node bench/webhooks.bench.mjs
import { randomBytes, randomUUID } from 'node:crypto';
import { jetstream } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import pg from 'pg';
import { ensureInfrastructure } from '../scripts/lib/infra.mjs';
import { startBenchStack } from './lib.mjs';
import { startWebhooksReceiver } from './webhooks-receiver.mjs';

const EVENTS = 1000;
const PACED_PER_SECOND = Number(process.env.BENCH_WEBHOOKS_RATE ?? 200);
const SUBJECT = 'events.feedback.feedback.submitted.v1';

const infra = await ensureInfrastructure({ log: () => {} });
const stack = await startBenchStack(['webhook-dispatch'], { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'loopback' });
const secret = `whsec_${randomBytes(32).toString('base64')}`;
const receiver = await startWebhooksReceiver(secret);
const db = new pg.Client({ connectionString: infra.databaseUrl });
const nc = await connect({ servers: infra.natsUrl, name: 'webhooks-bench' });
const js = jetstream(nc);

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

/** Publishes one feedback event the way an outbox relay does (the event id is the message id). */
async function publish() {
  const event = {
    id: randomUUID(),
    subject: SUBJECT,
    occurredAt: new Date().toISOString(),
    data: {
      feedbackId: randomUUID(),
      userId: randomUUID(),
      sessionType: 'chat',
      rating: 5,
      category: 'positive',
      comment: 'Helpful and calm',
      improvements: [],
      submittedAt: new Date().toISOString(),
    },
  };
  const publishedAt = performance.now();
  await js.publish(`${stack.namespace}.${SUBJECT}`, JSON.stringify(event), { msgID: event.id });
  return { feedbackId: event.data.feedbackId, publishedAt };
}

async function untilArrived(ids, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (ids.some((id) => !receiver.arrivals.has(id))) {
    if (Date.now() > deadline) throw new Error(`only ${ids.filter((id) => receiver.arrivals.has(id)).length} of ${ids.length} deliveries arrived`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

function report(name, published) {
  const latencies = published.map((p) => receiver.arrivals.get(p.feedbackId).at - p.publishedAt).sort((a, b) => a - b);
  const first = Math.min(...published.map((p) => p.publishedAt));
  const last = Math.max(...published.map((p) => receiver.arrivals.get(p.feedbackId).at));
  const line = {
    benchmark: name,
    deliveries: published.length,
    deliveriesPerSecond: Math.round(published.length / ((last - first) / 1000)),
    p50ms: +percentile(latencies, 0.5).toFixed(1),
    p99ms: +percentile(latencies, 0.99).toFixed(1),
  };
  console.log(
    `${name.padEnd(34)} ${String(line.deliveriesPerSecond).padStart(6)} deliveries/s   event-to-delivery p50 ${String(line.p50ms).padStart(6)} ms   p99 ${String(line.p99ms).padStart(6)} ms`,
  );
  return line;
}

try {
  await db.connect();
  await db.query(
    `INSERT INTO "${stack.namespace}_webhook_dispatch"."webhook_config" ("id", "webhook_type", "endpoint_url", "secret_key", "enabled") VALUES ($1, 'feedback', $2, $3, true)`,
    [randomUUID(), receiver.url, secret],
  );

  // Warm-up: connections, JIT, the consumer's first pull.
  const warm = [];
  for (let i = 0; i < 50; i++) warm.push(await publish());
  await untilArrived(warm.map((p) => p.feedbackId));

  const burst = await Promise.all(Array.from({ length: EVENTS }, () => publish()));
  await untilArrived(burst.map((p) => p.feedbackId));
  const throughput = report(`burst of ${EVENTS} events`, burst);

  const paced = [];
  const started = performance.now();
  for (let i = 0; i < EVENTS; i++) {
    const due = started + (i * 1000) / PACED_PER_SECOND;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    paced.push(publish());
  }
  const pacedPublished = await Promise.all(paced);
  await untilArrived(pacedPublished.map((p) => p.feedbackId));
  const latency = report(`${EVENTS} events at ${PACED_PER_SECOND}/s`, pacedPublished);

  const total = warm.length + burst.length + pacedPublished.length;
  const problems = [];
  if (receiver.requests !== total) problems.push(`${receiver.requests} requests for ${total} events (duplicates or extras)`);
  if (receiver.unverified > 0) problems.push(`${receiver.unverified} deliveries failed verification`);
  if (receiver.arrivals.size !== total) problems.push(`${receiver.arrivals.size} distinct deliveries for ${total} events`);
  console.log(problems.length ? `PROBLEMS: ${problems.join('; ')}` : `all ${total} deliveries arrived once, each verified with standardwebhooks`);
  console.log(
    `targets: >= 300 deliveries/s ${throughput.deliveriesPerSecond >= 300 ? 'met' : 'MISSED'}; p99 <= 250 ms at ${PACED_PER_SECOND}/s ${latency.p99ms <= 250 ? 'met' : 'MISSED'}`,
  );
} finally {
  await db.end().catch(() => {});
  await nc.close();
  await receiver.close();
  await stack.stop();
  await infra.stop();
}
