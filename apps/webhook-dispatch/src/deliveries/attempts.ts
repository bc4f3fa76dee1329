import { Inject, Injectable } from '@nestjs/common';
import type { WebhookType } from '@vi/contracts';
import { countWebhookAttempt, SERVICE_CONFIG } from '@vi/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../clock.js';
import type { WebhookDispatchConfig } from '../config.js';
import { LogsRepository } from '../logs/logs.repository.js';
import { signingSecrets, type StoredSecrets } from '../sending/secrets.js';
import { type SendOutcome, WebhookSender } from '../sending/sender.js';
import { type AttemptOutcome, DeliveriesRepository } from './deliveries.repository.js';

/** One attempt to send, as the log keeps it. */
export interface Attempt {
  deliveryId: string;
  configId: string;
  eventId: string | null;
  webhookType: WebhookType;
  endpointUrl: string;
  /** The configuration's secrets as they are now: which of them sign is decided at the moment of sending. */
  secrets: StoredSecrets;
  payload: string;
  attempt: number;
  test: boolean;
}

/** Sends attempts and writes each one to the log together with what it does to its delivery. */
@Injectable()
export class Attempts {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sender: WebhookSender,
    private readonly deliveries: DeliveriesRepository,
    private readonly logs: LogsRepository,
    @Inject(SERVICE_CONFIG) private readonly config: WebhookDispatchConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** How long a claim lasts: longer than any attempt can take, so it never runs out mid-send. */
  get leaseMs(): number {
    return 2 * this.config.WEBHOOK_TIMEOUT_MS + 30_000;
  }

  send(attempt: Attempt): Promise<SendOutcome> {
    return this.sender
      .send({
        endpointUrl: attempt.endpointUrl,
        deliveryId: attempt.deliveryId,
        body: attempt.payload,
        secrets: signingSecrets(attempt.secrets, this.clock.now()),
      })
      .then(countWebhookAttempt);
  }

  /** Logs the attempt and settles its delivery in one transaction; returns the log's id. */
  async record(attempt: Attempt, outcome: SendOutcome, settle: (manager: EntityManager) => Promise<unknown>): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      const logId = await this.logs.insert(manager, {
        webhookType: attempt.webhookType,
        success: outcome.success,
        responseStatus: outcome.status,
        endpointUrl: attempt.endpointUrl,
        responseBody: outcome.responseBody,
        errorMessage: outcome.error,
        attempt: attempt.attempt,
        eventId: attempt.eventId,
        deliveryId: attempt.deliveryId,
        configId: attempt.configId,
        test: attempt.test,
      });
      await settle(manager);
      return logId;
    });
  }

  /** Closes a claimed delivery without sending it (its configuration was deleted or disabled). */
  async cancel(deliveryId: string, attempt: number): Promise<void> {
    await this.deliveries.settle(this.dataSource.manager, deliveryId, attempt, { status: 'canceled' });
  }

  /** Settles a claimed attempt by the outcome (for the worker's scheduled attempts). */
  settleScheduled(attempt: Attempt, outcome: AttemptOutcome) {
    return (manager: EntityManager) => this.deliveries.settle(manager, attempt.deliveryId, attempt.attempt, outcome);
  }
}
