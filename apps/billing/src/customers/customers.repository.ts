import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { IsNull } from 'typeorm';
import { CustomerEntity } from './customer.entity.js';

@Injectable()
export class CustomersRepository {
  async forMember(runner: DataSource | EntityManager, userId: string): Promise<CustomerEntity | undefined> {
    return (await runner.getRepository(CustomerEntity).findOneBy({ userId })) ?? undefined;
  }

  async memberOf(runner: DataSource | EntityManager, stripeCustomerId: string): Promise<string | undefined> {
    const row = await runner.getRepository(CustomerEntity).findOne({ select: { userId: true }, where: { stripeCustomerId } });
    return row?.userId;
  }

  /** Records the member's customer unless they have one already; answers the one that stays. */
  async link(runner: DataSource | EntityManager, userId: string, stripeCustomerId: string): Promise<CustomerEntity> {
    await runner.getRepository(CustomerEntity).createQueryBuilder().insert().values({ userId, stripeCustomerId }).orIgnore().execute();
    const row = await this.forMember(runner, userId);
    if (!row) throw new Error(`customer ${stripeCustomerId} belongs to another member`);
    return row;
  }

  /** Marks the member's first payment; true only the first time. */
  async markFirstPayment(manager: EntityManager, userId: string, paidAt: Date): Promise<boolean> {
    const result = await manager.getRepository(CustomerEntity).update({ userId, firstPaidAt: IsNull() }, { firstPaidAt: paidAt });
    return result.affected === 1;
  }
}
