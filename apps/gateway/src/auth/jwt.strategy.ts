import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { JWT_AUDIENCE, JWT_ISSUER } from '@vi/contracts';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { PublicKeyStore } from './public-keys.store.js';

export interface AuthenticatedUser {
  userId: string;
  email: string;
  sessionId: string;
  /** Expiry of the access token, in seconds since the epoch. */
  expiresAt: number;
}

function kidOf(rawJwt: string): string | undefined {
  try {
    const header = JSON.parse(Buffer.from(rawJwt.split('.')[0] ?? '', 'base64url').toString('utf8')) as { kid?: unknown };
    return typeof header.kid === 'string' ? header.kid : undefined;
  } catch {
    return undefined;
  }
}

/** Verifies access tokens locally with identity's public key: ES256 only, so `alg: none` and HMAC tricks fail. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(keys: PublicKeyStore) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      algorithms: ['ES256'],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      ignoreExpiration: false,
      secretOrKeyProvider: (_request: unknown, rawJwt: string, done: (err: unknown, key?: string) => void) => {
        const kid = kidOf(rawJwt);
        if (!kid) return done(null, undefined);
        keys.pemFor(kid).then(
          (pem) => done(null, pem),
          (error) => done(error),
        );
      },
    });
  }

  validate(payload: { sub?: unknown; email?: unknown; sid?: unknown; exp?: unknown }): AuthenticatedUser | false {
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') {
      return false;
    }
    return { userId: payload.sub, email: payload.email, sessionId: payload.sid, expiresAt: payload.exp };
  }
}
