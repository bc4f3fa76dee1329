import type { LimitReachedDetails } from '@vi/contracts';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fetchConversation } from '../chat/chat-api.js';
import { spentAllowance, type ConversationKind } from '../limits/limit-check.js';
import { useUsage } from '../usage/usage-context.js';

/** Router state of a conversation page opened from the app (it then skips its own limit prompt). */
export const FROM_DASHBOARD_STATE = { fromDashboard: true } as const;

/**
 * Voice and Chat: go to the page, unless a free member's allowance is spent, in which case the
 * limit prompt shows instead; but a chat that has shown risk lately (the server carries it for 7
 * days) stays open whatever the allowance: crisis help is never behind it. The prompt belongs to the screen it was opened on, so it goes
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
      const open = () => navigate(`/${kind}`, { state: FROM_DASHBOARD_STATE });
      if (!spent) return open();
      const prompt = () => setPrompt({ details: spent, locationKey: location.key });
      if (kind !== 'chat') return prompt();
      fetchConversation().then(
        (conversation) => (conversation.risk ? open() : prompt()),
        () => prompt(),
      );
    },
    [usage, navigate, location.key],
  );

  const limitPrompt = prompt && prompt.locationKey === location.key ? prompt.details : null;
  return { start, limitPrompt, closeLimitPrompt: () => setPrompt(null) };
}
