import { Injectable } from '@nestjs/common';
import { BROADCAST, EVENTS } from '@vi/contracts';
import { Broadcaster, OutboxWriter } from '@vi/service-kit';
import type { EntityManager } from 'typeorm';
import { AuditLog } from '../audit/audit-log.js';
import { RefreshTokensRepository } from '../auth/refresh-tokens.repository.js';
import { UsersRepository } from '../users/users.repository.js';
import { AdminsRepository } from './admins.repository.js';
import { forgetEventsOf } from './member-events.js';

/**
 * The one way a member leaves: everything identity holds of them goes, in the caller's transaction
 * (which holds the account: `UsersRepository.lockForDeletion`), with the `user deleted` event from
 * which every other service forgets them. Used by an admin's deletion and by the purge of an
 * account its member closed (closed-accounts.ts).
 */
@Injectable()
export class MemberPurge {
  constructor(
    private readonly admins: AdminsRepository,
    private readonly users: UsersRepository,
    private readonly refreshTokens: RefreshTokensRepository,
    private readonly outbox: OutboxWriter,
    private readonly broadcaster: Broadcaster,
    private readonly audit: AuditLog,
  ) {}

  async purge(manager: EntityManager, userId: string, at: Date): Promise<void> {
    await this.refreshTokens.deleteAllOf(manager, userId);
    await this.admins.forget(manager, userId);
    // The audit log keeps what was done and forgets who the member was.
    await this.audit.forget(manager, userId);
    // Their links and queued mail go with the row (ON DELETE CASCADE).
    await this.users.delete(manager, userId);
    await forgetEventsOf(manager, userId);
    await this.outbox.append(manager, EVENTS.identity.userDeleted, { userId, deletedAt: at.toISOString() });
  }

  /** After the caller's commit. */
  purged(userId: string): void {
    this.outbox.committed();
    this.broadcaster.publish(BROADCAST.identity.userChanged, { userId });
  }
}
