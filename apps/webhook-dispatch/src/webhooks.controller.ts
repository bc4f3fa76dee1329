import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  type RevealedWebhookSecret,
  RPC,
  type WebhookConfig,
  type WebhookConfigList,
  type WebhookConfigWithSecret,
  type WebhookLogList,
  type WebhookSendResult,
} from '@vi/contracts';
import { HandleRpc, parseRequest } from '@vi/service-kit';
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

  @HandleRpc(RPC.webhooks.listConfigs)
  async listConfigs(): Promise<WebhookConfigList> {
    return { items: await this.configs.list() };
  }

  @HandleRpc(RPC.webhooks.createConfig)
  createConfig(@Payload() data: unknown): Promise<WebhookConfigWithSecret> {
    const { config, actor } = parseRequest(RPC.webhooks.createConfig, data);
    return this.configs.create(config, actor);
  }

  @HandleRpc(RPC.webhooks.updateConfig)
  updateConfig(@Payload() data: unknown): Promise<WebhookConfig> {
    const { id, config, actor } = parseRequest(RPC.webhooks.updateConfig, data);
    return this.configs.update(id, config, actor);
  }

  @HandleRpc(RPC.webhooks.deleteConfig)
  async deleteConfig(@Payload() data: unknown): Promise<{ deleted: true }> {
    const { id, actor } = parseRequest(RPC.webhooks.deleteConfig, data);
    await this.configs.delete(id, actor);
    return { deleted: true };
  }

  @HandleRpc(RPC.webhooks.revealSecret)
  revealSecret(@Payload() data: unknown): Promise<RevealedWebhookSecret> {
    const { id, actor } = parseRequest(RPC.webhooks.revealSecret, data);
    return this.configs.reveal(id, actor);
  }

  @HandleRpc(RPC.webhooks.rotateSecret)
  rotateSecret(@Payload() data: unknown): Promise<WebhookConfigWithSecret> {
    const { id, actor } = parseRequest(RPC.webhooks.rotateSecret, data);
    return this.configs.rotate(id, actor);
  }

  @HandleRpc(RPC.webhooks.listLogs)
  async listLogs(@Payload() data: unknown): Promise<WebhookLogList> {
    return { items: await this.logs.latest(parseRequest(RPC.webhooks.listLogs, data ?? {}).limit) };
  }

  @HandleRpc(RPC.webhooks.test)
  test(@Payload() data: unknown): Promise<WebhookSendResult> {
    return this.sendNow.test(parseRequest(RPC.webhooks.test, data).id);
  }

  @HandleRpc(RPC.webhooks.redeliver)
  redeliver(@Payload() data: unknown): Promise<WebhookSendResult> {
    return this.sendNow.redeliver(parseRequest(RPC.webhooks.redeliver, data).logId);
  }
}
