import { Inject, Injectable } from '@nestjs/common';
import { ACCESS_TOKEN_TTL_SECONDS } from '@vi/contracts';
import { Namespace } from '@vi/service-kit';
import { type GatewayRedis, REDIS, unavailableWhenDown } from '../redis/redis-client.js';

// As long as a token of the session can still be valid, with a minute's margin for clock skew.
const REVOCATION_SECONDS = ACCESS_TOKEN_TTL_SECONDS + 60;

/**
 * Sessions that ended, and members deleted, before their access tokens expired (signed out, or the refresh family revoked
 * after a stolen token was reused). Every request with an access token is checked here, so an ended
 * session stops working at once on every gateway replica. Kept in Redis only as long as a token of
 * the session can still be valid (one access-token lifetime), since expiry ends it after that.
 *
 * Every revocation passes through a gateway request (sign-out, refresh), so the gateway writes it
 * before answering: no message can be lost between identity and here.
 */
@Injectable()
export class SessionRevocations {
  constructor(
    @Inject(REDIS) private readonly redis: GatewayRedis,
    private readonly namespace: Namespace,
  ) {}

  async revoke(sessionId: string): Promise<void> {
    await this.write(this.sessionKey(sessionId), true);
  }

  /** Every token of the member, whatever its session (their account is being deleted). */
  async revokeMember(userId: string): Promise<void> {
    await this.write(this.memberKey(userId), true);
  }

  /** Takes back revokeMember when the deletion was refused. */
  async restoreMember(userId: string): Promise<void> {
    await this.write(this.memberKey(userId), false);
  }

  /**
   * Sets or removes a mark. Redis tells every client that read the key (other replicas included)
   * that its cached answer is stale; this process drops its own copy as well before answering, so
   * the request after a sign-out is refused here whatever order the invalidation message comes in.
   */
  private async write(key: string, revoked: boolean): Promise<void> {
    try {
      if (revoked) await unavailableWhenDown(this.redis.set(key, '1', { expiration: { type: 'EX', value: REVOCATION_SECONDS } }));
      else await unavailableWhenDown(this.redis.del(key));
    } finally {
      this.redis.clientSideCache?.invalidate(key);
    }
  }

  /**
   * Whether the token's session has ended or its member was deleted: one EXISTS, answered from the
   * client-side cache until Redis says one of the keys changed. When Redis cannot answer, the
   * request is refused with a 503 rather than let a signed-out token through.
   */
  isRevoked(token: { sessionId: string; userId: string }): Promise<boolean> {
    // The keys of a token are built once: the guard hands the same object for every request with it.
    let keys = this.keysOf.get(token);
    if (!keys) this.keysOf.set(token, (keys = [this.sessionKey(token.sessionId), this.memberKey(token.userId)]));
    return unavailableWhenDown(this.redis.exists(keys)).then((found) => found > 0);
  }

  private readonly keysOf = new WeakMap<object, [string, string]>();

  private sessionKey(sessionId: string) {
    return this.namespace.redisKey(`revoked-session:${sessionId}`);
  }

  private memberKey(userId: string) {
    return this.namespace.redisKey(`revoked-member:${userId}`);
  }
}
