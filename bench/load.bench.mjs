// Load: N simulated members, each looping sign in -> usage -> one chat message (streamed reply from
// a local OpenAI-compatible server) -> end the conversation, for a fixed time, through the real
// stack (gateway, identity, sessions-and-limits, chat as separate processes). Prints rounds per
// second, the error rate and p50/p99 per step. Members are premium (billing's own event, handled by
// sessions-and-limits' consumer), so the free allowance never cuts a loop short.
//   npm run build && node bench/load.bench.mjs
//   BENCH_MEMBERS=20 BENCH_SECONDS=30 node bench/load.bench.mjs
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { json, signUpPremiumMembers, startBenchStack, stepRecorder } from './lib.mjs';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const STEPS = ['sign-in', 'usage', 'chat message', 'end'];

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : NaN);

const worker = new Worker(new URL('./fake-openai-worker.mjs', import.meta.url), {
  workerData: { firstTokenDelayMs: 25, reply: 'Thank you for sharing that. Let us take one slow breath together.' },
});
const [fake] = await once(worker, 'message');
const stack = await startBenchStack(['identity', 'sessions-and-limits', 'chat', 'gateway'], {
  RATE_LIMIT_SIGNUP_PER_IP: '100000',
  RATE_LIMIT_SIGNIN_PER_IP: '100000',
  CHAT_MESSAGES_PER_MINUTE: '100000',
  OPENAI_API_KEY: fake.apiKey,
  OPENAI_BASE_URL: fake.baseUrl,
  OPENAI_MODEL: 'bench-model',
});

/** One chat message; resolves with the conversation's session id once the reply is complete. */
async function chatMessage(token, content) {
  const response = await fetch(`${stack.baseUrl}/api/v1/chat/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ content }),
  });
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) return { ok: false, status: response.status };
  const text = await response.text();
  const events = text
    .split('\n\n')
    .map((block) => block.split('\n').find((line) => line.startsWith('data: ')))
    .filter(Boolean)
    .map((line) => JSON.parse(line.slice(6)));
  const session = events.find((event) => event.type === 'session')?.session?.id;
  const done = events.some((event) => event.type === 'done');
  return { ok: done && Boolean(session), status: response.status, session };
}

try {
  // Members, made premium by the event billing publishes (the real consumer path).
  const members = await signUpPremiumMembers(stack, MEMBERS, 'load');

  const { times, failures, statuses, timed, ok } = stepRecorder(STEPS);
  let rounds = 0;

  const started = performance.now();
  const until = started + SECONDS * 1000;
  await Promise.all(
    members.map(async (member, index) => {
      let round = 0;
      while (performance.now() < until) {
        round++;
        const signIn = await timed('sign-in', async () =>
          ok(await json(`${stack.baseUrl}/api/v1/auth/sign-in`, 'POST', { email: member.email, password: member.password })),
        );
        if (signIn.ok) member.token = signIn.body.accessToken;
        const auth = { authorization: `Bearer ${member.token}`, 'x-time-zone': 'UTC' };
        await timed('usage', async () => ok(await json(`${stack.baseUrl}/api/v1/usage`, 'GET', undefined, auth)));
        const message = await timed('chat message', () => chatMessage(member.token, `Member ${index}, round ${round}: I keep worrying about work.`));
        if (message.session) await timed('end', async () => ok(await json(`${stack.baseUrl}/api/v1/chat-sessions/${message.session}/end`, 'POST', {}, auth)));
        rounds++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;

  const requests = STEPS.reduce((sum, step) => sum + times[step].length, 0);
  const failed = STEPS.reduce((sum, step) => sum + failures[step], 0);
  console.log(`\nload: ${MEMBERS} members, ${elapsed.toFixed(1)} s, sign in -> usage -> chat message (provider's first token after 25 ms) -> end`);
  console.log(
    `  ${rounds} rounds (${(rounds / elapsed).toFixed(1)}/s), ${requests} requests (${(requests / elapsed).toFixed(1)}/s), errors ${failed} (${((100 * failed) / Math.max(1, requests)).toFixed(2)} %)`,
  );
  const summary = {};
  for (const step of STEPS) {
    const sorted = times[step].sort((a, b) => a - b);
    summary[step] = { count: sorted.length, errors: failures[step], p50ms: +percentile(sorted, 0.5).toFixed(1), p99ms: +percentile(sorted, 0.99).toFixed(1) };
    console.log(
      `  ${step.padEnd(13)} ${String(sorted.length).padStart(6)} calls   p50 ${summary[step].p50ms.toFixed(1).padStart(6)} ms   p99 ${summary[step].p99ms.toFixed(1).padStart(6)} ms   errors ${failures[step]}`,
    );
  }
  if (failed) console.log(`  error answers: ${JSON.stringify(statuses)}`);
  console.log(
    JSON.stringify({
      members: MEMBERS,
      seconds: +elapsed.toFixed(1),
      rounds,
      roundsPerSecond: +(rounds / elapsed).toFixed(1),
      requests,
      errors: failed,
      steps: summary,
    }),
  );
} finally {
  await stack.stop();
  worker.postMessage('close');
  await once(worker, 'exit');
}
