import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ACCESS_TOKEN_TTL_SECONDS } from '@vi/contracts';
import { queryRows } from '@vi/service-kit';
import { DataSource, type EntityManager, IsNull, Not } from 'typeorm';
import { RefreshTokenEntity } from './refresh-token.entity.js';

/** Sessions whose access tokens may still be valid: one issued within a lifetime, with a minute for clock skew. */
const LIVE_TOKEN_SECONDS = ACCESS_TOKEN_TTL_SECONDS + 60;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

@Injectable()
export class RefreshTokensRepository {
  constructor(private readonly dataSource: DataSource) {}

  private tokens(manager: EntityManager = this.dataSource.manager) {
    return manager.getRepository(RefreshTokenEntity);
  }

  /** Issues a new opaque token in a family; only its hash is stored. */
  async issue(manager: EntityManager, userId: string, familyId: string, expiresAt: Date): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.tokens(manager).insert({ id: randomUUID(), familyId, userId, tokenHash: hashToken(token), expiresAt });
    return token;
  }

  async findByToken(token: string, manager: EntityManager = this.dataSource.manager): Promise<RefreshTokenEntity | null> {
    return this.tokens(manager).findOneBy({ tokenHash: hashToken(token) });
  }

  /** Marks a token used; false when another request used it first. */
  async markUsed(manager: EntityManager, id: string): Promise<boolean> {
    const result = await this.tokens(manager).update({ id, usedAt: IsNull() }, { usedAt: () => 'now()' });
    return result.affected === 1;
  }

  /** Every token of every family of the member (their account is being deleted). */
  async deleteAllOf(manager: EntityManager, userId: string): Promise<void> {
    await this.tokens(manager).delete({ userId });
  }

  /**
   * Revokes every session of the member but `keep` (a password change keeps the session that made
   * it). Answers the sessions a still-valid access token may belong to (a token issued in them within
   * LIVE_TOKEN_SECONDS), which the gateway must refuse at once; older ones have no live access token.
   */
  async revokeAllOf(manager: EntityManager, userId: string, keep: string | null = null): Promise<string[]> {
    const rows = await queryRows<{ family_id: string; recent: boolean }>(
      manager,
      `UPDATE "refresh_tokens" SET "revoked_at" = now()
        WHERE "user_id" = $1 AND "revoked_at" IS NULL AND ($2::uuid IS NULL OR "family_id" <> $2::uuid)
        RETURNING "family_id", "created_at" > now() - make_interval(secs => $3) AS "recent"`,
      [userId, keep, LIVE_TOKEN_SECONDS],
    );
    return [...new Set(rows.filter((r) => r.recent).map((r) => r.family_id))];
  }

  /** Whether the session was ended (any token of it revoked: a family is revoked whole). */
  async isFamilyRevoked(manager: EntityManager, familyId: string): Promise<boolean> {
    const revoked = await this.tokens(manager).exists({ where: { familyId, revokedAt: Not(IsNull()) } });
    return revoked;
  }

  async revokeFamily(familyId: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await this.tokens(manager).update({ familyId, revokedAt: IsNull() }, { revokedAt: () => 'now()' });
  }
}
