import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ADMIN_REFUSALS, BROADCAST, type createMemberRequestSchema, ErrorCode, EVENTS, type User } from '@vi/contracts';
import { AppError, Broadcaster, OutboxWriter } from '@vi/service-kit';
import { DataSource } from 'typeorm';
import type { z } from 'zod';
import { AuditLog } from '../audit/audit-log.js';
import { hashPassword } from '../auth/passwords.js';
import { RefreshTokensRepository } from '../auth/refresh-tokens.repository.js';
import { Accounts } from '../users/accounts.js';
import { toUser, UsersRepository } from '../users/users.repository.js';
import { ADMIN_RULES, deletionRefusal, memberDeletionRefusal, requireActor } from './admin-rules.js';
import { AdminsRepository } from './admins.repository.js';
import { MemberPurge } from './member-purge.js';
import { retryingTransaction } from './transaction.js';

type NewMember = z.output<typeof createMemberRequestSchema>['member'];

/** Accounts made and deleted by admins. */
@Injectable()
export class MembersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly admins: AdminsRepository,
    private readonly users: UsersRepository,
    private readonly accounts: Accounts,
    private readonly refreshTokens: RefreshTokensRepository,
    private readonly outbox: OutboxWriter,
    private readonly broadcaster: Broadcaster,
    private readonly audit: AuditLog,
    private readonly purge: MemberPurge,
  ) {}

  /**
   * Made as a sign-up makes it (the same event), but nobody is signed in: the member signs in with
   * the password. Recorded in the audit log.
   */
  async create(actorId: string, member: NewMember, address: string | null = null): Promise<User> {
    // Checked before the (deliberately slow) hashing, so a refused caller costs nothing.
    requireActor(await this.admins.findActor(this.dataSource.manager, actorId), ADMIN_REFUSALS.createUser);
    const passwordHash = await hashPassword(member.password);
    const userId = randomUUID();
    const row = await this.dataSource.transaction(async (manager) => {
      // Read again, held to the commit: the audit entry names an admin who is one now.
      const actor = requireActor(await this.admins.findActor(manager, actorId), ADMIN_REFUSALS.createUser);
      // The member is asked no age question: the admin vouches (the schema requires it), and is recorded as having done so.
      await this.accounts.create(manager, { id: userId, email: member.email, name: member.name, passwordHash, ageVouchedBy: actor.userId });
      const created = await this.users.findById(userId, manager);
      await this.audit.record(manager, {
        action: 'member.created',
        actor,
        address,
        target: { type: 'member', id: userId, label: created!.email },
        details: {},
      });
      return created;
    });
    this.outbox.committed();
    return toUser(row!);
  }

  /**
   * Deletes the account and everything identity holds of the member in one transaction, with the
   * `user deleted` event from which every other service forgets them. The audit log keeps what was
   * done and forgets who the member was (AuditLog.forget); the deletion itself is recorded so.
   */
  async delete(actorId: string, userId: string, address: string | null = null): Promise<{ deleted: true; userId: string }> {
    await retryingTransaction(this.dataSource, async (manager) => {
      const superAdmins = await this.admins.lockActiveSuperAdmins(manager);
      const actor = requireActor(await this.admins.findActor(manager, actorId), ADMIN_REFUSALS.deleteUser);
      const early = deletionRefusal(actor, userId);
      if (early) throw early;
      // Waits for any token being issued to them or admin row being added for them, then holds them.
      if (!(await this.users.lockForDeletion(manager, userId))) throw new AppError(ErrorCode.NOT_FOUND, ADMIN_RULES.userNotFound);
      const asAdmin = await this.admins.findActive(manager, userId);
      const refusal = memberDeletionRefusal(userId, asAdmin?.role ?? null, superAdmins);
      if (refusal) throw refusal;

      await this.purge.purge(manager, userId, new Date());
      // The deletion is recorded with the member already redacted: who they were goes with them.
      await this.audit.record(manager, {
        action: 'member.deleted',
        actor,
        address,
        target: { type: 'member', redacted: true },
        details: { adminRole: asAdmin?.role ?? null },
      });
    });
    this.purge.purged(userId);
    return { deleted: true, userId };
  }
}
