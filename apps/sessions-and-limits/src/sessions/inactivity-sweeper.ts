import { Inject, Injectable, type OnApplicationBootstrap, type BeforeApplicationShutdown } from '@nestjs/common';
import { VOICE_SESSION_MAX_HOURS } from '@vi/contracts';
import { LOGGER, SERVICE_CONFIG } from '@vi/service-kit';
import type { Logger } from 'pino';
import { SessionsService } from './sessions.service.js';

/**
 * The server ends idle chat sessions itself (the browser may be gone). Every replica sweeps;
 * SKIP LOCKED lets them share the rows without waiting on each other.
 */
@Injectable()
export class InactivitySweeper implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(
    private readonly sessions: SessionsService,
    @Inject(SERVICE_CONFIG) private readonly config: { SWEEP_INTERVAL_MS: number; CHAT_INACTIVITY_MINUTES: number },
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap() {
    this.timer = setInterval(() => void this.sweepOnce(), this.config.SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  async beforeApplicationShutdown() {
    clearInterval(this.timer);
    await this.running;
  }

  sweepOnce(): Promise<unknown> {
    this.running ??= this.sessions
      .sweep(this.config.CHAT_INACTIVITY_MINUTES, VOICE_SESSION_MAX_HOURS)
      .then((closed) => {
        if (closed > 0) this.logger.info({ closed }, 'closed idle sessions');
      })
      .catch((error: unknown) => this.logger.warn({ err: error }, 'sweep failed; will retry'))
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }
}
