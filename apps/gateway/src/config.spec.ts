import { describe, expect, it } from '@jest/globals';
import { trustProxySchema } from './config.js';

describe('TRUST_PROXY', () => {
  it('trusts no hop by default or when false', () => {
    for (const value of ['', 'false', 'FALSE', '0', false]) expect(trustProxySchema.parse(value)).toBe(false);
  });

  it('takes a number of proxies in front of the gateway', () => {
    expect(trustProxySchema.parse('1')).toBe(1);
    expect(trustProxySchema.parse(' 2 ')).toBe(2);
  });

  it('takes proxy addresses and networks, comma-separated', () => {
    expect(trustProxySchema.parse('10.0.0.0/8, 192.168.1.7,::1')).toEqual(['10.0.0.0/8', '192.168.1.7', '::1']);
  });

  it('refuses "true", which would let any client pick its own address', () => {
    const result = trustProxySchema.safeParse('true');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/every hop/);
    expect(trustProxySchema.safeParse(true).success).toBe(false);
  });

  it('refuses anything else', () => {
    expect(trustProxySchema.safeParse('proxy.example.com').success).toBe(false);
  });
});
