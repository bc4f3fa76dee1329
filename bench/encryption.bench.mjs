// What sealing conversations costs per message: AES-256-GCM under the member's data key
// (apps/chat/src/encryption/message-cipher.ts), for messages of 100, 1,000 and 5,000 characters,
// sealed on the way into the database and opened on the way out; and unwrapping a data key, done
// once per member per chat process (then kept in memory for an hour). Single thread, after a warm-up.
//   npm run build && node bench/encryption.bench.mjs
import { randomBytes, randomUUID } from 'node:crypto';
import { LocalKeyEncryptionKey } from '../apps/chat/dist/encryption/key-encryption-key.js';
import { messageBinding, openText, sealText } from '../apps/chat/dist/encryption/message-cipher.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20_000);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const micros = (ns) => (Number(ns) / 1000).toFixed(1);

function measure(fn) {
  for (let i = 0; i < 2000; i += 1) fn(i);
  const times = new Array(ROUNDS);
  for (let i = 0; i < ROUNDS; i += 1) {
    const start = process.hrtime.bigint();
    fn(i);
    times[i] = process.hrtime.bigint() - start;
  }
  times.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

const dataKey = randomBytes(32);
const userId = randomUUID();
const ids = Array.from({ length: 64 }, () => randomUUID());
const results = {};
console.log(`conversation encryption, ${ROUNDS} operations each (AES-256-GCM, node:crypto):`);
for (const size of [100, 1000, 5000]) {
  const text = 'I feel tired today, and a little lost. '.repeat(Math.ceil(size / 39)).slice(0, size);
  const sealedTexts = ids.map((id) => sealText(dataKey, messageBinding(userId, id), text));
  const seal = measure((i) => sealText(dataKey, messageBinding(userId, ids[i % 64]), text));
  const open = measure((i) => openText(dataKey, messageBinding(userId, ids[i % 64]), sealedTexts[i % 64]));
  const stored = sealedTexts[0].length;
  results[size] = {
    sealP50us: Number(micros(seal.p50)),
    sealP99us: Number(micros(seal.p99)),
    openP50us: Number(micros(open.p50)),
    openP99us: Number(micros(open.p99)),
    storedChars: stored,
  };
  console.log(
    `  ${String(size).padStart(5)} characters: seal p50 ${micros(seal.p50)} µs p99 ${micros(seal.p99)} µs | open p50 ${micros(open.p50)} µs p99 ${micros(open.p99)} µs | stored ${stored} characters (${(stored / size).toFixed(2)}×)`,
  );
}
const kek = new LocalKeyEncryptionKey(randomBytes(32));
const wrapped = await kek.wrap(dataKey, userId);
const unwrapTimes = [];
for (let i = 0; i < 5000; i += 1) {
  const start = process.hrtime.bigint();
  await kek.unwrap(wrapped, userId);
  unwrapTimes.push(process.hrtime.bigint() - start);
}
unwrapTimes.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
results.unwrap = { p50us: Number(micros(percentile(unwrapTimes, 0.5))), p99us: Number(micros(percentile(unwrapTimes, 0.99))) };
console.log(`  unwrapping a data key (once per member per process, local key-encryption key): p50 ${results.unwrap.p50us} µs p99 ${results.unwrap.p99us} µs`);
console.log(JSON.stringify(results));
