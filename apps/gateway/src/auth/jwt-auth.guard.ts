import { createParamDecorator, type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ErrorCode } from '@vi/contracts';
import { AppError, LRUCache } from '@vi/service-kit';
import type { AuthenticatedUser } from './jwt.strategy.js';

type AuthRequest = { headers: Record<string, string | string[] | undefined>; user?: AuthenticatedUser };

// A token that verified once stays valid until it expires; its signature is not checked again.
// Each entry lives until its token expires; the least recently used go first when full.
const verified = new LRUCache<string, AuthenticatedUser>({ max: 20_000 });

/** Access-token check with passport-jwt, remembering tokens it has already verified. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthRequest>();
    const header = request.headers.authorization;
    const known = typeof header === 'string' ? verified.get(header) : undefined;
    if (known) {
      request.user = known;
      return true;
    }
    const ok = (await super.canActivate(context)) as boolean;
    if (ok && typeof header === 'string' && request.user) {
      const ttl = Math.floor(request.user.expiresAt * 1000 - Date.now());
      if (ttl > 0) verified.set(header, request.user, { ttl });
    }
    return ok;
  }

  override handleRequest<T>(error: unknown, user: T, info: unknown): T {
    if (error instanceof AppError) throw error;
    if (error || !user) {
      const noToken = info instanceof Error && /no auth token/i.test(info.message);
      throw new AppError(ErrorCode.UNAUTHENTICATED, noToken ? 'Authentication required' : 'Your session has expired. Please sign in again.');
    }
    return user;
  }
}

/** For the page-unload beacons: the token is in the body. */
@Injectable()
export class BeaconAuthGuard extends AuthGuard('jwt-beacon') {
  override handleRequest<T>(error: unknown, user: T): T {
    if (error || !user) throw new AppError(ErrorCode.UNAUTHENTICATED, 'Your session has expired. Please sign in again.');
    return user;
  }
}

export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<{ user: AuthenticatedUser }>().user,
);
