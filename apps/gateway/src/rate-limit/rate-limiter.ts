import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { CHAT_MESSAGES_PER_MINUTE, ErrorCode } from '@vi/contracts';
import { AppError, Namespace, Readiness } from '@vi/service-kit';
import { Redis } from 'ioredis';

export const REDIS = Symbol('REDIS');

// Fixed window: the first hit sets the expiry; atomic so concurrent hits count exactly.
const HIT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { n, redis.call('PTTL', KEYS[1]) }`;

// Takes one attempt of the window unless none is left (then takes nothing), in one step, so parallel
// attempts can never pass the limit between a check and a count.
const RESERVE = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
if n > tonumber(ARGV[2]) then redis.call('DECR', KEYS[1]) end
return { n, redis.call('PTTL', KEYS[1]) }`;

// Gives a reserved attempt back (never below zero, and not into a window that has ended).
const REFUND = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then redis.call('DECR', KEYS[1]) end
return n`;

/** An attempt taken from a window before its outcome is known. */
export interface Reservation {
  /** The attempt turned out not to count (e.g. the password was right): give it back. */
  refund(): Promise<void>;
}

export interface RateRule {
  /** What is limited, e.g. `signin:ip:1.2.3.4`. */
  key: string;
  limit: number;
  windowSeconds: number;
}

@Injectable()
export class RateLimiter implements OnApplicationShutdown {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly namespace: Namespace,
    readiness: Readiness,
  ) {
    readiness.register('redis', async () => {
      await this.redis.ping();
    });
  }

  /** Counts one attempt; throws RATE_LIMITED once the window's limit is passed. */
  async hit(rule: RateRule): Promise<void> {
    const [count, ttl] = (await this.redis.eval(HIT, 1, this.key(rule.key), rule.windowSeconds * 1000)) as [number, number];
    if (count > rule.limit) throw this.limited(ttl);
  }

  /**
   * Takes one attempt before its outcome is known, atomically: throws RATE_LIMITED when the window
   * has none left. Whoever learns the attempt did not count (a right password) refunds it.
   */
  async reserve(rule: RateRule): Promise<Reservation> {
    const key = this.key(rule.key);
    const [count, ttl] = (await this.redis.eval(RESERVE, 1, key, rule.windowSeconds * 1000, rule.limit)) as [number, number];
    if (count > rule.limit) throw this.limited(ttl);
    let refunded = false;
    return {
      refund: async () => {
        if (refunded) return;
        refunded = true;
        await this.redis.eval(REFUND, 1, key);
      },
    };
  }

  async onApplicationShutdown() {
    await this.redis.quit().catch(() => undefined);
  }

  private key(key: string) {
    return this.namespace.redisKey(`ratelimit:${key}`);
  }

  private limited(ttlMs: number) {
    const retryAfterSeconds = Math.max(1, Math.ceil(ttlMs / 1000));
    return new AppError(ErrorCode.RATE_LIMITED, 'Too many attempts. Please wait a moment and try again.', { retryAfterSeconds });
  }
}

/**
 * A member's messages to the assistant in a minute: typed chat messages and spoken voice turns
 * share one count, so switching between them does not double what reaches the model.
 */
export function assistantMessagesRule(userId: string, perMinute: number | undefined): RateRule {
  return { key: `chat:user:${userId}`, limit: perMinute ?? CHAT_MESSAGES_PER_MINUTE, windowSeconds: 60 };
}
