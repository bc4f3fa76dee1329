import { useCallback, useEffect, useState } from 'react';
import { fetchSubscription, type BillingSubscription } from './billing-api.js';

export type SubscriptionState = { kind: 'loading' } | { kind: 'failed'; error: unknown } | { kind: 'ready'; subscription: BillingSubscription };

/** The member's subscription, loaded on mount; `reload` asks again, `replace` takes a fresher copy (after a change). */
export function useSubscription(): { state: SubscriptionState; reload(): void; replace(subscription: BillingSubscription): void } {
  const [state, setState] = useState<SubscriptionState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    fetchSubscription().then(
      (subscription) => {
        if (live) setState({ kind: 'ready', subscription });
      },
      (error: unknown) => {
        console.warn('Loading the subscription failed', error);
        if (live) setState({ kind: 'failed', error });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const reload = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  const replace = useCallback((subscription: BillingSubscription) => setState({ kind: 'ready', subscription }), []);
  return { state, reload, replace };
}
