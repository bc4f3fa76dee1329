import { Injectable } from '@nestjs/common';
import { queryRows } from '@vi/service-kit';
import type { DataSource, EntityManager } from 'typeorm';

export interface CustomerRow {
  user_id: string;
  stripe_customer_id: string;
  first_paid_at: Date | null;
}

@Injectable()
export class CustomersRepository {
  async forMember(runner: DataSource | EntityManager, userId: string): Promise<CustomerRow | undefined> {
    const rows = await queryRows<CustomerRow>(runner, `SELECT "user_id", "stripe_customer_id", "first_paid_at" FROM "customers" WHERE "user_id" = $1`, [
      userId,
    ]);
    return rows[0];
  }

  async memberOf(runner: DataSource | EntityManager, stripeCustomerId: string): Promise<string | undefined> {
    const rows = await queryRows<{ user_id: string }>(runner, `SELECT "user_id" FROM "customers" WHERE "stripe_customer_id" = $1`, [stripeCustomerId]);
    return rows[0]?.user_id;
  }

  /** Records the member's customer unless they have one already; answers the one that stays. */
  async link(runner: DataSource | EntityManager, userId: string, stripeCustomerId: string): Promise<CustomerRow> {
    await runner.query(`INSERT INTO "customers" ("user_id", "stripe_customer_id") VALUES ($1, $2) ON CONFLICT DO NOTHING`, [userId, stripeCustomerId]);
    const row = await this.forMember(runner, userId);
    if (!row) throw new Error(`customer ${stripeCustomerId} belongs to another member`);
    return row;
  }

  /** Marks the member's first payment; true only the first time. */
  async markFirstPayment(manager: EntityManager, userId: string, paidAt: Date): Promise<boolean> {
    const rows = await queryRows<{ user_id: string }>(
      manager,
      `UPDATE "customers" SET "first_paid_at" = $2 WHERE "user_id" = $1 AND "first_paid_at" IS NULL RETURNING "user_id"`,
      [userId, paidAt],
    );
    return rows.length === 1;
  }
}
