import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  ADMIN_REFUSALS,
  type AdminEntry,
  type AdminList,
  type addAdminRequestSchema,
  AUDIT_LOG_REFUSAL,
  type AuditLogPage,
  BROADCAST,
  ErrorCode,
} from '@vi/contracts';
import { AppError, Broadcaster } from '@vi/service-kit';
import { DataSource } from 'typeorm';
import type { z } from 'zod';
import { AuditLog } from '../audit/audit-log.js';
import type { AuditQuery } from '../audit/audit.repository.js';
import { UsersRepository } from '../users/users.repository.js';
import { ADMIN_RULES, additionRefusal, auditLogRefusal, removalRefusal, requireActor } from './admin-rules.js';
import { AdminsRepository } from './admins.repository.js';
import { retryingTransaction } from './transaction.js';

type NewAdmin = z.output<typeof addAdminRequestSchema>['admin'];

/** The admins themselves: listed, added and removed by admins, under the rules in admin-rules.ts. */
@Injectable()
export class AdminsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly admins: AdminsRepository,
    private readonly users: UsersRepository,
    private readonly broadcaster: Broadcaster,
    private readonly audit: AuditLog,
  ) {}

  async list(actorId: string): Promise<AdminList> {
    requireActor(await this.admins.findActor(this.dataSource.manager, actorId), ADMIN_REFUSALS.viewAdmins);
    return { admins: await this.admins.listActive() };
  }

  /** A member with an account becomes an admin; a removed admin is granted again afresh. Recorded in the audit log. */
  async add(actorId: string, admin: NewAdmin, address: string | null = null): Promise<AdminEntry> {
    const entry = await retryingTransaction(this.dataSource, async (manager) => {
      const actor = requireActor(await this.admins.findActor(manager, actorId), ADMIN_REFUSALS.addAdmin);
      const refusal = additionRefusal(actor, admin.role);
      if (refusal) throw refusal;
      const user = await this.users.findByEmailHeld(manager, admin.email);
      if (!user) throw new AppError(ErrorCode.NOT_FOUND, ADMIN_RULES.userNotFound);
      const granted = await this.admins.grant(manager, { id: randomUUID(), userId: user.id, email: user.email, role: admin.role, createdBy: actor.userId });
      if (!granted) throw new AppError(ErrorCode.CONFLICT, ADMIN_RULES.alreadyAdmin);
      await this.audit.record(manager, {
        action: 'admin.added',
        actor,
        address,
        target: { type: 'admin', id: user.id, label: user.email },
        details: { role: admin.role },
      });
      return (await this.admins.findEntry(manager, user.id))!;
    });
    this.broadcaster.publish(BROADCAST.identity.userChanged, { userId: entry.userId });
    return entry;
  }

  /** Soft: the row stays, inactive. Recorded in the audit log. */
  async remove(actorId: string, userId: string, address: string | null = null): Promise<{ removed: true }> {
    await retryingTransaction(this.dataSource, async (manager) => {
      // Locked first, then everything is read: see AdminsRepository.lockActiveSuperAdmins.
      const superAdmins = await this.admins.lockActiveSuperAdmins(manager);
      const actor = requireActor(await this.admins.findActor(manager, actorId), ADMIN_REFUSALS.removeAdmin);
      const target = await this.admins.findActive(manager, userId, true);
      const refusal = removalRefusal(actor, userId, target, superAdmins);
      if (refusal) throw refusal;
      await this.admins.deactivate(manager, userId);
      const entry = await this.admins.findEntry(manager, userId);
      await this.audit.record(manager, {
        action: 'admin.removed',
        actor,
        address,
        target: { type: 'admin', id: userId, label: entry?.email ?? '' },
        details: { role: target!.role },
      });
    });
    this.broadcaster.publish(BROADCAST.identity.userChanged, { userId });
    return { removed: true };
  }

  /** The admin audit log, newest first: super admins only (a member gets the route's sentence, a plain admin ADMIN_RULES.viewAuditLog). */
  async auditLog(actorId: string, query: AuditQuery): Promise<AuditLogPage> {
    const actor = requireActor(await this.admins.findActor(this.dataSource.manager, actorId), AUDIT_LOG_REFUSAL);
    const refusal = auditLogRefusal(actor);
    if (refusal) throw refusal;
    return this.audit.page(query);
  }
}
