import { Injectable } from '@nestjs/common';
import type { AuditEntry, auditLogQuerySchema } from '@vi/contracts';
import { DataSource, type EntityManager, LessThan } from 'typeorm';
import type { z } from 'zod';
import { AuditEntryEntity } from './audit-entry.entity.js';

/** A query as the contract parses it (defaults filled in). */
export type AuditQuery = z.output<typeof auditLogQuerySchema>;

/** The API's shape of an entry. */
export function toAuditEntry(row: AuditEntryEntity): AuditEntry {
  return {
    id: row.id,
    occurredAt: row.occurredAt.toISOString(),
    action: row.action,
    actor: { userId: row.actorId, email: row.actorEmail, role: row.actorRole, redacted: row.actorRedacted },
    target: { type: row.targetType, id: row.targetId, label: row.targetLabel, redacted: row.targetRedacted },
    details: row.details,
    address: row.address,
  };
}

/** `%`, `_` and `\` mean themselves in a search. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** identity's `admin_audit_log`: appended to, redacted, read by super admins, pruned past the retention. */
@Injectable()
export class AuditRepository {
  constructor(private readonly dataSource: DataSource) {}

  private rows(manager: EntityManager = this.dataSource.manager) {
    return manager.getRepository(AuditEntryEntity);
  }

  /** Appends an entry in the caller's transaction (an id seen before adds nothing: a redelivered event). */
  async append(manager: EntityManager, entry: AuditEntryEntity): Promise<void> {
    await this.rows(manager).createQueryBuilder().insert().values(entry).orIgnore().execute();
  }

  /** Newest first (ties by id, so pages are stable), with the total that matches. */
  async page(query: AuditQuery): Promise<{ rows: AuditEntryEntity[]; total: number }> {
    const select = this.rows().createQueryBuilder('entry');
    if (query.action !== 'all') select.andWhere('entry.action = :action', { action: query.action });
    if (query.targetType !== 'all') select.andWhere('entry.targetType = :targetType', { targetType: query.targetType });
    if (query.from) select.andWhere('entry.occurredAt >= :from', { from: new Date(query.from) });
    if (query.to) select.andWhere('entry.occurredAt < :to', { to: new Date(query.to) });
    if (query.search) {
      select.andWhere(
        `(entry.actorEmail ILIKE :pattern OR entry.targetLabel ILIKE :pattern OR entry.targetId ILIKE :pattern OR entry.address ILIKE :pattern OR CAST(entry.actorId AS text) ILIKE :pattern)`,
        { pattern: `%${likeEscaped(query.search)}%` },
      );
    }
    const [rows, total] = await select
      .orderBy('entry.occurredAt', 'DESC')
      .addOrderBy('entry.id', 'DESC')
      .skip((query.page - 1) * query.perPage)
      .take(query.perPage)
      .getManyAndCount();
    return { rows, total };
  }

  /**
   * A deleted member's identity out of every entry: as the admin who acted (their id, email and
   * address) and as the member or admin acted on (their id and email). The actions stay.
   */
  async redactMember(manager: EntityManager, userId: string): Promise<{ asActor: number; asTarget: number }> {
    const asActor = await this.rows(manager).update({ actorId: userId }, { actorId: null, actorEmail: null, address: null, actorRedacted: true });
    const asTarget = await manager
      .createQueryBuilder()
      .update(AuditEntryEntity)
      .set({ targetId: null, targetLabel: null, targetRedacted: true })
      .where(`"target_type" IN ('member', 'admin') AND "target_id" = :userId`, { userId })
      .execute();
    return { asActor: asActor.affected ?? 0, asTarget: asTarget.affected ?? 0 };
  }

  /** Deletes the entries that happened before `cutoff`; answers how many. */
  async deleteBefore(cutoff: Date): Promise<number> {
    const result = await this.rows().delete({ occurredAt: LessThan(cutoff) });
    return result.affected ?? 0;
  }
}
