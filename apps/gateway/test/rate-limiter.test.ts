import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@vi/contracts';
import { AppError, Namespace, Readiness } from '@vi/service-kit';
import { dropNamespace, testInfra, uniqueNamespace, until } from '@vi/testing';
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import fc from 'fast-check';
import { SessionRevocations } from '../src/auth/session-revocations.js';
import { RateLimiter, type RateRule } from '../src/rate-limit/rate-limiter.js';
import { closeGatewayRedis, openGatewayRedis } from '../src/redis/redis-client.js';

// The gateway's limiter is a Redis limiter: it is tested against the real local Redis, through
// its public methods only (hit, admit, reserve, count, forget), so a different implementation can
// take its place. Where time matters, the limiter is given a clock of the test's own (sent to
// Redis with each step) and the test moves it: no test waits for a window to pass.
const namespaces = [uniqueNamespace('rate'), uniqueNamespace('rate')];
const limiters: RateLimiter[] = [];
const readiness = new Readiness();
let limiter: RateLimiter;
let neighbour: RateLimiter;
let keys = 0;
const rule = (limit: number, windowSeconds = 60): RateRule => ({ key: `test:${++keys}`, limit, windowSeconds });

/** A clock the test moves by hand, in ms. */
class TestClock {
  constructor(public ms = 1_000_000) {}
  now = () => this.ms;
}
const clocked: RateLimiter[] = [];
async function limiterWithClock(clock: TestClock): Promise<RateLimiter> {
  const own = new RateLimiter(await openGatewayRedis(testInfra().redisUrl), new Namespace(namespaces[0]!), new Readiness(), clock);
  clocked.push(own);
  return own;
}

async function refusal(attempt: Promise<void>): Promise<AppError> {
  const error = await attempt.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** Waits until every attempt the rule counted has left its (one-second) window, by Redis's clock. */
function windowEnded(r: RateRule) {
  return until(() => limiter.count(r).then((n) => (n === 0 ? true : undefined)), 10_000, 'the window never emptied');
}

const outcomes = (attempts: Promise<void>[]) =>
  Promise.all(
    attempts.map((a) =>
      a.then(
        () => 'ok' as const,
        (e: unknown) => e as AppError,
      ),
    ),
  );

beforeAll(async () => {
  for (const ns of namespaces) limiters.push(new RateLimiter(await openGatewayRedis(testInfra().redisUrl), new Namespace(ns), readiness));
  limiter = limiters[0]!;
  neighbour = limiters[1]!;
});

afterAll(async () => {
  for (const l of [...limiters, ...clocked]) await l.onApplicationShutdown();
  for (const ns of namespaces) await dropNamespace(ns);
});

describe('RateLimiter.hit', () => {
  it('lets exactly `limit` of many concurrent attempts through in a window', async () => {
    const r = rule(5);
    const results = await outcomes(Array.from({ length: 40 }, () => limiter.hit(r)));
    expect(results.filter((x) => x === 'ok')).toHaveLength(5);
    for (const refused of results.filter((x) => x !== 'ok')) {
      expect(refused).toBeInstanceOf(AppError);
      expect((refused as AppError).code).toBe(ErrorCode.RATE_LIMITED);
    }
  });

  it('says how long to wait: at least a second, at most the window', async () => {
    const r = rule(1, 30);
    await limiter.hit(r);
    const error = await refusal(limiter.hit(r));
    expect(error.code).toBe(ErrorCode.RATE_LIMITED);
    expect(error.message).toBe('Too many attempts. Please wait a moment and try again.');
    const retryAfter = error.details?.retryAfterSeconds as number;
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(30);
  });

  it('counts each key on its own, and each namespace on its own', async () => {
    const a = rule(1);
    const b = rule(1);
    await limiter.hit(a);
    await expect(limiter.hit(b)).resolves.toBeUndefined();
    await expect(neighbour.hit(a)).resolves.toBeUndefined();
    expect((await refusal(limiter.hit(a))).code).toBe(ErrorCode.RATE_LIMITED);
  });

  it('lets attempts through again once the window is over', async () => {
    const r = rule(2, 1);
    await limiter.hit(r);
    await limiter.hit(r);
    expect((await refusal(limiter.hit(r))).code).toBe(ErrorCode.RATE_LIMITED);
    await windowEnded(r);
    await expect(limiter.hit(r)).resolves.toBeUndefined();
    await expect(limiter.hit(r)).resolves.toBeUndefined();
    expect((await refusal(limiter.hit(r))).code).toBe(ErrorCode.RATE_LIMITED);
  });
});

describe('RateLimiter.admit (does not wait for Redis while the window is at most half used)', () => {
  /** Attempts in a row, each started at once: how many went without waiting, and each one's outcome. */
  async function admitted(limiterOf: RateLimiter, r: ReturnType<typeof rule>, n: number) {
    const started = Array.from({ length: n }, () => limiterOf.admit(r));
    const withoutWaiting = started.filter((attempt) => attempt === undefined).length;
    const results = await outcomes(started.map((attempt) => attempt ?? Promise.resolve()));
    return { withoutWaiting, passed: results.filter((x) => x === 'ok').length, refused: results.filter((x) => x !== 'ok') as AppError[] };
  }

  it('lets exactly `limit` of many concurrent attempts through in a window, some of them without waiting', async () => {
    const r = rule(10);
    // The first attempt the process sees for a key always asks Redis (it knows nothing of the count).
    expect(limiter.admit(r)).toBeInstanceOf(Promise);
    await limiter.admit(r);
    const { withoutWaiting, passed, refused } = await admitted(limiter, r, 40);
    expect(withoutWaiting).toBeGreaterThan(0);
    expect(withoutWaiting).toBeLessThanOrEqual(5);
    expect(passed).toBe(8);
    for (const error of refused) expect(error.code).toBe(ErrorCode.RATE_LIMITED);
  });

  it('counts in Redis the attempts it let through without waiting: another gateway (or this one restarted) sees them', async () => {
    const r = rule(10);
    await limiter.admit(r);
    const first = await admitted(limiter, r, 4);
    expect(first.withoutWaiting).toBe(4);
    // Sent on the same connection after those: when it is answered, they have been counted.
    await limiter.hit(rule(100));
    const restarted = new RateLimiter(await openGatewayRedis(testInfra().redisUrl), new Namespace(namespaces[0]!), new Readiness());
    try {
      const second = await admitted(restarted, r, 20);
      expect(second.passed).toBe(5);
    } finally {
      await restarted.onApplicationShutdown();
    }
  });

  it('lets the window empty as its attempts leave it, exact again, and goes back to not waiting', async () => {
    const clock = new TestClock();
    const own = await limiterWithClock(clock);
    const r = rule(6, 60);
    await own.admit(r);
    expect((await admitted(own, r, 20)).passed).toBe(5);
    clock.ms += 59_999;
    expect((await refusal(own.admit(r) ?? Promise.resolve())).details?.retryAfterSeconds).toBe(1);
    clock.ms += 1;
    const next = await admitted(own, r, 20);
    expect(next.passed).toBe(6);
    expect(next.withoutWaiting).toBeGreaterThan(0);
  });

  it('with two gateways, lets through at most half the limit more than the limit, then refuses on both', async () => {
    const r = rule(10);
    const other = new RateLimiter(await openGatewayRedis(testInfra().redisUrl), new Namespace(namespaces[0]!), new Readiness());
    try {
      await limiter.admit(r);
      await other.admit(r);
      const [a, b] = await Promise.all([admitted(limiter, r, 20), admitted(other, r, 20)]);
      expect(2 + a.passed + b.passed).toBeGreaterThanOrEqual(10);
      expect(2 + a.passed + b.passed).toBeLessThanOrEqual(15);
      expect((await refusal(limiter.admit(r) ?? Promise.resolve())).code).toBe(ErrorCode.RATE_LIMITED);
      expect((await refusal(other.admit(r) ?? Promise.resolve())).code).toBe(ErrorCode.RATE_LIMITED);
    } finally {
      await other.onApplicationShutdown();
    }
  });
});

describe('RateLimiter.reserve (take an attempt before its outcome is known, give it back if it did not count)', () => {
  it('refuses once `limit` attempts were kept, with how long to wait', async () => {
    const r = rule(3, 45);
    for (let i = 0; i < 3; i++) await limiter.reserve(r);
    const error = await refusal(limiter.reserve(r).then(() => undefined));
    expect(error.code).toBe(ErrorCode.RATE_LIMITED);
    expect(error.details?.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(error.details?.retryAfterSeconds).toBeLessThanOrEqual(45);
  });

  it('gives refunded attempts back, once each', async () => {
    const r = rule(2);
    for (let i = 0; i < 10; i++) {
      const attempt = await limiter.reserve(r);
      await attempt.refund();
      await attempt.refund();
    }
    await limiter.reserve(r);
    await limiter.reserve(r);
    expect((await refusal(limiter.reserve(r).then(() => undefined))).code).toBe(ErrorCode.RATE_LIMITED);
  });

  it('lets exactly `limit` of many parallel attempts through, and refused ones take nothing', async () => {
    const r = rule(10);
    const results = await outcomes(Array.from({ length: 40 }, () => limiter.reserve(r).then(() => undefined)));
    expect(results.filter((x) => x === 'ok')).toHaveLength(10);
    expect(results.filter((x) => x !== 'ok').every((e) => (e as AppError).code === ErrorCode.RATE_LIMITED)).toBe(true);
    // One kept attempt refunded frees exactly one slot.
    const extra = rule(1);
    const first = await limiter.reserve(extra);
    expect((await refusal(limiter.reserve(extra).then(() => undefined))).code).toBe(ErrorCode.RATE_LIMITED);
    await first.refund();
    await expect(limiter.reserve(extra).then(() => 'ok')).resolves.toBe('ok');
  });
});

describe('sliding windows: no second limit across a window edge (a clock of the test)', () => {
  it('lets no more than `limit` through in any span of the window: after a full window, only the attempts that left give their places back', async () => {
    const clock = new TestClock();
    const own = await limiterWithClock(clock);
    const r = rule(5, 60);
    await own.hit(r);
    // The other four a millisecond before a window that began with the first attempt would end.
    clock.ms += 59_999;
    for (let i = 0; i < 4; i++) await own.hit(r);
    expect((await refusal(own.hit(r))).details?.retryAfterSeconds).toBe(1);
    // Past that edge a fixed window would start again with five places: here only the first attempt has left.
    clock.ms += 2;
    await own.hit(r);
    const refused = await refusal(own.hit(r));
    expect(refused.code).toBe(ErrorCode.RATE_LIMITED);
    // The next place frees when the four attempts of 59.999 s leave, 59.998 s from now.
    expect(refused.details?.retryAfterSeconds).toBe(60);
    clock.ms += 59_997;
    expect((await refusal(own.hit(r))).code).toBe(ErrorCode.RATE_LIMITED);
    clock.ms += 1;
    for (let i = 0; i < 4; i++) await own.hit(r);
    expect((await refusal(own.hit(r))).code).toBe(ErrorCode.RATE_LIMITED);
    expect(await own.count(r)).toBe(5);
  });

  it('is exact at every moment: an attempt passes if and only if fewer than `limit` passed in the window before it (any times, any limit)', async () => {
    const clock = new TestClock();
    const own = await limiterWithClock(clock);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 20 }),
        fc.array(fc.integer({ min: 0, max: 12_000 }), { maxLength: 40 }),
        async (limit, seconds, steps) => {
          const r = rule(limit, seconds);
          const windowMs = seconds * 1000;
          const passed: number[] = [];
          for (const step of steps) {
            clock.ms += step;
            const inWindow = passed.filter((at) => at > clock.ms - windowMs).length;
            const outcome = await own.hit(r).then(
              () => 'passed',
              (e: AppError) => e.code,
            );
            expect(outcome).toBe(inWindow < limit ? 'passed' : ErrorCode.RATE_LIMITED);
            if (outcome === 'passed') passed.push(clock.ms);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('growing delays (a clock of the test)', () => {
  const delayed = (free: number): RateRule => ({
    key: `test:${++keys}`,
    limit: Number.POSITIVE_INFINITY,
    windowSeconds: 24 * 60 * 60,
    delays: { free, firstSeconds: 30, maxSeconds: 240 },
  });

  it('lets `free` attempts through at once, then each next one waits twice as long after the last as the one before, up to the longest', async () => {
    const clock = new TestClock();
    const own = await limiterWithClock(clock);
    const r = delayed(3);
    for (let i = 0; i < 3; i++) await own.reserve(r);
    for (const seconds of [30, 60, 120, 240, 240]) {
      expect((await refusal(own.reserve(r).then(() => undefined))).details?.retryAfterSeconds).toBe(seconds);
      clock.ms += seconds * 1000 - 1;
      // A refused attempt does not count and does not push the wait further.
      expect((await refusal(own.reserve(r).then(() => undefined))).details?.retryAfterSeconds).toBe(1);
      clock.ms += 1;
      await own.reserve(r);
    }
    expect(await own.count(r)).toBe(8);
  });

  it('lets the same number through in parallel as one after the other: exactly `free`', async () => {
    const own = await limiterWithClock(new TestClock());
    const r = delayed(4);
    const results = await outcomes(Array.from({ length: 30 }, () => own.reserve(r).then(() => undefined)));
    expect(results.filter((x) => x === 'ok')).toHaveLength(4);
  });

  it('counts the delays from the attempts still in the window: forgotten attempts, a refund or `forget` shorten them', async () => {
    const clock = new TestClock();
    const own = await limiterWithClock(clock);
    const r = { ...delayed(1), windowSeconds: 600 };
    await own.reserve(r);
    clock.ms += 30_000;
    const second = await own.reserve(r);
    expect((await refusal(own.reserve(r).then(() => undefined))).details?.retryAfterSeconds).toBe(60);
    // Given back, the second no longer counts: the next waits 30 s after the first, which have passed.
    await second.refund();
    await own.reserve(r);
    await own.forget(r);
    await own.reserve(r);
    expect((await refusal(own.reserve(r).then(() => undefined))).details?.retryAfterSeconds).toBe(30);
    // Ten minutes on, that attempt has left the window: none in it, so one passes at once again.
    clock.ms += 600_000;
    await own.reserve(r);
    expect((await refusal(own.reserve(r).then(() => undefined))).details?.retryAfterSeconds).toBe(30);
  });
});

describe('several rules at once (reserve)', () => {
  it('takes the attempt from every rule or from none, says the longest wait, and gives it back to all', async () => {
    const clock = new TestClock();
    const own = await limiterWithClock(clock);
    const wide = rule(3, 60);
    const narrow = rule(1, 600);
    const first = await own.reserve([wide, narrow]);
    const refused = await refusal(own.reserve([wide, narrow]).then(() => undefined));
    expect(refused.details?.retryAfterSeconds).toBe(600);
    expect([await own.count(wide), await own.count(narrow)]).toEqual([1, 1]);
    await first.refund();
    expect([await own.count(wide), await own.count(narrow)]).toEqual([0, 0]);
    await own.reserve([wide, narrow]);
    await own.hit(wide);
    await own.hit(wide);
    // Both rules say wait: the attempt waits for the later one.
    expect((await refusal(own.reserve([wide, narrow]).then(() => undefined))).details?.retryAfterSeconds).toBe(600);
  });
});

describe('readiness', () => {
  it('reports Redis up while it answers', async () => {
    expect(await readiness.report()).toEqual({ ok: true, checks: { redis: 'up' } });
  });
});

// A private Redis on a free port, so stopping it touches no one else's tests.
async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

async function startRedis(port: number): Promise<ChildProcess> {
  const server = spawn('/usr/bin/redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await until(() => (/Ready to accept connections/.test(output) ? true : undefined), 10_000, 'the private Redis did not start');
  return server;
}

async function stopRedis(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  server.kill('SIGKILL');
  await once(server, 'exit');
}

describe('Redis unreachable', () => {
  let port: number;
  let server: ChildProcess | undefined;

  beforeAll(async () => {
    port = await freePort();
    server = await startRedis(port);
  });

  afterAll(async () => {
    if (server) await stopRedis(server);
  });

  it('refuses with UPSTREAM_UNAVAILABLE (503) while Redis is down, rather than waiting, and works again once it is back', async () => {
    const ns = new Namespace(namespaces[0]!);
    const redis = await openGatewayRedis(`redis://127.0.0.1:${port}`);
    const ownReadiness = new Readiness();
    const own = new RateLimiter(redis, ns, ownReadiness);
    const revocations = new SessionRevocations(redis, ns);
    const token = { sessionId: 'session-1', userId: 'user-1' };
    try {
      const r = rule(100);
      await expect(own.hit(r)).resolves.toBeUndefined();
      await own.admit(r);
      expect(own.admit(r)).toBeUndefined();
      expect(await revocations.isRevoked(token)).toBe(false);

      // Known in the process from then on: the guard's next check costs no Redis command at all...
      expect(revocations.knownRevoked(token)).toBe(false);

      await stopRedis(server!);
      await until(() => (redis.isReady ? undefined : true), 10_000, 'the client never noticed Redis was gone');
      // ...but only while the connection (and so the invalidations it brings) is up.
      expect(revocations.knownRevoked(token)).toBeUndefined();

      expect((await refusal(own.hit(r))).code).toBe(ErrorCode.UPSTREAM_UNAVAILABLE);
      expect((await refusal(own.reserve(r).then(() => undefined))).code).toBe(ErrorCode.UPSTREAM_UNAVAILABLE);
      // Nothing goes through on what was known of the window before Redis went away.
      expect((await refusal(own.admit(r) ?? Promise.resolve())).code).toBe(ErrorCode.UPSTREAM_UNAVAILABLE);
      // An ended session must not pass because Redis could not be asked.
      expect((await refusal(revocations.isRevoked(token).then(() => undefined))).code).toBe(ErrorCode.UPSTREAM_UNAVAILABLE);
      expect((await refusal(revocations.revoke(token.sessionId))).code).toBe(ErrorCode.UPSTREAM_UNAVAILABLE);
      expect(await ownReadiness.report()).toEqual({ ok: false, checks: { redis: 'down' } });

      server = await startRedis(port);
      // The client reconnects on its own.
      await until(
        () =>
          own.hit(r).then(
            () => true,
            () => undefined,
          ),
        15_000,
        'the client never reconnected',
      );
      await revocations.revoke(token.sessionId);
      expect(await revocations.isRevoked(token)).toBe(true);
      expect(await ownReadiness.report()).toEqual({ ok: true, checks: { redis: 'up' } });
    } finally {
      await closeGatewayRedis(redis);
    }
  });

  it('lets the gateway start while Redis is down (readiness says so) and connects once it is up', async () => {
    const downPort = await freePort();
    const redis = await openGatewayRedis(`redis://127.0.0.1:${downPort}`, undefined, 200);
    const ownReadiness = new Readiness();
    const own = new RateLimiter(redis, new Namespace(namespaces[0]!), ownReadiness);
    let late: ChildProcess | undefined;
    try {
      expect(redis.isReady).toBe(false);
      expect((await refusal(own.hit(rule(1)))).code).toBe(ErrorCode.UPSTREAM_UNAVAILABLE);
      expect((await ownReadiness.report()).ok).toBe(false);
      late = await startRedis(downPort);
      await until(
        () =>
          own.hit(rule(1)).then(
            () => true,
            () => undefined,
          ),
        15_000,
        'the client never connected',
      );
    } finally {
      await closeGatewayRedis(redis);
      if (late) await stopRedis(late);
    }
  });
});

describe('SessionRevocations with the client-side cache (two gateway replicas)', () => {
  it('sees an ended session at once on the replica that ended it, and on another as soon as Redis tells it', async () => {
    const ns = new Namespace(namespaces[1]!);
    const [redisA, redisB] = [await openGatewayRedis(testInfra().redisUrl), await openGatewayRedis(testInfra().redisUrl)];
    const a = new SessionRevocations(redisA, ns);
    const b = new SessionRevocations(redisB, ns);
    const token = { sessionId: `session-${Date.now()}`, userId: `user-${Date.now()}` };
    try {
      // Both replicas have asked (and keep the answer "not ended").
      expect(await a.isRevoked(token)).toBe(false);
      expect(await b.isRevoked(token)).toBe(false);
      expect(await b.isRevoked(token)).toBe(false);

      // Known without asking Redis again on both (what the guard uses on each request).
      expect(a.knownRevoked(token)).toBe(false);
      expect(b.knownRevoked(token)).toBe(false);

      await a.revoke(token.sessionId);
      expect(a.knownRevoked(token)).not.toBe(false);
      expect(await a.isRevoked(token)).toBe(true);
      // The other replica drops what it knew when Redis tells it the key changed.
      await until(() => (b.knownRevoked(token) === false ? undefined : true), 2_000, 'the other replica kept its known answer');
      await until(() => b.isRevoked(token).then((ended) => (ended ? true : undefined)), 2_000, 'the other replica kept the stale answer');
      expect(b.knownRevoked(token)).toBe(true);

      // Deleting a member ends every session of theirs, and taking it back is seen too.
      const other = { sessionId: `session-2-${Date.now()}`, userId: token.userId + '-2' };
      expect(await b.isRevoked(other)).toBe(false);
      await a.revokeMember(other.userId);
      await until(() => b.isRevoked(other).then((ended) => (ended ? true : undefined)), 2_000, 'the member revocation was not seen');
      await a.restoreMember(other.userId);
      await until(() => b.isRevoked(other).then((ended) => (ended ? undefined : true)), 2_000, 'the restore was not seen');
    } finally {
      await closeGatewayRedis(redisA);
      await closeGatewayRedis(redisB);
    }
  });
});
