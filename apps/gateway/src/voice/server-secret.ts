import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Compares the secret a server message carries with ours in constant time. Both sides are hashed
 * first, so the buffers always have the same length and the comparison says nothing about it.
 */
export function isServerSecret(presented: string | string[] | undefined, configured: string): boolean {
  if (typeof presented !== 'string' || presented.length === 0) return false;
  return timingSafeEqual(digest(presented), digest(configured));
}
