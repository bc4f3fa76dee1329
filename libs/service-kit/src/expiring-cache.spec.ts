import { describe, expect, it } from '@jest/globals';
import { ExpiringCache } from './expiring-cache.js';

describe('expiring cache', () => {
  it('forgets entries at their expiry', () => {
    const cache = new ExpiringCache<string>(10);
    cache.set('a', 'A', 1000);
    expect(cache.get('a', 999)).toBe('A');
    expect(cache.get('a', 1000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('evicts the oldest entry when full', () => {
    const cache = new ExpiringCache<number>(2);
    cache.set('a', 1, Infinity);
    cache.set('b', 2, Infinity);
    cache.set('c', 3, Infinity);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    expect(cache.get('c')).toBe(3);
  });
});
