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
  /**
   * Sessions members see as "used" on the dashboard: voice, completed calls and calls the member
   * ended that wait for the platform's word (they hold their slot; a failure reported later gives it back).
   */
  countsAsUsed: string;
}

export const VOICE: SessionKind = {
  kind: 'voice',
  table: 'voice_sessions',
  startStatus: 'started',
  freeLimit: FREE_VOICE_CONVERSATIONS_PER_MONTH,
  countsAgainstAllowance: `"status" <> 'failed'`,
  countsAsUsed: `("status" = 'completed' OR ("status" = 'started' AND "ended_at" IS NOT NULL))`,
};

export const CHAT: SessionKind = {
  kind: 'chat',
  table: 'chat_sessions',
  startStatus: 'active',
  freeLimit: FREE_CHAT_CONVERSATIONS_PER_MONTH,
  countsAgainstAllowance: 'true',
  countsAsUsed: 'true',
};
