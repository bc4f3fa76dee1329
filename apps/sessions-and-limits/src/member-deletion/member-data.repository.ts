import { Injectable } from '@nestjs/common';
import { queryRows } from '@vi/service-kit';
import type { EntityManager } from 'typeorm';

/** What deleting a member took away that other processes may still hold in a cache. */
export interface ForgottenData {
  /** Chat sessions that were still open (the chat service caches open ones). */
  openChatSessionIds: string[];
}

/** Everything this service holds about one member, for their deletion. */
@Injectable()
export class MemberDataRepository {
  /**
   * Deletes the member's voice and chat sessions (and with them their monthly counts), their
   * allowance zone and their entitlement copy (service-kit erases this service's events about them).
   */
  async deleteAll(manager: EntityManager, userId: string): Promise<ForgottenData> {
    const chats = await queryRows<{ id: string; status: string }>(manager, `DELETE FROM "chat_sessions" WHERE "user_id" = $1 RETURNING "id", "status"`, [
      userId,
    ]);
    await manager.query(`DELETE FROM "voice_sessions" WHERE "user_id" = $1`, [userId]);
    await manager.query(`DELETE FROM "member_time_zones" WHERE "user_id" = $1`, [userId]);
    await manager.query(`DELETE FROM "entitlements" WHERE "user_id" = $1`, [userId]);
    return { openChatSessionIds: chats.filter((c) => c.status === 'active').map((c) => c.id) };
  }
}
