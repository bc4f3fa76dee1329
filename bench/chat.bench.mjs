// Time to first token through gateway -> NATS -> chat (and the sessions service it asks), with
// the model replaced by a local server speaking the OpenAI streaming protocol. The figure is the
// time from sending `POST /api/v1/chat/messages` to the first `delta` event, minus the fake
// provider's own time to first token for that message (from receiving the request to writing the
// first text: its 25 ms delay plus its own timer and write lateness, measured on its thread). Target: p50 <= 10 ms, p99 <= 30 ms over 500 messages, 20 concurrent.
//   npm run build && node bench/chat.bench.mjs
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { json, startBenchStack } from './lib.mjs';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 500);
const CONCURRENT = Number(process.env.BENCH_CONCURRENT ?? 20);
const PROVIDER_FIRST_TOKEN_MS = 25;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

const worker = new Worker(new URL('./fake-openai-worker.mjs', import.meta.url), {
  workerData: {
    firstTokenDelayMs: PROVIDER_FIRST_TOKEN_MS,
    reply: 'Thank you for telling me. That sounds heavy. What would feel like a small step right now?',
  },
});
const [fake] = await once(worker, 'message');
const stack = await startBenchStack(['identity', 'sessions-and-limits', 'chat', 'gateway'], {
  RATE_LIMIT_SIGNUP_PER_IP: '100000',
  CHAT_MESSAGES_PER_MINUTE: '100000',
  OPENAI_API_KEY: fake.apiKey,
  OPENAI_BASE_URL: fake.baseUrl,
  OPENAI_MODEL: 'bench-model',
  OPENAI_MODERATION: process.env.BENCH_MODERATION ?? 'auto',
  ...(process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {}),
});

/** Sends one message and resolves with the time to the first delta and the session id. */
async function send(token, content, sessionId) {
  const started = performance.now();
  const response = await fetch(`${stack.baseUrl}/api/v1/chat/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ content, sessionId }),
  });
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) throw new Error(`no stream: ${response.status} ${await response.text()}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let firstToken;
  let session;
  let done = false;
  while (!done) {
    const { value, done: finished } = await reader.read();
    if (finished) break;
    buffer += decoder.decode(value, { stream: true });
    let index;
    while ((index = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, index);
      buffer = buffer.slice(index + 2);
      const data = JSON.parse(
        block
          .split('\n')
          .find((l) => l.startsWith('data: '))
          .slice(6),
      );
      if (data.type === 'session') session = data.session?.id;
      if (data.type === 'delta' && firstToken === undefined) firstToken = performance.now() - started;
      if (data.type === 'error') throw new Error(`stream error: ${JSON.stringify(data.error)}`);
      if (data.type === 'done') done = true;
    }
  }
  return { firstToken, session };
}

try {
  const members = [];
  for (let i = 0; i < CONCURRENT; i++) {
    const r = await json(`${stack.baseUrl}/api/v1/auth/sign-up`, 'POST', {
      email: `chat.bench.${Date.now()}.${i}@example.com`,
      password: 'bench-password',
      ageConfirmed: true,
    });
    members.push({ token: r.body.accessToken, session: undefined });
  }
  // Each of the 20 conversations sends its next message a moment after the reply ended
  // (`thinkMs`: quicker than anyone reads a reply and types); `null` sends back to back (a stress run).
  let runs = 0;
  const run = async (count, thinkMs) => {
    const runId = ++runs;
    const measured = [];
    let next = 0;
    const t0 = performance.now();
    await Promise.all(
      members.map(async (member) => {
        if (thinkMs) await new Promise((r) => setTimeout(r, Math.random() * thinkMs[1]));
        while (next < count) {
          next++;
          const content = `Message ${next} (${runId}): I feel a bit anxious about tomorrow.`;
          const { firstToken, session } = await send(member.token, content, member.session);
          member.session = session ?? member.session;
          measured.push([content, firstToken]);
          if (thinkMs) await new Promise((r) => setTimeout(r, thinkMs[0] + Math.random() * (thinkMs[1] - thinkMs[0])));
        }
      }),
    );
    const perSecond = Math.round(measured.length / ((performance.now() - t0) / 1000));
    worker.postMessage('delays');
    const [{ delays }] = await once(worker, 'message');
    const providerDelay = new Map(delays);
    const times = measured.map(([content, firstToken]) => firstToken - (providerDelay.get(content) ?? PROVIDER_FIRST_TOKEN_MS)).sort((a, b) => a - b);
    return {
      messages: times.length,
      concurrent: CONCURRENT,
      perSecond,
      p50ms: +percentile(times, 0.5).toFixed(1),
      p99ms: +percentile(times, 0.99).toFixed(1),
      maxms: +times.at(-1).toFixed(1),
    };
  };
  const show = (label, r) => console.log(`${label}\n  ${r.messages} messages, ${r.perSecond}/s   p50 ${r.p50ms} ms   p99 ${r.p99ms} ms   max ${r.maxms} ms`);
  await run(100, null); // warm-up, not recorded
  const paced = await run(MESSAGES, [1000, 3000]);
  show(
    `\ntime to first token minus the provider's own (its ${PROVIDER_FIRST_TOKEN_MS} ms delay and lateness): ${CONCURRENT} conversations, next message 1-3 s after each reply:`,
    paced,
  );
  const stress = await run(MESSAGES, null);
  show(`\nstress: ${CONCURRENT} conversations sending back to back:`, stress);
  console.log(`\ntarget (p50 <= 10 ms, p99 <= 30 ms): ${paced.p50ms <= 10 && paced.p99ms <= 30 ? 'met' : 'NOT met'}`);
  console.log(JSON.stringify({ ttft: paced, stress }));
} finally {
  await stack.stop();
  worker.postMessage('close');
  await once(worker, 'exit');
}
