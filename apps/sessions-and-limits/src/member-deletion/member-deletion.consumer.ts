import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { BROADCAST, EVENTS, type UserDeletedV1 } from '@vi/contracts';
import { Broadcaster, EventConsumer, LOGGER, NATS_CONNECTION, Namespace } from '@vi/service-kit';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { ForgottenMembersRepository } from './forgotten-members.repository.js';
import { MemberDataRepository } from './member-data.repository.js';

/** The durable consumer's name: replicas share it, and it survives restarts. */
export const MEMBER_DELETION_CONSUMER = 'sessions-and-limits-member-deletion';

/**
 * Forgets a deleted member: their sessions, allowance zone and entitlement go in the transaction
 * that records the `user deleted` event, and their id is remembered only as a hash, so a late
 * subscription change cannot bring an entitlement back.
 */
@Injectable()
export class MemberDeletionConsumer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private consumer?: EventConsumer;

  constructor(
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    private readonly namespace: Namespace,
    private readonly dataSource: DataSource,
    private readonly forgotten: ForgottenMembersRepository,
    private readonly memberData: MemberDataRepository,
    private readonly broadcaster: Broadcaster,
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
        await this.forgotten.lockMember(manager, userId);
        await this.forgotten.remember(manager, userId);
        const { openChatSessionIds } = await this.memberData.deleteAll(manager, userId);
        // After the commit: the gateway's usage copy and the chat service's open sessions go too.
        return () => {
          this.broadcaster.publish(BROADCAST.sessions.usageChanged, { userId });
          for (const sessionId of openChatSessionIds) this.broadcaster.publish(BROADCAST.sessions.chatSessionClosed, { userId, sessionId });
        };
      },
    });
    await this.consumer.start();
  }

  async beforeApplicationShutdown() {
    await this.consumer?.stop();
  }
}
