import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RPC } from '@vi/contracts';
import { HandleRpc, parseRequest } from '@vi/service-kit';
import { from, type Observable } from 'rxjs';
import { VoiceTurnsService } from './voice-turns.service.js';

@Controller()
export class VoiceTurnsController {
  constructor(private readonly turns: VoiceTurnsService) {}

  /** Refusals (nothing said, not one's call, a call that ended) are ordinary error replies; then the reply streams. */
  @HandleRpc(RPC.chat.voiceTurn)
  async turn(@Payload() data: unknown): Promise<Observable<unknown>> {
    const prepared = await this.turns.prepare(parseRequest(RPC.chat.voiceTurn, data));
    return from(this.turns.stream(prepared));
  }
}
