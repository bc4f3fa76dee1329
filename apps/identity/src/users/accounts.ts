import { Injectable } from '@nestjs/common';
import { ErrorCode, EVENTS } from '@vi/contracts';
import { AppError, OutboxWriter } from '@vi/service-kit';
import type { EntityManager } from 'typeorm';
import { UsersRepository } from './users.repository.js';

/** The one sentence for a taken address, whether a member signs up or an admin creates the account. */
export const EMAIL_TAKEN = 'An account with this email already exists.';

export interface NewAccount {
  id: string;
  email: string;
  name: string;
  /** argon2id, hashed by the caller before its transaction (hashing holds no locks); null: none yet (made through Google). */
  passwordHash: string | null;
  /** An account an admin makes: the admin's user id, who vouches that the member is an adult (recorded with the time). */
  ageVouchedBy?: string;
}

/**
 * Creates an account and its `user signed up` event in the caller's transaction, so the webhooks and
 * the admin directory learn of every account however it was made (sign-up or an admin).
 */
@Injectable()
export class Accounts {
  constructor(
    private readonly users: UsersRepository,
    private readonly outbox: OutboxWriter,
  ) {}

  async create(manager: EntityManager, account: NewAccount): Promise<void> {
    const created = await this.users.insert(manager, account);
    if (!created) throw new AppError(ErrorCode.CONFLICT, EMAIL_TAKEN);
    await this.outbox.append(manager, EVENTS.identity.userSignedUp, {
      userId: account.id,
      email: account.email,
      name: account.name,
      createdAt: created.createdAt.toISOString(),
    });
  }
}
