import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import {
  addAdminBodySchema,
  ADMIN_REFUSALS,
  type AdminEntry,
  adminEntrySchema,
  type AdminList,
  adminListSchema,
  ErrorCode,
  removeAdminResponseSchema,
  RPC,
} from '@vi/contracts';
import { AppError, parseOrThrow, RpcClient } from '@vi/service-kit';
import { AdminOnly } from '../auth/admin.guard.js';
import { ClientAddress } from './admin-actor.js';
import { CurrentUser } from '../auth/jwt-auth.guard.js';
import type { AuthenticatedUser } from '../auth/jwt.strategy.js';
import { ApiAnswers } from '../docs/api-answers.js';
import { jsonSchema } from '../docs/json-schema.js';

const adminUserId = new ParseUUIDPipe({ exceptionFactory: () => new AppError(ErrorCode.NOT_FOUND, 'Admin user not found') });

/**
 * The admins themselves (identity's `admin_users`). The gateway checks that the caller is an active
 * admin; identity checks it again and applies the super-admin rules (who may add or remove whom),
 * and records each change in the audit log with the address the request came from.
 */
@ApiTags('admin: admins')
@Controller('admin/admins')
export class AdminsController {
  constructor(private readonly rpc: RpcClient) {}

  /** Active admins, newest first, with who added them (null: the command line, "System"). */
  @Get()
  @AdminOnly(ADMIN_REFUSALS.viewAdmins)
  @ApiAnswers({ status: 200, returns: adminListSchema, refusals: {} })
  list(@CurrentUser() admin: AuthenticatedUser): Promise<AdminList> {
    return this.rpc.call(RPC.identity.listAdmins, { actorId: admin.userId });
  }

  /** 404 "User not found" when no account uses the email; 409 when they are an admin already. */
  @Post()
  @HttpCode(201)
  @AdminOnly(ADMIN_REFUSALS.addAdmin)
  @ApiBody({ schema: jsonSchema(addAdminBodySchema) })
  @ApiAnswers({
    status: 201,
    returns: adminEntrySchema,
    refusals: { 400: 'Not an email and a role', 404: 'User not found', 409: 'Already an admin' },
  })
  add(@CurrentUser() admin: AuthenticatedUser, @Body() body: unknown, @ClientAddress() address: string | null): Promise<AdminEntry> {
    const entry = parseOrThrow(addAdminBodySchema, body ?? {});
    return this.rpc.call(RPC.identity.addAdmin, { actorId: admin.userId, admin: entry, address });
  }

  /** Soft: the row stays, inactive. Nobody removes themselves or the last super admin (409). */
  @Delete(':userId')
  @AdminOnly(ADMIN_REFUSALS.removeAdmin)
  @ApiAnswers({
    status: 200,
    returns: removeAdminResponseSchema,
    refusals: { 404: 'Admin user not found', 409: 'Yourself, or the last super admin' },
  })
  remove(@CurrentUser() admin: AuthenticatedUser, @Param('userId', adminUserId) userId: string, @ClientAddress() address: string | null) {
    return this.rpc.call(RPC.identity.removeAdmin, { actorId: admin.userId, userId, address });
  }
}
