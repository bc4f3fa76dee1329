import { applyDecorators, type CanActivate, type ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiBearerAuth, ApiResponse } from '@nestjs/swagger';
import { ErrorCode, RPC, type User } from '@vi/contracts';
import { AppError, RpcClient } from '@vi/service-kit';
import { ERROR_BODY_REF, MEMBER_ONLY } from '../docs/api-answers.js';
import { JwtAuthGuard } from './jwt-auth.guard.js';
import type { AuthenticatedUser } from './jwt.strategy.js';

const REFUSAL = 'vi:admin-refusal';

/** `liveUser`: identity's answer AdminGuard decided on, kept for the guards after it (SuperAdminGuard) so they ask once. */
export type AdminRequest = { user?: AuthenticatedUser; liveUser?: User };

/**
 * Admins only, decided on every request by identity's live `admin_users` rows (never cached and
 * never from the token): an admin removed a moment ago is refused on their very next request.
 * Members get 403 with `refusal` as the message.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(
    private readonly rpc: RpcClient,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AdminRequest>();
    const refusal = this.reflector.getAllAndOverride<string | undefined>(REFUSAL, [context.getHandler(), context.getClass()]) ?? 'Only admins can do this';
    if (!request.user) throw new AppError(ErrorCode.UNAUTHENTICATED, 'Authentication required');
    const user = await this.rpc.call(RPC.identity.getUser, { userId: request.user.userId });
    if (!user.isAdmin) throw new AppError(ErrorCode.FORBIDDEN, refusal);
    request.liveUser = user;
    return true;
  }
}

/** A signed-in admin only (see AdminGuard); `refusal` is the sentence a member gets with the 403. */
export function AdminOnly(refusal: string): MethodDecorator & ClassDecorator {
  return applyDecorators(
    SetMetadata(REFUSAL, refusal),
    UseGuards(JwtAuthGuard, AdminGuard),
    ApiBearerAuth(),
    ApiResponse({ status: 401, description: MEMBER_ONLY[401], schema: ERROR_BODY_REF }),
    ApiResponse({ status: 403, description: `Not an admin: "${refusal}"`, schema: ERROR_BODY_REF }),
  );
}
