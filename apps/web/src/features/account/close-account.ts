import type { ErrorCode } from '@vi/contracts';
import { accountFailure } from './account-errors.js';

// Type-only use of the contracts keeps their zod schemas out of the public pages' chunk.
const CONFLICT: ErrorCode = 'CONFLICT';
const RATE_LIMITED: ErrorCode = 'RATE_LIMITED';

/** Where a member lands once their account is closed (signed out, with the date it can be restored until). */
export const ACCOUNT_CLOSED_PATH = '/account-closed';

/** Router state the closed-account page reads: until when, and in which zone to say it. */
export interface AccountClosedState {
  purgeAfter: string;
  /** The member's chosen zone; null follows the browser. */
  timeZone: string | null;
}

function isDate(value: unknown): value is string {
  return typeof value === 'string' && Number.isFinite(Date.parse(value));
}

/** The closed-account page's router state, or null when it came without one (a link, a new tab). */
export function accountClosedStateOf(state: unknown): AccountClosedState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { purgeAfter, timeZone } = state as { purgeAfter?: unknown; timeZone?: unknown };
  if (!isDate(purgeAfter)) return null;
  return { purgeAfter, timeZone: typeof timeZone === 'string' && timeZone !== '' ? timeZone : null };
}

/**
 * The last moment a closed account can be restored, in the reader's language and the member's zone
 * ("March 5, 2027 at 2:03 PM"). A zone the browser does not know falls back to the browser's own.
 */
export function formatRestoreUntil(iso: string, locale: string, timeZone: string | null = null): string {
  const date = new Date(iso);
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(locale, timeZone ? { ...options, timeZone } : options).format(date);
  } catch {
    return new Intl.DateTimeFormat(locale, options).format(date);
  }
}

function detailsOf(error: unknown): Record<string, unknown> | null {
  if (typeof error !== 'object' || error === null) return null;
  const { details } = error as { details?: unknown };
  return typeof details === 'object' && details !== null ? (details as Record<string, unknown>) : null;
}

/**
 * A sign-in refused because the account is closed (403, `reason: 'account_closed'`: the password was
 * right) → until when it can be restored. Anything else → null.
 */
export function closedAccountOf(error: unknown): { purgeAfter: string } | null {
  const details = detailsOf(error);
  if (details?.reason !== 'account_closed') return null;
  return { purgeAfter: isDate(details.purgeAfter) ? details.purgeAfter : '' };
}

/** What went wrong with "Restore my account", in the kinds members are told about. */
export type RestoreFailure = 'bad_credentials' | 'not_closed' | 'rate_limited' | 'failed';

/**
 * 401: the email or password no longer match (or the window has passed and the account is gone);
 * 409 `not_closed`: it is open already (restored from another tab), so signing in works.
 */
export function restoreFailure(error: unknown): RestoreFailure {
  if (typeof error !== 'object' || error === null) return 'failed';
  const { status, code } = error as { status?: unknown; code?: unknown };
  if (detailsOf(error)?.reason === 'not_closed' || status === 409 || code === CONFLICT) return 'not_closed';
  if (status === 401) return 'bad_credentials';
  if (status === 429 || code === RATE_LIMITED) return 'rate_limited';
  return 'failed';
}

/** What went wrong with "Delete my account". */
export type CloseFailure = 'wrong_password' | 'last_super_admin' | 'invalid' | 'rate_limited' | 'signed_out' | 'failed';

/** 409: the last super admin cannot leave (the admin area would have nobody to run it); the rest as the other account forms. */
export function closeFailure(error: unknown): CloseFailure {
  if (typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 409) return 'last_super_admin';
  const failure = accountFailure(error);
  switch (failure) {
    case 'wrong_password':
    case 'invalid':
    case 'rate_limited':
    case 'signed_out':
      return failure;
    default:
      return 'failed';
  }
}
