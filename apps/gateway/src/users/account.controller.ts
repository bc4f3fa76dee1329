import { Body, Controller, Delete, HttpCode, Inject, Patch, Post, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiTags } from '@nestjs/swagger';
import {
  type AccountClosed,
  accountClosedSchema,
  closeAccountBodySchema,
  changeEmailBodySchema,
  changePasswordBodySchema,
  emailChangeRequestedSchema,
  RPC,
  type User,
  updateProfileBodySchema,
  userSchema,
} from '@vi/contracts';
import { parseOrThrow, RpcClient, SERVICE_CONFIG } from '@vi/service-kit';
import type { FastifyReply } from 'fastify';
import { ApiAnswers, MEMBER_ONLY } from '../docs/api-answers.js';
import { jsonSchema } from '../docs/json-schema.js';
import { CurrentUser, JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import type { AuthenticatedUser } from '../auth/jwt.strategy.js';
import { clearSessionCookies } from '../auth/session-cookies.js';
import { SessionRevocations } from '../auth/session-revocations.js';
import { UserCache } from './user-cache.js';

const WRONG_PASSWORD = 'The current password is wrong (details.reason "wrong_password")';

/** The member's own account: profile, password, email address. */
@ApiTags('account')
@ApiBearerAuth()
@Controller('me')
@UseGuards(JwtAuthGuard)
export class AccountController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly users: UserCache,
    private readonly revocations: SessionRevocations,
    @Inject(SERVICE_CONFIG) private readonly config: { COOKIE_SECURE: boolean },
  ) {}

  @Delete()
  @HttpCode(200)
  @ApiBody({ schema: jsonSchema(closeAccountBodySchema) })
  @ApiAnswers({
    status: 200,
    returns: accountClosedSchema,
    description:
      'Closed at once: every session ends and the cookies are cleared; signing in with the password offers to restore it until `purgeAfter`, when every service purges the member',
    refusals: { ...MEMBER_ONLY, 400: 'No password', 403: WRONG_PASSWORD, 409: 'The last super admin cannot close their account' },
  })
  async closeAccount(@CurrentUser() member: AuthenticatedUser, @Body() body: unknown, @Res({ passthrough: true }) reply: FastifyReply): Promise<AccountClosed> {
    const { password } = parseOrThrow(closeAccountBodySchema, body);
    const { endedSessions, ...closed } = await this.rpc.call(RPC.identity.closeAccount, { userId: member.userId, password });
    await this.revocations.revokeAll([...new Set([...endedSessions, member.sessionId])]);
    this.users.forget(member.userId);
    clearSessionCookies(reply, this.config.COOKIE_SECURE);
    return closed;
  }

  @Patch()
  @ApiBody({ schema: jsonSchema(updateProfileBodySchema) })
  @ApiAnswers({ status: 200, returns: userSchema, refusals: { ...MEMBER_ONLY, 400: 'Nothing to change, or a name, language or time zone that is not valid' } })
  async updateProfile(@CurrentUser() member: AuthenticatedUser, @Body() body: unknown): Promise<User> {
    const change = parseOrThrow(updateProfileBodySchema, body);
    const user = await this.rpc.call(RPC.identity.updateProfile, { userId: member.userId, ...change });
    // This replica's copy goes now; the others drop theirs on identity's broadcast.
    this.users.forget(member.userId);
    return user;
  }

  @Post('password')
  @HttpCode(204)
  @ApiBody({ schema: jsonSchema(changePasswordBodySchema) })
  @ApiAnswers({
    status: 204,
    description: 'Changed: every other session of the member ends at once; this one stays',
    refusals: { ...MEMBER_ONLY, 400: 'A new password that is too short or too long', 403: WRONG_PASSWORD },
  })
  async changePassword(@CurrentUser() member: AuthenticatedUser, @Body() body: unknown): Promise<void> {
    const input = parseOrThrow(changePasswordBodySchema, body);
    const { endedSessions } = await this.rpc.call(RPC.identity.changePassword, { userId: member.userId, sessionId: member.sessionId, ...input });
    await this.revocations.revokeAll(endedSessions);
  }

  @Post('email')
  @HttpCode(202)
  @ApiBody({ schema: jsonSchema(changeEmailBodySchema) })
  @ApiAnswers({
    status: 202,
    returns: emailChangeRequestedSchema,
    description: 'A link to confirm went to the new address (the current one is told); nothing changes until it is opened',
    refusals: { ...MEMBER_ONLY, 400: 'Not a valid address, or the current one', 403: WRONG_PASSWORD, 409: 'Another account uses the address' },
  })
  async changeEmail(@CurrentUser() member: AuthenticatedUser, @Body() body: unknown): Promise<{ pendingEmail: string }> {
    const input = parseOrThrow(changeEmailBodySchema, body);
    return this.rpc.call(RPC.identity.changeEmail, { userId: member.userId, ...input });
  }
}
