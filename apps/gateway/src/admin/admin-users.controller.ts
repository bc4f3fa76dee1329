import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiBody, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  ADMIN_REFUSALS,
  type AdminOverview,
  adminOverviewSchema,
  createMemberBodySchema,
  deleteMemberResponseSchema,
  ErrorCode,
  PLAN_FILTERS,
  RPC,
  type User,
  USER_DIRECTORY_MAX_PAGE_SIZE,
  USER_DIRECTORY_PAGE_SIZE,
  type UserDirectoryPage,
  userDirectoryPageSchema,
  userDirectoryQuerySchema,
  userSchema,
} from '@vi/contracts';
import { AppError, parseOrThrow, RpcClient } from '@vi/service-kit';
import type { z } from 'zod';
import { AdminOnly } from '../auth/admin.guard.js';
import { ClientAddress } from './admin-actor.js';
import { CurrentUser } from '../auth/jwt-auth.guard.js';
import type { AuthenticatedUser } from '../auth/jwt.strategy.js';
import { SessionRevocations } from '../auth/session-revocations.js';
import { ApiAnswers } from '../docs/api-answers.js';
import { jsonSchema } from '../docs/json-schema.js';

const memberId = new ParseUUIDPipe({ exceptionFactory: () => new AppError(ErrorCode.NOT_FOUND, 'User not found') });

/** Refusals that mean identity deleted nothing (anything else, a timeout say, may have deleted). */
const NOTHING_DELETED: readonly string[] = [ErrorCode.FORBIDDEN, ErrorCode.NOT_FOUND, ErrorCode.CONFLICT, ErrorCode.VALIDATION_FAILED];

/**
 * The admin area's members: the user directory and the overview (apps/admin's read model), and
 * creating or deleting an account (identity, which applies the super-admin rules). Admins only,
 * checked live on every request.
 */
@ApiTags('admin: users')
@Controller('admin')
export class AdminUsersController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly revocations: SessionRevocations,
  ) {}

  /** Name or email contains `search` (plain text, any case); newest members first. */
  @Get('users')
  @AdminOnly(ADMIN_REFUSALS.viewUsers)
  @ApiQuery({ name: 'search', required: false, schema: { type: 'string', maxLength: 200 } })
  @ApiQuery({ name: 'plan', required: false, enum: PLAN_FILTERS })
  @ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1, default: 1 } })
  @ApiQuery({
    name: 'perPage',
    required: false,
    schema: { type: 'integer', minimum: 1, maximum: USER_DIRECTORY_MAX_PAGE_SIZE, default: USER_DIRECTORY_PAGE_SIZE },
  })
  @ApiAnswers({ status: 200, returns: userDirectoryPageSchema, refusals: { 400: 'A search, plan, page or perPage that is not one' } })
  listUsers(@Query() query: unknown): Promise<UserDirectoryPage> {
    const parsed: z.output<typeof userDirectoryQuerySchema> = parseOrThrow(userDirectoryQuerySchema, query ?? {});
    return this.rpc.call(RPC.admin.listUsers, parsed);
  }

  /** An account made by an admin: it signs in with the password given here. */
  @Post('users')
  @HttpCode(201)
  @AdminOnly(ADMIN_REFUSALS.createUser)
  @ApiBody({ schema: jsonSchema(createMemberBodySchema) })
  @ApiAnswers({ status: 201, returns: userSchema, refusals: { 400: 'Not a valid account (email, password, name)', 409: 'An account already uses the email' } })
  createUser(@CurrentUser() admin: AuthenticatedUser, @Body() body: unknown, @ClientAddress() address: string | null): Promise<User> {
    const member = parseOrThrow(createMemberBodySchema, body ?? {});
    return this.rpc.call(RPC.identity.createMember, { actorId: admin.userId, member, address }, { timeoutMs: 10_000 });
  }

  /**
   * Super admins only. The account goes at once and every service forgets the member from the
   * `user deleted` event; the member's tokens stop working from this request on.
   */
  @Delete('users/:userId')
  @AdminOnly(ADMIN_REFUSALS.deleteUser)
  @ApiAnswers({
    status: 200,
    returns: deleteMemberResponseSchema,
    refusals: { 404: 'No such user', 409: 'Yourself, or the last super admin' },
  })
  async deleteUser(@CurrentUser() admin: AuthenticatedUser, @Param('userId', memberId) userId: string, @ClientAddress() address: string | null) {
    // Revoked first, so there is no moment in which the account is gone and its tokens still work;
    // taken back if identity refuses (it deleted nothing then).
    await this.revocations.revokeMember(userId);
    try {
      return await this.rpc.call(RPC.identity.deleteMember, { actorId: admin.userId, userId, address }, { timeoutMs: 10_000 });
    } catch (error) {
      if (error instanceof AppError && NOTHING_DELETED.includes(error.code)) await this.revocations.restoreMember(userId);
      throw error;
    }
  }

  /** The last 30 days: sign-ups, conversations and the premium share per day, and the ratings. */
  @Get('overview')
  @AdminOnly(ADMIN_REFUSALS.viewOverview)
  @ApiAnswers({ status: 200, returns: adminOverviewSchema, refusals: {} })
  overview(): Promise<AdminOverview> {
    return this.rpc.call(RPC.admin.overview, {});
  }
}
