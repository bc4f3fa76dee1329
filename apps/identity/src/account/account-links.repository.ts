import { randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { queryRows } from '@vi/service-kit';
import { type EntityManager, IsNull } from 'typeorm';
import { hashToken } from '../auth/refresh-tokens.repository.js';
import { AccountLinkEntity, type AccountLinkPurpose } from './account-link.entity.js';

/** Single-use links sent by email; the secret leaves only in the message, the table keeps its hash. */
@Injectable()
export class AccountLinksRepository {
  /**
   * A new link for the member; earlier unused links of the same purpose stop working (only the
   * newest message works). Answers the secret to put in the link.
   */
  async issue(manager: EntityManager, link: { userId: string; purpose: AccountLinkPurpose; validSeconds: number; newEmail?: string }): Promise<string> {
    await this.retireAll(manager, link.userId, link.purpose);
    const token = randomBytes(32).toString('base64url');
    await manager.query(
      `INSERT INTO "account_links" ("id", "user_id", "purpose", "token_hash", "new_email", "expires_at")
       VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
      [randomUUID(), link.userId, link.purpose, hashToken(token), link.newEmail ?? null, link.validSeconds],
    );
    return token;
  }

  /**
   * Uses the link: answers it and marks it used, held to the caller's commit, when it exists, is of
   * the purpose, unused and unexpired (on the database's clock); null otherwise (nothing changes).
   */
  async use(manager: EntityManager, token: string, purpose: AccountLinkPurpose): Promise<Pick<AccountLinkEntity, 'id' | 'userId' | 'newEmail'> | null> {
    const [row] = await queryRows<Pick<AccountLinkEntity, 'id' | 'userId' | 'newEmail'>>(
      manager,
      `UPDATE "account_links" SET "used_at" = now()
        WHERE "token_hash" = $1 AND "purpose" = $2 AND "used_at" IS NULL AND "expires_at" > now()
        RETURNING "id", "user_id" AS "userId", "new_email" AS "newEmail"`,
      [hashToken(token), purpose],
    );
    return row ?? null;
  }

  /** Every unused link of the purpose stops working (a password changed another way, say). */
  async retireAll(manager: EntityManager, userId: string, purpose: AccountLinkPurpose): Promise<void> {
    await manager.getRepository(AccountLinkEntity).update({ userId, purpose, usedAt: IsNull() }, { usedAt: () => 'now()' });
  }
}
