import { Injectable } from '@nestjs/common';
import type { AdminEntry, AdminRole } from '@vi/contracts';
import { queryRows } from '@vi/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';
import type { Actor, AdminTarget } from './admin-rules.js';
import { AdminUserEntity } from './admin-user.entity.js';

/**
 * An admin row with its creator as their account names them now: both null when the creator was
 * the command line or is gone ("System"), whatever `createdBy` still holds.
 */
type AdminEntryRow = AdminUserEntity & { creatorId: string | null; creatorEmail: string | null };

/** The API's shape of an admin. */
function toEntry(row: AdminEntryRow): AdminEntry {
  return {
    id: row.id,
    userId: row.userId,
    email: row.email,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.creatorId,
    createdByEmail: row.creatorEmail,
  };
}

/** identity's `admin_users`: rights checked live on every admin request; removal is soft. */
@Injectable()
export class AdminsRepository {
  constructor(private readonly dataSource: DataSource) {}

  private admins(manager: EntityManager = this.dataSource.manager) {
    return manager.getRepository(AdminUserEntity);
  }

  /** Admin rows with their creator's account joined (see AdminEntryRow), in one query. */
  private entries(manager: EntityManager = this.dataSource.manager) {
    return this.admins(manager)
      .createQueryBuilder('a')
      .leftJoin(UserEntity, 'c', 'c.id = a.createdBy')
      .addSelect('c.id', 'creatorId')
      .addSelect('c.email', 'creatorEmail');
  }

  private static async read(query: ReturnType<AdminsRepository['entries']>): Promise<AdminEntry[]> {
    const { entities, raw } = await query.getRawAndEntities<{ creatorId: string | null; creatorEmail: string | null }>();
    return entities.map((row, i) => toEntry(Object.assign(row, { creatorId: raw[i]!.creatorId, creatorEmail: raw[i]!.creatorEmail })));
  }

  /** Active admins, newest first. */
  listActive(): Promise<AdminEntry[]> {
    return AdminsRepository.read(this.entries().where('a.active').orderBy('a.createdAt', 'DESC').addOrderBy('a.id', 'DESC'));
  }

  async findEntry(manager: EntityManager, userId: string): Promise<AdminEntry | null> {
    const [entry] = await AdminsRepository.read(this.entries(manager).where('a.userId = :userId', { userId }));
    return entry ?? null;
  }

  /**
   * The active super admins, locked until the transaction ends (in one order, so two callers never
   * deadlock). Every change that could take away a super admin takes this lock first: two super
   * admins removing each other at once are decided one after the other, on what the first did.
   */
  async lockActiveSuperAdmins(manager: EntityManager): Promise<string[]> {
    const rows = await this.admins(manager)
      .createQueryBuilder('a')
      .select('a.userId')
      .where("a.active AND a.role = 'super_admin'")
      .orderBy('a.userId')
      .setLock('pessimistic_write')
      .getMany();
    return rows.map((row) => row.userId);
  }

  /**
   * The acting admin if they are an active admin now, their account held until the transaction
   * ends (so they are not deleted halfway through something that names them as creator).
   */
  async findActor(manager: EntityManager, userId: string): Promise<Actor | null> {
    // Read raw (aliased to the entity's names): TypeORM refuses a locking read into entities outside a
    // transaction, and the read-only checks call this without one (the lock then only waits out a deletion).
    const row = await this.admins(manager)
      .createQueryBuilder('a')
      .select('a.userId', 'userId')
      .addSelect('a.role', 'role')
      .innerJoin(UserEntity, 'u', 'u.id = a.userId')
      .where('a.userId = :userId AND a.active', { userId })
      .setLock('for_key_share', undefined, ['u'])
      .getRawOne<Pick<AdminUserEntity, 'userId' | 'role'>>();
    return row ? { userId: row.userId, role: row.role } : null;
  }

  /** The member's active admin row, locked for a change when `forUpdate`. */
  async findActive(manager: EntityManager, userId: string, forUpdate = false): Promise<AdminTarget | null> {
    const query = this.admins(manager).createQueryBuilder('a').select(['a.userId', 'a.role']).where('a.userId = :userId AND a.active', { userId });
    if (forUpdate) query.setLock('pessimistic_write');
    const row = await query.getOne();
    return row ? { userId: row.userId, role: row.role } : null;
  }

  /**
   * Makes the member an admin: a new row, or their removed one made active again as a fresh grant
   * (the new role, this creator, now). False when they are an active admin already.
   * Raw SQL: an upsert whose update applies only to a removed row (`WHERE NOT active`).
   */
  async grant(manager: EntityManager, grant: { id: string; userId: string; email: string; role: AdminRole; createdBy: string | null }): Promise<boolean> {
    const rows = await queryRows<Pick<AdminUserEntity, 'id'>>(
      manager,
      `INSERT INTO "admin_users" ("id", "user_id", "email", "role", "active", "created_by", "created_at") VALUES ($1, $2, $3, $4, true, $5, now())
       ON CONFLICT ("user_id") DO UPDATE
         SET "email" = EXCLUDED."email", "role" = EXCLUDED."role", "active" = true, "created_by" = EXCLUDED."created_by", "created_at" = now()
         WHERE NOT "admin_users"."active"
       RETURNING "id"`,
      [grant.id, grant.userId, grant.email, grant.role, grant.createdBy],
    );
    return rows.length === 1;
  }

  async deactivate(manager: EntityManager, userId: string): Promise<void> {
    await this.admins(manager).update({ userId }, { active: false });
  }

  /** Everything `admin_users` holds of a member being deleted: their own row, and their name as creator. */
  async forget(manager: EntityManager, userId: string): Promise<void> {
    await this.admins(manager).delete({ userId });
    await this.admins(manager).update({ createdBy: userId }, { createdBy: null });
  }
}
