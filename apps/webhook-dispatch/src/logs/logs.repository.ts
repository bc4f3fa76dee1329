import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { WebhookLog } from '@vi/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { WebhookLogEntity } from './webhook-log.entity.js';

/** What a caller gives of a new attempt's log: everything but the id and the time, which are the repository's. */
export type NewLog = Omit<WebhookLogEntity, 'id' | 'createdAt'>;

/** The API's shape of a stored attempt. */
export function logOf(row: WebhookLogEntity): WebhookLog {
  return {
    id: row.id,
    webhookType: row.webhookType,
    success: row.success,
    responseStatus: row.responseStatus,
    endpointUrl: row.endpointUrl,
    responseBody: row.responseBody,
    errorMessage: row.errorMessage,
    createdAt: row.createdAt.toISOString(),
    attempt: row.attempt,
    eventId: row.eventId,
    deliveryId: row.deliveryId,
    configId: row.configId,
    test: row.test,
  };
}

@Injectable()
export class LogsRepository {
  constructor(private readonly dataSource: DataSource) {}

  private logs(manager: EntityManager = this.dataSource.manager) {
    return manager.getRepository(WebhookLogEntity);
  }

  /** The time is the clock's at the insert (not the transaction's start), so attempts order as they happened. */
  async insert(manager: EntityManager, log: NewLog): Promise<string> {
    const id = randomUUID();
    await this.logs(manager)
      .createQueryBuilder()
      .insert()
      .values({ ...log, id, createdAt: () => 'clock_timestamp()' })
      .updateEntity(false)
      .execute();
    return id;
  }

  /** Newest first. */
  async latest(limit: number): Promise<WebhookLog[]> {
    const rows = await this.logs().find({ order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
    return rows.map(logOf);
  }

  async find(id: string): Promise<WebhookLog | undefined> {
    const row = await this.logs().findOneBy({ id });
    return row ? logOf(row) : undefined;
  }

  /** Every attempt of one delivery, first first. */
  async ofDelivery(deliveryId: string): Promise<WebhookLog[]> {
    const rows = await this.logs().find({ where: { deliveryId }, order: { attempt: 'ASC', createdAt: 'ASC' } });
    return rows.map(logOf);
  }
}
