// Memory at rest: the whole stack (gateway + every service, each its own process as `npm start`
// runs them) is started, warmed up with a little of every kind of traffic, left idle, and then the
// resident set (VmRSS from /proc/<pid>/status) of every process is printed with the total against
// the target (the whole stack <= 1 GB idle). Also printed per process: what the RSS is made of —
// anonymous memory (V8 heap and everything malloc'd) vs file-backed (the node binary's code and
// mapped libraries), PSS (shared pages divided among the processes sharing them), and from inside
// the process the V8 heap in use/reserved and external memory.
//   npm run build && node bench/memory.bench.mjs
//   BENCH_IDLE_SECONDS=20 VI_SERVICE_NODE_FLAGS= node bench/memory.bench.mjs   (V8 defaults, for comparison)
import fs from 'node:fs';
import { once } from 'node:events';
import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { availableServices, serviceNodeFlags } from '../libs/processes/src/services.mjs';
import { json, memoryProbe, startBenchStack } from './lib.mjs';

const TARGET_BYTES = 1024 ** 3; // 1 GB for the whole stack
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 15);
const WARM_MEMBERS = Number(process.env.BENCH_WARM_MEMBERS ?? 10);
const probe = memoryProbe();
const MB = (bytes) => (bytes / 1024 ** 2).toFixed(1);

/** VmRSS, RssAnon, RssFile and VmHWM of a process, in bytes. */
function procStatus(pid) {
  const text = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(text.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1] ?? NaN) * 1024;
  // PSS: shared pages (the node binary's code above all) divided among the processes sharing them.
  const rollup = fs.existsSync(`/proc/${pid}/smaps_rollup`) ? fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8') : '';
  const pss = Number(rollup.match(/^Pss:\s+(\d+) kB/m)?.[1] ?? NaN) * 1024;
  return { rss: field('VmRSS'), anon: field('RssAnon'), file: field('RssFile'), peak: field('VmHWM'), pss };
}

const worker = new Worker(new URL('./fake-openai-worker.mjs', import.meta.url), {
  workerData: { firstTokenDelayMs: 5, reply: 'Thank you for sharing that. Let us take one slow breath together.' },
});
const [fake] = await once(worker, 'message');
const names = availableServices().map((service) => service.name);
const stack = await startBenchStack(names, {
  RATE_LIMIT_SIGNUP_PER_IP: '100000',
  RATE_LIMIT_SIGNIN_PER_IP: '100000',
  CHAT_MESSAGES_PER_MINUTE: '100000',
  OPENAI_API_KEY: fake.apiKey,
  OPENAI_BASE_URL: fake.baseUrl,
  OPENAI_MODEL: 'bench-model',
  // As `npm start` runs them (production would also want Stripe keys; the modules loaded are the same).
  NODE_ENV: 'development',
  ...probe.env,
});

try {
  // Warm-up: every service handles some of its own work (sign-up/in, profile, usage, a chat
  // conversation with a streamed reply, ending it, feedback, the plan, the API docs).
  const base = stack.baseUrl;
  let requests = 0;
  const call = async (...args) => {
    requests++;
    return json(...args);
  };
  await Promise.all(
    Array.from({ length: WARM_MEMBERS }, async (_, i) => {
      const email = `memory.${randomUUID()}@example.com`;
      const signUp = await call(`${base}/api/v1/auth/sign-up`, 'POST', { email, password: 'memory-bench-password', ageConfirmed: true });
      if (signUp.status !== 201) throw new Error(`sign-up answered ${signUp.status}`);
      const signIn = await call(`${base}/api/v1/auth/sign-in`, 'POST', { email, password: 'memory-bench-password' });
      const auth = { authorization: `Bearer ${signIn.body?.accessToken ?? signUp.body.accessToken}` };
      for (let round = 0; round < 5; round++) {
        await call(`${base}/api/v1/me`, 'GET', undefined, auth);
        await call(`${base}/api/v1/usage`, 'GET', undefined, auth);
        await call(`${base}/api/v1/billing/plan`, 'GET', undefined, auth);
        requests++;
        const response = await fetch(`${base}/api/v1/chat/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...auth },
          body: JSON.stringify({ content: `Member ${i}, round ${round}: I could not sleep again.` }),
        });
        const text = await response.text();
        const session = text.match(/"type":"session","session":\{"id":"([^"]+)"/)?.[1] ?? text.match(/"session":\{[^}]*"id":"([0-9a-f-]{36})"/)?.[1];
        if (session) await call(`${base}/api/v1/chat-sessions/${session}/end`, 'POST', {}, auth);
        await call(`${base}/api/v1/feedback`, 'POST', { sessionType: 'chat', rating: 4, category: 'positive', comment: 'Helpful.' }, auth);
      }
    }),
  );
  await fetch(`${base}/api/docs`).catch(() => undefined);
  console.log(`warm-up: ${WARM_MEMBERS} members, ${requests} requests; idle for ${IDLE_SECONDS} s`);
  await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));

  const rows = [];
  for (const name of names) {
    const pid = stack.pid(name);
    const status = procStatus(pid);
    const inside = await probe.read(pid);
    rows.push({ name, pid, ...status, inside });
  }
  const total = rows.reduce((sum, row) => sum + row.rss, 0);
  const totalPss = rows.reduce((sum, row) => sum + row.pss, 0);
  const flags = serviceNodeFlags().join(' ') || '(none: V8 defaults)';
  console.log(`\nidle RSS per process (MB); node flags ${flags}${process.env.BENCH_NODE_OPTIONS ? `, NODE_OPTIONS ${process.env.BENCH_NODE_OPTIONS}` : ''}`);
  console.log(
    `${'process'.padEnd(22)} ${'RSS'.padStart(7)} ${'anon'.padStart(7)} ${'file'.padStart(7)} ${'peak'.padStart(7)} ${'PSS'.padStart(7)}   ${'heap used'.padStart(9)} ${'heap total'.padStart(10)} ${'external'.padStart(8)}`,
  );
  for (const row of rows) {
    const u = row.inside?.usage;
    console.log(
      `${row.name.padEnd(22)} ${MB(row.rss).padStart(7)} ${MB(row.anon).padStart(7)} ${MB(row.file).padStart(7)} ${MB(row.peak).padStart(7)} ${MB(row.pss).padStart(7)}   ${(u ? MB(u.heapUsed) : '?').padStart(9)} ${(u ? MB(u.heapTotal) : '?').padStart(10)} ${(u ? MB(u.external) : '?').padStart(8)}`,
    );
  }
  console.log(`${'total'.padEnd(22)} ${MB(total).padStart(7)} ${''.padStart(23)} ${MB(totalPss).padStart(7)}`);
  if (process.env.BENCH_SPACES) {
    console.log('\nV8 heap spaces (MB reserved)');
    for (const row of rows) {
      if (row.inside)
        console.log(
          `${row.name.padEnd(22)} ${Object.entries(row.inside.spaces)
            .map(([space, size]) => `${space.replace('_space', '')} ${MB(size)}`)
            .join('  ')}`,
        );
    }
  }
  const met = total <= TARGET_BYTES;
  console.log(`\nwhole stack idle: ${MB(total)} MB RSS across ${rows.length} processes (target <= ${MB(TARGET_BYTES)} MB): ${met ? 'met' : 'NOT met'}`);
  console.log(`(RSS counts the pages the processes share, the node binary's code above all, once per process; PSS shares them out: ${MB(totalPss)} MB)`);
  console.log(
    JSON.stringify({
      processes: Object.fromEntries(
        rows.map((row) => [
          row.name,
          { rssMB: +MB(row.rss), anonMB: +MB(row.anon), fileMB: +MB(row.file), heapUsedMB: row.inside ? +MB(row.inside.usage.heapUsed) : null },
        ]),
      ),
      nodeFlags: serviceNodeFlags(),
      totalMB: +MB(total),
      totalPssMB: +MB(totalPss),
      targetMB: 1024,
      met,
    }),
  );
} finally {
  await stack.stop();
  worker.postMessage('close');
  await once(worker, 'exit');
  probe.cleanup();
}
