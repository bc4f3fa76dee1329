import { randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS } from '@vi/contracts';
import { exportPKCS8, exportSPKI, generateKeyPair } from 'jose';
import { type DataSource, type EntityManager, IsNull, LessThanOrEqual } from 'typeorm';
import { isSealed, type KeyEncryption } from './key-encryption.js';
import { SigningKeyEntity } from './signing-key.entity.js';

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
  await manager.getRepository(SigningKeyEntity).insert({
    kid,
    privateKeyPem: encryption.seal(kid, await exportPKCS8(privateKey)),
    publicKeyPem: await exportSPKI(publicKey),
    createdAt: now,
  });
  return kid;
}

/** Retires the key that signs (active, not yet retired) as of `now`. */
const retireSigner = (manager: EntityManager, now: Date) =>
  manager.getRepository(SigningKeyEntity).update({ active: true, retiredAt: IsNull() }, { retiredAt: now });

/** Makes a new key the signer now; the previous one keeps verifying. Returns the new key id. */
export function rotateKeys(dataSource: DataSource, encryption: KeyEncryption, now = new Date()): Promise<string> {
  return dataSource.transaction(async (manager) => {
    await lock(manager);
    await retireSigner(manager, now);
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
    const keys = manager.getRepository(SigningKeyEntity);
    const signer = await keys.findOne({
      select: { kid: true, createdAt: true },
      where: { active: true, retiredAt: IsNull() },
      order: { createdAt: 'DESC' },
    });
    if (!signer) {
      await insertKey(manager, encryption, now);
    } else if (policy.rotateAfterMs > 0 && now.getTime() - signer.createdAt.getTime() >= policy.rotateAfterMs) {
      await retireSigner(manager, now);
      await insertKey(manager, encryption, now);
    }
    // (`<=` is never true of a null retired_at: the signer stays.)
    await keys.update({ active: true, retiredAt: LessThanOrEqual(new Date(now.getTime() - verifyingAfterRetirementMs(policy))) }, { active: false });
    if (encryption.enabled) {
      const all = await keys.find({ select: { kid: true, privateKeyPem: true } });
      for (const row of all.filter((r) => !isSealed(r.privateKeyPem))) {
        await keys.update({ kid: row.kid }, { privateKeyPem: encryption.seal(row.kid, row.privateKeyPem) });
      }
    }
  });
}

/** The keys that verify, newest first; the first one not retired signs. */
export function loadKeys(dataSource: DataSource): Promise<SigningKeyEntity[]> {
  return dataSource.getRepository(SigningKeyEntity).find({ where: { active: true }, order: { createdAt: 'DESC' } });
}
