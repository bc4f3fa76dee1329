import type { LimitReachedDetails } from '@vi/contracts';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { spentAllowance, type ConversationKind } from '../limits/limit-check.js';
import { useUsage } from '../usage/usage-context.js';

/** Router state of a conversation page opened from the app (it then skips its own limit prompt). */
export const FROM_DASHBOARD_STATE = { fromDashboard: true } as const;

/**
 * Voice and Chat: go to the page, unless a free member's allowance is spent, in which case the
 * limit prompt shows instead. The prompt belongs to the screen it was opened on, so it goes
 * away by itself when the member navigates.
 */
export function useStartConversation() {
  const { usage } = useUsage();
  const navigate = useNavigate();
  const location = useLocation();
  const [prompt, setPrompt] = useState<{ details: LimitReachedDetails; locationKey: string } | null>(null);

  const start = useCallback(
    (kind: ConversationKind) => {
      const spent = spentAllowance(usage, kind);
      if (spent) setPrompt({ details: spent, locationKey: location.key });
      else navigate(`/${kind}`, { state: FROM_DASHBOARD_STATE });
    },
    [usage, navigate, location.key],
  );

  const limitPrompt = prompt && prompt.locationKey === location.key ? prompt.details : null;
  return { start, limitPrompt, closeLimitPrompt: () => setPrompt(null) };
}
