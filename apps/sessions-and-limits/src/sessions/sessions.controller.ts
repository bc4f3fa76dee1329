import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RPC } from '@vi/contracts';
import { HandleRpc, parseRequest } from '@vi/service-kit';
import { SessionsService } from './sessions.service.js';

@Controller()
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @HandleRpc(RPC.sessions.startVoice)
  startVoice(@Payload() data: unknown) {
    const { userId, timeZone, mode } = parseRequest(RPC.sessions.startVoice, data);
    return this.sessions.startVoice(userId, timeZone, new Date(), mode);
  }

  @HandleRpc(RPC.sessions.startChat)
  startChat(@Payload() data: unknown) {
    const { userId, timeZone } = parseRequest(RPC.sessions.startChat, data);
    return this.sessions.startChat(userId, timeZone);
  }

  @HandleRpc(RPC.sessions.endChat)
  endChat(@Payload() data: unknown) {
    const { userId, sessionId, status, pageLeft } = parseRequest(RPC.sessions.endChat, data);
    return this.sessions.endChat(userId, sessionId, status, { pageLeft });
  }

  @HandleRpc(RPC.sessions.getChat)
  getChat(@Payload() data: unknown) {
    const { userId, sessionId } = parseRequest(RPC.sessions.getChat, data);
    return this.sessions.getChat(userId, sessionId);
  }

  @HandleRpc(RPC.sessions.cancelChat)
  cancelChat(@Payload() data: unknown) {
    const { userId, sessionId } = parseRequest(RPC.sessions.cancelChat, data);
    return this.sessions.cancelUnusedChat(userId, sessionId);
  }

  @HandleRpc(RPC.sessions.recordChatMessage)
  recordChatMessage(@Payload() data: unknown) {
    const { userId, sessionId, count } = parseRequest(RPC.sessions.recordChatMessage, data);
    return this.sessions.recordChatMessages(userId, sessionId, count);
  }
}
