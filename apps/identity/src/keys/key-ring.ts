import { randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS } from '@vi/contracts';
import { exportPKCS8, exportSPKI, generateKeyPair } from 'jose';
import type { DataSource, EntityManager } from 'typeorm';
import { isSealed, type KeyEncryption } from './key-encryption.js';

export interface KeyRow {
  kid: string;
  private_key_pem: string;
  public_key_pem: string;
  created_at: Date;
  retired_at: Date | null;
}

export interface KeyRingPolicy {
  /** A signing key older than this is replaced (0: only by the command). */
  rotateAfterMs: number;
  /** How long a replica may go on signing with a key another one retired (its reload interval). */
  reloadMs: number;
}

/** How long a retired key keeps verifying: the last token it signed (by a replica yet to reload) must expire first. */
export const verifyingAfterRetirementMs = (policy: KeyRingPolicy) => ACCESS_TOKEN_TTL_SECONDS * 1000 + policy.reloadMs + 60_000;

const lock = (manager: EntityManager) => manager.query(`SELECT pg_advisory_xact_lock(hashtext('vi-signing-keys'))`);

async function insertKey(manager: EntityManager, encryption: KeyEncryption, now: Date): Promise<string> {
  const kid = randomUUID();
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  await manager.query(`INSERT INTO "signing_keys" ("kid", "private_key_pem", "public_key_pem", "created_at") VALUES ($1, $2, $3, $4)`, [
    kid,
    encryption.seal(kid, await exportPKCS8(privateKey)),
    await exportSPKI(publicKey),
    now,
  ]);
  return kid;
}

/** Makes a new key the signer now; the previous one keeps verifying. Returns the new key id. */
export function rotateKeys(dataSource: DataSource, encryption: KeyEncryption, now = new Date()): Promise<string> {
  return dataSource.transaction(async (manager) => {
    await lock(manager);
    await manager.query(`UPDATE "signing_keys" SET "retired_at" = $1 WHERE "active" AND "retired_at" IS NULL`, [now]);
    return insertKey(manager, encryption, now);
  });
}

/**
 * Brings the ring up to date, once for all replicas (under a lock): a signer exists, an old signer is
 * replaced, retired keys whose tokens have all expired stop verifying, and keys stored in plain text
 * are sealed once an encryption key is configured.
 */
export function maintainKeys(dataSource: DataSource, encryption: KeyEncryption, policy: KeyRingPolicy, now = new Date()): Promise<void> {
  return dataSource.transaction(async (manager) => {
    await lock(manager);
    const signers: { kid: string; created_at: Date }[] = await manager.query(
      `SELECT "kid", "created_at" FROM "signing_keys" WHERE "active" AND "retired_at" IS NULL ORDER BY "created_at" DESC LIMIT 1`,
    );
    const signer = signers[0];
    if (!signer) {
      await insertKey(manager, encryption, now);
    } else if (policy.rotateAfterMs > 0 && now.getTime() - signer.created_at.getTime() >= policy.rotateAfterMs) {
      await manager.query(`UPDATE "signing_keys" SET "retired_at" = $1 WHERE "active" AND "retired_at" IS NULL`, [now]);
      await insertKey(manager, encryption, now);
    }
    await manager.query(`UPDATE "signing_keys" SET "active" = false WHERE "active" AND "retired_at" IS NOT NULL AND "retired_at" <= $1`, [
      new Date(now.getTime() - verifyingAfterRetirementMs(policy)),
    ]);
    if (encryption.enabled) {
      const plain: { kid: string; private_key_pem: string }[] = await manager.query(`SELECT "kid", "private_key_pem" FROM "signing_keys"`);
      for (const row of plain.filter((r) => !isSealed(r.private_key_pem))) {
        await manager.query(`UPDATE "signing_keys" SET "private_key_pem" = $2 WHERE "kid" = $1`, [row.kid, encryption.seal(row.kid, row.private_key_pem)]);
      }
    }
  });
}

/** The keys that verify, newest first; the first one not retired signs. */
export function loadKeys(dataSource: DataSource): Promise<KeyRow[]> {
  return dataSource.query(
    `SELECT "kid", "private_key_pem", "public_key_pem", "created_at", "retired_at" FROM "signing_keys" WHERE "active" ORDER BY "created_at" DESC`,
  );
}
