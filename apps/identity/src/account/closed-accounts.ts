import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ACCOUNT_MESSAGES, ACCOUNT_RECOVERY_DAYS, BROADCAST, ErrorCode, EVENTS, type InterfaceLanguage } from '@vi/contracts';
import { AppError, Broadcaster, LOGGER, OutboxWriter, SERVICE_CONFIG } from '@vi/service-kit';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { memberDeletionRefusal } from '../admins/admin-rules.js';
import { AdminsRepository } from '../admins/admins.repository.js';
import { MemberPurge } from '../admins/member-purge.js';
import { retryingTransaction } from '../admins/transaction.js';
import { CLOCK, type Clock } from '../audit/clock.js';
import { verifyPassword } from '../auth/passwords.js';
import { RefreshTokensRepository } from '../auth/refresh-tokens.repository.js';
import type { IdentityConfig } from '../config.js';
import { MailQueue } from '../mail/mail-queue.js';
import { UserEntity } from '../users/user.entity.js';
import { UsersRepository } from '../users/users.repository.js';

const DAY_MS = 86_400_000;
/** How many closed accounts one sweep purges at most (the next sweep takes the rest). */
const SWEEP_BATCH = 100;

/** When a closed account is purged: ACCOUNT_RECOVERY_DAYS after it was closed. */
export function purgeAfter(closedAt: Date): Date {
  return new Date(closedAt.getTime() + ACCOUNT_RECOVERY_DAYS * DAY_MS);
}

/**
 * Accounts their members closed. Closing signs the member out everywhere and tells every service
 * (`user.closed`: billing stops the subscription at its period's end, the admin directory marks it);
 * the account can be restored by signing in until `purge_after` (AuthService.restore); after that the
 * sweep purges it through the same mechanism as an admin's deletion (MemberPurge), on the injected clock.
 */
@Injectable()
export class ClosedAccounts implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly admins: AdminsRepository,
    private readonly refreshTokens: RefreshTokensRepository,
    private readonly purge: MemberPurge,
    private readonly mail: MailQueue,
    private readonly outbox: OutboxWriter,
    private readonly broadcaster: Broadcaster,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    const sweep = () => this.sweep().catch((error: unknown) => this.logger.warn({ err: error }, 'could not purge closed accounts; will try again'));
    this.timer = setInterval(sweep, this.config.CLOSED_ACCOUNTS_SWEEP_MS);
    this.timer.unref();
    void sweep();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Needs the password. Answers when it closed, when it will be purged, and the sessions that ended. */
  async close(userId: string, password: string): Promise<{ closedAt: string; purgeAfter: string; endedSessions: string[] }> {
    const row = await this.users.findById(userId);
    if (!row || row.closedAt) throw new AppError(ErrorCode.UNAUTHENTICATED, 'Your session has expired. Please sign in again.');
    if (!(await verifyPassword(row.passwordHash, password))) {
      throw new AppError(ErrorCode.FORBIDDEN, ACCOUNT_MESSAGES.wrongCurrentPassword, { reason: 'wrong_password' });
    }
    const closedAt = this.clock.now();
    const until = purgeAfter(closedAt);
    const endedSessions = await retryingTransaction(this.dataSource, async (manager) => {
      const superAdmins = await this.admins.lockActiveSuperAdmins(manager);
      if (!(await this.users.lockForDeletion(manager, userId)))
        throw new AppError(ErrorCode.UNAUTHENTICATED, 'Your session has expired. Please sign in again.');
      // The last super admin cannot leave (the admin area would have nobody to run it), as with an admin's deletion.
      const asAdmin = await this.admins.findActive(manager, userId);
      const refusal = memberDeletionRefusal(userId, asAdmin?.role ?? null, superAdmins);
      if (refusal) throw refusal;
      await manager.getRepository(UserEntity).update({ id: userId }, { closedAt, purgeAfter: until });
      const ended = await this.refreshTokens.revokeAllOf(manager, userId);
      await this.outbox.append(manager, EVENTS.identity.userClosed, { userId, closedAt: closedAt.toISOString(), purgeAfter: until.toISOString() });
      await this.mail.enqueue(
        manager,
        { userId, address: row.email, language: (row.language as InterfaceLanguage | null) ?? null },
        { kind: 'account-closed', name: row.name, restoreBy: until, timeZone: row.timeZone, signIn: `${this.config.PUBLIC_URL.replace(/\/+$/, '')}/login` },
      );
      return ended;
    });
    this.outbox.committed();
    this.mail.committed();
    this.broadcaster.publish(BROADCAST.identity.userChanged, { userId });
    return { closedAt: closedAt.toISOString(), purgeAfter: until.toISOString(), endedSessions };
  }

  /** Purges every closed account whose window has passed on the clock; answers how many went. */
  async sweep(): Promise<number> {
    const now = this.clock.now();
    const due = await this.dataSource
      .getRepository(UserEntity)
      .createQueryBuilder('u')
      .select('u.id', 'id')
      .where('u.purge_after <= :now', { now })
      .orderBy('u.purge_after')
      .limit(SWEEP_BATCH)
      .getRawMany<{ id: string }>();
    let purged = 0;
    for (const { id } of due) {
      const done = await retryingTransaction(this.dataSource, async (manager) => {
        if (!(await this.users.lockForDeletion(manager, id))) return false;
        // Read again under the lock: restored meanwhile, it stays.
        const row = await manager.getRepository(UserEntity).findOneBy({ id });
        if (!row?.purgeAfter || row.purgeAfter.getTime() > now.getTime()) return false;
        await this.purge.purge(manager, id, now);
        return true;
      });
      if (done) {
        this.purge.purged(id);
        purged += 1;
      }
    }
    if (purged > 0) this.logger.info({ purged }, 'closed accounts past their recovery window purged');
    return purged;
  }
}
