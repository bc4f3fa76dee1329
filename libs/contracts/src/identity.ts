import { z } from 'zod';
import { INTERFACE_LANGUAGES } from './constants.js';
import { DEFAULT_USER_NAME, MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_AGE, MIN_PASSWORD_LENGTH } from './limits.js';

/** Trimmed, lower-cased, a plausible address. */
export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(MAX_EMAIL_LENGTH, 'Email is too long')
  .pipe(z.email({ error: 'Please enter a valid email address.' }))
  .transform((e) => e.toLowerCase());

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`)
  .max(MAX_PASSWORD_LENGTH, 'Password is too long');

/** An empty or missing name becomes the product's default. */
export const displayNameSchema = z
  .string()
  .max(MAX_NAME_LENGTH * 4)
  .optional()
  .nullable()
  .transform((n) => {
    const trimmed = (n ?? '').normalize('NFC').trim().replace(/\s+/g, ' ');
    return trimmed === '' ? DEFAULT_USER_NAME : trimmed;
  })
  .pipe(z.string().max(MAX_NAME_LENGTH, 'Name is too long'));

export const signUpRequestSchema = z.object({
  name: displayNameSchema,
  email: emailSchema,
  password: passwordSchema,
  /** The member confirms they are at least MIN_AGE; nothing else about age is asked or kept. */
  ageConfirmed: z.literal(true, { error: `You must be ${MIN_AGE} years or older to use the product` }),
});
export type SignUpRequest = z.input<typeof signUpRequestSchema>;

export const signInRequestSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(MAX_PASSWORD_LENGTH),
});
export type SignInRequest = z.input<typeof signInRequestSchema>;

export const userSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  lastSignInAt: z.iso.datetime().nullable(),
  isAdmin: z.boolean(),
  adminRole: z.enum(['admin', 'super_admin']).nullable(),
  /** The interface language the member chose (null: the browser's). */
  language: z.enum(INTERFACE_LANGUAGES).nullable(),
  /** The time zone the member chose for their month (null: the browser's); the allowance still follows the server-kept zone. */
  timeZone: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** What identity answers after sign-up, sign-in and refresh. */
export const sessionSchema = z.object({
  accessToken: z.string(),
  accessTokenExpiresAt: z.iso.datetime(),
  refreshToken: z.string(),
  refreshTokenExpiresAt: z.iso.datetime(),
  user: userSchema,
});
export type AuthSession = z.infer<typeof sessionSchema>;

/** What the browser gets: the refresh token travels only in an httpOnly cookie. */
export const browserSessionSchema = sessionSchema.omit({ refreshToken: true, refreshTokenExpiresAt: true });
export type BrowserSession = z.infer<typeof browserSessionSchema>;

export const refreshRequestSchema = z.object({ refreshToken: z.string().min(1).max(512) });
export const signOutRequestSchema = z.object({ refreshToken: z.string().min(1).max(512) });
/** `sessionId`: the session that ended (its access tokens must stop working at once), null if none did. */
export const signOutResponseSchema = z.object({ signedOut: z.boolean(), sessionId: z.uuid().nullable() });
export const getUserRequestSchema = z.object({ userId: z.uuid() });

export const publicKeySchema = z.object({
  kid: z.string(),
  alg: z.literal('ES256'),
  /** SPKI PEM of the verification key. */
  pem: z.string(),
});
export const publicKeysResponseSchema = z.object({
  issuer: z.string(),
  audience: z.string(),
  keys: z.array(publicKeySchema),
});
export type PublicKeys = z.infer<typeof publicKeysResponseSchema>;

export const JWT_ISSUER = 'vi-identity';
export const JWT_AUDIENCE = 'vi';
/** Claims in an access token. Roles are not in it: admin rights are checked live. */
export interface AccessTokenClaims {
  sub: string;
  email: string;
  sid: string;
}
