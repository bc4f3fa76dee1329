import { createPublicKey, type KeyObject } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { RPC } from '@vi/contracts';
import { RpcClient } from '@vi/service-kit';

/**
 * Identity's verification keys, fetched over NATS and kept in memory. An unknown key id
 * (a rotated key) triggers one refetch, at most every few seconds.
 */
@Injectable()
export class PublicKeyStore {
  // Parsed once: jsonwebtoken would otherwise parse the PEM on every verification.
  private keys = new Map<string, KeyObject>();
  private fetchedAt = 0;
  private inFlight?: Promise<void>;

  constructor(private readonly rpc: RpcClient) {}

  async keyFor(kid: string): Promise<KeyObject | undefined> {
    const known = this.keys.get(kid);
    if (known) return known;
    if (Date.now() - this.fetchedAt > 5000) await this.refresh();
    return this.keys.get(kid);
  }

  private refresh(): Promise<void> {
    this.inFlight ??= this.rpc
      .call(RPC.identity.publicKeys, {})
      .then((set) => {
        this.keys = new Map(set.keys.map((k) => [k.kid, createPublicKey(k.pem)]));
        this.fetchedAt = Date.now();
      })
      .finally(() => {
        this.inFlight = undefined;
      });
    return this.inFlight;
  }
}
