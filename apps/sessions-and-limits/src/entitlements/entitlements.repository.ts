import { Injectable } from '@nestjs/common';
import { PLAN, PREMIUM_STATUSES, type SubscriptionChangedV1 } from '@vi/contracts';
import { queryRows } from '@vi/service-kit';
import type { EntityManager } from 'typeorm';

export interface Entitlement {
  premium: boolean;
  planName: string | null;
}

const PREMIUM = PREMIUM_STATUSES.map((s) => `'${s}'`).join(', ');

@Injectable()
export class EntitlementsRepository {
  async forUser(manager: EntityManager, userId: string): Promise<Entitlement> {
    const rows = await queryRows<{ premium: boolean; plan_name: string | null }>(
      manager,
      `SELECT "status" IN (${PREMIUM}) AS "premium", "plan_name" FROM "entitlements" WHERE "user_id" = $1`,
      [userId],
    );
    const row = rows[0];
    return { premium: row?.premium ?? false, planName: row?.premium ? (row.plan_name ?? PLAN.displayName) : null };
  }

  /** Applies a subscription change unless a newer one is already here (events can arrive out of order). */
  async apply(manager: EntityManager, change: SubscriptionChangedV1): Promise<boolean> {
    const rows = await queryRows<{ user_id: string }>(
      manager,
      `INSERT INTO "entitlements" ("user_id", "status", "plan_id", "plan_name", "current_period_end", "changed_at")
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT ("user_id") DO UPDATE SET "status" = EXCLUDED."status", "plan_id" = EXCLUDED."plan_id", "plan_name" = EXCLUDED."plan_name",
         "current_period_end" = EXCLUDED."current_period_end", "changed_at" = EXCLUDED."changed_at"
       WHERE "entitlements"."changed_at" < EXCLUDED."changed_at"
       RETURNING "user_id"`,
      [change.userId, change.status, change.planId, change.planName, change.currentPeriodEnd, change.changedAt],
    );
    return rows.length === 1;
  }
}
