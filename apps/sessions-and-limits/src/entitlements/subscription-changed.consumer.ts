import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { BROADCAST, EVENTS, type SubscriptionChangedV1 } from '@vi/contracts';
import { Broadcaster, EventConsumer, LOGGER, NATS_CONNECTION, Namespace } from '@vi/service-kit';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { ForgottenMembersRepository } from '../member-deletion/forgotten-members.repository.js';
import { EntitlementsRepository } from './entitlements.repository.js';

/** Keeps this service's copy of each member's subscription from billing's events. */
@Injectable()
export class SubscriptionChangedConsumer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private consumer?: EventConsumer;

  constructor(
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    private readonly namespace: Namespace,
    private readonly dataSource: DataSource,
    private readonly entitlements: EntitlementsRepository,
    private readonly forgotten: ForgottenMembersRepository,
    private readonly broadcaster: Broadcaster,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap() {
    this.consumer = new EventConsumer({
      nc: this.nc,
      namespace: this.namespace,
      dataSource: this.dataSource,
      logger: this.logger,
      durable: 'sessions-and-limits-entitlements',
      subjects: [EVENTS.billing.subscriptionChanged],
      handle: async (event, manager) => {
        const change = event.data as SubscriptionChangedV1;
        // A member deleted meanwhile stays deleted: billing may have sent this before it heard of it.
        await this.forgotten.lockMember(manager, change.userId);
        if (await this.forgotten.isForgotten(manager, change.userId)) return undefined;
        if (!(await this.entitlements.apply(manager, change))) return undefined;
        // After the commit: a gateway that drops its cached usage on this broadcast reads the new entitlement, not the old one.
        return () => this.broadcaster.publish(BROADCAST.sessions.usageChanged, { userId: change.userId });
      },
    });
    await this.consumer.start();
  }

  async beforeApplicationShutdown() {
    await this.consumer?.stop();
  }
}
