import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * What wraps the members' data keys. Local (a 32-byte key from configuration or a key file) is the
 * one built in; a KMS (AWS KMS, GCP KMS, Vault transit) stands in by implementing the same two calls.
 * `id` names the key, so rows wrapped by an older one are found and re-wrapped after a rotation.
 */
export interface KeyEncryptionKey {
  readonly id: string;
  /** `context` (the member's id) is bound to the result: a wrapped key moved to another member does not open. */
  wrap(dataKey: Buffer, context: string): Promise<Buffer>;
  unwrap(wrapped: Buffer, context: string): Promise<Buffer>;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The id of a local key: the first 8 bytes of its SHA-256, in hex (names it without revealing it). */
export function localKeyId(key: Buffer): string {
  return `local:${createHash('sha256').update(key).digest('hex').slice(0, 16)}`;
}

/** AES-256-GCM under a key held in this process: wrapped = iv (12) ‖ ciphertext ‖ tag (16). */
export class LocalKeyEncryptionKey implements KeyEncryptionKey {
  readonly id: string;

  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('a key-encryption key is 32 bytes');
    this.id = localKeyId(key);
  }

  async wrap(dataKey: Buffer, context: string): Promise<Buffer> {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(`vi-data-key:${context}`));
    return Buffer.concat([iv, cipher.update(dataKey), cipher.final(), cipher.getAuthTag()]);
  }

  async unwrap(wrapped: Buffer, context: string): Promise<Buffer> {
    const decipher = createDecipheriv('aes-256-gcm', this.key, wrapped.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(`vi-data-key:${context}`));
    decipher.setAuthTag(wrapped.subarray(wrapped.length - TAG_BYTES));
    return Buffer.concat([decipher.update(wrapped.subarray(IV_BYTES, wrapped.length - TAG_BYTES)), decipher.final()]);
  }
}
