import { describe, expect, it } from '@jest/globals';
import { formatAmount, formatDay } from './format.js';

describe('billing formatting', () => {
  it('shows the plan price in dollars', () => {
    expect(formatAmount(399, 'usd')).toBe('$3.99');
    expect(formatAmount(1000, 'USD')).toBe('$10.00');
    expect(formatAmount(Number.NaN, 'usd')).toBe('$0.00');
  });

  it('falls back to the code for a currency Intl does not know', () => {
    expect(formatAmount(399, 'not-a-currency')).toBe('3.99 NOT-A-CURRENCY');
  });

  it('formats a day in the language asked for, and nothing for a missing or broken date', () => {
    expect(formatDay('2026-12-23T10:00:00.000Z', 'en-US', 'UTC')).toBe('December 23, 2026');
    expect(formatDay('2026-12-23T10:00:00.000Z', 'es', 'UTC')).toBe('23 de diciembre de 2026');
    expect(formatDay(null, 'en')).toBeNull();
    expect(formatDay('soon', 'en')).toBeNull();
  });
});
