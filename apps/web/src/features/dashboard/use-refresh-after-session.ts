import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** How long after returning from a conversation the stats reload (spec section 9): the end has time to land. */
export const RETURN_REFRESH_DELAY_MS = 1000;

/** Router state the voice and chat pages send when they hand back to the dashboard. */
interface ReturnState {
  fromVoice?: boolean;
  fromChat?: boolean;
}

/** Reloads the usage a second after arriving from the voice or chat page. */
export function useRefreshAfterSession(refresh: () => Promise<void>): void {
  const location = useLocation();
  const state = (location.state ?? null) as ReturnState | null;
  const returned = Boolean(state?.fromVoice || state?.fromChat);
  useEffect(() => {
    if (!returned) return;
    const timer = window.setTimeout(() => void refresh(), RETURN_REFRESH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [returned, location.key, refresh]);
}
