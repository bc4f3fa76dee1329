import { randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { queryRows } from '@vi/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { hashToken } from '../auth/refresh-tokens.repository.js';
import type { AuthorizationChecks } from './google-client.js';
import type { PendingExternalSignInEntity, PendingSignInPurpose } from './pending-external-sign-in.entity.js';

export type PendingSignIn = Pick<PendingExternalSignInEntity, 'id' | 'purpose' | 'provider' | 'subject' | 'email' | 'name' | 'userId' | 'wrongPasswords'>;

const PENDING_COLUMNS = `"id", "purpose", "provider", "subject", "email", "name", "user_id" AS "userId", "wrong_passwords" AS "wrongPasswords"`;

/** Started sign-ins, pending ones and linked identities; every secret is kept only as its SHA-256. */
@Injectable()
export class ExternalSignInRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Keeps a started sign-in's checks for `validSeconds`; rows long expired go at the same time. */
  async saveAuthorization(checks: AuthorizationChecks, validSeconds: number): Promise<void> {
    await this.dataSource.query(`DELETE FROM "oidc_authorizations" WHERE "expires_at" < now() - interval '1 hour'`);
    await this.dataSource.query(`DELETE FROM "pending_external_sign_ins" WHERE "expires_at" < now() - interval '1 hour'`);
    await this.dataSource.query(
      `INSERT INTO "oidc_authorizations" ("id", "state_hash", "nonce", "code_verifier", "expires_at")
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
      [randomUUID(), hashToken(checks.state), checks.nonce, checks.codeVerifier, validSeconds],
    );
  }

  /** Uses the started sign-in of this state once: its checks, or null (unknown, used or expired). */
  async useAuthorization(state: string): Promise<AuthorizationChecks | null> {
    const [row] = await queryRows<{ nonce: string; codeVerifier: string }>(
      this.dataSource,
      `UPDATE "oidc_authorizations" SET "used_at" = now()
        WHERE "state_hash" = $1 AND "used_at" IS NULL AND "expires_at" > now()
        RETURNING "nonce", "code_verifier" AS "codeVerifier"`,
      [hashToken(state)],
    );
    return row ? { state, nonce: row.nonce, codeVerifier: row.codeVerifier } : null;
  }

  /** The member linked to this provider's subject, if any. */
  async linkedMember(provider: string, subject: string): Promise<string | null> {
    const [row] = await queryRows<{ userId: string }>(
      this.dataSource,
      `SELECT "user_id" AS "userId" FROM "external_identities" WHERE "provider" = $1 AND "subject" = $2`,
      [provider, subject],
    );
    return row?.userId ?? null;
  }

  /** A pending sign-in; answers the secret the browser carries to the next step. */
  async savePending(
    pending: { purpose: PendingSignInPurpose; provider: string; subject: string; email: string; name: string; userId: string | null },
    validSeconds: number,
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.dataSource.query(
      `INSERT INTO "pending_external_sign_ins" ("id", "token_hash", "purpose", "provider", "subject", "email", "name", "user_id", "expires_at")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(secs => $9))`,
      [randomUUID(), hashToken(token), pending.purpose, pending.provider, pending.subject, pending.email, pending.name, pending.userId, validSeconds],
    );
    return token;
  }

  /** The pending sign-in while it is unused, unexpired and of the purpose (not used by reading it). */
  async findPending(token: string, purpose: PendingSignInPurpose, maxWrongPasswords: number): Promise<PendingSignIn | null> {
    const [row] = await queryRows<PendingSignIn>(
      this.dataSource,
      `SELECT ${PENDING_COLUMNS} FROM "pending_external_sign_ins"
        WHERE "token_hash" = $1 AND "purpose" = $2 AND "used_at" IS NULL AND "expires_at" > now() AND "wrong_passwords" < $3`,
      [hashToken(token), purpose, maxWrongPasswords],
    );
    return row ?? null;
  }

  /** Uses the pending sign-in in the caller's transaction (so two tries cannot both finish it); null when it no longer can be. */
  async usePending(manager: EntityManager, token: string, purpose: PendingSignInPurpose, maxWrongPasswords: number): Promise<PendingSignIn | null> {
    const [row] = await queryRows<PendingSignIn>(
      manager,
      `UPDATE "pending_external_sign_ins" SET "used_at" = now()
        WHERE "token_hash" = $1 AND "purpose" = $2 AND "used_at" IS NULL AND "expires_at" > now() AND "wrong_passwords" < $3
        RETURNING ${PENDING_COLUMNS}`,
      [hashToken(token), purpose, maxWrongPasswords],
    );
    return row ?? null;
  }

  /** Counts a wrong password against a pending link (enough of them and it stops working). */
  async countWrongPassword(id: string): Promise<void> {
    await this.dataSource.query(`UPDATE "pending_external_sign_ins" SET "wrong_passwords" = "wrong_passwords" + 1 WHERE "id" = $1`, [id]);
  }

  /** Links the identity to the member; false when the subject or the member already has one for the provider. */
  async link(manager: EntityManager, identity: { userId: string; provider: string; subject: string; email: string }): Promise<boolean> {
    const rows = await queryRows<{ id: string }>(
      manager,
      `INSERT INTO "external_identities" ("id", "user_id", "provider", "subject", "email") VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT DO NOTHING RETURNING "id"`,
      [randomUUID(), identity.userId, identity.provider, identity.subject, identity.email],
    );
    return rows.length === 1;
  }
}
