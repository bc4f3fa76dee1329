import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { WebhookSendResult } from '@vi/contracts';
import { conflict, notFound } from '@vi/service-kit';
import { ConfigsRepository } from '../configs/configs.repository.js';
import { LogsRepository } from '../logs/logs.repository.js';
import type { SendOutcome } from '../sending/sender.js';
import { Attempts } from './attempts.js';
import { DeliveriesRepository } from './deliveries.repository.js';
import { testPayload } from './payload.js';

/** What an admin reads about a send. */
export function resultOf(outcome: SendOutcome): WebhookSendResult {
  const detail = outcome.success ? `Delivered: HTTP ${outcome.status}` : (outcome.error ?? `HTTP ${outcome.status}`);
  return { success: outcome.success, status: outcome.status, detail };
}

/** The admin's sends: a test to one configuration, and a logged delivery again. Both now, both logged. */
@Injectable()
export class SendNowService {
  constructor(
    private readonly configs: ConfigsRepository,
    private readonly deliveries: DeliveriesRepository,
    private readonly logs: LogsRepository,
    private readonly attempts: Attempts,
  ) {}

  /** Sends the test payload to the configuration (enabled or not: the admin asked), signed like any delivery. */
  async test(configId: string): Promise<WebhookSendResult> {
    const config = await this.configs.find(configId);
    if (!config) throw notFound('Webhook configuration');
    const attempt = {
      deliveryId: randomUUID(),
      configId: config.id,
      eventId: null,
      webhookType: config.webhookType,
      endpointUrl: config.endpointUrl,
      secrets: config,
      payload: testPayload(config.webhookType),
      attempt: 1,
      test: true,
    };
    const outcome = await this.attempts.send(attempt);
    // Kept as a settled delivery, so its log line can be redelivered like any other.
    await this.attempts.record(attempt, outcome, (manager) =>
      this.deliveries.insertTest(manager, attempt.deliveryId, config.id, config.webhookType, attempt.payload, outcome.success),
    );
    return resultOf(outcome);
  }

  /**
   * Sends the logged delivery's payload again to its configuration as it is now, with the same
   * webhook-id. A success closes the delivery; a failure leaves its schedule as it was.
   */
  async redeliver(logId: string): Promise<WebhookSendResult> {
    const log = await this.logs.find(logId);
    if (!log) throw notFound('Webhook log');
    const delivery = await this.deliveries.find(log.deliveryId);
    const payload = delivery && (await this.deliveries.payloadOf(delivery.id));
    if (!delivery || payload === undefined) throw notFound('Webhook delivery');
    const config = await this.configs.find(delivery.configId);
    if (!config) throw notFound('Webhook configuration');
    const attemptNumber = await this.deliveries.claimOne(delivery.id, this.attempts.leaseMs);
    if (attemptNumber === undefined) throw conflict('This delivery is being sent right now; try again in a moment');
    const attempt = {
      deliveryId: delivery.id,
      configId: config.id,
      eventId: delivery.eventId,
      webhookType: delivery.webhookType,
      endpointUrl: config.endpointUrl,
      secrets: config,
      payload,
      attempt: attemptNumber,
      test: delivery.test,
    };
    const outcome = await this.attempts.send(attempt);
    await this.attempts.record(attempt, outcome, (manager) =>
      this.deliveries.settle(manager, delivery.id, attemptNumber, outcome.success ? { status: 'delivered' } : { status: 'unchanged' }),
    );
    return resultOf(outcome);
  }
}
