import { createHmac } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/** The headers of one Standard Webhooks attempt. */
export interface SignedHeaders {
  'content-type': 'application/json';
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature'?: string;
}

/**
 * Signs a delivery the Standard Webhooks way: `v1,` and the base64 HMAC-SHA256 of
 * `<id>.<timestamp>.<body>`, keyed with the bytes the secret's base64 (after `whsec_`) stands for.
 * Without a secret the attempt goes unsigned (no signature header at all).
 */
export function signedHeaders(deliveryId: string, body: string, secret: string | null, now: Date = new Date()): SignedHeaders {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const headers: SignedHeaders = { 'content-type': 'application/json', 'webhook-id': deliveryId, 'webhook-timestamp': timestamp };
  if (secret) headers['webhook-signature'] = `v1,${signature(secret, deliveryId, timestamp, body)}`;
  return headers;
}

export function signature(secret: string, deliveryId: string, timestamp: string, body: string): string {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
  return createHmac('sha256', key).update(`${deliveryId}.${timestamp}.${body}`).digest('base64');
}
