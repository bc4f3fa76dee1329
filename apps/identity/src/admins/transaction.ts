import type { DataSource, EntityManager } from 'typeorm';

// deadlock_detected, serialization_failure: PostgreSQL undid the whole transaction, so it may run again.
const RETRYABLE = new Set(['40P01', '40001']);

function sqlState(error: unknown): string | undefined {
  const e = error as { code?: unknown; driverError?: { code?: unknown } } | null;
  const code = e?.driverError?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * A transaction that runs again when PostgreSQL broke a lock cycle by aborting it. The admin changes
 * lock rows in a fixed order, but an admin being added while a super admin deletes them can still
 * meet head-on; the second attempt then sees what the other one did.
 */
export async function retryingTransaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await dataSource.transaction(work);
    } catch (error) {
      if (attempt >= attempts || !RETRYABLE.has(sqlState(error) ?? '')) throw error;
    }
  }
}
