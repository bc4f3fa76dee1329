import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { currentAccessToken } from '../../lib/api.js';
import { createCheckout, createPortal, fetchPlan } from './billing-api.js';
import { CheckoutFailure, checkoutDestination, type Destination } from './checkout-errors.js';

/**
 * The purchase behind "Upgrade Now": the plan's priceId and mode, a checkout session, and where
 * it leads. Throws what `checkoutErrorMessage` turns into the "Payment Error" sentence.
 */
export async function startCheckout(): Promise<Destination> {
  if (!currentAccessToken()) throw new CheckoutFailure('not-signed-in');
  const plan = await fetchPlan();
  const answer = await createCheckout(plan);
  const destination = checkoutDestination(answer?.url, window.location.origin);
  if (!destination) throw new CheckoutFailure('no-url');
  return destination;
}

/** The billing portal of a premium member (Stripe's, or the local one); throws an ApiError or a CheckoutFailure('no-url'). */
export async function openPortal(): Promise<Destination> {
  const answer = await createPortal();
  const destination = checkoutDestination(answer?.url, window.location.origin);
  if (!destination) throw new CheckoutFailure('no-url');
  return destination;
}

/** Goes to a destination: a page of the app through the router, another site by a full page load. */
export function useGoTo(): (destination: Destination) => void {
  const navigate = useNavigate();
  return useCallback(
    (destination: Destination) => {
      if ('inApp' in destination) void navigate(destination.inApp);
      else window.location.assign(destination.external);
    },
    [navigate],
  );
}

/**
 * Calls `reset` when the browser shows this page again from its back-forward cache (back from
 * Stripe's page), where it would still say "Processing...".
 */
export function useOnReturnFromCache(reset: () => void): void {
  const latest = useRef(reset);
  useEffect(() => {
    latest.current = reset;
  }, [reset]);
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) latest.current();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
}
