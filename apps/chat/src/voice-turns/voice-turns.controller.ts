import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { RPC, voiceTurnRequestSchema } from '@vi/contracts';
import { parseOrThrow } from '@vi/service-kit';
import { from, type Observable } from 'rxjs';
import { VoiceTurnsService } from './voice-turns.service.js';

@Controller()
export class VoiceTurnsController {
  constructor(private readonly turns: VoiceTurnsService) {}

  /** Refusals (nothing said, not one's call, a call that ended) are ordinary error replies; then the reply streams. */
  @MessagePattern(RPC.chat.voiceTurn)
  async turn(@Payload() data: unknown): Promise<Observable<unknown>> {
    const prepared = await this.turns.prepare(parseOrThrow(voiceTurnRequestSchema, data));
    return from(this.turns.stream(prepared));
  }
}
