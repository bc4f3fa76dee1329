import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../../lib/api.js';
import { accountClosedStateOf, closeFailure, closedAccountOf, formatRestoreUntil, restoreFailure } from './close-account.js';

const PURGE_AFTER = '2027-03-05T19:03:00.000Z';

describe('formatRestoreUntil', () => {
  it('says the date and time in the reader’s language and the member’s zone', () => {
    expect(formatRestoreUntil(PURGE_AFTER, 'en-US', 'America/New_York')).toBe(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/New_York' }).format(new Date(PURGE_AFTER)),
    );
    expect(formatRestoreUntil(PURGE_AFTER, 'en-US', 'America/New_York')).toMatch(/^March 5, 2027.*2:03\sPM$/);
    expect(formatRestoreUntil(PURGE_AFTER, 'es', 'Europe/Madrid')).toMatch(/^5 de marzo de 2027.*20:03$/);
  });

  it('crosses midnight with the zone: the day is the member’s', () => {
    expect(formatRestoreUntil('2027-03-06T02:30:00.000Z', 'en-US', 'America/Los_Angeles')).toMatch(/^March 5, 2027/);
    expect(formatRestoreUntil('2027-03-06T02:30:00.000Z', 'en-US', 'Europe/Berlin')).toMatch(/^March 6, 2027/);
  });

  it('falls back to the browser’s zone for none or an unknown one', () => {
    const browser = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(PURGE_AFTER));
    expect(formatRestoreUntil(PURGE_AFTER, 'en-US')).toBe(browser);
    expect(formatRestoreUntil(PURGE_AFTER, 'en-US', 'Not/A_Zone')).toBe(browser);
  });
});

describe('closedAccountOf', () => {
  it('finds the closed account in a refused sign-in, with until when it can be restored', () => {
    const closed = new ApiError({ status: 403, code: 'FORBIDDEN', message: 'closed', details: { reason: 'account_closed', purgeAfter: PURGE_AFTER } });
    expect(closedAccountOf(closed)).toEqual({ purgeAfter: PURGE_AFTER });
    expect(closedAccountOf({ details: { reason: 'account_closed', purgeAfter: 'soon' } })).toEqual({ purgeAfter: '' });
  });

  it('is null for any other failure', () => {
    expect(closedAccountOf(new ApiError({ status: 401, code: 'UNAUTHENTICATED', message: 'Invalid email or password' }))).toBeNull();
    expect(closedAccountOf(new ApiError({ status: 403, code: 'FORBIDDEN', message: 'x', details: { reason: 'wrong_password' } }))).toBeNull();
    expect(closedAccountOf(new Error('boom'))).toBeNull();
    expect(closedAccountOf(null)).toBeNull();
    expect(closedAccountOf('account_closed')).toBeNull();
  });
});

describe('restoreFailure', () => {
  it('tells the kinds apart by status and reason', () => {
    expect(restoreFailure(new ApiError({ status: 401, code: 'UNAUTHENTICATED', message: 'no' }))).toBe('bad_credentials');
    expect(restoreFailure(new ApiError({ status: 409, code: 'CONFLICT', message: 'open', details: { reason: 'not_closed' } }))).toBe('not_closed');
    expect(restoreFailure(new ApiError({ status: 429, code: 'RATE_LIMITED', message: 'slow down' }))).toBe('rate_limited');
    expect(restoreFailure(new ApiError({ status: 0, code: 'NETWORK', message: 'offline' }))).toBe('failed');
    expect(restoreFailure(new ApiError({ status: 503, code: 'UPSTREAM_UNAVAILABLE', message: 'down' }))).toBe('failed');
    expect(restoreFailure(undefined)).toBe('failed');
  });
});

describe('accountClosedStateOf', () => {
  it('reads the date and zone the closing left in the router state', () => {
    expect(accountClosedStateOf({ purgeAfter: PURGE_AFTER, timeZone: 'Europe/Madrid' })).toEqual({ purgeAfter: PURGE_AFTER, timeZone: 'Europe/Madrid' });
    expect(accountClosedStateOf({ purgeAfter: PURGE_AFTER, timeZone: null })).toEqual({ purgeAfter: PURGE_AFTER, timeZone: null });
  });

  it('is null without a usable date (the page opened from a link)', () => {
    expect(accountClosedStateOf(null)).toBeNull();
    expect(accountClosedStateOf(undefined)).toBeNull();
    expect(accountClosedStateOf({ purgeAfter: 'later' })).toBeNull();
    expect(accountClosedStateOf({ timeZone: 'Europe/Madrid' })).toBeNull();
  });
});

describe('closeFailure', () => {
  it('tells a wrong password, the last super admin and the rest apart', () => {
    expect(closeFailure(new ApiError({ status: 403, code: 'FORBIDDEN', message: 'x', details: { reason: 'wrong_password' } }))).toBe('wrong_password');
    expect(closeFailure(new ApiError({ status: 409, code: 'CONFLICT', message: 'The last super admin cannot be deleted' }))).toBe('last_super_admin');
    expect(closeFailure(new ApiError({ status: 400, code: 'VALIDATION_FAILED', message: 'Password is required' }))).toBe('invalid');
    expect(closeFailure(new ApiError({ status: 401, code: 'UNAUTHENTICATED', message: 'expired' }))).toBe('signed_out');
    expect(closeFailure(new ApiError({ status: 429, code: 'RATE_LIMITED', message: 'slow' }))).toBe('rate_limited');
    expect(closeFailure(new ApiError({ status: 502, code: 'UPSTREAM_UNAVAILABLE', message: 'down' }))).toBe('failed');
    expect(closeFailure(new Error('boom'))).toBe('failed');
  });
});
