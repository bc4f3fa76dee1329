import { Injectable } from '@nestjs/common';
import type { WebhookConfig, WebhookType } from '@vi/contracts';
import { queryRows } from '@vi/service-kit';
import { DataSource, type EntityManager } from 'typeorm';

interface ConfigRow {
  id: string;
  webhook_type: WebhookType;
  endpoint_url: string;
  secret_key: string | null;
  enabled: boolean;
  updated_at: Date;
}

const COLUMNS = `"id", "webhook_type", "endpoint_url", "secret_key", "enabled", "updated_at"`;

export function configOf(row: ConfigRow): WebhookConfig {
  return {
    id: row.id,
    webhookType: row.webhook_type,
    endpointUrl: row.endpoint_url,
    secretKey: row.secret_key,
    enabled: row.enabled,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

@Injectable()
export class ConfigsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** By type, then oldest change first (the admin's list). */
  async list(): Promise<WebhookConfig[]> {
    const rows = await queryRows<ConfigRow>(this.dataSource, `SELECT ${COLUMNS} FROM "webhook_config" ORDER BY "webhook_type", "updated_at", "id"`);
    return rows.map(configOf);
  }

  async find(id: string, manager: EntityManager = this.dataSource.manager): Promise<WebhookConfig | undefined> {
    const [row] = await queryRows<ConfigRow>(manager, `SELECT ${COLUMNS} FROM "webhook_config" WHERE "id" = $1`, [id]);
    return row ? configOf(row) : undefined;
  }

  async insert(config: { id: string; webhookType: WebhookType; endpointUrl: string; secretKey: string | null; enabled: boolean }): Promise<WebhookConfig> {
    const [row] = await queryRows<ConfigRow>(
      this.dataSource,
      `INSERT INTO "webhook_config" ("id", "webhook_type", "endpoint_url", "secret_key", "enabled", "updated_at") VALUES ($1, $2, $3, $4, $5, now()) RETURNING ${COLUMNS}`,
      [config.id, config.webhookType, config.endpointUrl, config.secretKey, config.enabled],
    );
    return configOf(row!);
  }

  /** `secretKey` undefined keeps the secret; null removes it. */
  async update(
    manager: EntityManager,
    id: string,
    change: { endpointUrl: string; secretKey: string | null | undefined; enabled: boolean },
  ): Promise<WebhookConfig | undefined> {
    const [row] = await queryRows<ConfigRow>(
      manager,
      `UPDATE "webhook_config" SET "endpoint_url" = $2, "secret_key" = CASE WHEN $3::boolean THEN "secret_key" ELSE $4::text END, "enabled" = $5, "updated_at" = now()
       WHERE "id" = $1 RETURNING ${COLUMNS}`,
      [id, change.endpointUrl, change.secretKey === undefined, change.secretKey ?? null, change.enabled],
    );
    return row ? configOf(row) : undefined;
  }

  async delete(manager: EntityManager, id: string): Promise<boolean> {
    const rows = await queryRows<{ id: string }>(manager, `DELETE FROM "webhook_config" WHERE "id" = $1 RETURNING "id"`, [id]);
    return rows.length === 1;
  }
}
