import { setTimeout as delay } from 'node:timers/promises';
import { createClient, defineScript } from 'redis';
import { ErrorCode } from '@vi/contracts';
import { AppError } from '@vi/service-kit';
import type { Logger } from 'pino';

/** Nest token of the gateway's Redis client (rate limits, ended sessions). */
export const REDIS = Symbol('REDIS');

// Parameters of a script: its one key, then its arguments as Redis strings.
type ScriptParser = { pushKey(key: string): void; push(...args: string[]): void };
// The scripts answer an integer or a pair of integers, taken as they come.
const asIs = <T>(reply: unknown) => reply as T;

/**
 * The rate limiter's Lua steps, sent by SHA (EVALSHA) and loaded on first use (EVAL after NOSCRIPT),
 * so the script text crosses the wire once per Redis server rather than once per request.
 */
const scripts = {
  // Fixed window: the first hit sets the expiry; atomic so concurrent hits count exactly.
  rateHit: defineScript({
    NUMBER_OF_KEYS: 1,
    SCRIPT: `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { n, redis.call('PTTL', KEYS[1]) }`,
    parseCommand(parser: ScriptParser, key: string, windowMs: number) {
      parser.pushKey(key);
      parser.push(String(windowMs));
    },
    transformReply: asIs<[number, number]>,
  }),
  // Takes one attempt of the window unless none is left (then takes nothing), in one step, so
  // parallel attempts can never pass the limit between a check and a count.
  rateReserve: defineScript({
    NUMBER_OF_KEYS: 1,
    SCRIPT: `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
if n > tonumber(ARGV[2]) then redis.call('DECR', KEYS[1]) end
return { n, redis.call('PTTL', KEYS[1]) }`,
    parseCommand(parser: ScriptParser, key: string, windowMs: number, limit: number) {
      parser.pushKey(key);
      parser.push(String(windowMs), String(limit));
    },
    transformReply: asIs<[number, number]>,
  }),
  // Gives a reserved attempt back (never below zero, and not into a window that has ended).
  rateRefund: defineScript({
    NUMBER_OF_KEYS: 1,
    SCRIPT: `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then redis.call('DECR', KEYS[1]) end
return n`,
    parseCommand(parser: ScriptParser, key: string) {
      parser.pushKey(key);
    },
    transformReply: asIs<number>,
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
