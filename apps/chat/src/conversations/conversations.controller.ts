import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { conversationRequestSchema, currentConversationRequestSchema, RPC, userRequestSchema } from '@vi/contracts';
import { parseOrThrow } from '@vi/service-kit';
import { ConversationsService } from './conversations.service.js';

@Controller()
export class ConversationsController {
  constructor(private readonly conversations: ConversationsService) {}

  @MessagePattern(RPC.chat.currentConversation)
  current(@Payload() data: unknown) {
    const { userId, language } = parseOrThrow(currentConversationRequestSchema, data);
    return this.conversations.current(userId, language);
  }

  @MessagePattern(RPC.chat.clearConversation)
  clear(@Payload() data: unknown) {
    const { userId, language } = parseOrThrow(currentConversationRequestSchema, data);
    return this.conversations.clear(userId, language);
  }

  @MessagePattern(RPC.chat.listConversations)
  list(@Payload() data: unknown) {
    return this.conversations.list(parseOrThrow(userRequestSchema, data).userId);
  }

  @MessagePattern(RPC.chat.getConversation)
  get(@Payload() data: unknown) {
    const { userId, conversationId } = parseOrThrow(conversationRequestSchema, data);
    return this.conversations.get(userId, conversationId);
  }

  @MessagePattern(RPC.chat.deleteConversation)
  delete(@Payload() data: unknown) {
    const { userId, conversationId } = parseOrThrow(conversationRequestSchema, data);
    return this.conversations.delete(userId, conversationId);
  }
}
