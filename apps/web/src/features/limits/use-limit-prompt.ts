import type { LimitReachedDetails } from '@vi/contracts';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useUsage } from '../usage/usage-context.js';
import { type ConversationKind, spentAllowance } from './limit-check.js';

/**
 * The limit prompt of a conversation page (spec: voice and chat pages). It opens on arrival when a
 * free member has none of `kind` left, unless they came from the app (`fromDashboard`, where the
 * navigation bar already asked), and whenever the server refuses a start (`showLimit`). Closing it
 * goes to the dashboard.
 */
export function useLimitPrompt(kind: ConversationKind, fromDashboard: boolean) {
  const { usage } = useUsage();
  const navigate = useNavigate();
  const [limit, setLimit] = useState<LimitReachedDetails | null>(null);
  // Decided once, when the usage first arrives (state adjusted during render, not in an effect).
  const [arrivalChecked, setArrivalChecked] = useState(false);
  if (!arrivalChecked && usage) {
    setArrivalChecked(true);
    const spent = fromDashboard ? null : spentAllowance(usage, kind);
    if (spent) setLimit(spent);
  }
  const showLimit = useCallback((details: LimitReachedDetails) => setLimit(details), []);
  const closeLimit = useCallback(() => navigate('/dashboard'), [navigate]);
  return { limit, showLimit, closeLimit };
}
