import type { RefreshTokenEntity } from './refresh-token.entity.js';

/** Whether a presented refresh token can be used at all: unknown, revoked and expired ones cannot. */
export function isRefreshable(row: Pick<RefreshTokenEntity, 'expiresAt' | 'revokedAt'> | null, now: number): row is RefreshTokenEntity {
  return row !== null && !row.revokedAt && row.expiresAt.getTime() > now;
}

/**
 * A token that was already rotated is presented again. Within `leewaySeconds` of its first use
 * that is two tabs refreshing at once; later (or when its first use is not known) the token
 * leaked, and its whole family must be revoked.
 */
export function isTheft(usedAt: Date | null, now: number, leewaySeconds: number): boolean {
  const usedAgoSeconds = usedAt ? (now - usedAt.getTime()) / 1000 : Infinity;
  return usedAgoSeconds > leewaySeconds;
}
