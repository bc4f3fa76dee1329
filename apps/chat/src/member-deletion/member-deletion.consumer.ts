import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { EVENTS, type UserDeletedV1 } from '@vi/contracts';
import { EventConsumer, forgetPublishedEventsOf, LOGGER, NATS_CONNECTION, Namespace } from '@vi/service-kit';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { ConversationsRepository } from '../conversations/conversations.repository.js';
import { ConversationContexts } from '../messages/conversation-contexts.js';

/** The durable consumer's name: replicas share it, and it survives restarts. */
export const MEMBER_DELETION_CONSUMER = 'chat-member-deletion';

/** Forgets a deleted member: every conversation and message of theirs goes, in the transaction that records the event. */
@Injectable()
export class MemberDeletionConsumer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private consumer?: EventConsumer;

  constructor(
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    private readonly namespace: Namespace,
    private readonly dataSource: DataSource,
    private readonly conversations: ConversationsRepository,
    private readonly contexts: ConversationContexts,
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
        const deleted = await this.conversations.deleteAllOf(manager, userId);
        // What this process remembers of their open conversation goes too (other replicas' copies expire with it unused: the member can no longer send).
        this.contexts.forget(userId);
        // Chat publishes no events, but what service-kit keeps about the member (dead letters) goes too.
        await forgetPublishedEventsOf(manager, userId);
        this.logger.info({ eventId: event.id, ...deleted }, 'deleted member forgotten');
      },
    });
    await this.consumer.start();
  }

  async beforeApplicationShutdown() {
    await this.consumer?.stop();
  }
}
