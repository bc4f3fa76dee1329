import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, IsNull } from 'typeorm';
import { RefreshTokenEntity } from './refresh-token.entity.js';

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

  async revokeFamily(familyId: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await this.tokens(manager).update({ familyId, revokedAt: IsNull() }, { revokedAt: () => 'now()' });
  }
}
