import { describe, expect, it } from '@jest/globals';
import { Histogram, Registry } from 'prom-client';
import { RequestHistogram } from './metrics.js';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
// On bucket bounds, between them, below the first and past the last.
const OBSERVATIONS: [string, string, string, number][] = [
  ['GET', '/api/v1/me', '200', 0.005],
  ['GET', '/api/v1/me', '200', 0.0071],
  ['GET', '/api/v1/me', '200', 0.0001],
  ['GET', '/api/v1/me', '200', 12],
  ['POST', '/api/v1/chat-sessions', '402', 0.25],
  ['POST', '/api/v1/chat-sessions', '201', 1.5],
  // A label value the text format has to escape.
  ['GET', '/odd "route"\\with\nbreaks', '404', 0.02],
];

/** The same observations recorded by prom-client's Histogram and by ours, each on its own registry. */
function both() {
  const names = ['method', 'route', 'status_code'] as const;
  const theirs = new Registry();
  const ours = new Registry();
  for (const registry of [theirs, ours]) registry.setDefaultLabels({ service: 'gateway' });
  const reference = new Histogram({ name: 'vi_test_duration_seconds', help: 'Test "help" text.', labelNames: names, buckets: BUCKETS, registers: [theirs] });
  const fast = new RequestHistogram({ name: 'vi_test_duration_seconds', help: 'Test "help" text.', labelNames: names, buckets: BUCKETS, registers: [ours] });
  for (const [method, route, status, seconds] of OBSERVATIONS) {
    reference.labels(method, route, status).observe(seconds);
    // Asked again for the same values, it hands the same series (no second one in the text).
    fast.labels(method, route, status).observe(seconds);
  }
  return { theirs, ours, fast };
}

describe('RequestHistogram', () => {
  it("writes the same exposition text as prom-client's Histogram for the same observations", async () => {
    const { theirs, ours } = both();
    const text = await ours.metrics();
    expect(text).toBe(await theirs.metrics());
    // What the comparison covers: cumulative buckets with the default label before the series' labels.
    expect(text).toContain('vi_test_duration_seconds_bucket{le="0.005",service="gateway",method="GET",route="/api/v1/me",status_code="200"} 2');
    expect(text).toContain('vi_test_duration_seconds_bucket{le="+Inf",service="gateway",method="GET",route="/api/v1/me",status_code="200"} 4');
    expect(text).toContain('vi_test_duration_seconds_count{service="gateway",method="POST",route="/api/v1/chat-sessions",status_code="402"} 1');
  });

  it('gives the same JSON form, and is emptied by a reset of the registry', async () => {
    const { theirs, ours } = both();
    // Exemplars (OpenMetrics only, off here) left out of the comparison.
    const json = async (registry: Registry) =>
      (await registry.getMetricsAsJSON()).map((m) => ({ ...m, values: m.values.map(({ labels, value, metricName }) => ({ labels, value, metricName })) }));
    expect(await json(ours)).toEqual(await json(theirs));
    ours.resetMetrics();
    theirs.resetMetrics();
    expect(await ours.metrics()).toBe(await theirs.metrics());
    expect(await ours.metrics()).not.toContain('_bucket');
  });

  it('refuses a second metric of the same name on a registry, as prom-client does', () => {
    const { ours } = both();
    expect(() => new RequestHistogram({ name: 'vi_test_duration_seconds', help: 'again', labelNames: [], buckets: BUCKETS, registers: [ours] })).toThrow(
      /already been registered/,
    );
  });
});
