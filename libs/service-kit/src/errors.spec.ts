import { describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@vi/contracts';
import { AppError, isDependencyUnavailable, toEnvelope } from './errors.js';

// What a real PostgreSQL connection throws when it goes away: test/errors.test.ts.
describe('toEnvelope', () => {
  it('looks through a cause for a connection that went away', () => {
    expect(isDependencyUnavailable(new Error('outer', { cause: new Error('Connection terminated unexpectedly') }))).toBe(true);
  });

  it('keeps programming errors and refused queries INTERNAL, and product errors as they are', () => {
    expect(toEnvelope(new TypeError('x is undefined')).code).toBe(ErrorCode.INTERNAL);
    // A constraint violation (23505) or a bad value (22P02) is ours to fix, not a reason to retry.
    expect(toEnvelope(Object.assign(new Error('duplicate key'), { code: '23505' })).code).toBe(ErrorCode.INTERNAL);
    expect(toEnvelope(Object.assign(new Error('invalid input syntax'), { code: '22P02' })).code).toBe(ErrorCode.INTERNAL);
    expect(toEnvelope(new AppError(ErrorCode.NOT_FOUND, 'Session not found'))).toEqual({ code: ErrorCode.NOT_FOUND, message: 'Session not found' });
  });
});
