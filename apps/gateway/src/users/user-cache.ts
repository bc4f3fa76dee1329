import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { BROADCAST, RPC, type User, userSchema } from '@vi/contracts';
import { NATS_CONNECTION, Namespace, RpcClient } from '@vi/service-kit';
import { ExpiringCache } from '../cache/expiring-cache.js';

const TTL_MS = 10_000;

/**
 * Members' profiles for a few seconds, so `GET /me` (called on every page) does not cross
 * NATS each time. Identity broadcasts a change, which drops the entry in every gateway.
 */
@Injectable()
export class UserCache implements OnModuleInit, OnModuleDestroy {
  private readonly users = new ExpiringCache<User>(50_000);
  private readonly loading = new Map<string, Promise<User>>();
  private subscription?: Subscription;

  constructor(
    private readonly rpc: RpcClient,
    private readonly namespace: Namespace,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
  ) {}

  onModuleInit() {
    this.subscription = this.nc.subscribe(this.namespace.subject(BROADCAST.identity.userChanged), {
      callback: (_error, msg) => {
        try {
          const { userId } = msg.json<{ userId?: unknown }>();
          if (typeof userId === 'string') this.users.delete(userId);
        } catch {
          /* a malformed hint changes nothing */
        }
      },
    });
  }

  onModuleDestroy() {
    this.subscription?.unsubscribe();
  }

  async get(userId: string): Promise<User> {
    const cached = this.users.get(userId);
    if (cached) return cached;
    let pending = this.loading.get(userId);
    if (!pending) {
      pending = this.rpc.call(RPC.identity.getUser, { userId }, userSchema).finally(() => this.loading.delete(userId));
      this.loading.set(userId, pending);
    }
    const user = await pending;
    this.users.set(userId, user, Date.now() + TTL_MS);
    return user;
  }
}
