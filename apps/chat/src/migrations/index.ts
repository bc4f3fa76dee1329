import { Initial1763801000000 } from './1763801000000-initial.js';
import { EventTables1763801100000 } from './1763801100000-event-tables.js';
import { ReferralCounts1763801200000 } from './1763801200000-referral-counts.js';
import { ConversationSafety1763801300000 } from './1763801300000-conversation-safety.js';
import { SealedMessages1767000200000 } from './1767000200000-sealed-messages.js';

/** In order; committed with the code and run at start. */
export const CHAT_MIGRATIONS = [
  Initial1763801000000,
  EventTables1763801100000,
  ReferralCounts1763801200000,
  ConversationSafety1763801300000,
  SealedMessages1767000200000,
];
