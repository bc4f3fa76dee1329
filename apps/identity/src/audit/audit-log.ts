import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AdminActionRecordedV1, AdminRole, AuditAction, AuditDetails, AuditLogPage, AuditTargetType } from '@vi/contracts';
import { queryRows } from '@vi/service-kit';
import type { EntityManager } from 'typeorm';
import { type AuditQuery, AuditRepository, toAuditEntry } from './audit.repository.js';
import { CLOCK, type Clock } from './clock.js';

/** What identity did for an admin, to be recorded in the same transaction. */
export interface IdentityAction {
  action: AuditAction;
  /** The acting admin as findActor read them (their account held to the commit); null: the command line. */
  actor: { userId: string; role: AdminRole } | null;
  /** Where the request came from (the gateway says); null when unknown. */
  address: string | null;
  target: { type: AuditTargetType; id: string; label: string } | { type: AuditTargetType; redacted: true };
  details: AuditDetails;
}

/**
 * The admin audit log's writing and reading. Identity's own admin actions are appended in the
 * transaction that makes them; other services' (webhook-dispatch's) arrive as `admin-action.recorded`
 * events (see audit-intake.ts). A deleted member is redacted wherever they appear, in the deletion's
 * own transaction (`forget`), and entries older than the retention are pruned (audit-retention.ts).
 */
@Injectable()
export class AuditLog {
  constructor(
    private readonly entries: AuditRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async record(manager: EntityManager, done: IdentityAction): Promise<void> {
    const [actor] = done.actor ? await queryRows<{ email: string }>(manager, `SELECT "email" FROM "users" WHERE "id" = $1`, [done.actor.userId]) : [];
    const redacted = 'redacted' in done.target;
    await this.entries.append(manager, {
      id: randomUUID(),
      occurredAt: this.clock.now(),
      action: done.action,
      actorId: done.actor?.userId ?? null,
      actorEmail: actor?.email ?? null,
      actorRole: done.actor?.role ?? null,
      actorRedacted: false,
      targetType: done.target.type,
      targetId: redacted ? null : (done.target as { id: string }).id,
      targetLabel: redacted ? null : (done.target as { label: string }).label,
      targetRedacted: redacted,
      details: done.details,
      address: done.address,
    });
  }

  /**
   * An action another service did and reported. Its admin's account is held to the commit: if they
   * were deleted before it arrived, the entry is written redacted (their deletion has gone by);
   * otherwise their deletion waits, and then redacts it with the rest.
   */
  async recordReported(manager: EntityManager, eventId: string, reported: AdminActionRecordedV1): Promise<void> {
    const present = await queryRows<{ id: string }>(manager, `SELECT "id" FROM "users" WHERE "id" = $1 FOR KEY SHARE`, [reported.actor.userId]);
    const gone = present.length === 0;
    await this.entries.append(manager, {
      id: eventId,
      occurredAt: new Date(reported.occurredAt),
      action: reported.action,
      actorId: gone ? null : reported.actor.userId,
      actorEmail: gone ? null : reported.actor.email,
      actorRole: reported.actor.role,
      actorRedacted: gone,
      targetType: reported.target.type,
      targetId: reported.target.id,
      targetLabel: reported.target.label,
      targetRedacted: false,
      details: reported.details,
      address: gone ? null : reported.actor.address,
    });
  }

  /**
   * Member deletion's part here, in the deletion's transaction (MembersService.delete), as identity
   * forgets the member in its other tables: their identity goes from every entry (as the admin who
   * acted: id, email, address; as the member or admin acted on: id, email), the actions stay. An
   * entry reported later about them is written redacted (recordReported).
   */
  forget(manager: EntityManager, userId: string): Promise<{ asActor: number; asTarget: number }> {
    return this.entries.redactMember(manager, userId);
  }

  async page(query: AuditQuery): Promise<AuditLogPage> {
    const { rows, total } = await this.entries.page(query);
    return { entries: rows.map(toAuditEntry), total, page: query.page, perPage: query.perPage };
  }
}
