import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { LOGGER, SERVICE_CONFIG } from '@vi/service-kit';
import type { Logger } from 'pino';
import type { IdentityConfig } from '../config.js';
import { AuditRepository } from './audit.repository.js';
import { CLOCK, type Clock } from './clock.js';

/** How often each replica prunes (deleting the same old rows twice is harmless). */
export const AUDIT_PRUNE_INTERVAL_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * Keeps the audit log to AUDIT_LOG_RETENTION_DAYS (a year by default): at start and every hour,
 * entries that happened longer ago than that, on the injected clock, are deleted.
 */
@Injectable()
export class AuditRetention implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly entries: AuditRepository,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    const prune = () => this.prune().catch((error: unknown) => this.logger.warn({ err: error }, 'could not prune the audit log; will try again'));
    this.timer = setInterval(prune, AUDIT_PRUNE_INTERVAL_MS);
    this.timer.unref();
    void prune();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** The oldest instant still kept, as of the clock's now. */
  cutoff(): Date {
    return new Date(this.clock.now().getTime() - this.config.AUDIT_LOG_RETENTION_DAYS * DAY_MS);
  }

  /** Deletes what is past the retention now; answers how many entries went. */
  async prune(): Promise<number> {
    const deleted = await this.entries.deleteBefore(this.cutoff());
    if (deleted > 0) this.logger.info({ deleted, retentionDays: this.config.AUDIT_LOG_RETENTION_DAYS }, 'audit log entries past their retention deleted');
    return deleted;
  }
}
