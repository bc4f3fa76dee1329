import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { queryRows } from '@vi/service-kit';
import type { EntityManager } from 'typeorm';

/**
 * How long a deleted member's hash is kept: past Stripe's three days of webhook retries and the
 * event stream's 30 days, no word about them can still arrive.
 */
export const FORGOTTEN_MEMBER_RETENTION_DAYS = 60;

export const memberHash = (userId: string) => createHash('sha256').update(userId.toLowerCase()).digest('hex');

/** Deleted members, by hash of their id (see ForgottenMemberEntity). Call with the member locked (SubscriptionsRepository.lockMember). */
@Injectable()
export class ForgottenMembersRepository {
  async isForgotten(manager: EntityManager, userId: string): Promise<boolean> {
    const rows = await queryRows<{ found: number }>(manager, `SELECT 1 AS "found" FROM "forgotten_members" WHERE "member_hash" = $1`, [memberHash(userId)]);
    return rows.length > 0;
  }

  /** Records the deletion, and lets go of the members deleted longer ago than the retention. */
  async remember(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`INSERT INTO "forgotten_members" ("member_hash") VALUES ($1) ON CONFLICT DO NOTHING`, [memberHash(userId)]);
    await manager.query(`DELETE FROM "forgotten_members" WHERE "forgotten_at" < now() - make_interval(days => $1)`, [FORGOTTEN_MEMBER_RETENTION_DAYS]);
  }
}
