import { describe, expect, it } from '@jest/globals';
import { decodeProtectedHeader, exportSPKI, generateKeyPair, importSPKI, jwtVerify, SignJWT } from 'jose';
import { createAccessToken } from './signing-keys.service.js';

const NOW = Date.parse('2025-06-15T12:00:00.750Z');
const claims = { userId: '3f1c1e2a-8d4b-4c3e-9a51-2b6c7d8e9f01', email: 'ana@example.com', sessionId: '9d0e8f7a-6b5c-4d3e-8f21-0a1b2c3d4e5f' };

async function keyPair() {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  // Verifiers get the public half as PEM, as identity publishes it.
  return { privateKey, publicKey: await importSPKI(await exportSPKI(publicKey), 'ES256') };
}

const verifyAt = (token: string, publicKey: CryptoKey, atMs: number) =>
  jwtVerify(token, publicKey, { issuer: 'vi-identity', audience: 'vi', algorithms: ['ES256'], currentDate: new Date(atMs) });

describe('createAccessToken', () => {
  it('signs the member, their email and their session with ES256 under the key id', async () => {
    const { privateKey, publicKey } = await keyPair();
    const { token } = await createAccessToken({ kid: 'key-1', privateKey }, claims, NOW);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'ES256', kid: 'key-1', typ: 'JWT' });
    const { payload } = await verifyAt(token, publicKey, NOW);
    expect(payload).toEqual({
      sub: claims.userId,
      email: claims.email,
      sid: claims.sessionId,
      iss: 'vi-identity',
      aud: 'vi',
      iat: Math.floor(NOW / 1000),
      exp: Math.floor(NOW / 1000) + 15 * 60,
    });
  });

  it('is valid for 15 minutes from the whole second it was issued in, and says so', async () => {
    const { privateKey, publicKey } = await keyPair();
    const { token, expiresAt } = await createAccessToken({ kid: 'key-1', privateKey }, claims, NOW);
    const issuedAtMs = Math.floor(NOW / 1000) * 1000;
    expect(expiresAt.toISOString()).toBe(new Date(issuedAtMs + 15 * 60_000).toISOString());
    await expect(verifyAt(token, publicKey, issuedAtMs + 15 * 60_000 - 1000)).resolves.toBeDefined();
    await expect(verifyAt(token, publicKey, issuedAtMs + 15 * 60_000)).rejects.toMatchObject({ code: 'ERR_JWT_EXPIRED' });
  });

  it('does not verify with another key', async () => {
    const { privateKey } = await keyPair();
    const other = await keyPair();
    const { token } = await createAccessToken({ kid: 'key-1', privateKey }, claims, NOW);
    await expect(verifyAt(token, other.publicKey, NOW)).rejects.toMatchObject({ code: 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED' });
  });

  it('cannot be altered: a changed subject breaks the signature', async () => {
    const { privateKey, publicKey } = await keyPair();
    const { token } = await createAccessToken({ kid: 'key-1', privateKey }, claims, NOW);
    const [header, payload, signature] = token.split('.');
    const body = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...body, sub: 'someone-else' })).toString('base64url')}.${signature}`;
    await expect(verifyAt(forged, publicKey, NOW)).rejects.toMatchObject({ code: 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED' });
  });

  it('is not confused with a token signed for another audience', async () => {
    const { privateKey, publicKey } = await keyPair();
    const foreign = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256' })
      .setAudience('not-vi')
      .setIssuer('vi-identity')
      .setIssuedAt(Math.floor(NOW / 1000))
      .setExpirationTime(Math.floor(NOW / 1000) + 60)
      .sign(privateKey);
    await expect(verifyAt(foreign, publicKey, NOW)).rejects.toMatchObject({ code: 'ERR_JWT_CLAIM_VALIDATION_FAILED' });
  });
});
