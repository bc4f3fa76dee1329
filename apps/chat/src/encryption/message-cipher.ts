import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The stored form's version: a later format gets another prefix and both are read. */
const V1 = 'v1.';

/**
 * Text a member wrote (or Vi answered them), sealed with AES-256-GCM under the member's data key.
 * The row's owner and id are bound in as associated data, so a sealed text copied into another row
 * or another member's conversation does not open. Stored as `v1.` + base64 of iv ‖ ciphertext ‖ tag.
 */
export function sealText(dataKey: Buffer, binding: string, text: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', dataKey, iv);
  cipher.setAAD(Buffer.from(binding));
  return V1 + Buffer.concat([iv, cipher.update(text, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
}

/** The text back; throws when the key, the binding or the bytes are not the ones it was sealed with. */
export function openText(dataKey: Buffer, binding: string, sealed: string): string {
  if (!sealed.startsWith(V1)) throw new Error('not a sealed text');
  const bytes = Buffer.from(sealed.slice(V1.length), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', dataKey, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(binding));
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
}

/** The binding of a chat message: its owner and its id. */
export const messageBinding = (userId: string, messageId: string): string => `chat_messages:${userId}:${messageId}`;
