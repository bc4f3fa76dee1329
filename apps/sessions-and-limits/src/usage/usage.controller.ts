import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { RPC, usageRequestSchema } from '@vi/contracts';
import { parseOrThrow } from '@vi/service-kit';
import { UsageService } from './usage.service.js';

@Controller()
export class UsageController {
  constructor(private readonly usage: UsageService) {}

  @MessagePattern(RPC.sessions.usage)
  usageOf(@Payload() data: unknown) {
    const { userId, timeZone } = parseOrThrow(usageRequestSchema, data);
    return this.usage.forMember(userId, timeZone);
  }
}
