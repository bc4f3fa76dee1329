import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type Entitlement, FREE_PLAN_NAME, RPC, userRequestSchema } from '@vi/contracts';
import { parseOrThrow } from '@vi/service-kit';
import { DataSource } from 'typeorm';
import { EntitlementsRepository } from './entitlements.repository.js';

/** Whether a member is premium, for other services (chat history is a premium feature). */
@Controller()
export class EntitlementsController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly entitlements: EntitlementsRepository,
  ) {}

  @MessagePattern(RPC.sessions.entitlement)
  async entitlementOf(@Payload() data: unknown): Promise<Entitlement> {
    const { userId } = parseOrThrow(userRequestSchema, data);
    const entitlement = await this.entitlements.forUser(this.dataSource.manager, userId);
    return { premium: entitlement.premium, planName: entitlement.planName ?? FREE_PLAN_NAME };
  }
}
