import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { LOGGER, SERVICE_CONFIG } from '@vi/service-kit';
import type { Logger } from 'pino';
import type { BillingConfig } from '../config.js';
import { BillingMode } from '../stripe/billing-mode.js';
import { LocalCheckoutService } from './local-checkout.service.js';

/**
 * Local checkout only: ends or renews paid periods as Stripe would, so a member who canceled at
 * period end is free again once the period is over. (With Stripe, Stripe itself sends
 * customer.subscription.deleted then.)
 */
@Injectable()
export class PeriodSweeper implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(
    private readonly mode: BillingMode,
    private readonly local: LocalCheckoutService,
    @Inject(SERVICE_CONFIG) private readonly config: BillingConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap() {
    if (!this.mode.local) return;
    this.timer = setInterval(() => void this.sweepOnce(), this.config.LOCAL_RENEWAL_SWEEP_MS);
    this.timer.unref();
  }

  async beforeApplicationShutdown() {
    clearInterval(this.timer);
    await this.running;
  }

  sweepOnce(): Promise<unknown> {
    this.running ??= this.local
      .closeEndedPeriods()
      .then((closed) => {
        if (closed > 0) this.logger.info({ closed }, 'local subscriptions renewed or ended');
      })
      .catch((error: unknown) => this.logger.warn({ err: error }, 'local period sweep failed; will retry'))
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }
}
