import { forgetPublishedEventsOf } from '@vi/service-kit';
import type { EntityManager } from 'typeorm';

/**
 * Every event in identity's outbox about a member being deleted (their sign-up with their address and
 * name, their sign-ins), published or not. An unpublished one is dropped rather than sent: nobody
 * downstream should learn an address that is being deleted, and each consumer forgets whatever it
 * had from the `user deleted` event that follows. The unpublished ones go first: one the relay is
 * sending right now is locked by it, so this waits, skips it as published, and the second statement
 * (a later snapshot) removes it.
 */
export async function forgetEventsOf(manager: EntityManager, userId: string): Promise<number> {
  // TypeORM answers a DELETE with [rows, affected].
  const [, unpublished]: [unknown[], number] = await manager.query(
    `DELETE FROM "outbox" WHERE "published_at" IS NULL AND "payload" -> 'data' ->> 'userId' = $1`,
    [userId],
  );
  return unpublished + (await forgetPublishedEventsOf(manager, userId));
}
