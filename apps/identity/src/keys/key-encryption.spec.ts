import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { isSealed, KeyEncryption } from './key-encryption.js';

// A throw-away P-256 key made for this run, as identity makes its signing keys.
const PEM = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const key = () => randomBytes(32).toString('base64');

describe('signing keys sealed at rest', () => {
  it('seals so the PEM is not readable, and opens it again with the same key and key id', () => {
    const encryption = KeyEncryption.from(key());
    const sealed = encryption.seal('kid-1', PEM);
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('PRIVATE KEY');
    expect(encryption.seal('kid-1', PEM)).not.toBe(sealed); // a fresh IV each time
    expect(encryption.open('kid-1', sealed)).toBe(PEM);
  });

  it('refuses another key, another key id, and an altered value', () => {
    const encryption = KeyEncryption.from(key());
    const sealed = encryption.seal('kid-1', PEM);
    expect(() => KeyEncryption.from(key()).open('kid-1', sealed)).toThrow(/cannot be decrypted/);
    expect(() => encryption.open('kid-2', sealed)).toThrow(/cannot be decrypted/);
    const altered = sealed.slice(0, -4) + (sealed.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect(() => encryption.open('kid-1', altered)).toThrow(/cannot be decrypted/);
    expect(() => KeyEncryption.from(undefined).open('kid-1', sealed)).toThrow(/set SIGNING_KEY_ENCRYPTION_KEY/);
  });

  it('takes only a 32-byte key, and without one keeps the PEM as it is', () => {
    expect(() => KeyEncryption.from(randomBytes(16).toString('base64'))).toThrow(/32 bytes/);
    const none = KeyEncryption.from(undefined);
    expect(none.enabled).toBe(false);
    expect(none.seal('kid-1', PEM)).toBe(PEM);
    expect(none.open('kid-1', PEM)).toBe(PEM);
  });
});
