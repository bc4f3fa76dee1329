import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_AGE } from './limits.js';
import { sessionSchema } from './identity.js';

/** Signing in with another provider's proof of who the member is (Google, by OpenID Connect). ADR 0047. */

/** The server's sentences (the SPA shows its own, translated, by `details.reason`). */
export const EXTERNAL_SIGN_IN_MESSAGES = {
  notConfigured: 'Google sign-in is not set up on this server.',
  stateMismatch: 'This Google sign-in did not start in this browser, or it was changed on the way. Please start again.',
  attemptNotValid: 'This Google sign-in expired or was used already. Please start again.',
  answerNotValid: "Google's answer could not be verified. Please start again.",
  emailNotVerified: 'Google has not verified this email address, so it cannot sign you in here.',
  pendingNotValid: 'This Google sign-in expired or was finished already. Please start again.',
  wrongPassword: 'That password is not correct.',
  alreadyLinked: 'This account is already linked to another Google account.',
} as const;

/** Why a Google sign-in was refused (`details.reason` of the 4xx, and `#error=` on the SPA's page). */
export const EXTERNAL_SIGN_IN_REASONS = [
  'not_configured',
  'state_mismatch',
  'attempt_not_valid',
  'answer_not_valid',
  'provider_refused',
  'email_not_verified',
  'pending_not_valid',
] as const;
export type ExternalSignInReason = (typeof EXTERNAL_SIGN_IN_REASONS)[number];

/** Minutes a started Google sign-in, and then its pending account step, stay valid. */
export const EXTERNAL_SIGN_IN_MINUTES = 10;

/** `GET /api/v1/auth/providers`: which other ways to sign in this server offers. */
export const signInProvidersSchema = z.object({ google: z.boolean() });
export type SignInProviders = z.infer<typeof signInProvidersSchema>;

/** The secret of a pending Google sign-in: 32 random bytes in base64url. */
export const pendingSignInTokenSchema = z
  .string({ error: 'The Google sign-in is incomplete' })
  .min(32, 'The Google sign-in is incomplete')
  .max(128, 'The Google sign-in is not valid')
  .regex(/^[A-Za-z0-9_-]+$/, 'The Google sign-in is not valid');

/** `POST /api/v1/auth/google/complete`: a new member, after Google, confirms their age; the account is made. */
export const googleCompleteBodySchema = z
  .object({
    pendingToken: pendingSignInTokenSchema,
    ageConfirmed: z.literal(true, { error: `You must be ${MIN_AGE} years or older to use the product` }),
  })
  .strict();
export type GoogleCompleteBody = z.input<typeof googleCompleteBodySchema>;

/** `POST /api/v1/auth/google/link`: an existing member proves the account is theirs with its password. */
export const googleLinkBodySchema = z
  .object({
    pendingToken: pendingSignInTokenSchema,
    password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(MAX_PASSWORD_LENGTH),
  })
  .strict();
export type GoogleLinkBody = z.input<typeof googleLinkBodySchema>;

// Between the gateway and identity.
/** Where to send the browser; the gateway keeps `state` in a short cookie to bind the answer to this browser. */
export const googleStartSchema = z.object({ authorizationUrl: z.url(), state: z.string() });
/** The provider's answer as it reached the callback: its query string, unparsed. */
export const googleCallbackRequestSchema = z.object({ query: z.string().max(8192) });
export const googleCallbackReplySchema = z.discriminatedUnion('outcome', [
  /** A member who linked this Google account before: signed in. */
  z.object({ outcome: z.literal('signed-in'), session: sessionSchema }),
  /** Nobody uses the address: the member confirms their age, then the account is made. */
  z.object({ outcome: z.literal('sign-up'), pendingToken: z.string(), email: z.string(), name: z.string() }),
  /** An account uses the address: its password links it. */
  z.object({ outcome: z.literal('link'), pendingToken: z.string(), email: z.string() }),
]);
export type GoogleCallbackReply = z.infer<typeof googleCallbackReplySchema>;
export const googleCompleteRequestSchema = z.object({ pendingToken: z.string(), ageConfirmed: z.literal(true) });
export const googleLinkRequestSchema = z.object({ pendingToken: z.string(), password: z.string() });
