import { describe, expect, it } from '@jest/globals';
import type { Usage } from '@vi/contracts';
import { ApiError } from '../../lib/api.js';
import { limitReachedOf, spentAllowance } from './limit-check.js';

function usage(overrides: { premium?: boolean; voice?: Partial<Usage['voice']>; chat?: Partial<Usage['chat']> } = {}): Usage {
  return {
    premium: overrides.premium ?? false,
    planName: 'Free Plan',
    month: { start: '2026-03-01T00:00:00.000Z', end: '2026-04-01T00:00:00.000Z', timeZone: 'UTC' },
    voice: { used: 0, limit: 5, remaining: 5, ...overrides.voice },
    chat: { used: 0, limit: 5, remaining: 5, totalMessages: 0, averageDurationSeconds: 0, ...overrides.chat },
    daily: [],
  };
}

describe('spentAllowance', () => {
  it('lets a member with allowance left through', () => {
    expect(spentAllowance(usage({ chat: { used: 4, remaining: 1 } }), 'chat')).toBeNull();
  });

  it('stops a free member with nothing left, for that kind only', () => {
    const spent = usage({ chat: { used: 5, remaining: 0 } });
    expect(spentAllowance(spent, 'chat')).toEqual({ kind: 'chat', used: 5, limit: 5 });
    expect(spentAllowance(spent, 'voice')).toBeNull();
  });

  it('counts a voice call in progress, which holds its slot, as used', () => {
    expect(spentAllowance(usage({ voice: { used: 4, remaining: 0 } }), 'voice')).toEqual({ kind: 'voice', used: 5, limit: 5 });
  });

  it('always lets subscribers through, and anyone whose usage is not loaded yet', () => {
    expect(spentAllowance(usage({ premium: true, chat: { used: 40, limit: null, remaining: null } }), 'chat')).toBeNull();
    expect(spentAllowance(null, 'voice')).toBeNull();
  });
});

describe('limitReachedOf', () => {
  it('reads the details of a 402 LIMIT_REACHED', () => {
    const error = new ApiError({ status: 402, code: 'LIMIT_REACHED', message: 'Limit reached', details: { kind: 'voice', used: 5, limit: 5 } });
    expect(limitReachedOf(error)).toEqual({ kind: 'voice', used: 5, limit: 5 });
  });

  it('ignores other errors and malformed details', () => {
    expect(limitReachedOf(new Error('nope'))).toBeNull();
    expect(limitReachedOf(new ApiError({ status: 500, code: 'INTERNAL', message: 'x' }))).toBeNull();
    expect(limitReachedOf(new ApiError({ status: 402, code: 'LIMIT_REACHED', message: 'x', details: { kind: 'video' } }))).toBeNull();
  });
});
