import { Injectable } from '@nestjs/common';
import type { AdminOverview } from '@vi/contracts';
import { DataSource } from 'typeorm';
import { utcDay } from '../directory/counting.js';
import { OverviewRepository } from './overview.repository.js';

@Injectable()
export class OverviewService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly overview: OverviewRepository,
  ) {}

  /** The last `days` UTC days (today included), read in one snapshot so the parts agree. */
  async overviewOf(days: number, now = new Date()): Promise<AdminOverview> {
    const lastDay = utcDay(now);
    const firstDay = utcDay(new Date(Date.parse(`${lastDay}T00:00:00.000Z`) - (days - 1) * 86_400_000));
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      await manager.query('SET TRANSACTION READ ONLY');
      return {
        days: await this.overview.days(manager, lastDay, days),
        ratings: await this.overview.ratings(manager, firstDay, lastDay),
        totals: await this.overview.totals(manager),
      };
    });
  }
}
