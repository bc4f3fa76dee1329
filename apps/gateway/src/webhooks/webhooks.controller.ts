import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { RpcClient } from '@vi/service-kit';

/** Outbound webhook configurations, logs, test and redelivery: admins only (filled in by the webhook work). */
@ApiTags('admin: webhooks')
@Controller('admin/webhooks')
export class WebhooksController {
  constructor(private readonly rpc: RpcClient) {}
}
