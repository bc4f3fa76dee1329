import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  chatSessionRequestSchema,
  endChatSessionRequestSchema,
  endVoiceSessionRequestSchema,
  recordChatMessageRequestSchema,
  RPC,
  startSessionRequestSchema,
  voiceSessionRequestSchema,
} from '@vi/contracts';
import { parseOrThrow } from '@vi/service-kit';
import { SessionsService } from './sessions.service.js';

@Controller()
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @MessagePattern(RPC.sessions.startVoice)
  startVoice(@Payload() data: unknown) {
    const { userId, timeZone } = parseOrThrow(startSessionRequestSchema, data);
    return this.sessions.startVoice(userId, timeZone);
  }

  @MessagePattern(RPC.sessions.endVoice)
  endVoice(@Payload() data: unknown) {
    const { userId, sessionId, status } = parseOrThrow(endVoiceSessionRequestSchema, data);
    return this.sessions.endVoice(userId, sessionId, status);
  }

  @MessagePattern(RPC.sessions.getVoice)
  getVoice(@Payload() data: unknown) {
    const { userId, sessionId } = parseOrThrow(voiceSessionRequestSchema, data);
    return this.sessions.getVoice(userId, sessionId);
  }

  @MessagePattern(RPC.sessions.startChat)
  startChat(@Payload() data: unknown) {
    const { userId, timeZone } = parseOrThrow(startSessionRequestSchema, data);
    return this.sessions.startChat(userId, timeZone);
  }

  @MessagePattern(RPC.sessions.endChat)
  endChat(@Payload() data: unknown) {
    const { userId, sessionId, status } = parseOrThrow(endChatSessionRequestSchema, data);
    return this.sessions.endChat(userId, sessionId, status);
  }

  @MessagePattern(RPC.sessions.getChat)
  getChat(@Payload() data: unknown) {
    const { userId, sessionId } = parseOrThrow(chatSessionRequestSchema, data);
    return this.sessions.getChat(userId, sessionId);
  }

  @MessagePattern(RPC.sessions.cancelChat)
  cancelChat(@Payload() data: unknown) {
    const { userId, sessionId } = parseOrThrow(chatSessionRequestSchema, data);
    return this.sessions.cancelUnusedChat(userId, sessionId);
  }

  @MessagePattern(RPC.sessions.recordChatMessage)
  recordChatMessage(@Payload() data: unknown) {
    const { userId, sessionId, count } = parseOrThrow(recordChatMessageRequestSchema, data);
    return this.sessions.recordChatMessages(userId, sessionId, count);
  }
}
