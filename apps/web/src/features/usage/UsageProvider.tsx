import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { fetchUsage } from './usage-api.js';
import { UsageContext, type UsageContextValue, type UsageState } from './usage-context.js';

/** Window events the voice and chat pages dispatch when a conversation ends (spec section 4). */
export const SESSION_ENDED_EVENTS = ['voiceSessionEnded', 'chatSessionEnded'] as const;

/**
 * Loads the member's usage once for all signed-in screens, and again on demand, when the tab
 * becomes visible, and when a conversation ends.
 */
export function UsageProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<UsageState>({ usage: null, loadFailed: false, loading: true, refreshedAt: null });
  const inFlight = useRef<Promise<void> | null>(null);
  const mounted = useRef(true);

  const refresh = useCallback((): Promise<void> => {
    if (inFlight.current) return inFlight.current;
    setState((s) => ({ ...s, loading: true }));
    const pending = fetchUsage()
      .then((usage) => {
        if (mounted.current) setState({ usage, loadFailed: false, loading: false, refreshedAt: Date.now() });
      })
      .catch((error: unknown) => {
        console.warn('Loading usage failed', error);
        if (mounted.current) setState((s) => ({ ...s, loadFailed: true, loading: false }));
      })
      .finally(() => {
        inFlight.current = null;
      });
    inFlight.current = pending;
    return pending;
  }, []);

  useEffect(() => {
    mounted.current = true;
    void refresh();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    const onSessionEnded = () => void refresh();
    document.addEventListener('visibilitychange', onVisible);
    for (const name of SESSION_ENDED_EVENTS) window.addEventListener(name, onSessionEnded);
    return () => {
      mounted.current = false;
      document.removeEventListener('visibilitychange', onVisible);
      for (const name of SESSION_ENDED_EVENTS) window.removeEventListener(name, onSessionEnded);
    };
  }, [refresh]);

  const value = useMemo<UsageContextValue>(() => ({ ...state, refresh }), [state, refresh]);
  return <UsageContext.Provider value={value}>{children}</UsageContext.Provider>;
}
