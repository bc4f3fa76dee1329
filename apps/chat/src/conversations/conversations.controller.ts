import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RPC } from '@vi/contracts';
import { HandleRpc, parseRequest } from '@vi/service-kit';
import { ConversationsService } from './conversations.service.js';

@Controller()
export class ConversationsController {
  constructor(private readonly conversations: ConversationsService) {}

  @HandleRpc(RPC.chat.currentConversation)
  current(@Payload() data: unknown) {
    const { userId, language } = parseRequest(RPC.chat.currentConversation, data);
    return this.conversations.current(userId, language);
  }

  @HandleRpc(RPC.chat.clearConversation)
  clear(@Payload() data: unknown) {
    const { userId, language } = parseRequest(RPC.chat.clearConversation, data);
    return this.conversations.clear(userId, language);
  }

  @HandleRpc(RPC.chat.listConversations)
  list(@Payload() data: unknown) {
    return this.conversations.list(parseRequest(RPC.chat.listConversations, data).userId);
  }

  @HandleRpc(RPC.chat.getConversation)
  get(@Payload() data: unknown) {
    const { userId, conversationId } = parseRequest(RPC.chat.getConversation, data);
    return this.conversations.get(userId, conversationId);
  }

  @HandleRpc(RPC.chat.deleteConversation)
  delete(@Payload() data: unknown) {
    const { userId, conversationId } = parseRequest(RPC.chat.deleteConversation, data);
    return this.conversations.delete(userId, conversationId);
  }
}
