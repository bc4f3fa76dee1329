import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { queryRows } from '@vi/service-kit';
import { DataSource, type EntityManager } from 'typeorm';

export interface RefreshTokenRow {
  id: string;
  family_id: string;
  user_id: string;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

@Injectable()
export class RefreshTokensRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Issues a new opaque token in a family; only its hash is stored. */
  async issue(manager: EntityManager, userId: string, familyId: string, expiresAt: Date): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await manager.query(`INSERT INTO "refresh_tokens" ("id", "family_id", "user_id", "token_hash", "expires_at") VALUES ($1, $2, $3, $4, $5)`, [
      randomUUID(),
      familyId,
      userId,
      hashToken(token),
      expiresAt,
    ]);
    return token;
  }

  async findByToken(token: string, manager: EntityManager = this.dataSource.manager): Promise<RefreshTokenRow | null> {
    const rows = await queryRows<RefreshTokenRow>(
      manager,
      `SELECT "id", "family_id", "user_id", "expires_at", "used_at", "revoked_at" FROM "refresh_tokens" WHERE "token_hash" = $1`,
      [hashToken(token)],
    );
    return rows[0] ?? null;
  }

  /** Marks a token used; false when another request used it first. */
  async markUsed(manager: EntityManager, id: string): Promise<boolean> {
    const rows = await queryRows<unknown>(manager, `UPDATE "refresh_tokens" SET "used_at" = now() WHERE "id" = $1 AND "used_at" IS NULL RETURNING "id"`, [id]);
    return rows.length === 1;
  }

  /** Every token of every family of the member (their account is being deleted). */
  async deleteAllOf(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`DELETE FROM "refresh_tokens" WHERE "user_id" = $1`, [userId]);
  }

  async revokeFamily(familyId: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query(`UPDATE "refresh_tokens" SET "revoked_at" = now() WHERE "family_id" = $1 AND "revoked_at" IS NULL`, [familyId]);
  }
}
