// Sessions and limits through gateway -> NATS -> sessions-and-limits -> Postgres.
//  1. GET /api/v1/usage throughput (target >= 1,500 req/s, p99 <= 50 ms on 2 cores).
//  2. Starting sessions with 50 concurrent users (target: p99 of a start <= 30 ms), and the
//     allowance holding under that load (each free member gets exactly 5); also a stress run
//     with no pause between starts, reported as is.
//   npm run build && node bench/sessions.bench.mjs
import { json, run, startBenchStack } from './lib.mjs';

const MEMBERS = 50;
const stack = await startBenchStack(['identity', 'sessions-and-limits', 'gateway'], { RATE_LIMIT_SIGNUP_PER_IP: '100000' });

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

try {
  const signUpMembers = async (label) => {
    const tokens = [];
    for (let i = 0; i < MEMBERS; i++) {
      const r = await json(`${stack.baseUrl}/api/v1/auth/sign-up`, 'POST', {
        email: `bench.${label}.${Date.now()}.${i}@example.com`,
        password: 'bench-password',
        ageConfirmed: true,
      });
      if (r.status !== 201) throw new Error(`sign-up failed: ${r.status}`);
      tokens.push(r.body.accessToken);
    }
    return tokens;
  };
  const warmUpMembers = await signUpMembers('warm');
  const paced = await signUpMembers('paced');
  const members = await signUpMembers('stress');

  const burst = async (tokens, thinkMs) => {
    const latencies = [];
    const outcomes = { created: 0, refused: 0, other: 0 };
    const t0 = performance.now();
    await Promise.all(
      tokens.map(async (token, i) => {
        // Users do not arrive in lock-step: each begins at a random moment of the first think time.
        if (thinkMs) await new Promise((r) => setTimeout(r, Math.random() * thinkMs[1]));
        for (let n = 0; n < 6; n++) {
          const s0 = performance.now();
          const r = await json(`${stack.baseUrl}/api/v1/chat-sessions`, 'POST', {}, { authorization: `Bearer ${token}` });
          latencies.push(performance.now() - s0);
          if (r.status === 201) outcomes.created++;
          else if (r.status === 402) outcomes.refused++;
          else outcomes.other++;
          if (thinkMs) await new Promise((r) => setTimeout(r, thinkMs[0] + Math.random() * (thinkMs[1] - thinkMs[0])));
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      count: latencies.length,
      perSecond: Math.round(latencies.length / seconds),
      p50ms: +percentile(latencies, 0.5).toFixed(1),
      p99ms: +percentile(latencies, 0.99).toFixed(1),
      ...outcomes,
    };
  };
  const show = (label, r) => {
    console.log(label);
    console.log(`  ${r.count} starts, ${r.perSecond}/s   p50 ${r.p50ms} ms   p99 ${r.p99ms} ms`);
    console.log(`  created ${r.created} (expected ${MEMBERS * 5}), refused ${r.refused} (expected ${MEMBERS}), other ${r.other}`);
  };
  // A first round by other members warms the processes (JIT, pools, token checks); not recorded.
  await burst(warmUpMembers);
  const pacedResult = await burst(paced, [500, 1500]);
  show(`\nsession starts: ${MEMBERS} concurrent users, each starting 6 chat sessions 0.5-1.5 s apart (the 6th is refused):`, pacedResult);
  const stressResult = await burst(members);
  show(`\nstress: ${MEMBERS} users starting back to back, 50 requests always in flight:`, stressResult);
  const exact = (r) => r.created === MEMBERS * 5 && r.refused === MEMBERS && r.other === 0;
  const startOk = pacedResult.p99ms <= 30 && exact(pacedResult) && exact(stressResult);

  // Usage: 50 connections, each request as one of the 50 members.
  let next = 0;
  await run('warm-up (not recorded)', {
    url: `${stack.baseUrl}/api/v1/usage`,
    duration: 3,
    requests: [{ setupRequest: (req) => ({ ...req, headers: { authorization: `Bearer ${members[next++ % MEMBERS]}` } }) }],
  });
  console.log(`\n${'benchmark'.padEnd(28)} throughput and latency (autocannon, 50 connections, 10 s)`);
  const usage = await run('GET /api/v1/usage', {
    url: `${stack.baseUrl}/api/v1/usage`,
    requests: [{ setupRequest: (req) => ({ ...req, headers: { authorization: `Bearer ${members[next++ % MEMBERS]}` } }) }],
  });
  const usageOk = usage.requestsPerSecond >= 1500 && usage.p99ms <= 50 && usage.non2xx === 0;
  console.log(`\nusage target (>= 1500 req/s, p99 <= 50 ms): ${usageOk ? 'met' : 'NOT met'}`);
  console.log(`start target (p99 <= 30 ms, allowance exact): ${startOk ? 'met' : 'NOT met'}`);
  console.log(JSON.stringify({ usage, starts: pacedResult, stress: stressResult }));
} finally {
  await stack.stop();
}
