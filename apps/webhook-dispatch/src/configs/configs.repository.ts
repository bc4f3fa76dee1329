import { Injectable } from '@nestjs/common';
import type { WebhookConfig } from '@vi/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { secretHint, signingSecrets } from '../sending/secrets.js';
import { WebhookConfigEntity } from './webhook-config.entity.js';

/** The API's shape of a configuration at `now`: its secret masked (see secretHint), a previous one's end while it still signs. */
export function configOf(row: WebhookConfigEntity, now: Date): WebhookConfig {
  const previousSigns = signingSecrets(row, now).length > 1;
  return {
    id: row.id,
    webhookType: row.webhookType,
    endpointUrl: row.endpointUrl,
    secretHint: secretHint(row.secretKey),
    previousSecretExpiresAt: previousSigns ? row.previousSecretExpiresAt!.toISOString() : null,
    enabled: row.enabled,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What a change may set (the type never changes; `updatedAt` is the database's time). */
export type ConfigChange = Partial<Pick<WebhookConfigEntity, 'endpointUrl' | 'secretKey' | 'previousSecretKey' | 'previousSecretExpiresAt' | 'enabled'>>;

@Injectable()
export class ConfigsRepository {
  constructor(private readonly dataSource: DataSource) {}

  private rows(manager: EntityManager = this.dataSource.manager) {
    return manager.getRepository(WebhookConfigEntity);
  }

  /** By type, then oldest change first (the admin's list). */
  list(): Promise<WebhookConfigEntity[]> {
    return this.rows().find({ order: { webhookType: 'ASC', updatedAt: 'ASC', id: 'ASC' } });
  }

  find(id: string, manager?: EntityManager): Promise<WebhookConfigEntity | null> {
    return this.rows(manager).findOneBy({ id });
  }

  /** The configuration, locked until the transaction ends (a change reads what it changes). */
  findForUpdate(manager: EntityManager, id: string): Promise<WebhookConfigEntity | null> {
    return this.rows(manager).createQueryBuilder('config').where('config.id = :id', { id }).setLock('pessimistic_write').getOne();
  }

  async insert(manager: EntityManager, config: Omit<WebhookConfigEntity, 'updatedAt'>): Promise<WebhookConfigEntity> {
    await this.rows(manager)
      .createQueryBuilder()
      .insert()
      .values({ ...config, updatedAt: () => 'now()' })
      .execute();
    return this.rows(manager).findOneByOrFail({ id: config.id });
  }

  async update(manager: EntityManager, id: string, change: ConfigChange): Promise<WebhookConfigEntity> {
    await this.rows(manager)
      .createQueryBuilder()
      .update()
      .set({ ...change, updatedAt: () => 'now()' })
      .where('id = :id', { id })
      .execute();
    return this.rows(manager).findOneByOrFail({ id });
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await this.rows(manager).delete({ id });
  }
}
