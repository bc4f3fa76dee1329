import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { ACCESS_TOKEN_TTL_SECONDS, JWT_AUDIENCE, JWT_ISSUER, type PublicKeys } from '@vi/contracts';
import { LOGGER, SERVICE_CONFIG } from '@vi/service-kit';
import { importPKCS8, SignJWT, type CryptoKey } from 'jose';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import type { IdentityConfig } from '../config.js';
import { KeyEncryption } from './key-encryption.js';
import { type KeyRingPolicy, loadKeys, maintainKeys } from './key-ring.js';

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
 * Signs access tokens with ES256. The keys are kept in identity's schema, sealed under
 * SIGNING_KEY_ENCRYPTION_KEY, so every replica signs with the same key; verifiers get the public
 * halves. A new key takes over every SIGNING_KEY_ROTATION_DAYS (or on `npm run keys:rotate`); the
 * old one keeps verifying until its tokens have expired. Each replica reloads the ring every
 * SIGNING_KEYS_RELOAD_MS, so one that rotated is followed by the others.
 */
@Injectable()
export class SigningKeysService implements OnModuleInit, OnModuleDestroy {
  private active?: ActiveKey;
  private publicKeys: PublicKeys['keys'] = [];
  private timer?: NodeJS.Timeout;
  private readonly encryption: KeyEncryption;
  private readonly policy: KeyRingPolicy;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(SERVICE_CONFIG) config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.encryption = KeyEncryption.from(config.SIGNING_KEY_ENCRYPTION_KEY);
    this.policy = { rotateAfterMs: config.SIGNING_KEY_ROTATION_DAYS * 24 * 3600 * 1000, reloadMs: config.SIGNING_KEYS_RELOAD_MS };
  }

  async onModuleInit() {
    await this.refresh();
    this.timer = setInterval(() => {
      this.refresh().catch((error: unknown) => this.logger.error({ err: error }, 'signing keys: refresh failed (the current keys stay in use)'));
    }, this.policy.reloadMs);
    this.timer.unref();
  }

  onModuleDestroy() {
    clearInterval(this.timer);
  }

  /** Maintains the ring (see maintainKeys) and takes up its current state. */
  async refresh(now = new Date()): Promise<void> {
    await maintainKeys(this.dataSource, this.encryption, this.policy, now);
    const rows = await loadKeys(this.dataSource);
    const signer = rows.find((row) => row.retiredAt === null) ?? rows[0]!;
    if (this.active?.kid !== signer.kid) {
      this.active = { kid: signer.kid, privateKey: await importPKCS8(this.encryption.open(signer.kid, signer.privateKeyPem), 'ES256') };
    }
    this.publicKeys = rows.map((r) => ({ kid: r.kid, alg: 'ES256' as const, pem: r.publicKeyPem }));
  }

  signAccessToken(claims: AccessTokenClaims): Promise<{ token: string; expiresAt: Date }> {
    return createAccessToken(this.active!, claims, Date.now());
  }

  publicKeySet(): PublicKeys {
    return { issuer: JWT_ISSUER, audience: JWT_AUDIENCE, keys: this.publicKeys };
  }
}
