import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { queryRows } from '@vi/service-kit';
import type { EntityManager } from 'typeorm';

export type LocalCheckoutStatus = 'open' | 'completed' | 'canceled';

@Injectable()
export class LocalCheckoutRepository {
  async create(manager: EntityManager, userId: string): Promise<string> {
    const id = randomUUID();
    await manager.query(`INSERT INTO "local_checkout_sessions" ("id", "user_id") VALUES ($1, $2)`, [id, userId]);
    return id;
  }

  async statusOf(manager: EntityManager, userId: string, id: string): Promise<LocalCheckoutStatus | undefined> {
    const rows = await queryRows<{ status: LocalCheckoutStatus }>(
      manager,
      `SELECT "status" FROM "local_checkout_sessions" WHERE "id" = $1 AND "user_id" = $2`,
      [id, userId],
    );
    return rows[0]?.status;
  }

  /** Moves an open checkout to `to`; false when it was not open (or not the member's). */
  async close(manager: EntityManager, userId: string, id: string, to: 'completed' | 'canceled'): Promise<boolean> {
    const rows = await queryRows<{ id: string }>(
      manager,
      `UPDATE "local_checkout_sessions" SET "status" = $3 WHERE "id" = $1 AND "user_id" = $2 AND "status" = 'open' RETURNING "id"`,
      [id, userId, to],
    );
    return rows.length === 1;
  }
}
