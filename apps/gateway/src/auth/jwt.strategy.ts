import type { KeyObject } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { JWT_AUDIENCE, JWT_ISSUER } from '@vi/contracts';
import { ExtractJwt, type JwtFromRequestFunction, Strategy, type StrategyOptionsWithoutRequest } from 'passport-jwt';
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

/** Verification options shared by both ways a token arrives. ES256 only, so `alg: none` and HMAC tricks fail. */
function verifyOptions(keys: PublicKeyStore, jwtFromRequest: JwtFromRequestFunction): StrategyOptionsWithoutRequest {
  return {
    jwtFromRequest,
    algorithms: ['ES256'],
    issuer: JWT_ISSUER,
    audience: JWT_AUDIENCE,
    ignoreExpiration: false,
    // jsonwebtoken 9 takes a KeyObject (its types only say string | Buffer).
    secretOrKeyProvider: (_request: unknown, rawJwt: string, done: (err: unknown, key?: string) => void) => {
      const kid = kidOf(rawJwt);
      if (!kid) return done(null, undefined);
      keys.keyFor(kid).then(
        (key) => done(null, key as KeyObject & string),
        (error) => done(error),
      );
    },
  };
}

function claimsToUser(payload: { sub?: unknown; email?: unknown; sid?: unknown; exp?: unknown }): AuthenticatedUser | false {
  if (typeof payload.sub !== 'string' || typeof payload.email !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') {
    return false;
  }
  return { userId: payload.sub, email: payload.email, sessionId: payload.sid, expiresAt: payload.exp };
}

/** Access tokens in the Authorization header, verified locally with identity's public key. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(keys: PublicKeyStore) {
    super(verifyOptions(keys, ExtractJwt.fromAuthHeaderAsBearerToken()));
  }

  validate(payload: Parameters<typeof claimsToUser>[0]) {
    return claimsToUser(payload);
  }
}

/**
 * `navigator.sendBeacon` on page unload cannot set headers, so the session-end beacon
 * carries the access token in its JSON body. Used only by the beacon routes.
 */
@Injectable()
export class BeaconJwtStrategy extends PassportStrategy(Strategy, 'jwt-beacon') {
  constructor(keys: PublicKeyStore) {
    super(verifyOptions(keys, ExtractJwt.fromBodyField('accessToken')));
  }

  validate(payload: Parameters<typeof claimsToUser>[0]) {
    return claimsToUser(payload);
  }
}
