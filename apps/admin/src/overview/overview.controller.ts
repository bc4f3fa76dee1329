import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type AdminOverview, adminOverviewRequestSchema, RPC } from '@vi/contracts';
import { parseOrThrow } from '@vi/service-kit';
import { OverviewService } from './overview.service.js';

/** The overview's request (admins only: the gateway checks the right before it asks). */
@Controller()
export class OverviewController {
  constructor(private readonly overview: OverviewService) {}

  @MessagePattern(RPC.admin.overview)
  overviewOf(@Payload() data: unknown): Promise<AdminOverview> {
    return this.overview.overviewOf(parseOrThrow(adminOverviewRequestSchema, data ?? {}).days);
  }
}
