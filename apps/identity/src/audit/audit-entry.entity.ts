import type { AdminRole, AuditAction, AuditDetails, AuditTargetType } from '@vi/contracts';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One entry of the admin audit log: who (an admin, or the command line when `actorId` is null and
 * the entry is not redacted) did what to which member, admin or webhook, when, from which address.
 * Append-only: the only change a row takes is a redaction (a trigger refuses any other, see the
 * migration), and rows go only when they are older than the retention.
 */
@Entity({ name: 'admin_audit_log' })
@Index('IDX_admin_audit_log_occurred_at', ['occurredAt'])
@Index('IDX_admin_audit_log_actor_id', ['actorId'])
@Index('IDX_admin_audit_log_target_id', ['targetId'])
export class AuditEntryEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'PK_admin_audit_log' })
  id!: string;

  @Column('timestamptz', { name: 'occurred_at' })
  occurredAt!: Date;

  @Column('text')
  action!: AuditAction;

  @Column('uuid', { name: 'actor_id', nullable: true })
  actorId!: string | null;

  @Column('text', { name: 'actor_email', nullable: true })
  actorEmail!: string | null;

  /** Their role when they acted (kept when they are redacted: it names nobody). */
  @Column('text', { name: 'actor_role', nullable: true })
  actorRole!: AdminRole | null;

  /** The admin was deleted as a member since: their id, email and address are gone, the action stays. */
  @Column('boolean', { name: 'actor_redacted', default: false })
  actorRedacted!: boolean;

  @Column('text', { name: 'target_type' })
  targetType!: AuditTargetType;

  /** A member's or admin's user id, a webhook configuration's id. */
  @Column('text', { name: 'target_id', nullable: true })
  targetId!: string | null;

  /** A member's or admin's email, a webhook's endpoint. */
  @Column('text', { name: 'target_label', nullable: true })
  targetLabel!: string | null;

  /** The member or admin acted on was deleted since. */
  @Column('boolean', { name: 'target_redacted', default: false })
  targetRedacted!: boolean;

  /** What changed (fields, a role, a type); never who a member is. */
  @Column('jsonb')
  details!: AuditDetails;

  /** The client's address as the gateway saw it. */
  @Column('text', { nullable: true })
  address!: string | null;
}
