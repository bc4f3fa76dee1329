import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { type Entitlement, FREE_PLAN_NAME, RPC } from '@vi/contracts';
import { HandleRpc, parseRequest } from '@vi/service-kit';
import { DataSource } from 'typeorm';
import { EntitlementsRepository } from './entitlements.repository.js';

/** Whether a member is premium, for other services (chat history is a premium feature). */
@Controller()
export class EntitlementsController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly entitlements: EntitlementsRepository,
  ) {}

  @HandleRpc(RPC.sessions.entitlement)
  async entitlementOf(@Payload() data: unknown): Promise<Entitlement> {
    const { userId } = parseRequest(RPC.sessions.entitlement, data);
    const entitlement = await this.entitlements.forUser(this.dataSource.manager, userId);
    return { premium: entitlement.premium, planName: entitlement.planName ?? FREE_PLAN_NAME };
  }
}
