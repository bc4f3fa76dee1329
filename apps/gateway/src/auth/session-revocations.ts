import { Inject, Injectable } from '@nestjs/common';
import { ACCESS_TOKEN_TTL_SECONDS } from '@vi/contracts';
import { LRUCache, Namespace } from '@vi/service-kit';
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
  /**
   * Whether each mark key exists, as Redis last answered, kept only while the client-side cache's
   * tracking holds: dropped when Redis says the key changed (another replica's sign-out
   * included), when this process writes it, and whenever the connection errs, ends or reconnects
   * (invalidations may have been missed then). Lets the common request be answered without even
   * the client-side cache's per-command work (docs/adr/0030-gateway-cost.md).
   */
  private readonly known = new LRUCache<string, boolean>({ max: 100_000 });
  /** Changes whenever a mark (or everything) is invalidated: an answer loaded across that is not kept. */
  private generation = 0;

  constructor(
    @Inject(REDIS) private readonly redis: GatewayRedis,
    private readonly namespace: Namespace,
  ) {
    const forgetAll = () => {
      this.generation += 1;
      this.known.clear();
    };
    const marks = namespace.redisKey('revoked-');
    redis.clientSideCache?.on('invalidate', (key: Buffer | string | null) => {
      if (key === null) return forgetAll();
      // Redis also reports the other keys this connection reads (the rate limits' counters).
      const name = key.toString();
      if (!name.startsWith(marks)) return;
      this.generation += 1;
      this.known.delete(name);
    });
    redis.on('error', forgetAll);
    redis.on('end', forgetAll);
    redis.on('reconnecting', forgetAll);
  }

  async revoke(sessionId: string): Promise<void> {
    await this.write(this.sessionKey(sessionId), true);
  }

  /** Several sessions at once (a password change or reset, "sign out everywhere"). */
  async revokeAll(sessionIds: readonly string[]): Promise<void> {
    await Promise.all(sessionIds.map((sessionId) => this.revoke(sessionId)));
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
      this.generation += 1;
      this.known.delete(key);
      this.redis.clientSideCache?.invalidate(key);
    }
  }

  /**
   * Whether the token's session has ended or its member was deleted, when that is known in this
   * process (see `known`) and the connection to Redis is up; `undefined` otherwise (ask `isRevoked`).
   */
  knownRevoked(token: { sessionId: string; userId: string }): boolean | undefined {
    if (!this.redis.isReady) return undefined;
    const [sessionKey, memberKey] = this.keysOf(token);
    const session = this.known.get(sessionKey);
    if (session === undefined) return undefined;
    const member = this.known.get(memberKey);
    return member === undefined ? undefined : session || member;
  }

  /**
   * Whether the token's session has ended or its member was deleted: from `knownRevoked`, else one
   * EXISTS per mark (answered from the client-side cache until Redis says the key changed). When
   * Redis cannot answer, the request is refused with a 503 rather than let a signed-out token through.
   */
  isRevoked(token: { sessionId: string; userId: string }): Promise<boolean> {
    const known = this.knownRevoked(token);
    return known === undefined ? this.load(this.keysOf(token)) : Promise.resolve(known);
  }

  private async load([sessionKey, memberKey]: [string, string]): Promise<boolean> {
    const generation = this.generation;
    const [session, member] = await unavailableWhenDown(Promise.all([this.redis.exists(sessionKey), this.redis.exists(memberKey)]));
    // An invalidation that came while Redis answered may concern these keys: not kept then.
    if (generation === this.generation && this.redis.isReady) {
      this.known.set(sessionKey, session > 0);
      this.known.set(memberKey, member > 0);
    }
    return session > 0 || member > 0;
  }

  /** The keys of a token, built once: the guard hands the same object for every request with it. */
  private keysOf(token: { sessionId: string; userId: string }): [string, string] {
    let keys = this.keysByToken.get(token);
    if (!keys) this.keysByToken.set(token, (keys = [this.sessionKey(token.sessionId), this.memberKey(token.userId)]));
    return keys;
  }

  private readonly keysByToken = new WeakMap<object, [string, string]>();

  private sessionKey(sessionId: string) {
    return this.namespace.redisKey(`revoked-session:${sessionId}`);
  }

  private memberKey(userId: string) {
    return this.namespace.redisKey(`revoked-member:${userId}`);
  }
}
