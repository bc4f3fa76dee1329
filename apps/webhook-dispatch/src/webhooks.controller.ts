import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  createWebhookConfigRequestSchema,
  listWebhookLogsRequestSchema,
  redeliverRequestSchema,
  RPC,
  updateWebhookConfigRequestSchema,
  type WebhookConfig,
  type WebhookConfigList,
  webhookIdParamSchema,
  type WebhookLogList,
  type WebhookSendResult,
} from '@vi/contracts';
import { parseOrThrow } from '@vi/service-kit';
import { ConfigsService } from './configs/configs.service.js';
import { SendNowService } from './deliveries/send-now.service.js';
import { LogsRepository } from './logs/logs.repository.js';

/** The admin's webhook requests (the gateway has checked the admin): validate, hand on, nothing else. */
@Controller()
export class WebhooksController {
  constructor(
    private readonly configs: ConfigsService,
    private readonly logs: LogsRepository,
    private readonly sendNow: SendNowService,
  ) {}

  @MessagePattern(RPC.webhooks.listConfigs)
  async listConfigs(): Promise<WebhookConfigList> {
    return { items: await this.configs.list() };
  }

  @MessagePattern(RPC.webhooks.createConfig)
  createConfig(@Payload() data: unknown): Promise<WebhookConfig> {
    return this.configs.create(parseOrThrow(createWebhookConfigRequestSchema, data).config);
  }

  @MessagePattern(RPC.webhooks.updateConfig)
  updateConfig(@Payload() data: unknown): Promise<WebhookConfig> {
    const { id, config } = parseOrThrow(updateWebhookConfigRequestSchema, data);
    return this.configs.update(id, config);
  }

  @MessagePattern(RPC.webhooks.deleteConfig)
  async deleteConfig(@Payload() data: unknown): Promise<{ deleted: true }> {
    await this.configs.delete(parseOrThrow(webhookIdParamSchema, data).id);
    return { deleted: true };
  }

  @MessagePattern(RPC.webhooks.listLogs)
  async listLogs(@Payload() data: unknown): Promise<WebhookLogList> {
    return { items: await this.logs.latest(parseOrThrow(listWebhookLogsRequestSchema, data ?? {}).limit) };
  }

  @MessagePattern(RPC.webhooks.test)
  test(@Payload() data: unknown): Promise<WebhookSendResult> {
    return this.sendNow.test(parseOrThrow(webhookIdParamSchema, data).id);
  }

  @MessagePattern(RPC.webhooks.redeliver)
  redeliver(@Payload() data: unknown): Promise<WebhookSendResult> {
    return this.sendNow.redeliver(parseOrThrow(redeliverRequestSchema, data).logId);
  }
}
