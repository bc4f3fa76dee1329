import { Injectable } from '@nestjs/common';
import type { AdminEntry, AdminRole } from '@vi/contracts';
import { queryRows } from '@vi/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import type { Actor, AdminTarget } from './admin-rules.js';

interface EntryRow {
  id: string;
  user_id: string;
  email: string;
  role: AdminRole;
  created_at: Date;
  created_by: string | null;
  created_by_email: string | null;
}

// The creator's email comes from their account: null when they were the command line or are gone ("System").
const ENTRY_SELECT = `SELECT a."id", a."user_id", a."email", a."role", a."created_at", c."id" AS "created_by", c."email" AS "created_by_email"
  FROM "admin_users" a LEFT JOIN "users" c ON c."id" = a."created_by"`;

function toEntry(row: EntryRow): AdminEntry {
  return {
    id: row.id,
    userId: row.user_id,
    email: row.email,
    role: row.role,
    createdAt: row.created_at.toISOString(),
    createdBy: row.created_by,
    createdByEmail: row.created_by_email,
  };
}

/** identity's `admin_users`: rights checked live on every admin request; removal is soft. */
@Injectable()
export class AdminsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Active admins, newest first. */
  async listActive(): Promise<AdminEntry[]> {
    const rows = await queryRows<EntryRow>(this.dataSource, `${ENTRY_SELECT} WHERE a."active" ORDER BY a."created_at" DESC, a."id" DESC`);
    return rows.map(toEntry);
  }

  async findEntry(manager: EntityManager, userId: string): Promise<AdminEntry | null> {
    const rows = await queryRows<EntryRow>(manager, `${ENTRY_SELECT} WHERE a."user_id" = $1`, [userId]);
    return rows[0] ? toEntry(rows[0]) : null;
  }

  /**
   * The active super admins, locked until the transaction ends (in one order, so two callers never
   * deadlock). Every change that could take away a super admin takes this lock first: two super
   * admins removing each other at once are decided one after the other, on what the first did.
   */
  async lockActiveSuperAdmins(manager: EntityManager): Promise<string[]> {
    const rows = await queryRows<{ user_id: string }>(
      manager,
      `SELECT "user_id" FROM "admin_users" WHERE "active" AND "role" = 'super_admin' ORDER BY "user_id" FOR UPDATE`,
    );
    return rows.map((row) => row.user_id);
  }

  /**
   * The acting admin if they are an active admin now, their account held until the transaction
   * ends (so they are not deleted halfway through something that names them as creator).
   */
  async findActor(manager: EntityManager, userId: string): Promise<Actor | null> {
    const rows = await queryRows<{ user_id: string; role: AdminRole }>(
      manager,
      `SELECT a."user_id", a."role" FROM "admin_users" a JOIN "users" u ON u."id" = a."user_id"
       WHERE a."user_id" = $1 AND a."active" FOR KEY SHARE OF u`,
      [userId],
    );
    return rows[0] ? { userId: rows[0].user_id, role: rows[0].role } : null;
  }

  /** The member's active admin row, locked for a change when `forUpdate`. */
  async findActive(manager: EntityManager, userId: string, forUpdate = false): Promise<AdminTarget | null> {
    const rows = await queryRows<{ user_id: string; role: AdminRole }>(
      manager,
      `SELECT "user_id", "role" FROM "admin_users" WHERE "user_id" = $1 AND "active"${forUpdate ? ' FOR UPDATE' : ''}`,
      [userId],
    );
    return rows[0] ? { userId: rows[0].user_id, role: rows[0].role } : null;
  }

  /**
   * Makes the member an admin: a new row, or their removed one made active again as a fresh grant
   * (the new role, this creator, now). False when they are an active admin already.
   */
  async grant(manager: EntityManager, grant: { id: string; userId: string; email: string; role: AdminRole; createdBy: string | null }): Promise<boolean> {
    const rows = await queryRows<{ id: string }>(
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
    await manager.query(`UPDATE "admin_users" SET "active" = false WHERE "user_id" = $1`, [userId]);
  }

  /** Everything `admin_users` holds of a member being deleted: their own row, and their name as creator. */
  async forget(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`DELETE FROM "admin_users" WHERE "user_id" = $1`, [userId]);
    await manager.query(`UPDATE "admin_users" SET "created_by" = NULL WHERE "created_by" = $1`, [userId]);
  }
}
