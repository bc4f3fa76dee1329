// The gateway's own cost: its routes against a bare Fastify server answering the same JSON on the
// same paths, measured in the same run (the ratio is what counts on a shared 2-core machine).
//   - GET /api/v1/healthz (no sign-in);
//   - GET /api/v1/me and GET /api/v1/usage for a signed-in member, answered from the gateway's
//     cache (the first request fills it), so each one costs only the gateway: security headers,
//     request id, token check, the ended-session check in Redis, the JSON answer.
// Target: gateway ÷ bare >= 0.6 for each. For reference the bare server also answers each path under
// /same-headers with the response headers the gateway sends (security headers, request id, cache
// control): "gateway ÷ same-headers" is what the gateway costs beyond writing those headers.
// It also prints the CPU time each server spent per request (from /proc): the same comparison
// without the load generator beside them, which shares the machine's two cores.
// BENCH_CPU_PROF=<dir>: a CPU profile of the gateway over the measured turns (warm-up left out).
//   npm run build && node bench/gateway.bench.mjs        (BENCH_SECONDS=10 by default)
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { serviceNodeFlags } from '../libs/processes/src/services.mjs';
import { cpuMs, json, run, startBenchStack } from './lib.mjs';

const TARGET = 0.6;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = 5;
const SAME_HEADERS = '/same-headers';
/** Headers Fastify writes itself on every answer: not copied onto the bare server's. */
const OWN_HEADERS = new Set(['date', 'content-length', 'content-type', 'connection', 'keep-alive', 'transfer-encoding']);

/** One turn of autocannon, with the CPU time the serving process used in it. */
async function turn(name, pid, options) {
  const before = cpuMs(pid);
  const result = await run(name, options);
  const after = cpuMs(pid);
  return { ...result, cpuMs: before === undefined || after === undefined ? undefined : after - before };
}

// Turns of one side put together: mean req/s, the worst turn's percentiles, all refusals, CPU per request.
function combine(turns) {
  const sum = (key) => turns.reduce((total, t) => total + t[key], 0);
  const cpu = turns.some((t) => t.cpuMs === undefined) ? undefined : sum('cpuMs');
  return {
    requestsPerSecond: Math.round(sum('requestsPerSecond') / turns.length),
    cpuMicrosPerRequest: cpu === undefined ? undefined : +((cpu / sum('requests')) * 1e3).toFixed(1),
    p50ms: Math.max(...turns.map((t) => t.p50ms)),
    p99ms: Math.max(...turns.map((t) => t.p99ms)),
    non2xx: sum('non2xx'),
    errors: sum('errors'),
    timeouts: sum('timeouts'),
  };
}

// The bare server: Fastify alone, one process, routes returning the bodies it is given.
if (process.argv[2] === 'bare') {
  const { default: Fastify } = await import('fastify');
  const bodies = JSON.parse(process.argv[3]);
  const headersOf = JSON.parse(process.argv[4]);
  const app = Fastify({ logger: false });
  for (const [path, body] of Object.entries(bodies)) {
    app.get(path, async () => body);
    app.get(`${SAME_HEADERS}${path}`, async (_request, reply) => reply.headers(headersOf[path]).send(body));
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send({ port: app.server.address().port });
  process.on('disconnect', () => process.exit(0));
} else {
  await main();
}

async function startBare(bodies, headersOf) {
  // With the Node flags the services get (libs/processes), so the two differ only by their code.
  const child = fork(fileURLToPath(import.meta.url), ['bare', JSON.stringify(bodies), JSON.stringify(headersOf)], {
    stdio: 'inherit',
    execArgv: serviceNodeFlags(),
  });
  const [message] = await once(child, 'message');
  return { baseUrl: `http://127.0.0.1:${message.port}`, pid: child.pid, stop: () => child.kill('SIGTERM') };
}

async function main() {
  const stack = await startBenchStack(['identity', 'sessions-and-limits', 'gateway'], {
    RATE_LIMIT_SIGNUP_PER_IP: '100000',
    // BENCH_CPU_PROF=<dir>: the gateway writes a V8 CPU profile there when it stops (bench/cpu-profile.mjs).
    ...(process.env.BENCH_CPU_PROF
      ? {
          NODE_OPTIONS: `--import=${new URL('./cpu-profile.mjs', import.meta.url).href}`,
          BENCH_CPU_PROF: process.env.BENCH_CPU_PROF,
          BENCH_HEAP_PROF: process.env.BENCH_HEAP_PROF ?? '',
          // The CPU profile covers the measured turns only: started by a signal after the warm-up.
          BENCH_CPU_PROF_ON_SIGNAL: '1',
        }
      : {}),
  });
  let bare;
  try {
    const signUp = await json(`${stack.baseUrl}/api/v1/auth/sign-up`, 'POST', {
      name: 'Bench',
      email: `bench.gateway.${Date.now()}@example.com`,
      password: 'bench-password',
      ageConfirmed: true,
    });
    if (signUp.status !== 201) throw new Error(`sign-up failed: ${signUp.status} ${JSON.stringify(signUp.body)}`);
    const headers = { authorization: `Bearer ${signUp.body.accessToken}` };

    // What the gateway answers (and, from then on, keeps in its cache): the bare server answers the same.
    const bodies = {};
    const headersOf = {};
    for (const path of ['/api/v1/healthz', '/api/v1/me', '/api/v1/usage']) {
      const answer = await fetch(`${stack.baseUrl}${path}`, { headers: path === '/api/v1/healthz' ? {} : headers });
      if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
      bodies[path] = await answer.json();
      headersOf[path] = Object.fromEntries([...answer.headers].filter(([name]) => !OWN_HEADERS.has(name)));
    }
    bare = await startBare(bodies, headersOf);

    // BENCH_ONLY=me (or healthz, usage): one route only (to profile it).
    const cases = [
      { label: 'healthz', path: '/api/v1/healthz', headers: {} },
      { label: 'me (cached)', path: '/api/v1/me', headers },
      { label: 'usage (cached)', path: '/api/v1/usage', headers },
    ].filter((c) => !process.env.BENCH_ONLY || c.path.endsWith(process.env.BENCH_ONLY));
    // Warm-up of both (JIT, connections, the gateway's caches).
    for (const c of cases) {
      await run(`warm-up gateway ${c.label}`, { url: `${stack.baseUrl}${c.path}`, headers: c.headers, duration: 2 });
      await run(`warm-up bare ${c.label}`, { url: `${bare.baseUrl}${c.path}`, duration: 2 });
      await run(`warm-up same-headers ${c.label}`, { url: `${bare.baseUrl}${SAME_HEADERS}${c.path}`, duration: 2 });
    }
    const gatewayPid = stack.pid('gateway');
    if (process.env.BENCH_CPU_PROF && !process.env.BENCH_HEAP_PROF) process.kill(gatewayPid, 'SIGUSR2');

    // Both sides run with the same Node flags: V8's memory reducer, for one, changes a process's speed (libs/processes).
    console.log(`\nnode flags of the gateway and the bare server: ${serviceNodeFlags().join(' ') || '(V8 defaults)'}`);
    console.log(`\n${'benchmark'.padEnd(28)} throughput and latency (autocannon, 50 connections, ${SECONDS} s each side in ${ROUNDS} alternating turns)`);
    const results = [];
    for (const c of cases) {
      // Short turns, bare then gateway, ROUNDS times: a burst of the machine's other load falls on both.
      const bareRuns = [];
      const sameHeadersRuns = [];
      const gatewayRuns = [];
      for (let round = 0; round < ROUNDS; round++) {
        bareRuns.push(await turn(`bare Fastify ${c.label}`, bare.pid, { url: `${bare.baseUrl}${c.path}`, duration: SECONDS / ROUNDS }));
        sameHeadersRuns.push(await turn(`same-headers ${c.label}`, bare.pid, { url: `${bare.baseUrl}${SAME_HEADERS}${c.path}`, duration: SECONDS / ROUNDS }));
        gatewayRuns.push(await turn(`gateway ${c.label}`, gatewayPid, { url: `${stack.baseUrl}${c.path}`, headers: c.headers, duration: SECONDS / ROUNDS }));
      }
      const bareRun = combine(bareRuns);
      const sameHeadersRun = combine(sameHeadersRuns);
      const gatewayRun = combine(gatewayRuns);
      results.push({
        ...c,
        bare: bareRun,
        sameHeaders: sameHeadersRun,
        gateway: gatewayRun,
        ratio: gatewayRun.requestsPerSecond / bareRun.requestsPerSecond,
        ratioSameHeaders: gatewayRun.requestsPerSecond / sameHeadersRun.requestsPerSecond,
      });
    }

    console.log(
      `\n${'route'.padEnd(18)} ${'gateway req/s'.padStart(13)} ${'p50/p99 ms'.padStart(11)} ${'bare req/s'.padStart(11)} ${'p50/p99 ms'.padStart(11)}  gateway ÷ bare (target >= ${TARGET})  ${'same-headers req/s'.padStart(18)}  gateway ÷ same-headers`,
    );
    for (const r of results) {
      console.log(
        `${r.label.padEnd(18)} ${String(r.gateway.requestsPerSecond).padStart(13)} ${`${r.gateway.p50ms}/${r.gateway.p99ms}`.padStart(11)} ${String(r.bare.requestsPerSecond).padStart(11)} ${`${r.bare.p50ms}/${r.bare.p99ms}`.padStart(11)}  ${`${r.ratio.toFixed(2)}× ${r.ratio >= TARGET ? 'met' : 'NOT met'}`.padEnd(31)}  ${String(r.sameHeaders.requestsPerSecond).padStart(18)}  ${r.ratioSameHeaders.toFixed(2)}×${r.gateway.non2xx || r.gateway.errors ? `  (gateway non-2xx ${r.gateway.non2xx}, errors ${r.gateway.errors}: not a valid run)` : ''}`,
      );
    }
    // The same comparison by the CPU each server spent per request (the load generator's limits left out).
    if (results.every((r) => r.gateway.cpuMicrosPerRequest !== undefined)) {
      console.log(`\n${'route'.padEnd(18)} CPU µs per request: ${'gateway'.padStart(8)} ${'bare'.padStart(8)} ${'same-headers'.padStart(13)}  bare ÷ gateway`);
      for (const r of results) {
        const { gateway: g, bare: b, sameHeaders: h } = r;
        console.log(
          `${r.label.padEnd(18)} ${''.padStart(19)} ${g.cpuMicrosPerRequest.toFixed(1).padStart(8)} ${b.cpuMicrosPerRequest.toFixed(1).padStart(8)} ${h.cpuMicrosPerRequest.toFixed(1).padStart(13)}  ${(b.cpuMicrosPerRequest / g.cpuMicrosPerRequest).toFixed(2)}×`,
        );
      }
    }
    console.log(
      JSON.stringify(
        results.map(({ label, gateway, bare, sameHeaders, ratio, ratioSameHeaders }) => ({
          label,
          gateway,
          bare,
          sameHeaders,
          ratio: +ratio.toFixed(3),
          ratioSameHeaders: +ratioSameHeaders.toFixed(3),
        })),
      ),
    );
  } finally {
    bare?.stop();
    await stack.stop();
  }
}
