import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { type AdminOverview, RPC } from '@vi/contracts';
import { HandleRpc, parseRequest } from '@vi/service-kit';
import { OverviewService } from './overview.service.js';

/** The overview's request (admins only: the gateway checks the right before it asks). */
@Controller()
export class OverviewController {
  constructor(private readonly overview: OverviewService) {}

  @HandleRpc(RPC.admin.overview)
  overviewOf(@Payload() data: unknown): Promise<AdminOverview> {
    return this.overview.overviewOf(parseRequest(RPC.admin.overview, data ?? {}).days);
  }
}
