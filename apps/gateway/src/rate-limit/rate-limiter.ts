import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { CHAT_MESSAGES_PER_MINUTE, ErrorCode } from '@vi/contracts';
import { AppError, Namespace, Readiness } from '@vi/service-kit';
import { closeGatewayRedis, type GatewayRedis, REDIS, unavailableWhenDown } from '../redis/redis-client.js';

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
    @Inject(REDIS) private readonly redis: GatewayRedis,
    private readonly namespace: Namespace,
    readiness: Readiness,
  ) {
    readiness.register('redis', async () => {
      await this.redis.ping();
    });
  }

  /** Counts one attempt; throws RATE_LIMITED once the window's limit is passed. */
  async hit(rule: RateRule): Promise<void> {
    const [count, ttl] = await unavailableWhenDown(this.redis.rateHit(this.key(rule.key), rule.windowSeconds * 1000));
    if (count > rule.limit) throw this.limited(ttl);
  }

  /**
   * Takes one attempt before its outcome is known, atomically: throws RATE_LIMITED when the window
   * has none left. Whoever learns the attempt did not count (a right password) refunds it.
   */
  async reserve(rule: RateRule): Promise<Reservation> {
    const key = this.key(rule.key);
    const [count, ttl] = await unavailableWhenDown(this.redis.rateReserve(key, rule.windowSeconds * 1000, rule.limit));
    if (count > rule.limit) throw this.limited(ttl);
    let refunded = false;
    return {
      refund: async () => {
        if (refunded) return;
        refunded = true;
        await unavailableWhenDown(this.redis.rateRefund(key));
      },
    };
  }

  async onApplicationShutdown() {
    await closeGatewayRedis(this.redis);
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
