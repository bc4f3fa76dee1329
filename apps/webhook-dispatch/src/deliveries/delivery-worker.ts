import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { LOGGER, SERVICE_CONFIG } from '@vi/service-kit';
import type { Logger } from 'pino';
import type { WebhookDispatchConfig } from '../config.js';
import type { SendOutcome } from '../sending/sender.js';
import { type Attempt, Attempts } from './attempts.js';
import { type AttemptOutcome, type ClaimedDelivery, DeliveriesRepository } from './deliveries.repository.js';
import { retryDelayMs } from './retry-schedule.js';

/**
 * The in-process loop of each replica: claims due deliveries, sends them (a bounded pool, at most a
 * few per endpoint so one slow receiver cannot hold the rest), logs every attempt and schedules the
 * next or closes the delivery. Woken at once when this process enqueued deliveries or scheduled a
 * retry; otherwise it looks every WEBHOOK_POLL_MS (deliveries other replicas enqueued or left behind).
 */
@Injectable()
export class DeliveryWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly inFlight = new Set<Promise<void>>();
  private readonly perConfig = new Map<string, number>();
  private stopped = true;
  private loop?: Promise<void>;
  private wakeUp?: () => void;
  private woken = false;
  private retryTimer?: NodeJS.Timeout;
  private retryAt = Infinity;

  constructor(
    private readonly deliveries: DeliveriesRepository,
    private readonly attempts: Attempts,
    @Inject(SERVICE_CONFIG) private readonly config: WebhookDispatchConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap() {
    this.stopped = false;
    this.loop = this.run();
  }

  /** Stops claiming and lets the attempts in flight finish (each is bounded by the timeout). */
  async beforeApplicationShutdown() {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.wake();
    await this.loop;
    await Promise.allSettled(this.inFlight);
  }

  /** Look for due deliveries now. */
  wake() {
    this.woken = true;
    this.wakeUp?.();
  }

  private wakeAt(at: number) {
    if (this.stopped || at >= this.retryAt) return;
    clearTimeout(this.retryTimer);
    this.retryAt = at;
    this.retryTimer = setTimeout(
      () => {
        this.retryAt = Infinity;
        this.wake();
      },
      Math.max(0, at - Date.now()),
    );
  }

  private async run() {
    while (!this.stopped) {
      this.woken = false;
      const room = this.config.WEBHOOK_CONCURRENCY - this.inFlight.size;
      let claimed: ClaimedDelivery[] = [];
      if (room > 0) {
        try {
          claimed = await this.deliveries.claimDue(room, this.config.WEBHOOK_CONCURRENCY_PER_ENDPOINT, this.perConfig, this.attempts.leaseMs);
        } catch (error) {
          this.logger.warn({ err: error }, 'could not claim webhook deliveries; will retry');
        }
      }
      for (const delivery of claimed) this.start(delivery);
      // A full batch may mean more are due; otherwise wait to be woken or for the next look.
      if (claimed.length > 0 && claimed.length === room) continue;
      if (this.woken || this.stopped) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.config.WEBHOOK_POLL_MS);
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeUp = undefined;
    }
  }

  private start(delivery: ClaimedDelivery) {
    this.perConfig.set(delivery.configId, (this.perConfig.get(delivery.configId) ?? 0) + 1);
    const task = this.deliver(delivery)
      .catch((error: unknown) =>
        this.logger.error({ err: error, deliveryId: delivery.id }, 'webhook attempt could not be recorded; its claim runs out and it is tried again'),
      )
      .finally(() => {
        this.inFlight.delete(task);
        const left = (this.perConfig.get(delivery.configId) ?? 1) - 1;
        if (left > 0) this.perConfig.set(delivery.configId, left);
        else this.perConfig.delete(delivery.configId);
        this.wake();
      });
    this.inFlight.add(task);
  }

  private async deliver(delivery: ClaimedDelivery) {
    // Deleted or disabled since it was enqueued: a disabled configuration gets nothing.
    if (delivery.endpointUrl === null || !delivery.enabled) {
      await this.attempts.cancel(delivery.id, delivery.attempt);
      return;
    }
    const attempt = this.attemptOf(delivery);
    const outcome = await this.attempts.send(attempt);
    const next = this.nextOf(delivery.attempt, outcome);
    await this.attempts.record(attempt, outcome, this.attempts.settleScheduled(attempt, next));
    if (next.status === 'pending') this.wakeAt(Date.now() + next.retryInMs);
    if (!outcome.success) {
      this.logger.info(
        { deliveryId: delivery.id, attempt: delivery.attempt, status: outcome.status, error: outcome.error, next: next.status },
        'webhook attempt failed',
      );
    }
  }

  private nextOf(attempt: number, outcome: SendOutcome): AttemptOutcome {
    if (outcome.success) return { status: 'delivered' };
    // An address we refuse stays refused: the admin fixes the endpoint and redelivers.
    if (outcome.refused) return { status: 'failed' };
    const retryInMs = retryDelayMs(this.config.WEBHOOK_RETRY_SCHEDULE_MS, attempt);
    return retryInMs === undefined ? { status: 'failed' } : { status: 'pending', retryInMs };
  }

  private attemptOf(delivery: ClaimedDelivery): Attempt {
    return {
      deliveryId: delivery.id,
      configId: delivery.configId,
      eventId: delivery.eventId,
      webhookType: delivery.webhookType,
      endpointUrl: delivery.endpointUrl ?? '',
      secrets: delivery,
      payload: delivery.payload,
      attempt: delivery.attempt,
      test: delivery.test,
    };
  }
}
