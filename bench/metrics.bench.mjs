// What the metrics cost per observation, in this process, without any server: the HTTP hook's
// observation (method, route template, status), an RPC client observation, and rendering the whole
// exposition text as a scrape does. Figures are nanoseconds per call (best of 5 rounds) on this
// machine; compare them with a request's own cost in bench/gateway.bench.mjs. Beside ours, the same
// observation through prom-client's own Histogram (the framework's way that RequestHistogram
// replaces: docs/adr/0030-gateway-cost.md keeps it only while it saves 5 % or more of a request).
//   npm run build && node bench/metrics.bench.mjs
import { fileURLToPath } from 'node:url';
import { Histogram, Registry } from 'prom-client';

const kit = await import(fileURLToPath(new URL('../libs/service-kit/dist/metrics.js', import.meta.url)));

const ROUTES = ['/api/v1/chat-sessions', '/api/v1/usage', '/api/v1/me', '/api/v1/auth/sign-in', '/api/v1/chat/messages', '/api/v1/feedback'];
const STATUSES = [200, 200, 200, 201, 402, 404];
const N = 1_000_000;
const ROUNDS = 5;

function best(label, fn) {
  let bestNs = Infinity;
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = process.hrtime.bigint();
    fn();
    bestNs = Math.min(bestNs, Number(process.hrtime.bigint() - started) / N);
  }
  console.log(`${label.padEnd(40)} ${bestNs.toFixed(0).padStart(6)} ns per call`);
}

kit.collectProcessMetrics('bench');
best('observeHttpRequest (6 routes x statuses)', () => {
  for (let i = 0; i < N; i += 1) kit.observeHttpRequest('GET', ROUTES[i % 6], STATUSES[i % 6], 0.0123);
});
const promClient = new Histogram({
  name: 'bench_http_request_duration_seconds',
  help: 'prom-client as shipped, for comparison',
  labelNames: ['method', 'route', 'status_code'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [new Registry()],
});
const STATUS_TEXTS = STATUSES.map(String);
best("prom-client's Histogram.observe (the same)", () => {
  for (let i = 0; i < N; i += 1) promClient.observe({ method: 'GET', route: ROUTES[i % 6], status_code: STATUS_TEXTS[i % 6] }, 0.0123);
});
best('observeRpcClient (one subject, ok)', () => {
  for (let i = 0; i < N; i += 1) kit.observeRpcClient('sessions.usage', 'ok', 0.0021);
});
best('performance.now() alone (for scale)', () => {
  for (let i = 0; i < N; i += 1) performance.now();
});

const renders = [];
for (let i = 0; i < 20; i += 1) {
  const started = process.hrtime.bigint();
  const text = await kit.renderMetrics();
  renders.push({ ms: Number(process.hrtime.bigint() - started) / 1e6, bytes: text.length });
}
renders.sort((a, b) => a.ms - b.ms);
console.log(`renderMetrics (a scrape)                 ${renders[10].ms.toFixed(2)} ms median, ${renders[0].bytes} bytes`);
