import { ConversationEntity } from './conversations/conversation.entity.js';
import { MessageEntity } from './conversations/message.entity.js';
import { ReferralCountEntity } from './safety/referrals/referral-count.entity.js';

export const CHAT_ENTITIES = [ConversationEntity, MessageEntity, ReferralCountEntity];
