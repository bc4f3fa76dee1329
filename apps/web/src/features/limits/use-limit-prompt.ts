import type { LimitReachedDetails } from '@vi/contracts';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useUsage } from '../usage/usage-context.js';
import { type ConversationKind, spentAllowance } from './limit-check.js';

export interface LimitPromptOptions {
  /**
   * The page knows enough to decide on arrival (the chat page: its conversation has loaded).
   * Until then the arrival check waits. Default true.
   */
  ready?: boolean;
  /**
   * No prompt on arrival: the open conversation showed risk, and crisis help is never behind the
   * allowance, so the server decides what a message gets. Default false.
   */
  exempt?: boolean;
  /**
   * Closing a prompt given for a refused message (`showLimit`) leaves the member on the page, with
   * what they typed, instead of going to the dashboard (the chat page). Default false.
   */
  stayAfterRefusal?: boolean;
}

/**
 * The limit prompt of a conversation page (spec: voice and chat pages). It opens on arrival when a
 * free member has none of `kind` left, unless they came from the app (`fromDashboard`, where the
 * navigation bar already asked) or the conversation showed risk (`exempt`), and whenever the
 * server refuses a start (`showLimit`). Closing it goes to the dashboard, except (with
 * `stayAfterRefusal`) one given for a refused message: that leaves the member on the page with
 * what they typed.
 */
export function useLimitPrompt(
  kind: ConversationKind,
  fromDashboard: boolean,
  { ready = true, exempt = false, stayAfterRefusal = false }: LimitPromptOptions = {},
) {
  const { usage } = useUsage();
  const navigate = useNavigate();
  const [limit, setLimit] = useState<LimitReachedDetails | null>(null);
  const [refused, setRefused] = useState(false);
  // Decided once, when the usage first arrives (state adjusted during render, not in an effect).
  const [arrivalChecked, setArrivalChecked] = useState(false);
  if (!arrivalChecked && usage && ready) {
    setArrivalChecked(true);
    const spent = fromDashboard || exempt ? null : spentAllowance(usage, kind);
    if (spent) setLimit(spent);
  }
  const showLimit = useCallback((details: LimitReachedDetails) => {
    setRefused(true);
    setLimit(details);
  }, []);
  const closeLimit = useCallback(() => {
    if (refused && stayAfterRefusal) {
      setLimit(null);
      setRefused(false);
    } else void navigate('/dashboard');
  }, [navigate, refused, stayAfterRefusal]);
  return { limit, showLimit, closeLimit };
}
