import { randomUUID } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ACCESS_TOKEN_TTL_SECONDS, JWT_AUDIENCE, JWT_ISSUER, type PublicKeys } from '@vi/contracts';
import { exportPKCS8, exportSPKI, generateKeyPair, importPKCS8, SignJWT, type CryptoKey } from 'jose';
import { DataSource } from 'typeorm';

export interface ActiveKey {
  kid: string;
  privateKey: CryptoKey;
}

export interface AccessTokenClaims {
  userId: string;
  email: string;
  sessionId: string;
}

/** An ES256 access token for `claims`, issued at `nowMs` and valid for ACCESS_TOKEN_TTL_SECONDS. */
export async function createAccessToken(key: ActiveKey, claims: AccessTokenClaims, nowMs: number): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(nowMs / 1000);
  const expiresAt = new Date((issuedAt + ACCESS_TOKEN_TTL_SECONDS) * 1000);
  const token = await new SignJWT({ email: claims.email, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(JWT_ISSUER)
    .setAudience(JWT_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key.privateKey);
  return { token, expiresAt };
}

/**
 * Signs access tokens with ES256. The key pair is made once per deployment and kept in
 * identity's schema, so every replica signs with the same key; verifiers get the public half.
 */
@Injectable()
export class SigningKeysService implements OnModuleInit {
  private active?: ActiveKey;
  private publicKeys: PublicKeys['keys'] = [];

  constructor(private readonly dataSource: DataSource) {}

  async onModuleInit() {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('vi-signing-keys'))`);
      const existing: unknown[] = await manager.query(`SELECT 1 FROM "signing_keys" WHERE "active" LIMIT 1`);
      if (existing.length > 0) return;
      const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
      await manager.query(`INSERT INTO "signing_keys" ("kid", "private_key_pem", "public_key_pem") VALUES ($1, $2, $3)`, [
        randomUUID(),
        await exportPKCS8(privateKey),
        await exportSPKI(publicKey),
      ]);
    });
    const rows: { kid: string; private_key_pem: string; public_key_pem: string }[] = await this.dataSource.query(
      `SELECT "kid", "private_key_pem", "public_key_pem" FROM "signing_keys" WHERE "active" ORDER BY "created_at" DESC`,
    );
    const newest = rows[0]!;
    this.active = { kid: newest.kid, privateKey: await importPKCS8(newest.private_key_pem, 'ES256') };
    this.publicKeys = rows.map((r) => ({ kid: r.kid, alg: 'ES256' as const, pem: r.public_key_pem }));
  }

  signAccessToken(claims: AccessTokenClaims): Promise<{ token: string; expiresAt: Date }> {
    return createAccessToken(this.active!, claims, Date.now());
  }

  publicKeySet(): PublicKeys {
    return { issuer: JWT_ISSUER, audience: JWT_AUDIENCE, keys: this.publicKeys };
  }
}
