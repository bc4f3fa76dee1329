import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RPC } from '@vi/contracts';
import { HandleRpc, parseRequest } from '@vi/service-kit';
import { VoiceCallsService } from './voice-calls.service.js';

@Controller()
export class VoiceCallsController {
  constructor(private readonly calls: VoiceCallsService) {}

  @HandleRpc(RPC.sessions.endVoice)
  endVoice(@Payload() data: unknown) {
    const { userId, sessionId, status, neverStarted } = parseRequest(RPC.sessions.endVoice, data);
    return this.calls.endByMember(userId, sessionId, status, neverStarted);
  }

  @HandleRpc(RPC.sessions.getVoice)
  getVoice(@Payload() data: unknown) {
    const { userId, sessionId } = parseRequest(RPC.sessions.getVoice, data);
    return this.calls.forTurn(userId, sessionId);
  }

  @HandleRpc(RPC.sessions.completeVoiceFromPlatform)
  completeFromPlatform(@Payload() data: unknown) {
    return this.calls.completeFromPlatform(parseRequest(RPC.sessions.completeVoiceFromPlatform, data));
  }

  @HandleRpc(RPC.sessions.flagVoiceCrisis)
  flagCrisis(@Payload() data: unknown) {
    const { userId, sessionId } = parseRequest(RPC.sessions.flagVoiceCrisis, data);
    return this.calls.flagCrisis(userId, sessionId);
  }
}
