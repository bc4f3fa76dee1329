import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type User, userSchema } from '@vi/contracts';
import { jsonSchema } from '../docs/json-schema.js';
import { CurrentUser, JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import type { AuthenticatedUser } from '../auth/jwt.strategy.js';
import { UserCache } from './user-cache.js';

@ApiTags('account')
@ApiBearerAuth()
@Controller()
@UseGuards(JwtAuthGuard)
export class MeController {
  constructor(private readonly users: UserCache) {}

  @Get('me')
  @ApiOkResponse({ schema: jsonSchema(userSchema, 'output') })
  me(@CurrentUser() user: AuthenticatedUser): Promise<User> {
    return this.users.get(user.userId);
  }
}
