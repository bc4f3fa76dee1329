import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { MoreThan } from 'typeorm';
import { StripeCheckoutEntity } from './stripe-checkout.entity.js';

@Injectable()
export class StripeCheckoutsRepository {
  /** The member's session that stays open at least until `openUntil`, if there is one. */
  async openFor(runner: DataSource | EntityManager, userId: string, openUntil: Date): Promise<StripeCheckoutEntity | undefined> {
    return (await runner.getRepository(StripeCheckoutEntity).findOneBy({ userId, expiresAt: MoreThan(openUntil) })) ?? undefined;
  }

  /** Records the member's newest session (it replaces an expired one). */
  async remember(runner: DataSource | EntityManager, userId: string, sessionId: string, url: string, expiresAt: Date): Promise<void> {
    await runner.getRepository(StripeCheckoutEntity).upsert({ userId, sessionId, url, expiresAt, createdAt: new Date() }, ['userId']);
  }

  /** The session is over (completed): the member's next checkout opens a new one. */
  async forget(runner: DataSource | EntityManager, userId: string, sessionId: string): Promise<void> {
    await runner.getRepository(StripeCheckoutEntity).delete({ userId, sessionId });
  }
}
