import type { ErrorCode } from '@vi/contracts';

// Type-only use of the contracts here keeps their zod schemas out of the public pages' chunk.
const CONFLICT: ErrorCode = 'CONFLICT';
const RATE_LIMITED: ErrorCode = 'RATE_LIMITED';

/** What went wrong with an account action, in the few kinds members are told about. */
export type AccountFailure = 'wrong_password' | 'email_taken' | 'same_email' | 'link_not_valid' | 'invalid' | 'rate_limited' | 'signed_out' | 'failed';

/** The server's sentence for "that is already your address" (ACCOUNT_MESSAGES.sameEmail), the one 400 told apart by its words. */
const SAME_EMAIL = 'That is already the email address of your account.';

/**
 * Anything an account call threw (an `ApiError` from lib/api.ts, or something else) → its kind.
 * The screens show their own translated sentence for each kind, never the server's wording.
 */
export function accountFailure(error: unknown): AccountFailure {
  if (typeof error !== 'object' || error === null) return 'failed';
  const { status, code, message, details } = error as { status?: unknown; code?: unknown; message?: unknown; details?: unknown };
  const reason = typeof details === 'object' && details !== null ? (details as { reason?: unknown }).reason : undefined;
  if (reason === 'wrong_password') return 'wrong_password';
  if (reason === 'link_not_valid') return 'link_not_valid';
  if (status === 409 || code === CONFLICT) return 'email_taken';
  if (status === 429 || code === RATE_LIMITED) return 'rate_limited';
  if (status === 401) return 'signed_out';
  if (status === 400) return message === SAME_EMAIL ? 'same_email' : 'invalid';
  return 'failed';
}
