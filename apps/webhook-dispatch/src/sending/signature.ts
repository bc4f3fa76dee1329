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
 * Signs a delivery the Standard Webhooks way: for each secret `v1,` and the base64 HMAC-SHA256 of
 * `<id>.<timestamp>.<body>`, keyed with the bytes the secret's base64 (after `whsec_`) stands for;
 * several are separated by spaces (a rotation's overlap, see secrets.ts). Without a secret the attempt
 * goes unsigned (no signature header at all). The timestamp is the attempt's wall-clock time, which
 * receivers hold against their own clocks.
 */
export function signedHeaders(deliveryId: string, body: string, secrets: readonly string[], sentAt: Date = new Date()): SignedHeaders {
  const timestamp = String(Math.floor(sentAt.getTime() / 1000));
  const headers: SignedHeaders = { 'content-type': 'application/json', 'webhook-id': deliveryId, 'webhook-timestamp': timestamp };
  if (secrets.length > 0) headers['webhook-signature'] = secrets.map((secret) => `v1,${signature(secret, deliveryId, timestamp, body)}`).join(' ');
  return headers;
}

export function signature(secret: string, deliveryId: string, timestamp: string, body: string): string {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
  return createHmac('sha256', key).update(`${deliveryId}.${timestamp}.${body}`).digest('base64');
}
