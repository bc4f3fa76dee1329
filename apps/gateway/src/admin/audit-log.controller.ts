import { Controller, Get, Query } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  AUDIT_ACTIONS,
  AUDIT_LOG_MAX_PAGE_SIZE,
  AUDIT_LOG_PAGE_SIZE,
  AUDIT_LOG_REFUSAL,
  AUDIT_LOG_SEARCH_MAX_LENGTH,
  AUDIT_TARGET_TYPES,
  type AuditLogPage,
  auditLogPageSchema,
  auditLogQuerySchema,
  RPC,
} from '@vi/contracts';
import { parseOrThrow, RpcClient } from '@vi/service-kit';
import type { z } from 'zod';
import { AdminOnly } from '../auth/admin.guard.js';
import { CurrentUser } from '../auth/jwt-auth.guard.js';
import type { AuthenticatedUser } from '../auth/jwt.strategy.js';
import { ApiAnswers } from '../docs/api-answers.js';

/**
 * The admin audit log (identity's): who did what to which member, admin or webhook, when and from
 * where. The gateway lets admins through; identity answers super admins only (a plain admin's 403
 * is its "Only super admins can view the audit log").
 */
@ApiTags('admin: audit log')
@Controller('admin/audit-log')
export class AuditLogController {
  constructor(private readonly rpc: RpcClient) {}

  /** Newest first; `from` (inclusive) and `to` (exclusive) are ISO instants; the search is plain text in the admin's email, the target, or the address. */
  @Get()
  @AdminOnly(AUDIT_LOG_REFUSAL)
  @ApiQuery({ name: 'action', required: false, enum: ['all', ...AUDIT_ACTIONS] })
  @ApiQuery({ name: 'targetType', required: false, enum: ['all', ...AUDIT_TARGET_TYPES] })
  @ApiQuery({ name: 'search', required: false, schema: { type: 'string', maxLength: AUDIT_LOG_SEARCH_MAX_LENGTH } })
  @ApiQuery({ name: 'from', required: false, schema: { type: 'string', format: 'date-time' } })
  @ApiQuery({ name: 'to', required: false, schema: { type: 'string', format: 'date-time' } })
  @ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1, default: 1 } })
  @ApiQuery({ name: 'perPage', required: false, schema: { type: 'integer', minimum: 1, maximum: AUDIT_LOG_MAX_PAGE_SIZE, default: AUDIT_LOG_PAGE_SIZE } })
  @ApiAnswers({
    status: 200,
    returns: auditLogPageSchema,
    refusals: {
      400: 'A filter, page or perPage that is not one',
      403: `A member: "${AUDIT_LOG_REFUSAL}"; a plain admin: "Only super admins can view the audit log"`,
    },
  })
  list(@CurrentUser() admin: AuthenticatedUser, @Query() query: unknown): Promise<AuditLogPage> {
    const parsed: z.output<typeof auditLogQuerySchema> = parseOrThrow(auditLogQuerySchema, query ?? {});
    return this.rpc.call(RPC.identity.auditLog, { actorId: admin.userId, query: parsed });
  }
}
