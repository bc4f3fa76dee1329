import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RPC } from '@vi/contracts';
import { HandleRpc, parseRequest } from '@vi/service-kit';
import { from, type Observable } from 'rxjs';
import { SendMessageService } from './send-message.service.js';

@Controller()
export class MessagesController {
  constructor(private readonly messages: SendMessageService) {}

  /**
   * Refusals (empty message, allowance used up) are ordinary error replies; after that the
   * reply streams back as events, one NATS message each.
   */
  @HandleRpc(RPC.chat.sendMessage)
  async send(@Payload() data: unknown): Promise<Observable<unknown>> {
    const prepared = await this.messages.prepare(parseRequest(RPC.chat.sendMessage, data));
    return from(this.messages.stream(prepared));
  }
}
