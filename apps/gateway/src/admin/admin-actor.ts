import { applyDecorators, type CanActivate, createParamDecorator, type ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type AuditActor, ErrorCode, RPC } from '@vi/contracts';
import { AppError, RpcClient } from '@vi/service-kit';
import type { FastifyRequest } from 'fastify';
import type { AdminRequest } from '../auth/admin.guard.js';

const SUPER_ADMIN_REFUSAL = 'vi:super-admin-refusal';

type ActorRequest = FastifyRequest & AdminRequest & { auditActor?: AuditActor };

/** The address an admin request came from, as the audit log records it (Fastify's `ip`: TRUST_PROXY decides which hop). */
export function clientAddressOf(request: Pick<FastifyRequest, 'ip'>): string | null {
  return request.ip ? request.ip.slice(0, 100) : null;
}

/**
 * Super admins only, decided like AdminGuard on identity's live rows (never the token). It runs after
 * the route's AdminOnly, so a member has had their 403 already; a plain admin gets this one with the
 * route's `refusal`. It keeps who the super admin is (id, email, role) and where the request came
 * from for the audit log (see Actor below).
 */
@Injectable()
export class SuperAdminGuard implements CanActivate {
  constructor(
    private readonly rpc: RpcClient,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<ActorRequest>();
    const refusal =
      this.reflector.getAllAndOverride<string | undefined>(SUPER_ADMIN_REFUSAL, [context.getHandler(), context.getClass()]) ?? 'Only super admins can do this';
    if (!request.user) throw new AppError(ErrorCode.UNAUTHENTICATED, 'Authentication required');
    // AdminGuard (the route's AdminOnly) has asked identity already on this request.
    const user = request.liveUser ?? (await this.rpc.call(RPC.identity.getUser, { userId: request.user.userId }));
    if (user.adminRole !== 'super_admin') throw new AppError(ErrorCode.FORBIDDEN, refusal);
    request.auditActor = { userId: user.id, email: user.email, role: user.adminRole, address: clientAddressOf(request) };
    return true;
  }
}

/** A super admin only (after the route's AdminOnly); `refusal` is the sentence a plain admin gets with the 403. */
export function SuperAdminOnly(refusal: string): MethodDecorator & ClassDecorator {
  return applyDecorators(SetMetadata(SUPER_ADMIN_REFUSAL, refusal), UseGuards(SuperAdminGuard));
}

/** The super admin SuperAdminGuard let through, with the request's address: what an audited change carries. */
export const Actor = createParamDecorator((_data: unknown, context: ExecutionContext): AuditActor => {
  const actor = context.switchToHttp().getRequest<ActorRequest>().auditActor;
  if (!actor) throw new Error('@Actor() needs @SuperAdminOnly() on the route');
  return actor;
});

/** The request's address, for the admin changes identity records in the audit log. */
export const ClientAddress = createParamDecorator((_data: unknown, context: ExecutionContext): string | null =>
  clientAddressOf(context.switchToHttp().getRequest<FastifyRequest>()),
);
