import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { LOGGER, SERVICE_CONFIG } from '@vi/service-kit';
import { createTransport, type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { DataSource, LessThanOrEqual } from 'typeorm';
import type { IdentityConfig } from '../config.js';
import { MailQueue } from './mail-queue.js';
import { OutgoingMailEntity } from './outgoing-mail.entity.js';

/** How often waiting mail is looked for when nothing wakes the sender (another replica's, a retry). */
export const MAIL_POLL_MS = 2_000;
const BATCH = 20;
/** A message the server keeps refusing is given up after a day (its links have expired by then). */
const GIVE_UP_MS = 24 * 3_600_000;

/** The wait before the next try: 10 s, doubling, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * Sends the queued mail through SMTP_URL with nodemailer. Each replica claims rows with SKIP LOCKED,
 * so two never send one message; a row is deleted once the server accepted it, and retried with
 * growing waits when it did not. Without SMTP_URL (development or tests) nothing is sent: the rows
 * are dropped with a warning, since a catcher may come later but these links would be stale.
 */
@Injectable()
export class MailSender implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private running: Promise<void> | null = null;
  private again = false;
  private readonly transport: Transporter | null;

  constructor(
    private readonly dataSource: DataSource,
    queue: MailQueue,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.transport = config.SMTP_URL ? createTransport(config.SMTP_URL) : null;
    queue.onCommitted(() => this.wake());
  }

  onApplicationBootstrap(): void {
    if (!this.transport) this.logger.warn('no SMTP_URL: mail (password resets, email confirmations) is not sent (refused in production)');
    this.timer = setInterval(() => this.wake(), MAIL_POLL_MS);
    this.timer.unref();
    this.wake();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
    this.transport?.close();
  }

  /** Sends what is due now; a wake while sending runs another round after it. */
  wake(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: unknown) => this.logger.warn({ err: error }, 'could not send queued mail; will try again'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  private async drain(): Promise<void> {
    while ((await this.sendBatch()) === BATCH);
  }

  /** One transaction: claims up to BATCH due rows, sends each, deletes or reschedules it. */
  private sendBatch(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const mail = manager.getRepository(OutgoingMailEntity);
      const due = await mail.find({
        where: { nextAttemptAt: LessThanOrEqual(new Date()) },
        order: { nextAttemptAt: 'ASC' },
        take: BATCH,
        lock: { mode: 'pessimistic_write', onLocked: 'skip_locked' },
      });
      for (const row of due) {
        if (!this.transport) {
          this.logger.warn({ mailId: row.id }, 'mail not sent: no SMTP_URL');
          await mail.delete({ id: row.id });
          continue;
        }
        try {
          await this.transport.sendMail({ from: this.config.MAIL_FROM, to: row.toAddress, subject: row.subject, text: row.body });
          await mail.delete({ id: row.id });
        } catch (error) {
          const attempts = row.attempts + 1;
          const reason = error instanceof Error ? error.message : String(error);
          if (Date.now() - row.createdAt.getTime() > GIVE_UP_MS) {
            this.logger.error({ mailId: row.id, attempts, reason }, 'mail given up after a day of refusals');
            await mail.delete({ id: row.id });
            continue;
          }
          this.logger.warn({ mailId: row.id, attempts, reason }, 'the SMTP server did not take a message; will try again');
          await mail.update({ id: row.id }, { attempts, lastError: reason.slice(0, 500), nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)) });
        }
      }
      return due.length;
    });
  }
}
