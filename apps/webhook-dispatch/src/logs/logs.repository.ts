import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { WebhookLog, WebhookType } from '@vi/contracts';
import { queryRows } from '@vi/service-kit';
import { DataSource, type EntityManager } from 'typeorm';

interface LogRow {
  id: string;
  webhook_type: WebhookType;
  success: boolean;
  response_status: number | null;
  endpoint_url: string;
  response_body: string | null;
  error_message: string | null;
  created_at: Date;
  attempt: number;
  event_id: string | null;
  delivery_id: string;
  config_id: string | null;
  test: boolean;
}

export interface NewLog {
  webhookType: WebhookType;
  success: boolean;
  responseStatus: number | null;
  endpointUrl: string;
  responseBody: string | null;
  errorMessage: string | null;
  attempt: number;
  eventId: string | null;
  deliveryId: string;
  configId: string | null;
  test: boolean;
}

export function logOf(row: LogRow): WebhookLog {
  return {
    id: row.id,
    webhookType: row.webhook_type,
    success: row.success,
    responseStatus: row.response_status,
    endpointUrl: row.endpoint_url,
    responseBody: row.response_body,
    errorMessage: row.error_message,
    createdAt: new Date(row.created_at).toISOString(),
    attempt: row.attempt,
    eventId: row.event_id,
    deliveryId: row.delivery_id,
    configId: row.config_id,
    test: row.test,
  };
}

@Injectable()
export class LogsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(manager: EntityManager, log: NewLog): Promise<string> {
    const id = randomUUID();
    await manager.query(
      `INSERT INTO "webhook_logs" ("id", "webhook_type", "success", "response_status", "endpoint_url", "response_body", "error_message", "created_at", "attempt", "event_id", "delivery_id", "config_id", "test")
       VALUES ($1, $2, $3, $4, $5, $6, $7, clock_timestamp(), $8, $9, $10, $11, $12)`,
      [
        id,
        log.webhookType,
        log.success,
        log.responseStatus,
        log.endpointUrl,
        log.responseBody,
        log.errorMessage,
        log.attempt,
        log.eventId,
        log.deliveryId,
        log.configId,
        log.test,
      ],
    );
    return id;
  }

  /** Newest first. */
  async latest(limit: number): Promise<WebhookLog[]> {
    const rows = await queryRows<LogRow>(this.dataSource, `SELECT * FROM "webhook_logs" ORDER BY "created_at" DESC, "id" DESC LIMIT $1`, [limit]);
    return rows.map(logOf);
  }

  async find(id: string): Promise<WebhookLog | undefined> {
    const [row] = await queryRows<LogRow>(this.dataSource, `SELECT * FROM "webhook_logs" WHERE "id" = $1`, [id]);
    return row ? logOf(row) : undefined;
  }

  /** Every attempt of one delivery, first first. */
  async ofDelivery(deliveryId: string): Promise<WebhookLog[]> {
    const rows = await queryRows<LogRow>(this.dataSource, `SELECT * FROM "webhook_logs" WHERE "delivery_id" = $1 ORDER BY "attempt", "created_at"`, [
      deliveryId,
    ]);
    return rows.map(logOf);
  }
}
