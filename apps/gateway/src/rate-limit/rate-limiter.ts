import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { CHAT_MESSAGES_PER_MINUTE, ErrorCode } from '@vi/contracts';
import { AppError, LRUCache, Namespace, Readiness } from '@vi/service-kit';
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

/** What this process knows of one key's window (see `admit`). */
interface WindowView {
  /** The highest count Redis has answered in the current window (every replica's attempts). */
  seen: number;
  /** This process's attempts sent to Redis and not answered yet. */
  inFlight: number;
  /**
   * When the window ends, by this process's clock: never before Redis's key expires. Infinite
   * until Redis has answered once: nothing is known of the count before that.
   */
  endsAt: number;
  /** Changes when the window does: answers to attempts of an earlier window are not taken as this one's. */
  window: number;
}

@Injectable()
export class RateLimiter implements OnApplicationShutdown {
  private readonly views = new LRUCache<string, WindowView>({ max: 100_000 });

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
    const now = Date.now();
    if (view && Number.isFinite(view.endsAt) && this.redis.isReady) {
      if (now >= view.endsAt) {
        // Redis's key has expired: a new window, which starts no earlier than now.
        view.seen = 0;
        view.endsAt = now + rule.windowSeconds * 1000;
        view.window += 1;
      }
      if (view.seen + view.inFlight + 1 <= Math.floor(rule.limit / 2)) {
        this.count(key, view, rule).catch(() => undefined);
        return undefined;
      }
    }
    return this.count(key, view, rule).then(([count, ttl]) => {
      if (count > rule.limit) throw this.limited(ttl);
    });
  }

  /** One attempt counted in Redis, its answer kept in the key's view. */
  private async count(key: string, known: WindowView | undefined, rule: RateRule): Promise<[number, number]> {
    const view = known ?? { seen: 0, inFlight: 0, endsAt: Number.POSITIVE_INFINITY, window: 0 };
    if (!known) this.views.set(key, view);
    const window = view.window;
    view.inFlight += 1;
    try {
      const [count, ttl] = await unavailableWhenDown(this.redis.rateHit(key, rule.windowSeconds * 1000));
      if (ttl <= 0) this.views.delete(key);
      else if (view.window === window) {
        view.seen = Math.max(view.seen, count);
        view.endsAt = Date.now() + ttl;
      }
      return [count, ttl];
    } catch (error) {
      // Whether it counted is unknown: the next attempt asks Redis (and is refused while it is down).
      this.views.delete(key);
      throw error;
    } finally {
      view.inFlight -= 1;
    }
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
