import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { RPC, type User, userSchema } from '@vi/contracts';
import { RpcClient } from '@vi/service-kit';
import { jsonSchema } from '../docs/json-schema.js';
import { CurrentUser, JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import type { AuthenticatedUser } from '../auth/jwt.strategy.js';

@ApiTags('account')
@ApiBearerAuth()
@Controller()
@UseGuards(JwtAuthGuard)
export class MeController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('me')
  @ApiOkResponse({ schema: jsonSchema(userSchema, 'output') })
  me(@CurrentUser() user: AuthenticatedUser): Promise<User> {
    return this.rpc.call(RPC.identity.getUser, { userId: user.userId }, userSchema);
  }
}
