import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { AllowPrivateTargets } from '../config.js';
import { addressAllowed, refusalOf } from './address-policy.js';

/** An endpoint whose host resolved to an address deliveries may go to. */
export interface CheckedTarget {
  url: URL;
  /** The host name as written (the Host header and the TLS server name). */
  host: string;
  /** The address checked, and the one connected to. */
  address: string;
  family: 4 | 6;
}

/** The endpoint's address is one deliveries may not go to: not worth retrying. */
export class TargetRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TargetRefused';
  }
}

/** The host did not resolve (in time): worth retrying later. */
export class TargetUnresolved extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TargetUnresolved';
  }
}

function bare(hostname: string): string {
  return hostname.replace(/^\[|\]$/g, '');
}

/**
 * Resolves the endpoint's host and checks every address it resolves to: one refused address refuses
 * the endpoint (a name that also points inside the network is not a receiver). IP literals are
 * checked as they are, in whatever form the URL parser normalised them to.
 */
export async function checkTarget(endpointUrl: string, setting: AllowPrivateTargets, timeoutMs: number): Promise<CheckedTarget> {
  let url: URL;
  try {
    url = new URL(endpointUrl);
  } catch {
    throw new TargetRefused('Endpoint URL must be a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new TargetRefused('Endpoint URL must start with http:// or https://');
  const host = bare(url.hostname);
  let addresses: { address: string; family: number }[];
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    let timer: NodeJS.Timeout | undefined;
    try {
      addresses = await Promise.race([
        lookup(host, { all: true, verbatim: true }),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new TargetUnresolved(`${host} did not resolve within ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
    } catch (error) {
      if (error instanceof TargetUnresolved) throw error;
      throw new TargetUnresolved(`${host} did not resolve (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
    } finally {
      clearTimeout(timer);
    }
    if (addresses.length === 0) throw new TargetUnresolved(`${host} did not resolve`);
  }
  const refused = addresses.find((a) => !addressAllowed(a.address, setting));
  if (refused) throw new TargetRefused(refusalOf(host, refused.address));
  const first = addresses[0]!;
  return { url, host, address: first.address, family: first.family === 6 ? 6 : 4 };
}
