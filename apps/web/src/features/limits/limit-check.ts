import type { LimitReachedDetails, Usage } from '@vi/contracts';
import { isApiError } from '../../lib/api.js';

export type ConversationKind = 'voice' | 'chat';

/**
 * The limit the member has hit for this kind, or null when they may start one. Subscribers
 * (unlimited: `limit` null) always pass; so does anyone whose usage is not known yet, because
 * the server refuses with LIMIT_REACHED anyway and the page shows the prompt then.
 */
export function spentAllowance(usage: Usage | null, kind: ConversationKind): LimitReachedDetails | null {
  if (!usage || usage.premium) return null;
  const { used, limit, remaining } = usage[kind];
  if (limit === null || remaining === null || remaining > 0) return null;
  // Nothing remains, so the allowance is spent even if a call in progress (it holds its slot) is not "used" yet.
  return { kind, used: Math.max(used, limit), limit };
}

/** The details of a 402 LIMIT_REACHED answer, or null for any other error. */
export function limitReachedOf(error: unknown): LimitReachedDetails | null {
  if (!isApiError(error) || error.code !== 'LIMIT_REACHED' || !error.details) return null;
  const { kind, used, limit } = error.details as Partial<LimitReachedDetails>;
  if ((kind !== 'voice' && kind !== 'chat') || typeof used !== 'number' || typeof limit !== 'number') return null;
  return { kind, used, limit };
}
