import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import { type KeyEncryptionKey, LocalKeyEncryptionKey } from './key-encryption-key.js';

const base64Key = (name: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || Buffer.from(v, 'base64').length === 32, `${name}: 32 bytes in base64 expected (openssl rand -base64 32)`);

export const keyConfigShape = {
  /**
   * Sensitive. 32 random bytes in base64 wrapping every member's data key (the key-encryption key).
   * Production needs it or DATA_KEY_ENCRYPTION_KEY_FILE.
   */
  DATA_KEY_ENCRYPTION_KEY: base64Key('DATA_KEY_ENCRYPTION_KEY'),
  /** A file holding the key (base64), e.g. a mounted secret. Outside production, created when missing. */
  DATA_KEY_ENCRYPTION_KEY_FILE: z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  /** During a rotation: the key being replaced. Data keys it wrapped are re-wrapped under the new one at start. */
  DATA_KEY_ENCRYPTION_KEY_PREVIOUS: base64Key('DATA_KEY_ENCRYPTION_KEY_PREVIOUS'),
};

export interface KeyConfig {
  NODE_ENV: 'development' | 'test' | 'production';
  DATA_KEY_ENCRYPTION_KEY?: string;
  DATA_KEY_ENCRYPTION_KEY_FILE?: string;
  DATA_KEY_ENCRYPTION_KEY_PREVIOUS?: string;
}

/** Where a development checkout keeps its key when nothing is configured (git ignores `.local/`). */
export const DEVELOPMENT_KEY_FILE = '.local/data-key-encryption.key';

export function keyConfigProblems(config: KeyConfig): string[] {
  if (config.NODE_ENV === 'production' && !config.DATA_KEY_ENCRYPTION_KEY && !config.DATA_KEY_ENCRYPTION_KEY_FILE) {
    return ['DATA_KEY_ENCRYPTION_KEY (or DATA_KEY_ENCRYPTION_KEY_FILE) is missing: production encrypts conversations under it (openssl rand -base64 32)'];
  }
  return [];
}

/** Reads the key file, making one first outside production (several processes may race: the first write wins). */
function keyFromFile(path: string, create: boolean): Buffer {
  const full = resolve(path);
  try {
    return decoded(readFileSync(full, 'utf8'), full);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || !create) throw error;
    mkdirSync(dirname(full), { recursive: true });
    try {
      writeFileSync(full, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
    } catch (raced) {
      if ((raced as NodeJS.ErrnoException).code !== 'EEXIST') throw raced;
    }
    return decoded(readFileSync(full, 'utf8'), full);
  }
}

function decoded(text: string, where: string): Buffer {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== 32) throw new Error(`${where}: 32 bytes in base64 expected`);
  return key;
}

/** The current key-encryption key and, during a rotation, the previous one. */
export function keyEncryptionKeys(config: KeyConfig): { current: KeyEncryptionKey; previous: KeyEncryptionKey | null; source: string } {
  const previous = config.DATA_KEY_ENCRYPTION_KEY_PREVIOUS ? new LocalKeyEncryptionKey(Buffer.from(config.DATA_KEY_ENCRYPTION_KEY_PREVIOUS, 'base64')) : null;
  if (config.DATA_KEY_ENCRYPTION_KEY) {
    return { current: new LocalKeyEncryptionKey(Buffer.from(config.DATA_KEY_ENCRYPTION_KEY, 'base64')), previous, source: 'DATA_KEY_ENCRYPTION_KEY' };
  }
  const file = config.DATA_KEY_ENCRYPTION_KEY_FILE ?? DEVELOPMENT_KEY_FILE;
  return { current: new LocalKeyEncryptionKey(keyFromFile(file, config.NODE_ENV !== 'production')), previous, source: file };
}
