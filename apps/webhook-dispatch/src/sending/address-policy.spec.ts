import { describe, expect, it } from '@jest/globals';
import { addressAllowed, addressKind, refusalOf } from './address-policy.js';

describe('endpoint addresses', () => {
  it.each([
    ['8.8.8.8', 'public'],
    ['2606:4700::1111', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['172.31.255.255', 'private'],
    ['172.32.0.1', 'public'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['fd12::1', 'private'],
    ['169.254.10.10', 'link-local'],
    ['fe80::1', 'link-local'],
    ['169.254.169.254', 'metadata'],
    ['fd00:ec2::254', 'metadata'],
    ['0.0.0.0', 'reserved'],
    ['::', 'reserved'],
    ['224.0.0.1', 'reserved'],
    ['::ffff:a00:1', 'private'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:169.254.169.254', 'metadata'],
  ])('%s is %s', (address, kind) => {
    expect(addressKind(address)).toBe(kind);
  });

  it('are refused unless the setting allows their kind; metadata and reserved never', () => {
    expect(addressAllowed('127.0.0.1', 'none')).toBe(false);
    expect(addressAllowed('127.0.0.1', 'loopback')).toBe(true);
    expect(addressAllowed('10.0.0.1', 'loopback')).toBe(false);
    expect(addressAllowed('10.0.0.1', 'private')).toBe(true);
    expect(addressAllowed('169.254.1.1', 'private')).toBe(false);
    expect(addressAllowed('169.254.1.1', 'all')).toBe(true);
    expect(addressAllowed('169.254.169.254', 'all')).toBe(false);
    expect(addressAllowed('0.0.0.0', 'all')).toBe(false);
    expect(addressAllowed('93.184.215.14', 'none')).toBe(true);
  });

  it('are refused in words an admin understands', () => {
    expect(refusalOf('localhost', '127.0.0.1')).toBe(
      'Endpoint localhost (127.0.0.1) is a loopback address; webhooks may only go to public addresses (see WEBHOOK_ALLOW_PRIVATE_TARGETS)',
    );
    expect(refusalOf('169.254.169.254', '169.254.169.254')).toBe(
      'Endpoint 169.254.169.254 is a cloud metadata address; webhooks may only go to public addresses',
    );
  });
});
