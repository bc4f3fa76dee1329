import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RPC } from '@vi/contracts';
import { HandleRpc, parseRequest } from '@vi/service-kit';
import { UsageService } from './usage.service.js';

@Controller()
export class UsageController {
  constructor(private readonly usage: UsageService) {}

  @HandleRpc(RPC.sessions.usage)
  usageOf(@Payload() data: unknown) {
    const { userId, timeZone } = parseRequest(RPC.sessions.usage, data);
    return this.usage.forMember(userId, timeZone);
  }
}
