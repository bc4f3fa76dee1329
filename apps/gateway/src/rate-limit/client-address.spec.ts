import { describe, expect, it } from '@jest/globals';
import { clientAddress } from './client-address.js';

describe('clientAddress', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress('127.0.0.1')).toBe('127.0.0.1');
  });

  it('reads an IPv4 address written as IPv6 as that IPv4 address', () => {
    expect(clientAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress('::FFFF:127.0.0.1')).toBe('127.0.0.1');
    expect(clientAddress('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const block = '2001:db8:85a3:8d3::/64';
    for (const ip of ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:0DB8:85A3:08D3::1', '2001:db8:85a3:8d3::', '2001:db8:85a3:8d3:ffff::1%eth0'])
      expect(clientAddress(ip)).toBe(block);
    expect(clientAddress('2001:db8:85a3:8d4::1')).not.toBe(block);
    expect(clientAddress('::1')).toBe('0:0:0:0::/64');
    expect(clientAddress('fe80::1')).toBe('fe80:0:0:0::/64');
    expect(clientAddress('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });

  it('leaves anything else (not an address) as it is', () => {
    expect(clientAddress('unknown')).toBe('unknown');
  });
});
