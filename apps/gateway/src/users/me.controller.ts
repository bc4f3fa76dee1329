import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { type User, userSchema } from '@vi/contracts';
import { ApiAnswers, MEMBER_ONLY } from '../docs/api-answers.js';
import { CurrentUser, JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import type { AuthenticatedUser } from '../auth/jwt.strategy.js';
import { UserCache } from './user-cache.js';
import type { CachedRead } from '../http/cached-reads.js';

const ME = 'me';

/** What `me` answers when the member's profile is in the cache, answered before Nest's pipeline (http/cached-reads.ts). */
export const meFromMemory = (users: UserCache): CachedRead => ({ path: ME, peek: (member) => users.peek(member.userId) });

@ApiTags('account')
@ApiBearerAuth()
@Controller()
@UseGuards(JwtAuthGuard)
export class MeController {
  constructor(private readonly users: UserCache) {}

  @Get(ME)
  @ApiAnswers({ status: 200, returns: userSchema, refusals: MEMBER_ONLY })
  me(@CurrentUser() user: AuthenticatedUser): Promise<User> {
    return this.users.get(user.userId);
  }
}
