import { BlockList, isIP } from 'node:net';
import type { AllowPrivateTargets } from '../config.js';

/** Why an address is not public. */
export type AddressKind = 'public' | 'loopback' | 'private' | 'link-local' | 'metadata' | 'reserved';

function list(entries: [string, number, 'ipv4' | 'ipv6'][]): BlockList {
  const blocks = new BlockList();
  for (const [network, prefix, type] of entries) blocks.addSubnet(network, prefix, type);
  return blocks;
}

/** Cloud instance-metadata services (AWS, GCP, Azure, OpenStack; AWS's IPv6; Alibaba). Never allowed. */
const METADATA = list([
  ['169.254.169.254', 32, 'ipv4'],
  ['169.254.170.2', 32, 'ipv4'],
  ['100.100.100.200', 32, 'ipv4'],
  ['fd00:ec2::254', 128, 'ipv6'],
]);
/** Unspecified, "this network", multicast, reserved and broadcast: never a receiver. */
const RESERVED = list([
  ['0.0.0.0', 8, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'],
  ['240.0.0.0', 4, 'ipv4'],
  ['::', 128, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
]);
const LOOPBACK = list([
  ['127.0.0.0', 8, 'ipv4'],
  ['::1', 128, 'ipv6'],
]);
const LINK_LOCAL = list([
  ['169.254.0.0', 16, 'ipv4'],
  ['fe80::', 10, 'ipv6'],
]);
const PRIVATE = list([
  ['10.0.0.0', 8, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['fc00::', 7, 'ipv6'],
]);

/** What an IP address is (IPv4-mapped IPv6 addresses such as `::ffff:a00:1` count as the IPv4 address inside). */
export function addressKind(raw: string): AddressKind {
  const address = raw.replace(/^\[|\]$/g, '');
  const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  if (METADATA.check(address, type)) return 'metadata';
  if (RESERVED.check(address, type)) return 'reserved';
  if (LOOPBACK.check(address, type)) return 'loopback';
  if (LINK_LOCAL.check(address, type)) return 'link-local';
  if (PRIVATE.check(address, type)) return 'private';
  return 'public';
}

const ALLOWED: Record<AllowPrivateTargets, ReadonlySet<AddressKind>> = {
  none: new Set(['public']),
  loopback: new Set(['public', 'loopback']),
  private: new Set(['public', 'loopback', 'private']),
  all: new Set(['public', 'loopback', 'private', 'link-local']),
};

/**
 * Whether deliveries may go to `address` under the setting: `loopback` adds 127/8 and ::1, `private`
 * adds the private ranges and CGNAT too, `all` link-local as well. Cloud metadata and reserved
 * addresses are refused under every setting.
 */
export function addressAllowed(address: string, setting: AllowPrivateTargets): boolean {
  return ALLOWED[setting].has(addressKind(address));
}

const KIND_WORDS: Record<AddressKind, string> = {
  public: 'a public address',
  loopback: 'a loopback address',
  private: 'a private network address',
  'link-local': 'a link-local address',
  metadata: 'a cloud metadata address',
  reserved: 'a reserved address',
};

/** The sentence an admin reads when an endpoint is refused. */
export function refusalOf(host: string, address: string): string {
  const kind = addressKind(address);
  const where = host === address ? address : `${host} (${address})`;
  return `Endpoint ${where} is ${KIND_WORDS[kind]}; webhooks may only go to public addresses${kind === 'metadata' || kind === 'reserved' ? '' : ' (see WEBHOOK_ALLOW_PRIVATE_TARGETS)'}`;
}
