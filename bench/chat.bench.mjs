// Time to first token through gateway -> NATS -> chat (and the sessions service it asks), with
// the model replaced by a local server speaking the OpenAI streaming protocol. The figure is the
// time from sending `POST /api/v1/chat/messages` to the first `delta` event, minus the fake
// provider's own first-token delay. Target: p50 <= 10 ms, p99 <= 30 ms over 500 messages, 20 concurrent.
//   npm run build && node bench/chat.bench.mjs
import { startFakeOpenAi } from '../libs/testing/dist/index.js';
import { json, startBenchStack } from './lib.mjs';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 500);
const CONCURRENT = Number(process.env.BENCH_CONCURRENT ?? 20);
const PROVIDER_FIRST_TOKEN_MS = 25;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

const fake = await startFakeOpenAi({ firstTokenDelayMs: PROVIDER_FIRST_TOKEN_MS });
fake.setReply(() => 'Thank you for telling me. That sounds heavy. What would feel like a small step right now?');
const stack = await startBenchStack(['identity', 'sessions-and-limits', 'chat', 'gateway'], {
  RATE_LIMIT_SIGNUP_PER_IP: '100000',
  CHAT_MESSAGES_PER_MINUTE: '100000',
  OPENAI_API_KEY: fake.apiKey,
  OPENAI_BASE_URL: fake.baseUrl,
  OPENAI_MODEL: 'bench-model',
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
      const data = JSON.parse(block.split('\n').find((l) => l.startsWith('data: ')).slice(6));
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
    const r = await json(`${stack.baseUrl}/api/v1/auth/sign-up`, 'POST', { email: `chat.bench.${Date.now()}.${i}@example.com`, password: 'bench-password', ageConfirmed: true });
    members.push({ token: r.body.accessToken, session: undefined });
  }
  const run = async (count) => {
    const times = [];
    let next = 0;
    await Promise.all(
      members.map(async (member) => {
        while (next < count) {
          next++;
          const { firstToken, session } = await send(member.token, `Message ${next}: I feel a bit anxious about tomorrow.`, member.session);
          member.session = session ?? member.session;
          times.push(firstToken - PROVIDER_FIRST_TOKEN_MS);
        }
      }),
    );
    return times.sort((a, b) => a - b);
  };
  await run(100); // warm-up, not recorded
  const times = await run(MESSAGES);
  const p50 = percentile(times, 0.5);
  const p99 = percentile(times, 0.99);
  console.log(`\ntime to first token, ${MESSAGES} messages, ${CONCURRENT} concurrent, minus the provider's own ${PROVIDER_FIRST_TOKEN_MS} ms:`);
  console.log(`  p50 ${p50.toFixed(1)} ms   p99 ${p99.toFixed(1)} ms   max ${times.at(-1).toFixed(1)} ms`);
  console.log(`target (p50 <= 10 ms, p99 <= 30 ms): ${p50 <= 10 && p99 <= 30 ? 'met' : 'NOT met'}`);
  console.log(JSON.stringify({ ttft: { messages: times.length, concurrent: CONCURRENT, p50ms: +p50.toFixed(1), p99ms: +p99.toFixed(1) } }));
} finally {
  await stack.stop();
  await fake.close();
}
