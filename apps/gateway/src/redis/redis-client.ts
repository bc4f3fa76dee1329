import { setTimeout as delay } from 'node:timers/promises';
import { createClient, defineScript } from 'redis';
import { ErrorCode } from '@vi/contracts';
import { AppError } from '@vi/service-kit';
import type { Logger } from 'pino';

/** Nest token of the gateway's Redis client (rate limits, ended sessions). */
export const REDIS = Symbol('REDIS');

// Parameters of a script: its keys, then its arguments as Redis strings.
type ScriptParser = { pushKey(key: string): void; push(...args: string[]): void };
// The scripts answer an integer or a list of integers, taken as they come.
const asIs = <T>(reply: unknown) => reply as T;

/** The numbers of one rule for `rateTake` (see RateLimiter): a window, its limit, growing delays. */
export interface RateTakeRule {
  key: string;
  windowMs: number;
  /** At most this many in any `windowMs`; -1 for none. */
  limit: number;
  /** Attempts in the window that wait for nothing before delays start; -1 for no delays. */
  free: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

/** What `rateTake` answers: taken (1) or not (0), the first rule's count after, how long to wait, when its window empties. */
export type RateTakeReply = [taken: number, count: number, waitMs: number, emptyMs: number];

// The time of a script: the caller's (a test's clock, in ms) or Redis's own, so every gateway
// replica counts on one clock.
const NOW = `
local now = tonumber(ARGV[2])
if not now then
  local t = redis.call('TIME')
  now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end`;

/**
 * The rate limiter's Lua steps, sent by SHA (EVALSHA) and loaded on first use (EVAL after NOSCRIPT),
 * so the script text crosses the wire once per Redis server rather than once per request.
 *
 * Each rule's key is a sorted set of the attempts it counted (member: the attempt's id, score: its
 * time in ms): a sliding window, so `limit` holds in every span of `window`, not per fixed window
 * (where twice the limit passes across a window's edge).
 */
const scripts = {
  // Takes one attempt from every rule, or from none when one of them says wait, in one step, so
  // parallel attempts can never pass a limit between a check and a count. A rule refuses when its
  // window holds `limit` attempts (until the oldest of them leaves), or, with growing delays, when
  // `free` or more are in the window and the last of them is more recent than first × 2^(n − free)
  // (at most the longest delay). Refused attempts are not counted.
  // ARGV: the attempt's id, the time ('' for Redis's), then per key: window, limit, free, first, longest.
  rateTake: defineScript({
    SCRIPT: `${NOW}
local wait, counts, windows = 0, {}, {}
for i, key in ipairs(KEYS) do
  local at = 2 + (i - 1) * 5
  local window, limit, free = tonumber(ARGV[at + 1]), tonumber(ARGV[at + 2]), tonumber(ARGV[at + 3])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  local n = redis.call('ZCARD', key)
  counts[i], windows[i] = n, window
  if limit >= 0 and n >= limit then
    local oldest = redis.call('ZRANGE', key, n - limit, n - limit, 'WITHSCORES')
    wait = math.max(wait, tonumber(oldest[2]) + window - now)
  end
  if free >= 0 and n > 0 and n >= free then
    local last = redis.call('ZRANGE', key, -1, -1, 'WITHSCORES')
    local delay = math.min(tonumber(ARGV[at + 4]) * 2 ^ (n - free), tonumber(ARGV[at + 5]))
    wait = math.max(wait, tonumber(last[2]) + delay - now)
  end
end
if wait > 0 then
  local empty = 0
  if counts[1] > 0 then empty = tonumber(redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')[2]) + windows[1] - now end
  return { 0, counts[1], math.ceil(wait), empty }
end
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, ARGV[1])
  redis.call('PEXPIRE', key, windows[i])
end
return { 1, counts[1] + 1, 0, windows[1] }`,
    parseCommand(parser: ScriptParser, id: string, nowMs: number | undefined, rules: readonly RateTakeRule[]) {
      parser.push(String(rules.length));
      for (const rule of rules) parser.pushKey(rule.key);
      parser.push(id, nowMs === undefined ? '' : String(nowMs));
      for (const rule of rules) parser.push(...[rule.windowMs, rule.limit, rule.free, rule.firstDelayMs, rule.maxDelayMs].map(String));
    },
    transformReply: asIs<RateTakeReply>,
  }),
  // Gives a taken attempt back to every rule it was taken from (a window that has moved on already
  // let it go).
  rateRefund: defineScript({
    SCRIPT: `
for _, key in ipairs(KEYS) do redis.call('ZREM', key, ARGV[1]) end
return 0`,
    parseCommand(parser: ScriptParser, id: string, keys: readonly string[]) {
      parser.push(String(keys.length));
      for (const key of keys) parser.pushKey(key);
      parser.push(id);
    },
    transformReply: asIs<number>,
  }),
  // Forgets every attempt of the first key, also where the same attempts (by id) were counted
  // under the other keys.
  rateForget: defineScript({
    SCRIPT: `
local ids = redis.call('ZRANGE', KEYS[1], 0, -1)
if #ids > 0 then
  for i = 2, #KEYS do redis.call('ZREM', KEYS[i], unpack(ids)) end
end
return redis.call('DEL', KEYS[1])`,
    parseCommand(parser: ScriptParser, keys: readonly string[]) {
      parser.push(String(keys.length));
      for (const key of keys) parser.pushKey(key);
    },
    transformReply: asIs<number>,
  }),
  // How many attempts each rule's window holds now, read in one step.
  // ARGV: the time ('' for Redis's) in the second place, as for rateTake, then each key's window.
  rateCount: defineScript({
    SCRIPT: `${NOW}
local counts = {}
for i, key in ipairs(KEYS) do
  counts[i] = redis.call('ZCOUNT', key, '(' .. (now - tonumber(ARGV[2 + i])), '+inf')
end
return counts`,
    parseCommand(parser: ScriptParser, nowMs: number | undefined, windows: readonly { key: string; windowMs: number }[]) {
      parser.push(String(windows.length));
      for (const { key } of windows) parser.pushKey(key);
      parser.push('', nowMs === undefined ? '' : String(nowMs));
      for (const { windowMs } of windows) parser.push(String(windowMs));
    },
    transformReply: asIs<number[]>,
  }),
};

function newClient(url: string) {
  return createClient({
    url,
    scripts,
    // Client-side caching (RESP3 and CLIENT TRACKING): the answer to the per-request "has this
    // session ended?" (EXISTS) is kept in the process until Redis says one of its keys changed, so
    // a cached read costs no round trip. The cache empties whenever the connection drops.
    RESP: 3,
    clientSideCache: { ttl: 0, maxEntries: 50_000, evictPolicy: 'LRU' },
    // While the connection is down, commands fail at once (the caller answers 503) instead of
    // waiting in a queue for a Redis that may not come back: a request never hangs on Redis.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2000,
      // Reconnect for as long as the process lives: 50 ms, doubling, at most 2 s apart.
      reconnectStrategy: (retries: number) => Math.min(50 * 2 ** retries, 2000),
    },
  });
}

export type GatewayRedis = ReturnType<typeof newClient>;

/**
 * A connected client (or one still connecting: Redis down at start does not stop the gateway from
 * starting; its readiness says so and requests that need Redis get 503 until it is back).
 */
export async function openGatewayRedis(url: string, logger?: Pick<Logger, 'warn' | 'info'>, waitMs = 2000): Promise<GatewayRedis> {
  const client = newClient(url);
  let down = false;
  client.on('error', (error: Error) => {
    // Every failed reconnection emits an error: log the first of an outage only.
    if (!down) logger?.warn({ err: error }, 'Redis unreachable; requests that need it answer 503 until it is back');
    down = true;
  });
  client.on('ready', () => {
    if (down) logger?.info('Redis reachable again');
    down = false;
  });
  const ready = new Promise<void>((resolve) => client.once('ready', () => resolve()));
  // Resolves once connected; reconnects on its own after that, and before it when Redis is down.
  client.connect().catch(() => undefined);
  const timer = new AbortController();
  await Promise.race([ready, delay(waitMs, undefined, { signal: timer.signal, ref: false }).catch(() => undefined)]);
  timer.abort();
  return client;
}

/** Ends the client: waits for commands under way when connected, drops the attempts otherwise. */
export async function closeGatewayRedis(client: GatewayRedis): Promise<void> {
  if (!client.isOpen) return;
  if (client.isReady) await client.close().catch(() => client.destroy());
  else client.destroy();
}

/** Redis unreachable (or the connection lost mid-command): 503, as for every dependency that is down. */
export async function unavailableWhenDown<T>(command: Promise<T>): Promise<T> {
  try {
    return await command;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(ErrorCode.UPSTREAM_UNAVAILABLE, 'The service is temporarily unavailable. Please try again.');
  }
}
