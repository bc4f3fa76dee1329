import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { EVENTS, type UserDeletedV1 } from '@vi/contracts';
import { EventConsumer, forgetPublishedEventsOf, LOGGER, NATS_CONNECTION, Namespace } from '@vi/service-kit';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { FeedbackRepository } from '../feedback/feedback.repository.js';

/** The durable consumer's name: replicas share it, and it survives restarts. */
export const MEMBER_DELETION_CONSUMER = 'feedback-member-deletion';

/**
 * Forgets a deleted member, in the transaction that records the `user deleted` event: their ratings
 * stay as anonymous ones (see `FeedbackRepository.anonymiseAllOf`), and this service's events
 * about them go, the published ones and those still waiting to be (every consumer forgets the
 * member from the deletion event, so none of them needs to go out any more).
 */
@Injectable()
export class MemberDeletionConsumer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private consumer?: EventConsumer;

  constructor(
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    private readonly namespace: Namespace,
    private readonly dataSource: DataSource,
    private readonly feedback: FeedbackRepository,
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
        const anonymised = await this.feedback.anonymiseAllOf(manager, userId);
        await forgetPublishedEventsOf(manager, userId);
        await manager.query(`DELETE FROM "outbox" WHERE "payload" -> 'data' ->> 'userId' = $1`, [userId]);
        this.logger.info({ eventId: event.id, anonymised }, 'deleted member forgotten');
      },
    });
    await this.consumer.start();
  }

  async beforeApplicationShutdown() {
    await this.consumer?.stop();
  }
}
