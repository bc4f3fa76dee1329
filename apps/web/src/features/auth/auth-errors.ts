import { MIN_PASSWORD_LENGTH, type ErrorCode } from '@vi/contracts';

// Type-only use of the error codes keeps the contracts' zod schemas out of the landing bundle.
const CONFLICT: ErrorCode = 'CONFLICT';
const RATE_LIMITED: ErrorCode = 'RATE_LIMITED';
const UNAUTHENTICATED: ErrorCode = 'UNAUTHENTICATED';

/**
 * The one place where auth failures become the sentences members read (spec section 8).
 * Works on anything thrown: an `ApiError` from `lib/api.ts`, a plain `Error` or a value.
 */

export const AUTH_MESSAGES = {
  mustBeAdult: 'You must be 18 years or older to use the product',
  passwordsDiffer: 'Passwords do not match',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  emailTaken: 'An account with this email already exists. Please try signing in instead.',
  passwordRejected: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
  emailInvalid: 'Please enter a valid email address.',
  signUpFailed: 'Failed to create account. Please try again.',
  dialogFallback: 'Something went wrong. Please try again.',
  signUpPageFallback: 'Failed to create account',
  badCredentials: 'Invalid email or password. Please check your credentials and try again.',
  signInFailed: 'Failed to sign in. Please try again.',
  signInPageFallback: 'Failed to sign in',
  signOutFailed: 'Failed to sign out. Please try again.',
  googleComingSoon: 'Google signup coming soon! Please use email signup for now.',
} as const;

export type AuthMessageName = keyof typeof AUTH_MESSAGES;

const NAME_OF = new Map<string, AuthMessageName>(Object.entries(AUTH_MESSAGES).map(([name, text]) => [text, name as AuthMessageName]));

/**
 * The sentences above are English; the interface shows them in the current language through the
 * `auth` namespace (`auth.error.<name>`, see `form-fields.tsx`). This finds the name of one, or null
 * for a server's own wording (a rate limit, say), which is shown as it came.
 */
export function authMessageName(message: string): AuthMessageName | null {
  return NAME_OF.get(message) ?? null;
}

interface ErrorFacts {
  /** False when what was thrown carries no message at all (not an Error, not an API answer). */
  hasMessage: boolean;
  code?: string;
  status?: number;
  message: string;
  /** Message plus any field paths and messages from `details`, lower-cased, for keyword checks. */
  text: string;
}

function fieldHints(details: unknown): string[] {
  if (typeof details !== 'object' || details === null) return [];
  const hints: string[] = [];
  for (const value of Object.values(details as Record<string, unknown>)) {
    if (!Array.isArray(value)) continue;
    for (const issue of value) {
      if (typeof issue !== 'object' || issue === null) continue;
      const { path, message } = issue as { path?: unknown; message?: unknown };
      if (typeof path === 'string') hints.push(path);
      if (Array.isArray(path)) hints.push(path.join('.'));
      if (typeof message === 'string') hints.push(message);
    }
  }
  return hints;
}

function factsOf(error: unknown): ErrorFacts {
  if (typeof error === 'string') return { hasMessage: error.trim() !== '', message: error, text: error.toLowerCase() };
  if (typeof error !== 'object' || error === null) return { hasMessage: false, message: '', text: '' };
  const { code, status, message, details } = error as { code?: unknown; status?: unknown; message?: unknown; details?: unknown };
  const text = typeof message === 'string' ? message : '';
  return {
    hasMessage: text.trim() !== '',
    code: typeof code === 'string' ? code : undefined,
    status: typeof status === 'number' ? status : undefined,
    message: text,
    text: [text, ...fieldHints(details)].join(' ').toLowerCase(),
  };
}

/** No answer, or the server failed: its own wording is not meant for members. */
function isServerOrNetworkFailure(facts: ErrorFacts): boolean {
  return facts.code === 'NETWORK' || (facts.status !== undefined && (facts.status === 0 || facts.status >= 500));
}

export type AuthSurface = 'dialog' | 'page';

/** Sign-up failure → member-facing sentence. `surface` picks the fallback used when the failure has no message at all. */
export function signUpErrorMessage(error: unknown, surface: AuthSurface = 'dialog'): string {
  const facts = factsOf(error);
  const { code, text } = facts;
  if (code === CONFLICT || (text.includes('email') && text.includes('already'))) return AUTH_MESSAGES.emailTaken;
  if (code === RATE_LIMITED && facts.hasMessage) return facts.message;
  if (isServerOrNetworkFailure(facts)) return AUTH_MESSAGES.signUpFailed;
  if (text.includes('password')) return AUTH_MESSAGES.passwordRejected;
  if (text.includes('email')) return AUTH_MESSAGES.emailInvalid;
  if (facts.hasMessage) return facts.message;
  if (code !== undefined || facts.status !== undefined) return AUTH_MESSAGES.signUpFailed;
  return surface === 'page' ? AUTH_MESSAGES.signUpPageFallback : AUTH_MESSAGES.dialogFallback;
}

/** Sign-in failure → member-facing sentence. */
export function signInErrorMessage(error: unknown, surface: AuthSurface = 'dialog'): string {
  const facts = factsOf(error);
  const { code, text } = facts;
  if (code === RATE_LIMITED && facts.hasMessage) return facts.message;
  if (isServerOrNetworkFailure(facts)) return AUTH_MESSAGES.signInFailed;
  if (code === UNAUTHENTICATED || text.includes('email') || text.includes('password')) {
    return AUTH_MESSAGES.badCredentials;
  }
  if (!facts.hasMessage && code === undefined && surface === 'page') return AUTH_MESSAGES.signInPageFallback;
  return AUTH_MESSAGES.signInFailed;
}

export function signOutErrorMessage(): string {
  return AUTH_MESSAGES.signOutFailed;
}

export interface SignUpInput {
  password: string;
  confirmPassword: string;
  ageConfirmed: boolean;
}

/** Client-side sign-up checks, in the spec's order. Returns the first failure, or null. The server checks again. */
export function checkSignUp(input: SignUpInput): string | null {
  if (!input.ageConfirmed) return AUTH_MESSAGES.mustBeAdult;
  if (input.password !== input.confirmPassword) return AUTH_MESSAGES.passwordsDiffer;
  if (input.password.length < MIN_PASSWORD_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  return null;
}
