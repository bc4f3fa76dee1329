// HTTP benchmark of sign-in and GET /api/v1/me through gateway -> NATS -> identity -> Postgres.
// Target on a 2-core machine: /me >= 2,000 req/s with p99 <= 50 ms.
//   npm run build && node bench/auth.bench.mjs
import { json, run, startBenchStack } from './lib.mjs';

const stack = await startBenchStack(['identity', 'gateway'], {
  // The benchmark signs in from one address far more often than a person would.
  RATE_LIMIT_SIGNIN_PER_IP: '100000000',
  RATE_LIMIT_SIGNIN_FAILURES_PER_EMAIL: '100000000',
});
try {
  const email = `bench.${Date.now()}@example.com`;
  const signUp = await json(`${stack.baseUrl}/api/v1/auth/sign-up`, 'POST', { name: 'Bench', email, password: 'bench-password', ageConfirmed: true });
  if (signUp.status !== 201) throw new Error(`sign-up failed: ${signUp.status} ${JSON.stringify(signUp.body)}`);
  const token = signUp.body.accessToken;

  // Warm-up: JIT, connection pools, the gateway's key cache.
  await run('warm-up (not recorded)', { url: `${stack.baseUrl}/api/v1/me`, headers: { authorization: `Bearer ${token}` }, duration: 3 });

  console.log(`\n${'benchmark'.padEnd(28)} throughput and latency (autocannon, 50 connections, 10 s)`);
  const me = await run('GET /api/v1/me', { url: `${stack.baseUrl}/api/v1/me`, headers: { authorization: `Bearer ${token}` } });
  const signIn = await run('POST /api/v1/auth/sign-in', {
    url: `${stack.baseUrl}/api/v1/auth/sign-in`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-password' }),
    connections: 10,
  });
  const meOk = me.requestsPerSecond >= 2000 && me.p99ms <= 50 && me.non2xx === 0;
  console.log(`\n/me target (>= 2000 req/s, p99 <= 50 ms): ${meOk ? 'met' : 'NOT met'}`);
  console.log(`sign-in is bounded by argon2id hashing on purpose (${signIn.requestsPerSecond} req/s).`);
  console.log(JSON.stringify({ me, signIn }));
} finally {
  await stack.stop();
}
