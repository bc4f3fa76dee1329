import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import {
  createWebhookConfigBodySchema,
  RPC,
  updateWebhookConfigBodySchema,
  WEBHOOK_LOGS_FETCHED,
  type WebhookConfig,
  type WebhookConfigList,
  webhookConfigListSchema,
  webhookConfigSchema,
  type WebhookLogList,
  webhookLogListSchema,
  type WebhookSendResult,
  webhookSendResultSchema,
  WEBHOOKS_REFUSAL,
} from '@vi/contracts';
import { AppError, parseOrThrow, RpcClient } from '@vi/service-kit';
import { AdminOnly } from '../auth/admin.guard.js';
import { ApiAnswers } from '../docs/api-answers.js';
import { jsonSchema } from '../docs/json-schema.js';
import { RequestId } from '../http/request-context.js';

const REFUSAL = WEBHOOKS_REFUSAL;

/** An id that cannot be a configuration's (or a log's) is as unknown as one that is not there. */
const configId = new ParseUUIDPipe({ exceptionFactory: () => new AppError('NOT_FOUND', 'Webhook configuration not found') });
const logId = new ParseUUIDPipe({ exceptionFactory: () => new AppError('NOT_FOUND', 'Webhook log not found') });

const NO_CONFIG = 'No such configuration';
const BAD_CONFIG = 'Not a configuration: a bad body, or an endpoint on a private, loopback or link-local address';

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
  @ApiAnswers({ status: 200, returns: webhookConfigListSchema, refusals: {} })
  list(@RequestId() requestId: string): Promise<WebhookConfigList> {
    return this.rpc.call(RPC.webhooks.listConfigs, {}, { requestId });
  }

  /** 400 for a bad body or an endpoint on a private, loopback or link-local address. */
  @Post()
  @ApiBody({ schema: jsonSchema(createWebhookConfigBodySchema) })
  @ApiAnswers({ status: 201, returns: webhookConfigSchema, refusals: { 400: BAD_CONFIG } })
  create(@Body() body: unknown, @RequestId() requestId: string): Promise<WebhookConfig> {
    const config = parseOrThrow(createWebhookConfigBodySchema, body ?? {});
    return this.rpc.call(RPC.webhooks.createConfig, { config }, { timeoutMs: 10_000, requestId });
  }

  /** The newest 50 attempts and test sends, newest first. */
  @Get('logs')
  @ApiAnswers({ status: 200, returns: webhookLogListSchema, refusals: {} })
  logs(@RequestId() requestId: string): Promise<WebhookLogList> {
    return this.rpc.call(RPC.webhooks.listLogs, { limit: WEBHOOK_LOGS_FETCHED }, { requestId });
  }

  /** Sends the logged delivery again now, with the same webhook-id; answers how the receiver took it. */
  @Post('logs/:logId/redeliver')
  @HttpCode(200)
  @ApiAnswers({ status: 200, returns: webhookSendResultSchema, refusals: { 404: 'No such log, or its configuration was deleted' } })
  redeliver(@Param('logId', logId) id: string, @RequestId() requestId: string): Promise<WebhookSendResult> {
    return this.rpc.call(RPC.webhooks.redeliver, { logId: id }, { timeoutMs: SEND_NOW_TIMEOUT_MS, requestId });
  }

  /** Endpoint, secret and enabled state; the type stays. An absent secretKey keeps the secret, '' or null removes it. */
  @Put(':id')
  @ApiBody({ schema: jsonSchema(updateWebhookConfigBodySchema) })
  @ApiAnswers({ status: 200, returns: webhookConfigSchema, refusals: { 400: BAD_CONFIG, 404: NO_CONFIG } })
  update(@Param('id', configId) id: string, @Body() body: unknown, @RequestId() requestId: string): Promise<WebhookConfig> {
    const config = parseOrThrow(updateWebhookConfigBodySchema, body ?? {});
    return this.rpc.call(RPC.webhooks.updateConfig, { id, config }, { timeoutMs: 10_000, requestId });
  }

  /** Deliveries still owed to it are not sent; its log stays. */
  @Delete(':id')
  @HttpCode(204)
  @ApiAnswers({ status: 204, description: 'Deleted', refusals: { 404: NO_CONFIG } })
  async delete(@Param('id', configId) id: string, @RequestId() requestId: string): Promise<void> {
    await this.rpc.call(RPC.webhooks.deleteConfig, { id }, { requestId });
  }

  /** Sends the test payload to this configuration now, signed like any delivery, and logs it. */
  @Post(':id/test')
  @HttpCode(200)
  @ApiAnswers({ status: 200, returns: webhookSendResultSchema, refusals: { 404: NO_CONFIG } })
  test(@Param('id', configId) id: string, @RequestId() requestId: string): Promise<WebhookSendResult> {
    return this.rpc.call(RPC.webhooks.test, { id }, { timeoutMs: SEND_NOW_TIMEOUT_MS, requestId });
  }
}
