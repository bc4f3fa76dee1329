import type { MessageKey } from '../../i18n/index.js';
import { isApiError } from '../../lib/api.js';

/**
 * The one place where a failed checkout becomes the sentence in the "Payment Error" box (spec
 * section 8). Pure, so it is unit-tested without a browser: `checkout-errors.spec.ts`.
 */

/** A failure found in the browser rather than answered by the server. */
export class CheckoutFailure extends Error {
  constructor(readonly reason: 'not-signed-in' | 'no-url') {
    super(reason === 'not-signed-in' ? 'No signed-in member' : 'The checkout answer had no usable url');
    this.name = 'CheckoutFailure';
  }
}

/** A sentence of ours (translated through the app namespace), or the server's own words, shown as they came. */
export type CheckoutMessage = { key: MessageKey<'app'> } | { text: string };

export function checkoutErrorMessage(error: unknown): CheckoutMessage {
  if (error instanceof CheckoutFailure) {
    return { key: error.reason === 'not-signed-in' ? 'billing.error.notSignedIn' : 'billing.error.noUrl' };
  }
  if (!isApiError(error)) return { key: 'billing.error.generic' };
  if (error.code === 'NETWORK' || error.status === 0) return { key: 'billing.error.network' };
  if (error.status === 401) return { key: 'billing.error.unauthorized' };
  if (error.status === 403) return { key: 'billing.error.forbidden' };
  if (error.status === 404) return { key: 'billing.error.notFound' };
  if (error.status >= 500) return { key: 'billing.error.unavailable' };
  // Another refusal (400, 409...): the server's own error message when it sent one in its JSON body.
  const message = error.code === 'UNKNOWN' ? '' : error.message.trim();
  return message ? { text: message } : { key: 'billing.error.generic' };
}

/**
 * Where a checkout or portal answer leads: a path of this site (the local checkout and portal,
 * opened in the app), or a web page elsewhere (Stripe), left to the browser. Anything else
 * (missing, not a string, `javascript:`, `data:`) is null: no usable url.
 */
export type Destination = { inApp: string } | { external: string };

export function checkoutDestination(url: unknown, origin: string): Destination | null {
  if (typeof url !== 'string' || url.trim() === '') return null;
  const value = url.trim();
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return { inApp: value };
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return null;
  }
  if (parsed.origin === origin) return { inApp: `${parsed.pathname}${parsed.search}${parsed.hash}` };
  if (parsed.protocol === 'https:' || parsed.protocol === 'http:') return { external: parsed.href };
  return null;
}

/** A redirect the local checkout and portal answer with: a path of this site, else `fallback`. */
export function inAppPath(url: unknown, fallback: string): string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') ? url : fallback;
}

/** What the Billing entry of the account settings says when the portal does not open. */
export function portalErrorMessage(error: unknown): MessageKey<'app'> {
  if (isApiError(error) && (error.code === 'NETWORK' || error.status === 0)) return 'billing.error.network';
  if (isApiError(error) && error.status === 403) return 'billing.portalError.notPremium';
  return 'billing.portalError.failed';
}
