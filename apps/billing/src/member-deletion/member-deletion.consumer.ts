import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { EVENTS, type UserDeletedV1 } from '@vi/contracts';
import { EventConsumer, LOGGER, NATS_CONNECTION, Namespace } from '@vi/service-kit';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { MemberDeletionService } from './member-deletion.service.js';

/** The durable consumer's name: replicas share it, and it survives restarts. */
export const MEMBER_DELETION_CONSUMER = 'billing-member-deletion';

/** Forgets a deleted member (see MemberDeletionService), in the transaction that records the `user deleted` event. */
@Injectable()
export class MemberDeletionConsumer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private consumer?: EventConsumer;

  constructor(
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    private readonly namespace: Namespace,
    private readonly dataSource: DataSource,
    private readonly deletion: MemberDeletionService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap() {
    this.consumer = new EventConsumer({
      nc: this.nc,
      namespace: this.namespace,
      dataSource: this.dataSource,
      logger: this.logger,
      durable: MEMBER_DELETION_CONSUMER,
      subjects: [EVENTS.identity.userDeleted],
      handle: async (event, manager) => {
        const { userId } = event.data as UserDeletedV1;
        const outcome = await this.deletion.forget(manager, userId);
        this.logger.info({ eventId: event.id, ...outcome }, 'deleted member forgotten');
      },
    });
    await this.consumer.start();
  }

  async beforeApplicationShutdown() {
    await this.consumer?.stop();
  }
}
