import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../../lib/api.js';
import { accountFailure } from './account-errors.js';
import { checkNewPassword, looksLikeEmail } from './account-forms.js';
import { tokenFromHash } from './link-token.js';
import { timeZoneChoices } from './time-zones.js';

const TOKEN = 'a'.repeat(43);

describe('tokenFromHash', () => {
  it('reads the token from the fragment, with or without its #', () => {
    expect(tokenFromHash(`#token=${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromHash(`token=${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromHash(`#other=1&token=${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromHash('#token=Ab_-' + 'x'.repeat(40))).toBe('Ab_-' + 'x'.repeat(40));
  });

  it('gives null for a missing, short, or malformed token', () => {
    expect(tokenFromHash('')).toBeNull();
    expect(tokenFromHash('#')).toBeNull();
    expect(tokenFromHash('#token=')).toBeNull();
    expect(tokenFromHash('#token=short')).toBeNull();
    expect(tokenFromHash(`#token=${'a'.repeat(30)}+/==`)).toBeNull();
    expect(tokenFromHash(`#token=${'a'.repeat(129)}`)).toBeNull();
  });
});

describe('checkNewPassword', () => {
  it('asks for matching passwords first, then the minimum length', () => {
    expect(checkNewPassword('abc', 'abd')).toBe('mismatch');
    expect(checkNewPassword('abc', 'abc')).toBe('too_short');
    expect(checkNewPassword('abcdef', 'abcdef')).toBeNull();
  });
});

describe('looksLikeEmail', () => {
  it('accepts an address and refuses what is not one', () => {
    expect(looksLikeEmail(' new@example.com ')).toBe(true);
    expect(looksLikeEmail('new@example')).toBe(false);
    expect(looksLikeEmail('new example@x.com')).toBe(false);
  });
});

describe('accountFailure', () => {
  const api = (status: number, code: ApiError['code'], message = 'x', details?: Record<string, unknown>) => new ApiError({ status, code, message, details });

  it('tells the kinds of failure apart by status and reason', () => {
    expect(accountFailure(api(403, 'FORBIDDEN', 'Your current password is not correct.', { reason: 'wrong_password' }))).toBe('wrong_password');
    expect(accountFailure(api(409, 'CONFLICT'))).toBe('email_taken');
    expect(accountFailure(api(400, 'VALIDATION_FAILED', 'gone', { reason: 'link_not_valid' }))).toBe('link_not_valid');
    expect(accountFailure(api(400, 'VALIDATION_FAILED', 'That is already the email address of your account.'))).toBe('same_email');
    expect(accountFailure(api(400, 'VALIDATION_FAILED', 'Password must be at least 6 characters long.'))).toBe('invalid');
    expect(accountFailure(api(429, 'RATE_LIMITED'))).toBe('rate_limited');
    expect(accountFailure(api(401, 'UNAUTHENTICATED'))).toBe('signed_out');
  });

  it('calls anything else a failure to try again', () => {
    expect(accountFailure(api(0, 'NETWORK'))).toBe('failed');
    expect(accountFailure(api(503, 'UPSTREAM_UNAVAILABLE'))).toBe('failed');
    expect(accountFailure(new Error('boom'))).toBe('failed');
    expect(accountFailure('boom')).toBe('failed');
    expect(accountFailure(null)).toBe('failed');
  });
});

describe('timeZoneChoices', () => {
  it('sorts the zones and keeps UTC and the saved zone even when the browser does not list them', () => {
    expect(timeZoneChoices('Mars/Olympus', () => ['Europe/Madrid', 'America/New_York'])).toEqual(['America/New_York', 'Europe/Madrid', 'Mars/Olympus', 'UTC']);
    expect(timeZoneChoices(null, () => ['UTC'])).toEqual(['UTC']);
  });
});
