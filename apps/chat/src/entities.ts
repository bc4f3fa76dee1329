import { ConversationEntity } from './conversations/conversation.entity.js';
import { MessageEntity } from './conversations/message.entity.js';

export const CHAT_ENTITIES = [ConversationEntity, MessageEntity];
