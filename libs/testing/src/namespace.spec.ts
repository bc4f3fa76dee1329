import { describe, expect, it } from '@jest/globals';
import { uniqueNamespace } from './namespace.js';

describe('uniqueNamespace', () => {
  it('is short, lower-case and made of letters, digits and underscores', () => {
    const ns = uniqueNamespace('Sign-Up Flow!');
    expect(ns).toMatch(/^t_sign_up_flow_[a-z0-9]{8}$/);
    // service-kit's NAMESPACE rule
    expect(ns).toMatch(/^[a-z][a-z0-9_]{0,30}$/);
  });

  it('keeps long labels within the limit', () => {
    expect(uniqueNamespace('a'.repeat(100)).length).toBeLessThanOrEqual(31);
    expect(uniqueNamespace('')).toMatch(/^t_[a-z0-9]{8}$/);
  });

  it('differs every time', () => {
    const names = new Set(Array.from({ length: 200 }, () => uniqueNamespace('x')));
    expect(names.size).toBe(200);
  });
});
