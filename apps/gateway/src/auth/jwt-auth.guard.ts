import { createParamDecorator, type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ErrorCode } from '@vi/contracts';
import { AppError, LRUCache } from '@vi/service-kit';
import type { AuthenticatedUser } from './jwt.strategy.js';
import { SessionRevocations } from './session-revocations.js';

type AuthRequest = { headers: Record<string, string | string[] | undefined>; user?: AuthenticatedUser };

const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

// A token that verified once stays valid until it expires; its signature is not checked again.
// Each entry lives until its token expires; the least recently used go first when full.
const verified = new LRUCache<string, AuthenticatedUser>({ max: 20_000 });

function allowUnlessEnded(ended: boolean): true {
  if (ended) throw new AppError(ErrorCode.UNAUTHENTICATED, SESSION_EXPIRED);
  return true;
}

/** The member of a token verified before (its signature is not checked again), if it is one. */
function verifiedUserOf(header: string | string[] | undefined): AuthenticatedUser | undefined {
  return typeof header === 'string' ? verified.get(header) : undefined;
}

/**
 * The member a request is signed in as, when the guard would let it through without any
 * asynchronous step: a token verified before whose session is known, in this process, not to have
 * ended. `undefined` means "not known here": the request goes through JwtAuthGuard, which decides
 * (http/cached-reads.ts answers cached reads with it before Nest's pipeline).
 */
export function knownSignedInMember(request: AuthRequest, revocations: SessionRevocations): AuthenticatedUser | undefined {
  const user = verifiedUserOf(request.headers.authorization);
  return user !== undefined && revocations.knownRevoked(user) === false ? user : undefined;
}

/** Refuses a token whose session has ended (signed out or revoked) or whose member was deleted, whatever its expiry says. */
async function refuseEnded(revocations: SessionRevocations, user: AuthenticatedUser | undefined): Promise<void> {
  if (user) allowUnlessEnded(await revocations.isRevoked(user));
}

/**
 * Access-token check with passport-jwt, remembering tokens it has already verified (the signature),
 * and asking on every request whether the token's session has ended.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly revocations: SessionRevocations) {
    super();
  }

  override canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthRequest>();
    const header = request.headers.authorization;
    const known = verifiedUserOf(header);
    if (known) {
      // The common case, kept free of async steps: a token seen before whose session is known not to
      // have ended; else one ended-session check.
      request.user = known;
      const ended = this.revocations.knownRevoked(known);
      return ended === undefined ? this.revocations.isRevoked(known).then(allowUnlessEnded) : allowUnlessEnded(ended);
    }
    return this.verify(context, request, header);
  }

  private async verify(context: ExecutionContext, request: AuthRequest, header: string | string[] | undefined): Promise<boolean> {
    const ok = (await super.canActivate(context)) as boolean;
    if (!ok) return false;
    if (typeof header === 'string' && request.user) {
      const ttl = Math.floor(request.user.expiresAt * 1000 - Date.now());
      if (ttl > 0) verified.set(header, request.user, { ttl });
    }
    await refuseEnded(this.revocations, request.user);
    return true;
  }

  override handleRequest<T>(error: unknown, user: T, info: unknown): T {
    if (error instanceof AppError) throw error;
    if (error || !user) {
      const noToken = info instanceof Error && /no auth token/i.test(info.message);
      throw new AppError(ErrorCode.UNAUTHENTICATED, noToken ? 'Authentication required' : SESSION_EXPIRED);
    }
    return user;
  }
}

/** For the page-unload beacons: the token is in the body. */
@Injectable()
export class BeaconAuthGuard extends AuthGuard('jwt-beacon') {
  constructor(private readonly revocations: SessionRevocations) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const ok = (await super.canActivate(context)) as boolean;
    if (ok) await refuseEnded(this.revocations, context.switchToHttp().getRequest<AuthRequest>().user);
    return ok;
  }

  override handleRequest<T>(error: unknown, user: T): T {
    if (error || !user) throw new AppError(ErrorCode.UNAUTHENTICATED, SESSION_EXPIRED);
    return user;
  }
}

export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<{ user: AuthenticatedUser }>().user,
);
