import { z } from 'zod';
import {
  ADMIN_ROLES,
  AUDIT_ACTIONS,
  AUDIT_LOG_DEFAULT_RETENTION_DAYS,
  AUDIT_LOG_MAX_PAGE_SIZE,
  AUDIT_LOG_PAGE_SIZE,
  AUDIT_LOG_REFUSAL,
  AUDIT_LOG_SEARCH_MAX_LENGTH,
  AUDIT_TARGET_TYPES,
  type AuditAction,
  type AuditTargetType,
} from './constants.js';

/**
 * The admin audit log (identity's `admin_audit_log`, docs/adr/0040-admin-audit-log-and-webhook-secrets.md):
 * who did what to which member, admin or webhook, when, and from which address. Identity writes its
 * own actions in the same transaction as the change; webhook-dispatch publishes
 * `admin-action.recorded` events through its outbox, which identity records. Super admins read it.
 */
export {
  AUDIT_ACTIONS,
  AUDIT_LOG_DEFAULT_RETENTION_DAYS,
  AUDIT_LOG_MAX_PAGE_SIZE,
  AUDIT_LOG_PAGE_SIZE,
  AUDIT_LOG_REFUSAL,
  AUDIT_LOG_SEARCH_MAX_LENGTH,
  AUDIT_TARGET_TYPES,
  type AuditAction,
  type AuditTargetType,
};

export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export const auditTargetTypeSchema = z.enum(AUDIT_TARGET_TYPES);

/** The client's address as the gateway saw it (TRUST_PROXY decides which hop that is); null when unknown. */
export const clientAddressSchema = z.string().max(100).nullable();

/** The admin doing something the audit log records, as the gateway checked them on this very request. */
export const auditActorSchema = z.object({
  userId: z.uuid(),
  email: z.string().max(320),
  role: z.enum(ADMIN_ROLES),
  address: clientAddressSchema,
});
export type AuditActor = z.infer<typeof auditActorSchema>;

/** What an entry says about the change (the fields changed, a role); never who a member is. */
export const auditDetailsSchema = z.record(z.string().max(64), z.union([z.string().max(2048), z.number(), z.boolean(), z.null()]));
export type AuditDetails = z.infer<typeof auditDetailsSchema>;

/** What was acted on: a member or admin (their id and email), or a webhook configuration (its id, type and endpoint). */
export const auditTargetSchema = z.object({
  type: auditTargetTypeSchema,
  id: z.string().max(64).nullable(),
  label: z.string().max(2048).nullable(),
});
export type AuditTarget = z.infer<typeof auditTargetSchema>;

/** One entry of the log. `redacted`: the person was deleted as a member since; the action stays, who they were does not. */
export const auditEntrySchema = z.object({
  id: z.uuid(),
  occurredAt: z.iso.datetime(),
  action: auditActionSchema,
  actor: z.object({
    userId: z.uuid().nullable(),
    email: z.string().nullable(),
    role: z.enum(ADMIN_ROLES).nullable(),
    redacted: z.boolean(),
  }),
  target: auditTargetSchema.extend({ redacted: z.boolean() }),
  details: auditDetailsSchema,
  /** Where the request came from; null when unknown or when the admin was deleted since. */
  address: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * Query of `GET /api/v1/admin/audit-log`: newest first, filtered by action, by what was acted on, by
 * text (in the admin's email, the target's id or label, or the address; any case), and by time
 * (`from` inclusive, `to` exclusive, ISO instants: the page turns the reader's days into them).
 */
export const auditLogQuerySchema = z.object({
  action: z.enum(['all', ...AUDIT_ACTIONS]).default('all'),
  targetType: z.enum(['all', ...AUDIT_TARGET_TYPES]).default('all'),
  search: z
    .string()
    .max(AUDIT_LOG_SEARCH_MAX_LENGTH * 4)
    .transform((s) => s.normalize('NFC').trim())
    .pipe(z.string().max(AUDIT_LOG_SEARCH_MAX_LENGTH, `Search must be at most ${AUDIT_LOG_SEARCH_MAX_LENGTH} characters`))
    .default(''),
  from: z.iso.datetime().optional(),
  to: z.iso.datetime().optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  perPage: z.coerce.number().int().min(1).max(AUDIT_LOG_MAX_PAGE_SIZE).default(AUDIT_LOG_PAGE_SIZE),
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const auditLogPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** How many entries match (all pages). */
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

/** RPC `identity.audit-log`: identity lets only an active super admin read it. */
export const auditLogRequestSchema = z.object({ actorId: z.uuid(), query: auditLogQuerySchema });
