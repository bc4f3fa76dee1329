import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import {
  type AuditActor,
  createWebhookConfigBodySchema,
  type RevealedWebhookSecret,
  revealedWebhookSecretSchema,
  RPC,
  updateWebhookConfigBodySchema,
  WEBHOOK_LOGS_FETCHED,
  WEBHOOK_SECRET_OVERLAP_HOURS,
  WEBHOOK_SUPER_ADMIN_REFUSALS,
  type WebhookConfig,
  type WebhookConfigList,
  webhookConfigListSchema,
  webhookConfigSchema,
  type WebhookConfigWithSecret,
  webhookConfigWithSecretSchema,
  type WebhookLogList,
  webhookLogListSchema,
  type WebhookSendResult,
  webhookSendResultSchema,
  WEBHOOKS_REFUSAL,
} from '@vi/contracts';
import { AppError, parseOrThrow, RpcClient } from '@vi/service-kit';
import { Actor, SuperAdminOnly } from '../admin/admin-actor.js';
import { AdminOnly } from '../auth/admin.guard.js';
import { ApiAnswers } from '../docs/api-answers.js';
import { jsonSchema } from '../docs/json-schema.js';

const REFUSAL = WEBHOOKS_REFUSAL;

/** An id that cannot be a configuration's (or a log's) is as unknown as one that is not there. */
const configId = new ParseUUIDPipe({ exceptionFactory: () => new AppError('NOT_FOUND', 'Webhook configuration not found') });
const logId = new ParseUUIDPipe({ exceptionFactory: () => new AppError('NOT_FOUND', 'Webhook log not found') });

const NO_CONFIG = 'No such configuration';
const BAD_CONFIG = 'Not a configuration: a bad body, or an endpoint on a private, loopback or link-local address';
const CHANGE = WEBHOOK_SUPER_ADMIN_REFUSALS.change;
const NOT_SUPER_ADMIN = { 403: `A member: "${REFUSAL}"; a plain admin: "${CHANGE}"` };

/**
 * A test send or a redelivery waits for the receiver: longer than webhook-dispatch's own bound on
 * one attempt (WEBHOOK_TIMEOUT_MS, 10 s by default), so its answer, not ours, says what happened.
 */
const SEND_NOW_TIMEOUT_MS = 25_000;

/**
 * Outbound webhook configurations, their recent activity, a test send and a redelivery: admins only
 * (checked live on every request). Changing a configuration (its endpoint, secret, state, or the
 * configuration itself) and seeing or rotating its secret take a super admin; webhook-dispatch
 * records each in the audit log with the super admin and their address (docs/adr/0040).
 * Webhook-dispatch validates again and decides everything else.
 */
@ApiTags('admin: webhooks')
@Controller('admin/webhooks')
@AdminOnly(REFUSAL)
export class WebhooksController {
  constructor(private readonly rpc: RpcClient) {}

  /** By type, then by when each was last changed; secrets masked (`whsec_…` and the last 4 characters). */
  @Get()
  @ApiAnswers({ status: 200, returns: webhookConfigListSchema, refusals: {} })
  list(): Promise<WebhookConfigList> {
    return this.rpc.call(RPC.webhooks.listConfigs, {});
  }

  /**
   * Super admins. Answers the secret in full this once (`secretKey`), for the receiver's side; later
   * only the reveal shows it. 400 for a bad body or an endpoint on a private, loopback or link-local address.
   */
  @Post()
  @SuperAdminOnly(CHANGE)
  @ApiBody({ schema: jsonSchema(createWebhookConfigBodySchema) })
  @ApiAnswers({ status: 201, returns: webhookConfigWithSecretSchema, refusals: { 400: BAD_CONFIG, ...NOT_SUPER_ADMIN } })
  create(@Body() body: unknown, @Actor() actor: AuditActor): Promise<WebhookConfigWithSecret> {
    const config = parseOrThrow(createWebhookConfigBodySchema, body ?? {});
    return this.rpc.call(RPC.webhooks.createConfig, { config, actor }, { timeoutMs: 10_000 });
  }

  /** The newest 50 attempts and test sends, newest first. */
  @Get('logs')
  @ApiAnswers({ status: 200, returns: webhookLogListSchema, refusals: {} })
  logs(): Promise<WebhookLogList> {
    return this.rpc.call(RPC.webhooks.listLogs, { limit: WEBHOOK_LOGS_FETCHED });
  }

  /** Sends the logged delivery again now, with the same webhook-id; answers how the receiver took it. */
  @Post('logs/:logId/redeliver')
  @HttpCode(200)
  @ApiAnswers({ status: 200, returns: webhookSendResultSchema, refusals: { 404: 'No such log, or its configuration was deleted' } })
  redeliver(@Param('logId', logId) id: string): Promise<WebhookSendResult> {
    return this.rpc.call(RPC.webhooks.redeliver, { logId: id }, { timeoutMs: SEND_NOW_TIMEOUT_MS });
  }

  /**
   * Super admins. Endpoint, secret and enabled state; the type stays. An absent secretKey keeps the
   * secret, '' or null removes it, a new one replaces it at once (no overlap: see rotate-secret).
   */
  @Put(':id')
  @SuperAdminOnly(CHANGE)
  @ApiBody({ schema: jsonSchema(updateWebhookConfigBodySchema) })
  @ApiAnswers({ status: 200, returns: webhookConfigSchema, refusals: { 400: BAD_CONFIG, 404: NO_CONFIG, ...NOT_SUPER_ADMIN } })
  update(@Param('id', configId) id: string, @Body() body: unknown, @Actor() actor: AuditActor): Promise<WebhookConfig> {
    const config = parseOrThrow(updateWebhookConfigBodySchema, body ?? {});
    return this.rpc.call(RPC.webhooks.updateConfig, { id, config, actor }, { timeoutMs: 10_000 });
  }

  /** Super admins. Deliveries still owed to it are not sent; its log stays. */
  @Delete(':id')
  @SuperAdminOnly(CHANGE)
  @HttpCode(204)
  @ApiAnswers({ status: 204, description: 'Deleted', refusals: { 404: NO_CONFIG, ...NOT_SUPER_ADMIN } })
  async delete(@Param('id', configId) id: string, @Actor() actor: AuditActor): Promise<void> {
    await this.rpc.call(RPC.webhooks.deleteConfig, { id, actor });
  }

  /** Super admins: the secret in full (null: unsigned), answered only once the audit log has the reveal. */
  @Post(':id/reveal-secret')
  @SuperAdminOnly(WEBHOOK_SUPER_ADMIN_REFUSALS.reveal)
  @HttpCode(200)
  @ApiAnswers({
    status: 200,
    returns: revealedWebhookSecretSchema,
    refusals: { 404: NO_CONFIG, 403: `A member: "${REFUSAL}"; a plain admin: "${WEBHOOK_SUPER_ADMIN_REFUSALS.reveal}"` },
  })
  reveal(@Param('id', configId) id: string, @Actor() actor: AuditActor): Promise<RevealedWebhookSecret> {
    return this.rpc.call(RPC.webhooks.revealSecret, { id, actor });
  }

  /**
   * Super admins: a new secret, answered in full this once; the replaced one keeps signing beside it
   * (a second signature) for 24 hours (WEBHOOK_SECRET_OVERLAP_HOURS), so receivers can switch without missing a delivery.
   */
  @Post(':id/rotate-secret')
  @SuperAdminOnly(CHANGE)
  @HttpCode(200)
  @ApiAnswers({
    status: 200,
    returns: webhookConfigWithSecretSchema,
    description: `The configuration with its new secret; the previous one also signs for ${WEBHOOK_SECRET_OVERLAP_HOURS} hours`,
    refusals: { 404: NO_CONFIG, ...NOT_SUPER_ADMIN },
  })
  rotate(@Param('id', configId) id: string, @Actor() actor: AuditActor): Promise<WebhookConfigWithSecret> {
    return this.rpc.call(RPC.webhooks.rotateSecret, { id, actor });
  }

  /** Any admin: sends the test payload to this configuration now, signed like any delivery, and logs it. */
  @Post(':id/test')
  @HttpCode(200)
  @ApiAnswers({ status: 200, returns: webhookSendResultSchema, refusals: { 404: NO_CONFIG } })
  test(@Param('id', configId) id: string): Promise<WebhookSendResult> {
    return this.rpc.call(RPC.webhooks.test, { id }, { timeoutMs: SEND_NOW_TIMEOUT_MS });
  }
}
