import { describe, expect, it } from '@jest/globals';
import { isRefreshable, isTheft } from './refresh-rules.js';
import { hashToken } from './refresh-tokens.repository.js';

const NOW = Date.parse('2025-06-15T12:00:00Z');
const at = (secondsFromNow: number) => new Date(NOW + secondsFromNow * 1000);
const token = (fields: { expiresAt?: Date; revokedAt?: Date | null }) => ({
  id: 't',
  familyId: 'f',
  userId: 'u',
  usedAt: null,
  expiresAt: at(3600),
  revokedAt: null,
  ...fields,
});

describe('isRefreshable', () => {
  it('accepts a token that is neither revoked nor expired', () => {
    expect(isRefreshable(token({}), NOW)).toBe(true);
    expect(isRefreshable(token({ expiresAt: new Date(NOW + 1) }), NOW)).toBe(true);
  });

  it('refuses an unknown token', () => {
    expect(isRefreshable(null, NOW)).toBe(false);
  });

  it('refuses a revoked token, however long it would still be valid', () => {
    expect(isRefreshable(token({ revokedAt: at(-1) }), NOW)).toBe(false);
  });

  it('refuses a token at the very moment it expires, and after', () => {
    expect(isRefreshable(token({ expiresAt: new Date(NOW) }), NOW)).toBe(false);
    expect(isRefreshable(token({ expiresAt: at(-60) }), NOW)).toBe(false);
  });
});

describe('isTheft (a rotated refresh token presented again)', () => {
  it('is two tabs refreshing at once within the leeway, up to and including its last moment', () => {
    expect(isTheft(at(0), NOW, 10)).toBe(false);
    expect(isTheft(at(-3), NOW, 10)).toBe(false);
    expect(isTheft(at(-10), NOW, 10)).toBe(false);
  });

  it('is theft once the leeway since the first use has passed', () => {
    expect(isTheft(new Date(NOW - 10_001), NOW, 10)).toBe(true);
    expect(isTheft(at(-3600), NOW, 10)).toBe(true);
  });

  it('with no leeway, any later presentation is theft', () => {
    expect(isTheft(new Date(NOW - 1), NOW, 0)).toBe(true);
    expect(isTheft(at(-1), NOW, 0)).toBe(true);
  });

  it('is theft when the first use is not known', () => {
    expect(isTheft(null, NOW, 60)).toBe(true);
  });

  it('follows the configured leeway', () => {
    expect(isTheft(at(-30), NOW, 10)).toBe(true);
    expect(isTheft(at(-30), NOW, 60)).toBe(false);
  });
});

describe('hashToken (only the hash of a refresh token is stored)', () => {
  it('is the same for the same token and differs between tokens', () => {
    expect(hashToken('abc')).toBe(hashToken('abc'));
    expect(hashToken('abc')).not.toBe(hashToken('abd'));
  });

  it('is a SHA-256 digest in base64url that does not contain the token', () => {
    const token = 'kM3pQ-7vX_2yT9rA1bC4dE6fG8hJ0kL2mN4pQ6rS8tU';
    expect(hashToken(token)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hashToken(token)).not.toContain(token.slice(0, 8));
    // SHA-256 of the empty string, a published test vector.
    expect(hashToken('')).toBe('47DEQpj8HBSa-_TImW-5JCeuQeRkm5NMpJWZG3hSuFU');
  });
});
