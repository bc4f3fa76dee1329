import { randomBytes } from 'node:crypto';
import { Inject, Injectable, type OnApplicationShutdown, Optional } from '@nestjs/common';
import { CHAT_MESSAGES_PER_MINUTE, ErrorCode } from '@vi/contracts';
import { AppError, LRUCache, Namespace, Readiness } from '@vi/service-kit';
import { closeGatewayRedis, type GatewayRedis, REDIS, type RateTakeRule, unavailableWhenDown } from '../redis/redis-client.js';

/** An attempt taken before its outcome is known. */
export interface Reservation {
  /** The attempt turned out not to count (e.g. the password was right): give it back. */
  refund(): Promise<void>;
}

/**
 * Growing delays: once `free` attempts are in the window, the next one waits `firstSeconds` after
 * the last, and each one after that twice as long as the one before, at most `maxSeconds`.
 */
export interface GrowingDelays {
  free: number;
  firstSeconds: number;
  maxSeconds: number;
}

export interface RateRule {
  /** What is limited, e.g. `signin:ip:1.2.3.4`. */
  key: string;
  /**
   * At most this many attempts in any `windowSeconds` (a sliding window: every span of that
   * length, not calendar windows). `Infinity` for none (a rule with growing delays only).
   */
  limit: number;
  windowSeconds: number;
  delays?: GrowingDelays;
}

/**
 * The limiter's time in ms. Redis's own clock unless one is given (tests give theirs, to step over
 * a window's edge without waiting for it).
 */
export interface RateLimitClock {
  now(): number;
}
export const RATE_LIMIT_CLOCK = Symbol('RATE_LIMIT_CLOCK');

/** What this process knows of one key's window (see `admit`). */
interface WindowView {
  /** The count Redis last answered for the window (every replica's attempts). */
  seen: number;
  /** This process's attempts sent to Redis and not answered yet. */
  inFlight: number;
  /** When every attempt counted in `seen` has left the window, by this process's clock. */
  emptyAt: number;
  /** Attempts sent and the latest answered, by number: an answer older than one already taken is stale. */
  sent: number;
  answered: number;
}

const REFUSAL = 'Too many attempts. Please wait a moment and try again.';

/**
 * The gateway's one rate limiter: sliding windows in Redis (a sorted set of attempts per key, one
 * Lua step per attempt; `redis/redis-client.ts`), optionally with growing delays. Used for sign-in
 * and sign-up, messages to the assistant, voice turns and feedback (docs/adr/0037-sign-in-throttling-without-lockout.md).
 */
@Injectable()
export class RateLimiter implements OnApplicationShutdown {
  private readonly views = new LRUCache<string, WindowView>({ max: 100_000 });
  /** Attempt ids: this process's prefix and a counter, unique across replicas. */
  private readonly idPrefix = randomBytes(6).toString('base64url');
  private attempts = 0;

  constructor(
    @Inject(REDIS) private readonly redis: GatewayRedis,
    private readonly namespace: Namespace,
    readiness: Readiness,
    @Optional() @Inject(RATE_LIMIT_CLOCK) private readonly clock?: RateLimitClock,
  ) {
    readiness.register('redis', async () => {
      await this.redis.ping();
    });
  }

  /** Counts one attempt; throws RATE_LIMITED (and counts nothing) when a rule says wait. */
  async hit(rule: RateRule): Promise<void> {
    await this.take([rule]);
  }

  /**
   * Counts one attempt like `hit`, but without waiting for Redis while this process knows the
   * window is at most half used: the attempt is counted in Redis all the same, in the background.
   * Otherwise (the first attempt this process sees for the key, past half of the limit, Redis not
   * connected) it waits for Redis's count exactly as `hit` does. For the paths where Redis's round
   * trip would precede every member's message to the model (docs/adr/0031-assistant-messages-rate-limit.md).
   *
   * With one gateway the limit stays exact: every attempt this process let through is in its view
   * (answered or in flight), and one that waits gets Redis's count, which includes the earlier ones
   * sent on the same connection. With several replicas, each lets at most half the limit through on
   * its own view before asking, so a member spreading a burst over them can pass the limit by at
   * most half of it for each other replica, within one window.
   */
  admit(rule: RateRule): Promise<void> | undefined {
    const key = this.key(rule.key);
    const view = this.views.get(key);
    if (view && view.answered > 0 && this.redis.isReady) {
      // Every attempt Redis had counted has left the window since: only this process's newer ones are in it.
      if (this.localNow() >= view.emptyAt) view.seen = 0;
      if (view.seen + view.inFlight + 1 <= Math.floor(rule.limit / 2)) {
        this.countAttempt(key, view, rule).catch(() => undefined);
        return undefined;
      }
    }
    return this.countAttempt(key, view, rule).then(([taken, , waitMs]) => {
      if (!taken) throw limited(waitMs);
    });
  }

  /** One attempt counted in Redis, its answer kept in the key's view. */
  private async countAttempt(key: string, known: WindowView | undefined, rule: RateRule): Promise<[boolean, number, number]> {
    const view = known ?? { seen: 0, inFlight: 0, emptyAt: 0, sent: 0, answered: 0 };
    if (!known) this.views.set(key, view);
    const attempt = ++view.sent;
    view.inFlight += 1;
    try {
      const [taken, count, waitMs, emptyMs] = await unavailableWhenDown(this.redis.rateTake(this.nextId(), this.redisNow(), [toRedis(key, rule)]));
      if (attempt > view.answered) {
        view.answered = attempt;
        view.seen = count;
        view.emptyAt = this.localNow() + emptyMs;
      }
      return [taken === 1, count, waitMs];
    } catch (error) {
      // Whether it counted is unknown: the next attempt asks Redis (and is refused while it is down).
      this.views.delete(key);
      throw error;
    } finally {
      view.inFlight -= 1;
    }
  }

  /**
   * Takes one attempt from every rule at once, before its outcome is known: throws RATE_LIMITED
   * (taking nothing) when any rule says wait, with the longest wait. Whoever learns the attempt did
   * not count (a right password) refunds it, from every rule.
   */
  async reserve(rules: RateRule | readonly RateRule[]): Promise<Reservation> {
    const list = Array.isArray(rules) ? rules : [rules as RateRule];
    const id = await this.take(list);
    let refunded = false;
    return {
      refund: async () => {
        if (refunded) return;
        refunded = true;
        await unavailableWhenDown(
          this.redis.rateRefund(
            id,
            list.map((rule) => this.key(rule.key)),
          ),
        );
      },
    };
  }

  /** How many attempts the rule's window holds now. */
  async count(rule: RateRule): Promise<number> {
    const [count] = await this.counts([rule]);
    return count!;
  }

  /** How many attempts each rule's window holds, at one moment. */
  async counts(rules: readonly RateRule[]): Promise<number[]> {
    const windows = rules.map((rule) => ({ key: this.key(rule.key), windowMs: Math.round(rule.windowSeconds * 1000) }));
    return unavailableWhenDown(this.redis.rateCount(this.redisNow(), windows));
  }

  /**
   * Forgets every attempt the rule counted, also under `alsoFrom` where the same attempts (taken
   * together by `reserve`) were counted: a right password clears the account's wrong passwords from
   * that address.
   */
  async forget(rule: RateRule, alsoFrom: readonly RateRule[] = []): Promise<void> {
    await unavailableWhenDown(this.redis.rateForget([rule, ...alsoFrom].map((r) => this.key(r.key))));
  }

  async onApplicationShutdown() {
    await closeGatewayRedis(this.redis);
  }

  private async take(rules: readonly RateRule[]): Promise<string> {
    const id = this.nextId();
    const [taken, , waitMs] = await unavailableWhenDown(
      this.redis.rateTake(
        id,
        this.redisNow(),
        rules.map((rule) => toRedis(this.key(rule.key), rule)),
      ),
    );
    if (!taken) throw limited(waitMs);
    return id;
  }

  private nextId() {
    return `${this.idPrefix}:${++this.attempts}`;
  }

  /** The time sent to the scripts: none (Redis's own) unless a clock was given. */
  private redisNow() {
    return this.clock ? Math.floor(this.clock.now()) : undefined;
  }

  private localNow() {
    return this.clock ? this.clock.now() : Date.now();
  }

  private key(key: string) {
    return this.namespace.redisKey(`ratelimit:${key}`);
  }
}

function toRedis(key: string, rule: RateRule): RateTakeRule {
  // A limit below 1 would refuse everything (and leave the script no oldest attempt to wait for).
  if (!(rule.limit >= 1) || !(rule.windowSeconds > 0)) throw new Error(`rate rule ${rule.key}: a limit of at least 1 and a window are needed`);
  const delays = rule.delays;
  return {
    key,
    windowMs: Math.round(rule.windowSeconds * 1000),
    limit: Number.isFinite(rule.limit) ? Math.floor(rule.limit) : -1,
    free: delays ? Math.max(0, Math.floor(delays.free)) : -1,
    firstDelayMs: delays ? Math.round(delays.firstSeconds * 1000) : 0,
    maxDelayMs: delays ? Math.round(delays.maxSeconds * 1000) : 0,
  };
}

function limited(waitMs: number) {
  const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new AppError(ErrorCode.RATE_LIMITED, REFUSAL, { retryAfterSeconds });
}

/**
 * A member's messages to the assistant in a minute: typed chat messages and spoken voice turns
 * share one count, so switching between them does not double what reaches the model.
 */
export function assistantMessagesRule(userId: string, perMinute: number | undefined): RateRule {
  return { key: `chat:user:${userId}`, limit: perMinute ?? CHAT_MESSAGES_PER_MINUTE, windowSeconds: 60 };
}
