import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { type CheckCrisisResult, RPC } from '@vi/contracts';
import { HandleRpc, parseRequest } from '@vi/service-kit';
import { assessMessage } from './risk/index.js';

/**
 * The offline risk check for text that did not come through chat (a voice call's transcript).
 * Each text is checked on its own, so words from two turns never join into a phrase. Nothing is
 * stored or logged: the caller keeps only the answer.
 */
@Controller()
export class CrisisCheckController {
  @HandleRpc(RPC.chat.checkCrisis)
  check(@Payload() data: unknown): CheckCrisisResult {
    const { texts } = parseRequest(RPC.chat.checkCrisis, data);
    return { crisis: texts.some((text) => assessMessage(text).level !== null) };
  }
}
