import { describe, expect, it } from '@jest/globals';
import { hashPassword, verifyPassword } from './passwords.js';

describe('passwords', () => {
  it('hashes with argon2id and a fresh salt each time, never storing the password', async () => {
    const first = await hashPassword('correct horse');
    const second = await hashPassword('correct horse');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('correct horse');
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('secret1');
    expect(await verifyPassword(hash, 'secret1')).toBe(true);
    expect(await verifyPassword(hash, 'secret2')).toBe(false);
    expect(await verifyPassword(hash, 'Secret1')).toBe(false);
    expect(await verifyPassword(hash, '')).toBe(false);
  });

  it('keeps unicode passwords exact', async () => {
    const hash = await hashPassword('contraseña 🌿');
    expect(await verifyPassword(hash, 'contraseña 🌿')).toBe(true);
    expect(await verifyPassword(hash, 'contrasena 🌿')).toBe(false);
  });

  it('refuses every password for an unknown account (no hash) instead of failing', async () => {
    expect(await verifyPassword(null, 'decoy-password-for-timing')).toBe(false);
    expect(await verifyPassword(null, 'secret1')).toBe(false);
  });

  it('refuses instead of throwing when the stored hash is damaged', async () => {
    expect(await verifyPassword('not-a-hash', 'secret1')).toBe(false);
    expect(await verifyPassword('$argon2id$v=19$m=19456,t=2,p=1$broken', 'secret1')).toBe(false);
  });
});
