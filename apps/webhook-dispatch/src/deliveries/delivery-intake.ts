import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { EventConsumer, LOGGER, NATS_CONNECTION, Namespace } from '@vi/service-kit';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { ForgottenMembersRepository } from '../member-deletion/forgotten-members.repository.js';
import { DeliveriesRepository } from './deliveries.repository.js';
import { DeliveryWorker } from './delivery-worker.js';
import { DELIVERED_EVENTS, payloadOfEvent } from './payload.js';

/** The durable consumer's name: replicas share it, and it survives restarts. */
export const DELIVERIES_CONSUMER = 'webhook-dispatch-deliveries';

/**
 * Turns signup, purchase and feedback events into deliveries: one row per enabled configuration of
 * the type, written in the transaction that records the event as handled, before the ack. Nothing is
 * sent here; the worker is woken once the rows are committed.
 */
@Injectable()
export class DeliveryIntake implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private consumer?: EventConsumer;

  constructor(
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    private readonly namespace: Namespace,
    private readonly dataSource: DataSource,
    private readonly deliveries: DeliveriesRepository,
    private readonly forgotten: ForgottenMembersRepository,
    private readonly worker: DeliveryWorker,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap() {
    this.consumer = new EventConsumer({
      nc: this.nc,
      namespace: this.namespace,
      dataSource: this.dataSource,
      logger: this.logger,
      durable: DELIVERIES_CONSUMER,
      subjects: DELIVERED_EVENTS,
      handle: async (event, manager) => {
        const payload = payloadOfEvent(event);
        if (!payload) return undefined;
        // An event about a member deleted meanwhile (another service published it after identity's deletion) is not delivered.
        const userId = (event.data as { userId?: unknown }).userId;
        if (typeof userId === 'string') {
          await this.forgotten.lockMember(manager, userId);
          if (await this.forgotten.isForgotten(manager, userId)) return undefined;
        }
        const enqueued = await this.deliveries.enqueueForEvent(manager, event.id, payload.type, payload.body);
        return enqueued > 0 ? () => this.worker.wake() : undefined;
      },
    });
    await this.consumer.start();
  }

  async beforeApplicationShutdown() {
    await this.consumer?.stop();
  }
}
