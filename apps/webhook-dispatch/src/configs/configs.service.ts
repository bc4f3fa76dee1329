import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  type AuditAction,
  type AuditActor,
  type AuditDetails,
  type CreateWebhookConfigBody,
  ErrorCode,
  EVENTS,
  type RevealedWebhookSecret,
  type UpdateWebhookConfigBody,
  type WebhookConfig,
  type WebhookConfigWithSecret,
  type WebhookType,
} from '@vi/contracts';
import { AppError, notFound, OutboxWriter, SERVICE_CONFIG } from '@vi/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../clock.js';
import type { WebhookDispatchConfig } from '../config.js';
import { DeliveriesRepository } from '../deliveries/deliveries.repository.js';
import { newSecret, overlapEnd } from '../sending/secrets.js';
import { checkTarget, TargetRefused } from '../sending/target.js';
import { type ConfigChange, configOf, ConfigsRepository } from './configs.repository.js';
import type { WebhookConfigEntity } from './webhook-config.entity.js';

/** How long saving waits for the endpoint's name to resolve before it takes it unchecked (delivery checks again). */
const SAVE_LOOKUP_TIMEOUT_MS = 3000;

type NewConfig = Required<Pick<CreateWebhookConfigBody, 'webhookType' | 'endpointUrl'>> & { secretKey?: string | null; enabled: boolean };
type ConfigUpdate = Required<Pick<UpdateWebhookConfigBody, 'endpointUrl' | 'enabled'>> & { secretKey?: string | null };

/** What an update did to the secret, for the audit log (never the secret itself). */
function secretChange(before: string | null, after: string | null): string {
  if (before === after) return 'unchanged';
  if (before === null) return 'added';
  return after === null ? 'removed' : 'replaced';
}

/**
 * The configurations, and every change to them: each change (and each reveal of a secret) is
 * written to the outbox as an `admin-action.recorded` event in the same transaction, so the audit
 * log (identity) learns of exactly the changes that happened. Who may make them is the gateway's
 * check (super admins); the actor comes with the request.
 */
@Injectable()
export class ConfigsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly configs: ConfigsRepository,
    private readonly deliveries: DeliveriesRepository,
    private readonly outbox: OutboxWriter,
    @Inject(SERVICE_CONFIG) private readonly config: WebhookDispatchConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(): Promise<WebhookConfig[]> {
    const now = this.clock.now();
    return (await this.configs.list()).map((row) => configOf(row, now));
  }

  /** Answers the secret in full, this once: the super admin who chose it may copy it from here. */
  async create(body: NewConfig, actor: AuditActor): Promise<WebhookConfigWithSecret> {
    await this.refuseUnsafeEndpoint(body.endpointUrl);
    const created = await this.dataSource.transaction(async (manager) => {
      const row = await this.configs.insert(manager, {
        id: randomUUID(),
        webhookType: body.webhookType as WebhookType,
        endpointUrl: body.endpointUrl,
        secretKey: body.secretKey || null,
        previousSecretKey: null,
        previousSecretExpiresAt: null,
        enabled: body.enabled,
      });
      await this.record(manager, 'webhook.created', actor, row, { webhookType: row.webhookType, enabled: row.enabled, signed: row.secretKey !== null });
      return row;
    });
    this.outbox.committed();
    return { ...configOf(created, this.clock.now()), secretKey: created.secretKey };
  }

  /**
   * A secret given here replaces the current one at once, and ends a rotation's overlap: the way to
   * stop a leaked secret signing now. A rotation (below) is the way to change it without breaking receivers.
   */
  async update(id: string, body: ConfigUpdate, actor: AuditActor): Promise<WebhookConfig> {
    await this.refuseUnsafeEndpoint(body.endpointUrl);
    const secretKey = body.secretKey === undefined ? undefined : body.secretKey || null;
    const updated = await this.dataSource.transaction(async (manager) => {
      const before = await this.configs.findForUpdate(manager, id);
      if (!before) return null;
      const change: ConfigChange = { endpointUrl: body.endpointUrl, enabled: body.enabled };
      if (secretKey !== undefined && secretKey !== before.secretKey)
        Object.assign(change, { secretKey, previousSecretKey: null, previousSecretExpiresAt: null });
      const after = await this.configs.update(manager, id, change);
      if (!after.enabled) await this.deliveries.cancelPendingOf(manager, id);
      await this.record(manager, 'webhook.updated', actor, after, {
        webhookType: after.webhookType,
        previousEndpointUrl: before.endpointUrl === after.endpointUrl ? null : before.endpointUrl,
        enabled: after.enabled,
        previouslyEnabled: before.enabled,
        secret: secretChange(before.secretKey, after.secretKey),
      });
      return after;
    });
    if (!updated) throw notFound('Webhook configuration');
    this.outbox.committed();
    return configOf(updated, this.clock.now());
  }

  async delete(id: string, actor: AuditActor): Promise<void> {
    const deleted = await this.dataSource.transaction(async (manager) => {
      const found = await this.configs.findForUpdate(manager, id);
      if (!found) return false;
      await this.configs.delete(manager, id);
      await this.deliveries.cancelPendingOf(manager, id);
      await this.record(manager, 'webhook.deleted', actor, found, { webhookType: found.webhookType, enabled: found.enabled });
      return true;
    });
    if (!deleted) throw notFound('Webhook configuration');
    this.outbox.committed();
  }

  /** The secret in full, answered only once the reveal is recorded (committed with its audit event). */
  async reveal(id: string, actor: AuditActor): Promise<RevealedWebhookSecret> {
    const secretKey = await this.dataSource.transaction(async (manager) => {
      const found = await this.configs.find(id, manager);
      if (!found) return undefined;
      await this.record(manager, 'webhook.secret-revealed', actor, found, { webhookType: found.webhookType, signed: found.secretKey !== null });
      return found.secretKey;
    });
    if (secretKey === undefined) throw notFound('Webhook configuration');
    this.outbox.committed();
    return { secretKey };
  }

  /**
   * A new secret, made here; the replaced one keeps signing beside it until the overlap ends (24 h on
   * this service's clock), so receivers can switch without missing a delivery. A second rotation
   * within the overlap ends the first secret's at once (only one previous secret is kept).
   */
  async rotate(id: string, actor: AuditActor): Promise<WebhookConfigWithSecret> {
    const now = this.clock.now();
    const secretKey = newSecret();
    const rotated = await this.dataSource.transaction(async (manager) => {
      const before = await this.configs.findForUpdate(manager, id);
      if (!before) return null;
      const previousSecretExpiresAt = before.secretKey ? overlapEnd(now) : null;
      const after = await this.configs.update(manager, id, { secretKey, previousSecretKey: before.secretKey, previousSecretExpiresAt });
      await this.record(manager, 'webhook.secret-rotated', actor, after, {
        webhookType: after.webhookType,
        previousSecretSignsUntil: previousSecretExpiresAt?.toISOString() ?? null,
      });
      return after;
    });
    if (!rotated) throw notFound('Webhook configuration');
    this.outbox.committed();
    return { ...configOf(rotated, now), secretKey };
  }

  private async record(manager: EntityManager, action: AuditAction, actor: AuditActor, config: WebhookConfigEntity, details: AuditDetails): Promise<void> {
    await this.outbox.append(manager, EVENTS.webhooks.adminActionRecorded, {
      action,
      actor,
      target: { type: 'webhook', id: config.id, label: config.endpointUrl },
      details,
      occurredAt: this.clock.now().toISOString(),
    });
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
