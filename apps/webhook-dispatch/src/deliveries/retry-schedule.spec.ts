import { describe, expect, it } from '@jest/globals';
import { DEFAULT_RETRY_SCHEDULE_MS } from '../config.js';
import { retryDelayMs } from './retry-schedule.js';

describe('the retry schedule', () => {
  it('waits each delay in turn, within ±20 % jitter, and stops when it is spent', () => {
    expect(retryDelayMs(DEFAULT_RETRY_SCHEDULE_MS, 1, () => 0.5)).toBe(5_000);
    expect(retryDelayMs(DEFAULT_RETRY_SCHEDULE_MS, 2, () => 0)).toBe(240_000);
    expect(retryDelayMs(DEFAULT_RETRY_SCHEDULE_MS, 6, () => 1)).toBe(43_200_000);
    expect(retryDelayMs(DEFAULT_RETRY_SCHEDULE_MS, 7)).toBeUndefined();
  });
});
