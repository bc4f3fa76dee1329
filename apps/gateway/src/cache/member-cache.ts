import type { OnModuleDestroy } from '@nestjs/common';
import type { Subscription } from '@nats-io/transport-node';
import { type Broadcaster, LRUCache } from '@vi/service-kit';

/**
 * A member's data for a few seconds, dropped at once when the owning service broadcasts a
 * change for that member. Concurrent misses for one member share one load. A `variant`
 * (e.g. the time zone a month is counted in) is part of the entry: another variant reloads.
 */
export class MemberCache<T> implements OnModuleDestroy {
  private readonly entries: LRUCache<string, { variant: string; value: T }>;
  private readonly loading = new Map<string, Promise<T>>();
  /** When each member's data last changed, to not keep a value loaded before that. */
  private readonly changedAt: LRUCache<string, number>;
  private readonly subscription: Subscription;

  constructor(
    broadcaster: Broadcaster,
    changedSubject: string,
    private readonly load: (userId: string, variant: string) => Promise<T>,
    private readonly ttlMs = 10_000,
    maxEntries = 50_000,
  ) {
    this.entries = new LRUCache({ max: maxEntries, ttl: ttlMs });
    this.changedAt = new LRUCache({ max: maxEntries, ttl: ttlMs });
    this.subscription = broadcaster.subscribe<{ userId?: unknown }>(changedSubject, ({ userId }) => {
      if (typeof userId === 'string') this.forget(userId);
    });
  }
  async get(userId: string, variant = ''): Promise<T> {
    const cached = this.peek(userId, variant);
    if (cached !== undefined) return cached;
    const key = `${userId}\u0000${variant}`;
    let pending = this.loading.get(key);
    if (!pending) {
      const startedAt = Date.now();
      pending = this.load(userId, variant)
        .then((value) => {
          // A change announced while this was loading may be missing from it: do not keep it.
          if ((this.changedAt.get(userId) ?? 0) < startedAt)
            this.entries.set(userId, { variant, value }, { ttl: Math.max(1, startedAt + this.ttlMs - Date.now()) });
          return value;
        })
        .finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }

  /** The member's data for this variant if it is in the cache (never loads). */
  peek(userId: string, variant = ''): T | undefined {
    const cached = this.entries.get(userId);
    return cached !== undefined && cached.variant === variant ? cached.value : undefined;
  }

  /** The caller changed this member's data itself: the next read loads it again. */
  forget(userId: string) {
    this.entries.delete(userId);
    this.changedAt.set(userId, Date.now());
  }

  onModuleDestroy() {
    this.subscription.unsubscribe();
  }
}
