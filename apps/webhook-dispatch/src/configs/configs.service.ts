import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type CreateWebhookConfigBody, ErrorCode, type UpdateWebhookConfigBody, type WebhookConfig, type WebhookType } from '@vi/contracts';
import { AppError, notFound, SERVICE_CONFIG } from '@vi/service-kit';
import { DataSource } from 'typeorm';
import type { WebhookDispatchConfig } from '../config.js';
import { DeliveriesRepository } from '../deliveries/deliveries.repository.js';
import { checkTarget, TargetRefused } from '../sending/target.js';
import { ConfigsRepository } from './configs.repository.js';

/** How long saving waits for the endpoint's name to resolve before it takes it unchecked (delivery checks again). */
const SAVE_LOOKUP_TIMEOUT_MS = 3000;

@Injectable()
export class ConfigsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly configs: ConfigsRepository,
    private readonly deliveries: DeliveriesRepository,
    @Inject(SERVICE_CONFIG) private readonly config: WebhookDispatchConfig,
  ) {}

  list(): Promise<WebhookConfig[]> {
    return this.configs.list();
  }

  async create(
    body: Required<Pick<CreateWebhookConfigBody, 'webhookType' | 'endpointUrl'>> & { secretKey?: string | null; enabled: boolean },
  ): Promise<WebhookConfig> {
    await this.refuseUnsafeEndpoint(body.endpointUrl);
    return this.configs.insert({
      id: randomUUID(),
      webhookType: body.webhookType as WebhookType,
      endpointUrl: body.endpointUrl,
      secretKey: body.secretKey || null,
      enabled: body.enabled,
    });
  }

  async update(id: string, body: Required<Pick<UpdateWebhookConfigBody, 'endpointUrl' | 'enabled'>> & { secretKey?: string | null }): Promise<WebhookConfig> {
    await this.refuseUnsafeEndpoint(body.endpointUrl);
    const secretKey = body.secretKey === undefined ? undefined : body.secretKey || null;
    const updated = await this.dataSource.transaction(async (manager) => {
      const config = await this.configs.update(manager, id, { endpointUrl: body.endpointUrl, secretKey, enabled: body.enabled });
      if (config && !config.enabled) await this.deliveries.cancelPendingOf(manager, id);
      return config;
    });
    if (!updated) throw notFound('Webhook configuration');
    return updated;
  }

  async delete(id: string): Promise<void> {
    const deleted = await this.dataSource.transaction(async (manager) => {
      const found = await this.configs.delete(manager, id);
      if (found) await this.deliveries.cancelPendingOf(manager, id);
      return found;
    });
    if (!deleted) throw notFound('Webhook configuration');
  }

  /**
   * Refuses, at save, an endpoint whose host is or resolves to an address deliveries may not go to.
   * A name that does not resolve now is taken: the check at delivery time is the one that counts.
   */
  private async refuseUnsafeEndpoint(endpointUrl: string): Promise<void> {
    try {
      await checkTarget(endpointUrl, this.config.WEBHOOK_ALLOW_PRIVATE_TARGETS, SAVE_LOOKUP_TIMEOUT_MS);
    } catch (error) {
      if (error instanceof TargetRefused) {
        throw new AppError(ErrorCode.VALIDATION_FAILED, error.message, { issues: [{ path: 'endpointUrl', message: error.message }] });
      }
    }
  }
}
