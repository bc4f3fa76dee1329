import { randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_OVERLAP_HOURS } from '@vi/contracts';

const SECRET_PREFIX = 'whsec_';

/** A configuration's secrets as stored: the current one, and the one a rotation replaced with when it stops signing. */
export interface StoredSecrets {
  secretKey: string | null;
  previousSecretKey: string | null;
  previousSecretExpiresAt: Date | null;
}

/**
 * The secrets that sign an attempt made at `now`: the current one and, until its overlap ends, the
 * one a rotation replaced (Standard Webhooks lets a `webhook-signature` header carry several, space
 * separated; a receiver accepts the message when any one verifies). No current secret: unsigned.
 */
export function signingSecrets(stored: StoredSecrets, now: Date): string[] {
  if (!stored.secretKey) return [];
  const secrets = [stored.secretKey];
  const { previousSecretKey, previousSecretExpiresAt } = stored;
  if (previousSecretKey && previousSecretExpiresAt && now.getTime() < previousSecretExpiresAt.getTime() && previousSecretKey !== stored.secretKey) {
    secrets.push(previousSecretKey);
  }
  return secrets;
}

/** When a secret replaced at `now` by a rotation stops signing. */
export function overlapEnd(now: Date): Date {
  return new Date(now.getTime() + WEBHOOK_SECRET_OVERLAP_HOURS * 3_600_000);
}

/** A fresh Standard Webhooks secret: `whsec_` and the base64 of 32 random bytes. */
export function newSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

/** The secret as lists show it: `whsec_…` and its last 4 characters (null: none). */
export function secretHint(secret: string | null): string | null {
  if (!secret) return null;
  return `${SECRET_PREFIX}…${secret.slice(-4)}`;
}
