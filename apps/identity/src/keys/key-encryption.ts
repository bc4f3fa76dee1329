import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const PREFIX = 'enc:v1:';

/**
 * Seals signing keys at rest with AES-256-GCM under a key from configuration
 * (`SIGNING_KEY_ENCRYPTION_KEY`, 32 random bytes in base64). The key id is bound in as associated
 * data, so a sealed key cannot be moved to another row. Stored as `enc:v1:<iv>.<tag>.<ciphertext>`.
 */
export class KeyEncryption {
  private constructor(private readonly key: Buffer | undefined) {}

  /** `base64Key` undefined: keys are stored as plain PEM (development and tests only; production refuses to start). */
  static from(base64Key: string | undefined): KeyEncryption {
    if (base64Key === undefined) return new KeyEncryption(undefined);
    const key = Buffer.from(base64Key, 'base64');
    if (key.length !== 32) throw new Error('SIGNING_KEY_ENCRYPTION_KEY must be 32 bytes in base64 (e.g. `openssl rand -base64 32`)');
    return new KeyEncryption(key);
  }

  get enabled(): boolean {
    return this.key !== undefined;
  }

  seal(kid: string, pem: string): string {
    if (!this.key) return pem;
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv).setAAD(Buffer.from(kid, 'utf8'));
    const sealed = Buffer.concat([cipher.update(pem, 'utf8'), cipher.final()]);
    return `${PREFIX}${iv.toString('base64')}.${cipher.getAuthTag().toString('base64')}.${sealed.toString('base64')}`;
  }

  /** The PEM back; throws when the stored value was sealed under another key or altered. */
  open(kid: string, stored: string): string {
    if (!isSealed(stored)) return stored;
    if (!this.key) throw new Error(`Signing key ${kid} is encrypted: set SIGNING_KEY_ENCRYPTION_KEY`);
    const [iv, tag, data] = stored.slice(PREFIX.length).split('.');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv ?? '', 'base64'))
      .setAAD(Buffer.from(kid, 'utf8'))
      .setAuthTag(Buffer.from(tag ?? '', 'base64'));
    try {
      return Buffer.concat([decipher.update(Buffer.from(data ?? '', 'base64')), decipher.final()]).toString('utf8');
    } catch {
      throw new Error(`Signing key ${kid} cannot be decrypted with SIGNING_KEY_ENCRYPTION_KEY (another key, or the row was altered)`);
    }
  }
}

export const isSealed = (stored: string): boolean => stored.startsWith(PREFIX);
