import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../../lib/api.js';
import { MIN_PASSWORD_LENGTH } from '@vi/contracts';
import { interpolate } from '../../i18n/core.js';
import enAuth from '../../i18n/locales/en.auth.js';
import {
  AUTH_MESSAGES,
  authMessageName,
  checkSignUp,
  signInErrorMessage,
  signOutErrorMessage,
  signUpErrorMessage,
  type AuthMessageName,
} from './auth-errors.js';

const apiError = (status: number, code: ApiError['code'], message: string, details?: Record<string, unknown>) =>
  new ApiError({ status, code, message, details });

describe('sign-up checks', () => {
  const valid = { password: 'secret1', confirmPassword: 'secret1', ageConfirmed: true };

  it('passes a valid form', () => {
    expect(checkSignUp(valid)).toBeNull();
  });

  it('checks age first, then matching passwords, then length', () => {
    expect(checkSignUp({ password: '1', confirmPassword: '2', ageConfirmed: false })).toBe('You must be 18 years or older to use the product');
    expect(checkSignUp({ password: '1', confirmPassword: '2', ageConfirmed: true })).toBe('Passwords do not match');
    expect(checkSignUp({ password: '12345', confirmPassword: '12345', ageConfirmed: true })).toBe('Password must be at least 6 characters');
    expect(checkSignUp({ ...valid, password: '123456', confirmPassword: '123456' })).toBeNull();
  });
});

describe('sign-up errors', () => {
  it('maps a duplicate email by code and by wording', () => {
    const expected = 'An account with this email already exists. Please try signing in instead.';
    expect(signUpErrorMessage(apiError(409, 'CONFLICT', 'An account with this email already exists.'))).toBe(expected);
    expect(signUpErrorMessage(apiError(409, 'CONFLICT', ''))).toBe(expected);
    expect(signUpErrorMessage(new Error('User with this email is already registered'))).toBe(expected);
  });

  it('maps password and email problems', () => {
    expect(signUpErrorMessage(apiError(400, 'VALIDATION_FAILED', 'Password must be at least 6 characters long.'))).toBe(
      'Password must be at least 6 characters long.',
    );
    expect(signUpErrorMessage(apiError(400, 'VALIDATION_FAILED', 'Please enter a valid email address.'))).toBe('Please enter a valid email address.');
    expect(signUpErrorMessage(apiError(400, 'VALIDATION_FAILED', 'Invalid request', { issues: [{ path: 'email', message: 'Invalid' }] }))).toBe(
      'Please enter a valid email address.',
    );
  });

  it('shows the server message for rate limits and other refusals', () => {
    expect(signUpErrorMessage(apiError(429, 'RATE_LIMITED', 'Too many attempts. Please try again later.'))).toBe('Too many attempts. Please try again later.');
    expect(signUpErrorMessage(apiError(400, 'VALIDATION_FAILED', 'Name is too long'))).toBe('Name is too long');
  });

  it('hides server failures and network errors behind the generic sentence', () => {
    expect(signUpErrorMessage(apiError(500, 'INTERNAL', 'Internal server error'))).toBe('Failed to create account. Please try again.');
    expect(signUpErrorMessage(apiError(0, 'NETWORK', 'Could not reach the server.'))).toBe('Failed to create account. Please try again.');
    expect(signUpErrorMessage(apiError(400, 'VALIDATION_FAILED', ''))).toBe('Failed to create account. Please try again.');
  });

  it('falls back per surface when nothing useful was thrown', () => {
    expect(signUpErrorMessage(undefined)).toBe('Something went wrong. Please try again.');
    expect(signUpErrorMessage(null, 'dialog')).toBe(AUTH_MESSAGES.dialogFallback);
    expect(signUpErrorMessage({}, 'page')).toBe('Failed to create account');
  });
});

describe('sign-in errors', () => {
  it('maps bad credentials', () => {
    const expected = 'Invalid email or password. Please check your credentials and try again.';
    expect(signInErrorMessage(apiError(401, 'UNAUTHENTICATED', 'Invalid email or password.'))).toBe(expected);
    expect(signInErrorMessage(apiError(401, 'UNAUTHENTICATED', ''))).toBe(expected);
    expect(signInErrorMessage(apiError(400, 'VALIDATION_FAILED', 'Email is required'))).toBe(expected);
  });

  it('shows the rate-limit message', () => {
    expect(signInErrorMessage(apiError(429, 'RATE_LIMITED', 'Too many sign-in attempts. Try again in 5 minutes.'))).toBe(
      'Too many sign-in attempts. Try again in 5 minutes.',
    );
  });

  it('uses the generic sentence otherwise', () => {
    expect(signInErrorMessage(apiError(503, 'UPSTREAM_UNAVAILABLE', 'identity unavailable'))).toBe('Failed to sign in. Please try again.');
    expect(signInErrorMessage(apiError(0, 'NETWORK', 'offline'), 'page')).toBe('Failed to sign in. Please try again.');
    expect(signInErrorMessage(new Error('boom'))).toBe('Failed to sign in. Please try again.');
    expect(signInErrorMessage(undefined, 'page')).toBe('Failed to sign in');
  });
});

describe('sign-out errors', () => {
  it('has one sentence', () => {
    expect(signOutErrorMessage()).toBe('Failed to sign out. Please try again.');
  });
});

describe('translations', () => {
  it('names every sentence, and the English auth namespace says exactly the same', () => {
    for (const [name, text] of Object.entries(AUTH_MESSAGES)) {
      expect(authMessageName(text)).toBe(name);
      expect(interpolate(enAuth[`auth.error.${name as AuthMessageName}`], { min: MIN_PASSWORD_LENGTH })).toBe(text);
    }
    expect(authMessageName('Too many attempts. Please try again later.')).toBeNull();
  });
});
