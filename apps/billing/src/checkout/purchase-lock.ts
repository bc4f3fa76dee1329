import { Injectable } from '@nestjs/common';
import { ErrorCode } from '@vi/contracts';
import { AppError } from '@vi/service-kit';
import { DataSource } from 'typeorm';

/**
 * One purchase at a time per member, so two checkouts completed at the same moment cannot both buy.
 * In this process a member's purchases wait their turn (a double click then finds the first one
 * done, and a second checkout finds the member premium). Across replicas a PostgreSQL advisory lock,
 * held while the purchase runs, refuses a second one at once with 409; waiting for it would hold a
 * pooled connection per waiter while the purchase itself needs connections to finish.
 */
@Injectable()
export class PurchaseLock {
  private readonly turns = new Map<string, Promise<unknown>>();

  constructor(private readonly dataSource: DataSource) {}

  run<T>(userId: string, purchase: () => Promise<T>): Promise<T> {
    const before = this.turns.get(userId) ?? Promise.resolve();
    const mine = before.then(() => this.held(userId, purchase));
    const settled = mine.then(
      () => undefined,
      () => undefined,
    );
    this.turns.set(userId, settled);
    void settled.then(() => {
      if (this.turns.get(userId) === settled) this.turns.delete(userId);
    });
    return mine;
  }

  private async held<T>(userId: string, purchase: () => Promise<T>): Promise<T> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      // Scoped to the transaction: it ends, and the lock with it, whatever the purchase does.
      const rows: { locked: boolean }[] = await runner.query(`SELECT pg_try_advisory_xact_lock(hashtextextended($1, 0)) AS "locked"`, [
        `vi-purchase:${userId}`,
      ]);
      if (!rows[0]?.locked) throw new AppError(ErrorCode.CONFLICT, 'A purchase is already in progress');
      return await purchase();
    } finally {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      await runner.release();
    }
  }
}
