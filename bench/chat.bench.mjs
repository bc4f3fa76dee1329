// Chat's time to first token: what the product adds to the provider's own. The model is a local
// server speaking the OpenAI streaming protocol in its own process, writing its first token
// 200 ms after a request arrives. In one run, 10 members chat at once; before each message
// through the product (POST /api/v1/chat/messages via gateway -> NATS -> chat, and the sessions
// service it asks) the same member sends a like request straight to the provider, so both are
// measured under the same load. Each member starts a new conversation every round as a returning
// page would (clear, load, first message without a session: a new chat session starts), then
// sends later messages in it. First messages and later ones are reported apart: p50/p99 of the
// time to the first reply text direct and through the product, the difference ("added") and the
// ratio. Target: added <= 5 ms at p50 and <= 15 ms at p99, first messages included.
//   npm run build && node bench/chat.bench.mjs
//   BENCH_ROUNDS=20 BENCH_LATER=3 BENCH_MEMBERS=10 node bench/chat.bench.mjs
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { json, signUpPremiumMembers, startBenchStack } from './lib.mjs';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const LATER = Number(process.env.BENCH_LATER ?? 3);
const PROVIDER_FIRST_TOKEN_MS = 200;
const TARGET = { p50: 5, p99: 15 };
/** A brand-new member's very first message (sign-up, the page's load of the empty conversation, the first message ever). */
const NEW_MEMBERS = Number(process.env.BENCH_NEW_MEMBERS ?? 60);
const NEW_MEMBER_TARGET = { p50: 20 };
const REPLY = 'Thank you for telling me. That sounds heavy. What would feel like a small step right now?';

/** Now, in ms since the epoch: comparable with the provider process's instants. */
const now = () => performance.timeOrigin + performance.now();
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const pause = (min, max) => new Promise((resolve) => setTimeout(resolve, min + Math.random() * (max - min)));

const provider = fork(new URL('./fake-openai-worker.mjs', import.meta.url), [JSON.stringify({ firstTokenDelayMs: PROVIDER_FIRST_TOKEN_MS, reply: REPLY })], {
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const [fake] = await once(provider, 'message');
const stack = await startBenchStack(['identity', 'sessions-and-limits', 'chat', 'gateway'], {
  RATE_LIMIT_SIGNUP_PER_IP: '100000',
  CHAT_MESSAGES_PER_MINUTE: '100000',
  OPENAI_API_KEY: fake.apiKey,
  OPENAI_BASE_URL: fake.baseUrl,
  OPENAI_MODEL: 'bench-model',
  OPENAI_MODERATION: process.env.BENCH_MODERATION ?? 'auto',
  ...(process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {}),
});

/** Reads server-sent events until `stop(data)` says so; answers the time the first delta took (ms from `started`). */
async function readEvents(response, started, isFirst) {
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let first;
  const seen = [];
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let index;
    while ((index = buffer.indexOf('\n\n')) >= 0) {
      const line = buffer
        .slice(0, index)
        .split('\n')
        .find((l) => l.startsWith('data: '));
      buffer = buffer.slice(index + 2);
      if (!line || line === 'data: [DONE]') continue;
      const data = JSON.parse(line.slice(6));
      if (first === undefined && isFirst(data)) first = performance.now() - started;
      seen.push(data);
    }
  }
  return { first, seen };
}

/** Straight to the provider, as the chat service would ask it. */
async function direct(content) {
  const started = performance.now();
  const sentAt = now();
  const response = await fetch(`${fake.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${fake.apiKey}` },
    body: JSON.stringify({ model: 'bench-model', stream: true, messages: [{ role: 'user', content }] }),
  });
  const { first } = await readEvents(response, started, (d) => Boolean(d.choices?.[0]?.delta?.content));
  if (first === undefined) throw new Error('the provider sent no text');
  return { first, sentAt };
}

/** Through the product; answers the time to the first delta and the session the message counted in. */
async function product(token, content, sessionId) {
  const started = performance.now();
  const sentAt = now();
  const response = await fetch(`${stack.baseUrl}/api/v1/chat/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ content, sessionId }),
  });
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) throw new Error(`no stream: ${response.status} ${await response.text()}`);
  // The response starts with the `session` event, once the allowance and the stored conversation have answered.
  const beside = performance.now() - started;
  const { first, seen } = await readEvents(response, started, (d) => d.type === 'delta');
  const error = seen.find((d) => d.type === 'error');
  if (error) throw new Error(`stream error: ${JSON.stringify(error.error)}`);
  if (first === undefined || !seen.some((d) => d.type === 'done')) throw new Error('the reply did not complete');
  return { first, sentAt, beside, session: seen.find((d) => d.type === 'session')?.session?.id };
}

function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted.at(-1) };
}

try {
  // Members, made premium by billing's own event (each round starts a chat session; the free five would run out).
  const members = (await signUpPremiumMembers(stack, MEMBERS, 'chat')).map((member, index) => ({
    index,
    token: member.token,
    auth: { authorization: `Bearer ${member.token}` },
  }));

  const measured = { first: { direct: [], product: [], beside: [] }, later: { direct: [], product: [], beside: [] } };
  // What each recorded message's provider request was sent for: its kind, the side and when it was sent and answered.
  const sentFor = new Map();
  const run = (rounds, record) =>
    Promise.all(
      members.map(async (member) => {
        await pause(0, 1000);
        for (let round = 1; round <= rounds; round++) {
          // A returning page: the last session ends, the chat is cleared, the page loads the new conversation.
          if (member.session) await json(`${stack.baseUrl}/api/v1/chat-sessions/${member.session}/end`, 'POST', {}, member.auth);
          member.session = undefined;
          await json(`${stack.baseUrl}/api/v1/chat/conversation/clear`, 'POST', {}, member.auth);
          await json(`${stack.baseUrl}/api/v1/chat/conversation`, 'GET', undefined, member.auth);
          await pause(300, 800);
          for (let n = 0; n <= LATER; n++) {
            const kind = n === 0 ? 'first' : 'later';
            const content = `Member ${member.index}, round ${round}, message ${n}: I feel a bit anxious about tomorrow.`;
            const straight = await direct(`${content} (direct)`);
            await pause(20, 60);
            const through = await product(member.token, content, member.session);
            member.session = through.session ?? member.session;
            if (record) {
              measured[kind].direct.push(straight.first);
              measured[kind].product.push(through.first);
              measured[kind].beside.push(through.beside);
              sentFor.set(`${content} (direct)`, { kind, side: 'direct', ...straight });
              sentFor.set(content, { kind, side: 'product', ...through });
            }
            await pause(500, 1500);
          }
        }
      }),
    );
  await run(2, false); // warm-up, not recorded
  const t0 = performance.now();
  await run(ROUNDS, true);
  const seconds = (performance.now() - t0) / 1000;

  // Where the added time goes: on the way in (sent -> the provider has the request) and on the way
  // out (the provider's first token written -> the first delta read), each side's p50.
  provider.send('delays');
  const [{ delays }] = await once(provider, 'message');
  const legs = { first: { direct: { in: [], out: [] }, product: { in: [], out: [] } }, later: { direct: { in: [], out: [] }, product: { in: [], out: [] } } };
  for (const [content, , receivedAt, firstTokenAt] of delays) {
    const sent = sentFor.get(content);
    if (!sent) continue;
    legs[sent.kind][sent.side].in.push(receivedAt - sent.sentAt);
    legs[sent.kind][sent.side].out.push(sent.sentAt + sent.first - firstTokenAt);
  }

  const f = (ms) => `${ms.toFixed(1)} ms`;
  const report = {};
  console.log(
    `\nchat time to first token, provider's first token after ${PROVIDER_FIRST_TOKEN_MS} ms (own process), ${MEMBERS} members at once, ${ROUNDS} conversations each (1 first + ${LATER} later messages), ${seconds.toFixed(0)} s:`,
  );
  let met = true;
  for (const kind of ['first', 'later']) {
    const d = summary(measured[kind].direct);
    const p = summary(measured[kind].product);
    const b = summary(measured[kind].beside);
    const outlasted = measured[kind].beside.filter((ms) => ms > PROVIDER_FIRST_TOKEN_MS).length;
    const leg = legs[kind];
    const wayIn = summary(leg.product.in).p50 - summary(leg.direct.in).p50;
    const wayOut = summary(leg.product.out).p50 - summary(leg.direct.out).p50;
    const added = { p50: p.p50 - d.p50, p99: p.p99 - d.p99 };
    const ratio = { p50: p.p50 / d.p50, p99: p.p99 / d.p99 };
    met &&= added.p50 <= TARGET.p50 && added.p99 <= TARGET.p99;
    report[kind] = {
      messages: p.n,
      directP50ms: +d.p50.toFixed(1),
      directP99ms: +d.p99.toFixed(1),
      productP50ms: +p.p50.toFixed(1),
      productP99ms: +p.p99.toFixed(1),
      addedP50ms: +added.p50.toFixed(1),
      addedP99ms: +added.p99.toFixed(1),
      ratioP50: +ratio.p50.toFixed(3),
      ratioP99: +ratio.p99.toFixed(3),
      besideP50ms: +b.p50.toFixed(1),
      besideP99ms: +b.p99.toFixed(1),
      besideOutlasted: outlasted,
      addedInP50ms: +wayIn.toFixed(2),
      addedOutP50ms: +wayOut.toFixed(2),
    };
    console.log(
      `  ${kind.padEnd(5)} messages (${p.n}): direct p50 ${f(d.p50)} p99 ${f(d.p99)} | through the product p50 ${f(p.p50)} p99 ${f(p.p99)} (max ${f(p.max)})` +
        `\n        added p50 ${f(added.p50)}  p99 ${f(added.p99)}   ratio to direct p50 ${ratio.p50.toFixed(3)}  p99 ${ratio.p99.toFixed(3)}` +
        `\n        work beside the model (allowance, stored conversation) answered by p50 ${f(b.p50)} p99 ${f(b.p99)}; outlasted the first token ${outlasted} times` +
        `\n        added on the way in (gateway, NATS, chat, its provider client) p50 ${f(wayIn)}, on the way out (chat, NATS, gateway) p50 ${f(wayOut)}`,
    );
  }
  console.log(`\ntarget (added <= ${TARGET.p50} ms at p50 and <= ${TARGET.p99} ms at p99, first and later messages): ${met ? 'met' : 'NOT met'}`);

  // A brand-new member: sign up (free), the chat page loads the empty conversation, then the first
  // message ever; five at a time, each beside a like request straight to the provider.
  const fresh = { direct: [], product: [] };
  let next = 0;
  await Promise.all(
    Array.from({ length: 5 }, async () => {
      while (next < NEW_MEMBERS) {
        const i = next++;
        const signUp = await json(`${stack.baseUrl}/api/v1/auth/sign-up`, 'POST', {
          email: `chat-new.${i}.${Date.now()}@example.com`,
          password: 'chat-new-bench-password',
          ageConfirmed: true,
        });
        if (signUp.status !== 201) throw new Error(`sign-up answered ${signUp.status}`);
        const auth = { authorization: `Bearer ${signUp.body.accessToken}` };
        await json(`${stack.baseUrl}/api/v1/chat/conversation`, 'GET', undefined, auth);
        await pause(200, 500);
        const content = `New member ${i}: it is my first time here and I feel nervous.`;
        const straight = await direct(`${content} (direct)`);
        await pause(20, 60);
        const through = await product(signUp.body.accessToken, content, undefined);
        fresh.direct.push(straight.first);
        fresh.product.push(through.first);
        await pause(200, 500);
      }
    }),
  );
  const nd = summary(fresh.direct);
  const np = summary(fresh.product);
  const newAdded = { p50: np.p50 - nd.p50, p99: np.p99 - nd.p99 };
  report.newMember = { messages: np.n, addedP50ms: +newAdded.p50.toFixed(1), addedP99ms: +newAdded.p99.toFixed(1), productP50ms: +np.p50.toFixed(1) };
  console.log(
    `\na brand-new member's first message ever (${np.n} members, 5 at a time): direct p50 ${f(nd.p50)} | through the product p50 ${f(np.p50)} p99 ${f(np.p99)}` +
      `\n        added p50 ${f(newAdded.p50)}  p99 ${f(newAdded.p99)}   target (added p50 <= ${NEW_MEMBER_TARGET.p50} ms): ${newAdded.p50 <= NEW_MEMBER_TARGET.p50 ? 'met' : 'NOT met'}`,
  );
  console.log(JSON.stringify(report));
} finally {
  await stack.stop();
  provider.send('close');
  await once(provider, 'exit');
}
