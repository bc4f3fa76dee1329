import { FREE_CHAT_CONVERSATIONS_PER_MONTH, FREE_VOICE_CONVERSATIONS_PER_MONTH } from '@vi/contracts';

/**
 * What differs between voice calls and chat conversations; everything else about starting,
 * ending and counting them is the same code.
 */
export interface SessionKind {
  kind: 'voice' | 'chat';
  table: 'voice_sessions' | 'chat_sessions';
  startStatus: 'started' | 'active';
  freeLimit: number;
  /** Sessions that use up the free allowance (failed calls do not). */
  countsAgainstAllowance: string;
  /** Sessions members see as "used" on the dashboard (voice: completed calls only). */
  countsAsUsed: string;
  columns: string;
}

export const VOICE: SessionKind = {
  kind: 'voice',
  table: 'voice_sessions',
  startStatus: 'started',
  freeLimit: FREE_VOICE_CONVERSATIONS_PER_MONTH,
  countsAgainstAllowance: `"status" <> 'failed'`,
  countsAsUsed: `"status" = 'completed'`,
  columns: `"id", "user_id", "status", "started_at", "ended_at", "duration_seconds"`,
};

export const CHAT: SessionKind = {
  kind: 'chat',
  table: 'chat_sessions',
  startStatus: 'active',
  freeLimit: FREE_CHAT_CONVERSATIONS_PER_MONTH,
  countsAgainstAllowance: 'true',
  countsAsUsed: 'true',
  columns: `"id", "user_id", "status", "started_at", "ended_at", "duration_seconds", "message_count", "last_activity_at"`,
};
