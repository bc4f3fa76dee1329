import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../../lib/api.js';
import enApp from '../../i18n/locales/en.app.js';
import esApp from '../../i18n/locales/es.app.js';
import { CheckoutFailure, checkoutDestination, checkoutErrorMessage, inAppPath, portalErrorMessage, type CheckoutMessage } from './checkout-errors.js';

const apiError = (status: number, code: ApiError['code'], message: string) => new ApiError({ status, code, message });

/** The sentence a member reads in English. */
const EN = enApp as Record<string, string>;
const english = (message: CheckoutMessage) => ('key' in message ? EN[message.key] : message.text);

describe('the "Payment Error" sentence of a failed checkout (spec section 8)', () => {
  it('asks a visitor to sign in', () => {
    expect(english(checkoutErrorMessage(new CheckoutFailure('not-signed-in')))).toBe('You must be logged in to make a purchase');
  });

  it('says the payment service could not be reached when the request got no answer', () => {
    const message = checkoutErrorMessage(apiError(0, 'NETWORK', 'Could not reach the server. Please check your connection.'));
    expect(english(message)).toBe('Could not connect to the payment service. Please check your internet connection and try again.');
  });

  it('says the payment service was not found on a 404', () => {
    expect(english(checkoutErrorMessage(apiError(404, 'NOT_FOUND', 'Route not found')))).toBe(
      'The payment service could not be found. Please try again later or contact support.',
    );
  });

  it('uses the spec sentences for 401, 403 and every 5xx, whatever the server said', () => {
    expect(english(checkoutErrorMessage(apiError(401, 'UNAUTHENTICATED', 'Token expired')))).toBe('Authentication failed. Please sign out and sign in again.');
    expect(english(checkoutErrorMessage(apiError(403, 'FORBIDDEN', 'No')))).toBe('Access denied. Please check your subscription permissions.');
    for (const status of [500, 502, 503, 504]) {
      expect(english(checkoutErrorMessage(apiError(status, 'UPSTREAM_UNAVAILABLE', 'billing is down')))).toBe(
        'Payment service is temporarily unavailable. Please try again in a few minutes.',
      );
    }
  });

  it("shows the server's own error message for other refusals", () => {
    expect(checkoutErrorMessage(apiError(409, 'CONFLICT', 'You already have an active subscription.'))).toEqual({
      text: 'You already have an active subscription.',
    });
    expect(checkoutErrorMessage(apiError(400, 'VALIDATION_FAILED', ' Unknown price. '))).toEqual({ text: 'Unknown price.' });
  });

  it('falls back to a generic payment error when there is no server message', () => {
    const generic = 'Something went wrong with your payment. Please try again.';
    expect(english(checkoutErrorMessage(apiError(400, 'UNKNOWN', 'Bad Request')))).toBe(generic);
    expect(english(checkoutErrorMessage(apiError(409, 'CONFLICT', '   ')))).toBe(generic);
    expect(english(checkoutErrorMessage(new SyntaxError('Unexpected token <')))).toBe(generic);
    expect(english(checkoutErrorMessage('a string'))).toBe(generic);
  });

  it('says so when the answer had no checkout url', () => {
    expect(english(checkoutErrorMessage(new CheckoutFailure('no-url')))).toBe('No checkout URL received from payment service');
  });

  it('has a Spanish sentence for every key it can return', () => {
    const failures: unknown[] = [
      new CheckoutFailure('not-signed-in'),
      new CheckoutFailure('no-url'),
      apiError(0, 'NETWORK', ''),
      apiError(401, 'UNAUTHENTICATED', ''),
      apiError(403, 'FORBIDDEN', ''),
      apiError(404, 'NOT_FOUND', ''),
      apiError(503, 'UPSTREAM_UNAVAILABLE', ''),
      new Error('x'),
    ];
    for (const failure of failures) {
      const message = checkoutErrorMessage(failure);
      if (!('key' in message)) throw new Error('expected a key');
      expect((esApp as Record<string, string>)[message.key]).toEqual(expect.any(String));
      expect((esApp as Record<string, string>)[message.key]).not.toBe(english(message));
    }
  });
});

describe('where a checkout answer leads', () => {
  const origin = 'https://vi.example';

  it('opens a path of this site in the app', () => {
    expect(checkoutDestination('/checkout/local/abc', origin)).toEqual({ inApp: '/checkout/local/abc' });
    expect(checkoutDestination('https://vi.example/billing/local-portal?x=1', origin)).toEqual({ inApp: '/billing/local-portal?x=1' });
  });

  it('leaves another web site (Stripe) to the browser', () => {
    expect(checkoutDestination('https://checkout.stripe.com/c/pay/cs_test_1', origin)).toEqual({ external: 'https://checkout.stripe.com/c/pay/cs_test_1' });
  });

  it('refuses anything that is not a usable url', () => {
    for (const url of [undefined, null, '', '   ', 42, {}, 'javascript:alert(1)', 'data:text/html,hi', '//evil.example/x', 'not a url']) {
      expect(checkoutDestination(url, origin)).toBeNull();
    }
  });

  it('keeps a local redirect inside the app', () => {
    expect(inAppPath('/success', '/dashboard')).toBe('/success');
    expect(inAppPath('https://evil.example', '/dashboard')).toBe('/dashboard');
    expect(inAppPath('//evil.example', '/dashboard')).toBe('/dashboard');
    expect(inAppPath(undefined, '/dashboard')).toBe('/dashboard');
  });
});

describe('the Billing entry when the portal does not open', () => {
  it('says why in words of its own', () => {
    expect(EN[portalErrorMessage(apiError(403, 'FORBIDDEN', 'Not premium'))]).toBe('Billing is available to premium members only.');
    expect(EN[portalErrorMessage(apiError(0, 'NETWORK', ''))]).toBe(
      'Could not connect to the payment service. Please check your internet connection and try again.',
    );
    expect(EN[portalErrorMessage(apiError(503, 'UPSTREAM_UNAVAILABLE', ''))]).toBe('Could not open billing. Please try again.');
    expect(EN[portalErrorMessage(new CheckoutFailure('no-url'))]).toBe('Could not open billing. Please try again.');
  });
});
