import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { completeVoiceFromPlatformRequestSchema, RPC, voiceSessionRequestSchema } from '@vi/contracts';
import { parseOrThrow } from '@vi/service-kit';
import { VoiceCallsService } from './voice-calls.service.js';

@Controller()
export class VoiceCallsController {
  constructor(private readonly calls: VoiceCallsService) {}

  @MessagePattern(RPC.sessions.completeVoiceFromPlatform)
  completeFromPlatform(@Payload() data: unknown) {
    return this.calls.completeFromPlatform(parseOrThrow(completeVoiceFromPlatformRequestSchema, data));
  }

  @MessagePattern(RPC.sessions.flagVoiceCrisis)
  flagCrisis(@Payload() data: unknown) {
    const { userId, sessionId } = parseOrThrow(voiceSessionRequestSchema, data);
    return this.calls.flagCrisis(userId, sessionId);
  }
}
