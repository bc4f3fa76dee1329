import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  createWebhookConfigBodySchema,
  RPC,
  updateWebhookConfigBodySchema,
  type WebhookConfig,
  type WebhookConfigList,
  webhookConfigListSchema,
  webhookConfigSchema,
  WEBHOOK_LOGS_FETCHED,
  type WebhookLogList,
  webhookLogListSchema,
  type WebhookSendResult,
  webhookSendResultSchema,
} from '@vi/contracts';
import { AppError, parseOrThrow, RpcClient } from '@vi/service-kit';
import { z } from 'zod';
import { AdminOnly } from '../auth/admin.guard.js';
import { jsonSchema } from '../docs/json-schema.js';

const REFUSAL = 'Only admins can manage webhooks';

/** An id that cannot be a configuration's (or a log's) is as unknown as one that is not there. */
const configId = new ParseUUIDPipe({ exceptionFactory: () => new AppError('NOT_FOUND', 'Webhook configuration not found') });
const logId = new ParseUUIDPipe({ exceptionFactory: () => new AppError('NOT_FOUND', 'Webhook log not found') });

const deletedSchema = z.object({ deleted: z.literal(true) });

/**
 * A test send or a redelivery waits for the receiver: longer than webhook-dispatch's own bound on
 * one attempt (WEBHOOK_TIMEOUT_MS, 10 s by default), so its answer, not ours, says what happened.
 */
const SEND_NOW_TIMEOUT_MS = 25_000;

/**
 * Outbound webhook configurations, their recent activity, a test send and a redelivery: admins only
 * (checked live on every request). Webhook-dispatch validates again and decides everything.
 */
@ApiTags('admin: webhooks')
@Controller('admin/webhooks')
@AdminOnly(REFUSAL)
export class WebhooksController {
  constructor(private readonly rpc: RpcClient) {}

  /** By type, then by when each was last changed. */
  @Get()
  @ApiOkResponse({ schema: jsonSchema(webhookConfigListSchema, 'output') })
  list(): Promise<WebhookConfigList> {
    return this.rpc.call(RPC.webhooks.listConfigs, {}, webhookConfigListSchema);
  }

  /** 400 for a bad body or an endpoint on a private, loopback or link-local address. */
  @Post()
  @ApiBody({ schema: jsonSchema(createWebhookConfigBodySchema) })
  @ApiCreatedResponse({ schema: jsonSchema(webhookConfigSchema, 'output') })
  create(@Body() body: unknown): Promise<WebhookConfig> {
    const config = parseOrThrow(createWebhookConfigBodySchema, body ?? {});
    return this.rpc.call(RPC.webhooks.createConfig, { config }, webhookConfigSchema, { timeoutMs: 10_000 });
  }

  /** The newest 50 attempts and test sends, newest first. */
  @Get('logs')
  @ApiOkResponse({ schema: jsonSchema(webhookLogListSchema, 'output') })
  logs(): Promise<WebhookLogList> {
    return this.rpc.call(RPC.webhooks.listLogs, { limit: WEBHOOK_LOGS_FETCHED }, webhookLogListSchema);
  }

  /** Sends the logged delivery again now, with the same webhook-id; answers how the receiver took it. */
  @Post('logs/:logId/redeliver')
  @HttpCode(200)
  @ApiOkResponse({ schema: jsonSchema(webhookSendResultSchema, 'output') })
  @ApiNotFoundResponse({ description: 'No such log, or its configuration was deleted' })
  redeliver(@Param('logId', logId) id: string): Promise<WebhookSendResult> {
    return this.rpc.call(RPC.webhooks.redeliver, { logId: id }, webhookSendResultSchema, { timeoutMs: SEND_NOW_TIMEOUT_MS });
  }

  /** Endpoint, secret and enabled state; the type stays. An absent secretKey keeps the secret, '' or null removes it. */
  @Put(':id')
  @ApiBody({ schema: jsonSchema(updateWebhookConfigBodySchema) })
  @ApiOkResponse({ schema: jsonSchema(webhookConfigSchema, 'output') })
  @ApiNotFoundResponse({ description: 'No such configuration' })
  update(@Param('id', configId) id: string, @Body() body: unknown): Promise<WebhookConfig> {
    const config = parseOrThrow(updateWebhookConfigBodySchema, body ?? {});
    return this.rpc.call(RPC.webhooks.updateConfig, { id, config }, webhookConfigSchema, { timeoutMs: 10_000 });
  }

  /** Deliveries still owed to it are not sent; its log stays. */
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ description: 'No such configuration' })
  async delete(@Param('id', configId) id: string): Promise<void> {
    await this.rpc.call(RPC.webhooks.deleteConfig, { id }, deletedSchema);
  }

  /** Sends the test payload to this configuration now, signed like any delivery, and logs it. */
  @Post(':id/test')
  @HttpCode(200)
  @ApiOkResponse({ schema: jsonSchema(webhookSendResultSchema, 'output') })
  @ApiNotFoundResponse({ description: 'No such configuration' })
  test(@Param('id', configId) id: string): Promise<WebhookSendResult> {
    return this.rpc.call(RPC.webhooks.test, { id }, webhookSendResultSchema, { timeoutMs: SEND_NOW_TIMEOUT_MS });
  }
}
