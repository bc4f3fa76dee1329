// Throughput of writes (issue 15): 50 members at once, each looping for a fixed time
//   start a chat session -> send a message in it (the streamed reply read to the end) -> end it
// through the real stack (gateway, identity, sessions-and-limits, chat as separate processes; the
// model replaced by a local OpenAI-compatible server on its own thread, first token after 25 ms).
// Members are premium (billing's own event, handled by sessions-and-limits' consumer), so the
// free allowance never refuses a start. Prints, per step, operations/s and p50/p99, and errors, next
// to the latency limits the paced benches hold, so that a regression shows.
//   npm run build && node bench/writes.bench.mjs
// Also printed: the CPU time each service spent per round, which other load on the machine moves far
// less than the rates (compare node flags with VI_SERVICE_NODE_FLAGS, e.g. empty for V8's defaults).
//   BENCH_MEMBERS=50 BENCH_SECONDS=30 VI_SERVICE_NODE_FLAGS= node bench/writes.bench.mjs
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { serviceNodeFlags } from '../libs/processes/src/services.mjs';
import { cpuMs, json, memoryProbe, signUpPremiumMembers, startBenchStack, stepRecorder } from './lib.mjs';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 5);
const PROVIDER_FIRST_TOKEN_MS = 25;
const STEPS = ['start session', 'chat message', 'first token', 'end session'];
// The limits the paced benches hold (bench/sessions.bench.mjs, bench/chat.bench.mjs): printed beside
// these back-to-back figures for reference, not as this bench's pass mark.
const LIMITS = {
  'start session': 'paced p99 <= 30 ms (sessions.bench)',
  'first token': 'paced p99 <= 30 ms over the provider (chat.bench)',
};

const SERVICES = ['identity', 'sessions-and-limits', 'chat', 'gateway'];
const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : NaN);

const worker = new Worker(new URL('./fake-openai-worker.mjs', import.meta.url), {
  workerData: { firstTokenDelayMs: PROVIDER_FIRST_TOKEN_MS, reply: 'Thank you for sharing that. Let us take one slow breath together, and then tell me more.' },
});
const [fake] = await once(worker, 'message');
const probe = memoryProbe(); // for the time each service spends in garbage collection
const stack = await startBenchStack(SERVICES, {
  ...probe.env,
  RATE_LIMIT_SIGNUP_PER_IP: '100000',
  CHAT_MESSAGES_PER_MINUTE: '100000',
  OPENAI_API_KEY: fake.apiKey,
  OPENAI_BASE_URL: fake.baseUrl,
  OPENAI_MODEL: 'bench-model',
});

/** One message in `sessionId`, its streamed reply read to the end. */
async function chatMessage(auth, sessionId, content) {
  const started = performance.now();
  const response = await fetch(`${stack.baseUrl}/api/v1/chat/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth },
    body: JSON.stringify({ content, sessionId }),
  });
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) {
    await response.body?.cancel();
    return { ok: false, status: response.status };
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let firstToken;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (firstToken === undefined && text.includes('"type":"delta"')) firstToken = performance.now() - started;
  }
  const done = text.includes('"type":"done"');
  return { ok: done, status: done ? response.status : `${response.status} stream without done`, firstToken };
}

try {
  // Members, made premium by the event billing publishes (the real consumer path).
  const members = (await signUpPremiumMembers(stack, MEMBERS, 'writes')).map((member) => ({
    authorization: `Bearer ${member.token}`,
    'x-time-zone': 'UTC',
  }));

  const loop = async (seconds) => {
    const { times, failures, statuses, timed, ok } = stepRecorder(STEPS);
    const began = performance.now();
    const until = began + seconds * 1000;
    await Promise.all(
      members.map(async (auth, index) => {
        for (let round = 1; performance.now() < until; round++) {
          const start = await timed('start session', async () => ok(await json(`${stack.baseUrl}/api/v1/chat-sessions`, 'POST', {}, auth)));
          if (!start.ok) continue;
          const sessionId = start.body.id;
          const message = await timed('chat message', () => chatMessage(auth, sessionId, `Member ${index}, round ${round}: work keeps me awake.`));
          if (message.firstToken !== undefined) times['first token'].push(message.firstToken);
          await timed('end session', async () => ok(await json(`${stack.baseUrl}/api/v1/chat-sessions/${sessionId}/end`, 'POST', {}, auth)));
        }
      }),
    );
    return { elapsed: (performance.now() - began) / 1000, times, failures, statuses };
  };

  await loop(WARM_SECONDS); // JIT, pools and caches warm; not recorded
  const gcMs = async (name) => (await probe.read(stack.pid(name)))?.gc.ms ?? NaN;
  const gcBefore = Object.fromEntries(await Promise.all(SERVICES.map(async (name) => [name, await gcMs(name)])));
  const cpuBefore = Object.fromEntries(SERVICES.map((name) => [name, cpuMs(stack.pid(name))]));
  const { elapsed, times, failures, statuses } = await loop(SECONDS);
  const rounds = times['end session'].length;
  const cpuPerRound = Object.fromEntries(SERVICES.map((name) => [name, +((cpuMs(stack.pid(name)) - cpuBefore[name]) / Math.max(1, rounds)).toFixed(2)]));
  const gcPerRound = Object.fromEntries(
    await Promise.all(SERVICES.map(async (name) => [name, +(((await gcMs(name)) - gcBefore[name]) / Math.max(1, rounds)).toFixed(3)])),
  );

  const errors = STEPS.reduce((sum, step) => sum + failures[step], 0);
  console.log(
    `\nwrites: ${MEMBERS} members at once for ${elapsed.toFixed(1)} s, each: start chat session -> message (streamed reply to the end; provider's first token after ${PROVIDER_FIRST_TOKEN_MS} ms) -> end`,
  );
  const summary = {};
  for (const step of STEPS) {
    const sorted = times[step].sort((a, b) => a - b);
    summary[step] = {
      count: sorted.length,
      perSecond: +(sorted.length / elapsed).toFixed(1),
      p50ms: +percentile(sorted, 0.5).toFixed(1),
      p99ms: +percentile(sorted, 0.99).toFixed(1),
      errors: failures[step],
    };
    const s = summary[step];
    const rate = step === 'first token' ? '' : `${String(s.perSecond).padStart(7)}/s`;
    console.log(
      `  ${step.padEnd(14)} ${String(s.count).padStart(6)} ${rate.padStart(9)}   p50 ${s.p50ms.toFixed(1).padStart(6)} ms   p99 ${s.p99ms.toFixed(1).padStart(6)} ms   errors ${s.errors}${LIMITS[step] ? `   (${LIMITS[step]})` : ''}`,
    );
  }
  console.log(`  errors ${errors}${errors ? `: ${JSON.stringify(statuses)}` : ''}`);
  const cpuTotal = +Object.values(cpuPerRound)
    .reduce((sum, ms) => sum + ms, 0)
    .toFixed(2);
  console.log(
    `  CPU per round (start + message + end), ms: ${Object.entries(cpuPerRound)
      .map(([name, ms]) => `${name} ${ms}`)
      .join(', ')}; services together ${cpuTotal}`,
  );
  const gcTotal = +Object.values(gcPerRound)
    .reduce((sum, ms) => sum + ms, 0)
    .toFixed(3);
  console.log(
    `  of which garbage collection (pauses on the main thread), ms: ${Object.entries(gcPerRound)
      .map(([name, ms]) => `${name} ${ms}`)
      .join(', ')}; services together ${gcTotal}`,
  );
  console.log(
    JSON.stringify({
      members: MEMBERS,
      seconds: +elapsed.toFixed(1),
      nodeFlags: serviceNodeFlags(),
      nodeOptions: process.env.BENCH_NODE_OPTIONS ?? null,
      steps: summary,
      errors,
      cpuPerRound,
      cpuTotal,
      gcPerRound,
      gcTotal,
    }),
  );
} finally {
  await stack.stop();
  probe.cleanup();
  worker.postMessage('close');
  await once(worker, 'exit');
}
