// Shared by the benchmarks: a real stack (compiled services as separate processes) under a
// throw-away namespace, and autocannon runs that print req/s and latency percentiles.
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { jetstream } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import autocannon from 'autocannon';
import { EVENTS } from '../libs/contracts/dist/index.js';
import { Namespace } from '../libs/service-kit/dist/index.js';
import { dropNamespace } from '../libs/testing/dist/index.js';
import { ensureInfrastructure, infraEnv } from '../scripts/lib/infra.mjs';
import { freePorts, startServices } from '../libs/processes/src/services.mjs';
import { startOtlpSink } from './otlp-sink.mjs';

/**
 * BENCH_TRACING=1: the stack runs with OpenTelemetry tracing on, exporting every trace to a local
 * stand-in collector in its own process (bench/otlp-sink.mjs); what it received is printed at stop.
 */
export async function startBenchStack(only, env = {}) {
  const infra = await ensureInfrastructure({ log: () => {} });
  const sink = process.env.BENCH_TRACING === '1' ? await startOtlpSink() : undefined;
  if (sink) console.log(`tracing on: every trace exported to a local OTLP sink (${sink.endpoint})`);
  const namespace = `bench_${randomBytes(4).toString('hex')}`;
  const ports = await freePorts(only);
  const running = await startServices({
    env: {
      ...infraEnv(infra),
      NODE_ENV: 'production',
      // Production requires them: fresh keys for this throw-away stack, and an SMTP address (no
      // benchmark sends mail; nothing listens there).
      SIGNING_KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      DATA_KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      SMTP_URL: 'smtp://127.0.0.1:9',
      LOG_LEVEL: 'warn',
      ...(sink ? { OTEL_EXPORTER_OTLP_ENDPOINT: sink.endpoint } : {}),
      ...env,
    },
    namespace,
    ports,
    quiet: !process.env.BENCH_VERBOSE,
    only,
  });
  return {
    baseUrl: running.urls.gateway,
    namespace,
    natsUrl: infra.natsUrl,
    /** The process id of a started service (bench/memory.bench.mjs reads its memory). */
    pid: (name) => running.pid(name),
    async stop() {
      await running.stop();
      if (sink) {
        const { exports, bytes, spans } = await sink.totals();
        console.log(`tracing on: the OTLP sink received ${exports} exports, ${(bytes / 1e6).toFixed(1)} MB${spans ? `, ${spans} spans` : ''}`);
        sink.stop();
      }
      // Schemas, Redis keys and the event stream of this run go; dropNamespace reads the URLs from env.
      Object.assign(process.env, infraEnv(infra));
      await dropNamespace(namespace);
      await infra.stop();
    },
  };
}

export function run(name, options) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: 10, connections: 50, pipelining: 1, ...options }, (error, result) => {
      if (error) return reject(error);
      const line = {
        benchmark: name,
        requestsPerSecond: Math.round(result.requests.average),
        requests: result.requests.total,
        p50ms: result.latency.p50,
        p99ms: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
      };
      console.log(
        `${name.padEnd(28)} ${String(line.requestsPerSecond).padStart(7)} req/s   p50 ${String(line.p50ms).padStart(4)} ms   p99 ${String(line.p99ms).padStart(4)} ms   non-2xx ${line.non2xx}   errors ${line.errors}`,
      );
      resolve(line);
    });
  });
}

export async function json(url, method, body, headers = {}) {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => undefined) };
}

/**
 * bench/memory-probe.mjs in every service of a bench stack: `env` goes to startBenchStack, and
 * read(pid) resolves with what that process reports (memory, heap spaces, GC time) on SIGUSR2.
 */
export function memoryProbe() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vi-probe-'));
  const probe = fileURLToPath(new URL('./memory-probe.mjs', import.meta.url));
  return {
    env: {
      VI_MEMORY_PROBE_DIR: dir,
      NODE_OPTIONS: [process.env.NODE_OPTIONS, process.env.BENCH_NODE_OPTIONS, `--import=${probe}`].filter(Boolean).join(' '),
    },
    async read(pid) {
      const file = path.join(dir, `${pid}.json`);
      fs.rmSync(file, { force: true });
      process.kill(pid, 'SIGUSR2');
      for (let i = 0; i < 50 && !fs.existsSync(file); i++) await new Promise((resolve) => setTimeout(resolve, 100));
      return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
    },
    cleanup: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * Per-step timings for the looping benches: `timed(step, action)` runs `action` (resolving to
 * `{ ok, status }`, e.g. through `ok(response)`), records its duration under `step`, and counts a
 * refusal or a network failure (by status) against it.
 */
export function stepRecorder(steps) {
  const times = Object.fromEntries(steps.map((step) => [step, []]));
  const failures = Object.fromEntries(steps.map((step) => [step, 0]));
  const statuses = {};
  const timed = async (step, action) => {
    const started = performance.now();
    let result;
    try {
      result = await action();
    } catch (error) {
      result = { ok: false, status: error.cause?.code ?? error.code ?? 'network' };
    }
    times[step].push(performance.now() - started);
    if (!result.ok) {
      failures[step]++;
      statuses[`${step} ${result.status}`] = (statuses[`${step} ${result.status}`] ?? 0) + 1;
    }
    return result;
  };
  const ok = (response) => ({ ok: response.status >= 200 && response.status < 300, status: response.status, body: response.body });
  return { times, failures, statuses, timed, ok };
}

/**
 * Signs up `count` members and makes each premium the way billing does (its subscription event on
 * JetStream, handled by sessions-and-limits' consumer), then waits until every one's usage says so.
 * Each comes back as `{ email, password, token }`.
 */
export async function signUpPremiumMembers(stack, count, label) {
  const password = `${label}-bench-password`;
  const nc = await connect({ servers: stack.natsUrl });
  const members = [];
  try {
    const subject = new Namespace(stack.namespace).subject(EVENTS.billing.subscriptionChanged);
    for (let i = 0; i < count; i++) {
      const email = `${label}.${randomUUID()}@example.com`;
      const signUp = await json(`${stack.baseUrl}/api/v1/auth/sign-up`, 'POST', { email, password, ageConfirmed: true });
      if (signUp.status !== 201) throw new Error(`sign-up answered ${signUp.status}`);
      const token = signUp.body.accessToken;
      const now = new Date().toISOString();
      const event = {
        id: randomUUID(),
        subject: EVENTS.billing.subscriptionChanged,
        occurredAt: now,
        data: { userId: signUp.body.user.id, status: 'active', planId: 'vi-monthly', planName: 'Unlimited Access', currentPeriodEnd: null, changedAt: now },
      };
      await jetstream(nc).publish(subject, JSON.stringify(event), { msgID: event.id });
      members.push({ email, password, token });
    }
  } finally {
    await nc.close();
  }
  const deadline = Date.now() + 30_000;
  for (const member of members) {
    while (!(await json(`${stack.baseUrl}/api/v1/usage`, 'GET', undefined, { authorization: `Bearer ${member.token}` })).body?.premium) {
      if (Date.now() > deadline) throw new Error('members did not become premium within 30 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return members;
}

/**
 * CPU time (user + system) a process has used, in ms, from /proc (Linux counts it in 1/100 s), or
 * undefined where there is none. Per request or per round it is a process's own cost: unlike
 * wall-clock rates, hardly moved by the load generator or other work sharing the machine.
 */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}
