import { describe, expect, it } from '@jest/globals';
import { Webhook } from 'standardwebhooks';
import { newSecret, overlapEnd, secretHint, signingSecrets } from './secrets.js';
import { signedHeaders } from './signature.js';

const HOUR = 3_600_000;
const body = JSON.stringify({ type: 'purchase', timestamp: '2031-01-01T00:00:00.000Z', data: { userId: 'u', amountCents: 399 } });

/** What a receiver holding `secret` makes of an attempt signed with `secrets` now (the header's time is the wall clock, as receivers check it). */
function verifiedWith(secret: string, secrets: string[]): true | string {
  const headers = signedHeaders('msg_rotation', body, secrets) as unknown as Record<string, string>;
  try {
    new Webhook(secret).verify(body, headers);
    return true;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('a rotated secret, on an injected clock', () => {
  const old = newSecret();
  const current = newSecret();
  const rotatedAt = new Date('2031-03-01T09:00:00.000Z');
  const stored = { secretKey: current, previousSecretKey: old, previousSecretExpiresAt: overlapEnd(rotatedAt) };
  const at = (ms: number) => new Date(rotatedAt.getTime() + ms);

  it('keeps signing beside the new one for 24 hours: receivers with either secret verify with standardwebhooks', () => {
    for (const when of [at(0), at(HOUR), at(24 * HOUR - 1)]) {
      const secrets = signingSecrets(stored, when);
      expect(secrets).toEqual([current, old]);
      expect(signedHeaders('m', body, secrets)['webhook-signature']).toMatch(/^v1,\S+ v1,\S+$/);
      expect(verifiedWith(old, secrets)).toBe(true);
      expect(verifiedWith(current, secrets)).toBe(true);
    }
  });

  it('stops at 24 hours: from then on only the new secret verifies', () => {
    for (const when of [at(24 * HOUR), at(24 * HOUR + 1), at(400 * HOUR)]) {
      const secrets = signingSecrets(stored, when);
      expect(secrets).toEqual([current]);
      expect(verifiedWith(old, secrets)).toBe('No matching signature found');
      expect(verifiedWith(current, secrets)).toBe(true);
    }
  });

  it('signs nothing without a current secret (the previous one included), and once when both are the same', () => {
    expect(signingSecrets({ secretKey: null, previousSecretKey: old, previousSecretExpiresAt: overlapEnd(rotatedAt) }, at(0))).toEqual([]);
    expect(signingSecrets({ secretKey: current, previousSecretKey: current, previousSecretExpiresAt: overlapEnd(rotatedAt) }, at(0))).toEqual([current]);
    expect(signingSecrets({ secretKey: current, previousSecretKey: null, previousSecretExpiresAt: null }, at(0))).toEqual([current]);
  });

  it('is listed masked: whsec_… and the last 4 characters', () => {
    expect(secretHint('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw')).toBe('whsec_…LaSw');
    expect(secretHint(null)).toBeNull();
    expect(newSecret()).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
  });
});
