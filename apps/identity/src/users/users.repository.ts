import { Injectable } from '@nestjs/common';
import type { AdminRole, User } from '@vi/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AdminUserEntity } from '../admins/admin-user.entity.js';
import { UserEntity } from './user.entity.js';

/** A member as read: their row, with the role of their active admin row joined (null: no admin). */
export type UserWithRole = UserEntity & { adminRole: AdminRole | null };

/** The API's shape of a member. */
export function toUser(row: UserWithRole): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt ? row.lastSignInAt.toISOString() : null,
    isAdmin: row.adminRole !== null,
    adminRole: row.adminRole,
    language: row.language === 'en' || row.language === 'es' ? row.language : null,
    timeZone: row.timeZone,
  };
}

@Injectable()
export class UsersRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Inserts unless the email is taken; returns null when it is. `ageVouchedBy`: the admin vouching, now, that the member is an adult. */
  async insert(
    manager: EntityManager,
    user: { id: string; email: string; name: string; passwordHash: string | null; ageVouchedBy?: string | undefined },
  ): Promise<Pick<UserEntity, 'createdAt'> | null> {
    const ageVouchedBy = user.ageVouchedBy ?? null;
    const result = await manager
      .getRepository(UserEntity)
      .createQueryBuilder()
      .insert()
      .values({
        id: user.id,
        email: user.email,
        name: user.name,
        passwordHash: user.passwordHash,
        ageVouchedBy,
        ageVouchedAt: ageVouchedBy === null ? null : () => 'now()',
      })
      // ON CONFLICT ("email") DO NOTHING: a taken address inserts (and returns) nothing.
      .orUpdate([], ['email'])
      .returning(['createdAt'])
      .execute();
    if ((result.raw as unknown[]).length === 0) return null;
    return result.generatedMaps[0] as Pick<UserEntity, 'createdAt'>;
  }

  findByEmail(email: string): Promise<UserWithRole | null> {
    return this.withRole(this.dataSource.manager, { email }, false);
  }

  findById(id: string, manager: EntityManager = this.dataSource.manager): Promise<UserWithRole | null> {
    return this.withRole(manager, { id }, false);
  }

  /**
   * The account, held until the caller's transaction ends so that it cannot be deleted meanwhile
   * (a deletion waits, or has happened and this answers null). For writes that name the member:
   * a token issued or an admin row added while the member is being deleted would outlive them.
   */
  findByIdHeld(manager: EntityManager, id: string): Promise<UserWithRole | null> {
    return this.withRole(manager, { id }, true);
  }

  /** The same by email (see findByIdHeld). */
  findByEmailHeld(manager: EntityManager, email: string): Promise<UserWithRole | null> {
    return this.withRole(manager, { email }, true);
  }

  /** Locks the account for its deletion: every write that holds it (findByIdHeld) has finished first. */
  async lockForDeletion(manager: EntityManager, id: string): Promise<Pick<UserEntity, 'id'> | null> {
    const row = await manager
      .getRepository(UserEntity)
      .createQueryBuilder('u')
      .select('u.id')
      .where('u.id = :id', { id })
      .setLock('pessimistic_write')
      .getOne();
    return row ?? null;
  }

  /** Deletes the account; the accounts this person vouched for as an admin keep that someone did, not who. */
  async delete(manager: EntityManager, id: string): Promise<void> {
    const users = manager.getRepository(UserEntity);
    await users.delete({ id });
    await users.update({ ageVouchedBy: id }, { ageVouchedBy: null });
  }

  /** Null when the account is gone (deleted between the password check and now). */
  async recordSignIn(manager: EntityManager, id: string): Promise<Date | null> {
    const result = await manager
      .getRepository(UserEntity)
      .createQueryBuilder()
      .update()
      .set({ lastSignInAt: () => 'now()' })
      .where({ id })
      .returning('"last_sign_in_at" AS "lastSignInAt"')
      .execute();
    const rows = result.raw as Pick<UserEntity, 'lastSignInAt'>[];
    return rows[0]?.lastSignInAt ?? null;
  }

  /** One query: the account with its active admin role, held (FOR KEY SHARE OF the account) when `held`. */
  private async withRole(manager: EntityManager, where: { id: string } | { email: string }, held: boolean): Promise<UserWithRole | null> {
    const query = manager
      .getRepository(UserEntity)
      .createQueryBuilder('u')
      .leftJoin(AdminUserEntity, 'a', 'a.userId = u.id AND a.active')
      .addSelect('a.role', 'adminRole')
      .where(where);
    if (held) query.setLock('for_key_share', undefined, ['u']);
    const { entities, raw } = await query.getRawAndEntities<{ adminRole: AdminRole | null }>();
    const user = entities[0];
    return user ? Object.assign(user, { adminRole: raw[0]!.adminRole }) : null;
  }
}
