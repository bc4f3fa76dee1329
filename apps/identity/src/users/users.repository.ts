import { Injectable } from '@nestjs/common';
import { queryRows } from '@vi/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import type { User } from '@vi/contracts';

export interface UserRow {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  created_at: Date;
  last_sign_in_at: Date | null;
  admin_role: 'admin' | 'super_admin' | null;
}

const USER_COLUMNS = `u."id", u."email", u."name", u."password_hash", u."created_at", u."last_sign_in_at", a."role" AS "admin_role"`;
const USER_FROM = `"users" u LEFT JOIN "admin_users" a ON a."user_id" = u."id" AND a."active"`;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    createdAt: row.created_at.toISOString(),
    lastSignInAt: row.last_sign_in_at ? row.last_sign_in_at.toISOString() : null,
    isAdmin: row.admin_role !== null,
    adminRole: row.admin_role,
  };
}

@Injectable()
export class UsersRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Inserts unless the email is taken; returns null when it is. `ageVouchedBy`: the admin vouching, now, that the member is an adult. */
  async insert(
    manager: EntityManager,
    user: { id: string; email: string; name: string; passwordHash: string; ageVouchedBy?: string | undefined },
  ): Promise<{ created_at: Date } | null> {
    const rows = await queryRows<{ created_at: Date }>(
      manager,
      `INSERT INTO "users" ("id", "email", "name", "password_hash", "age_vouched_by", "age_vouched_at")
       VALUES ($1, $2, $3, $4, $5::uuid, CASE WHEN $5::uuid IS NULL THEN NULL ELSE now() END)
       ON CONFLICT ("email") DO NOTHING RETURNING "created_at"`,
      [user.id, user.email, user.name, user.passwordHash, user.ageVouchedBy ?? null],
    );
    return rows[0] ?? null;
  }

  async findByEmail(email: string): Promise<UserRow | null> {
    const rows = await queryRows<UserRow>(this.dataSource, `SELECT ${USER_COLUMNS} FROM ${USER_FROM} WHERE u."email" = $1`, [email]);
    return rows[0] ?? null;
  }

  async findById(id: string, manager: EntityManager = this.dataSource.manager): Promise<UserRow | null> {
    const rows = await queryRows<UserRow>(manager, `SELECT ${USER_COLUMNS} FROM ${USER_FROM} WHERE u."id" = $1`, [id]);
    return rows[0] ?? null;
  }

  /**
   * The account, held until the caller's transaction ends so that it cannot be deleted meanwhile
   * (a deletion waits, or has happened and this answers null). For writes that name the member:
   * a token issued or an admin row added while the member is being deleted would outlive them.
   */
  async findByIdHeld(manager: EntityManager, id: string): Promise<UserRow | null> {
    const rows = await queryRows<UserRow>(manager, `SELECT ${USER_COLUMNS} FROM ${USER_FROM} WHERE u."id" = $1 FOR KEY SHARE OF u`, [id]);
    return rows[0] ?? null;
  }

  /** The same by email (see findByIdHeld). */
  async findByEmailHeld(manager: EntityManager, email: string): Promise<UserRow | null> {
    const rows = await queryRows<UserRow>(manager, `SELECT ${USER_COLUMNS} FROM ${USER_FROM} WHERE u."email" = $1 FOR KEY SHARE OF u`, [email]);
    return rows[0] ?? null;
  }

  /** Locks the account for its deletion: every write that holds it (findByIdHeld) has finished first. */
  async lockForDeletion(manager: EntityManager, id: string): Promise<{ id: string } | null> {
    const rows = await queryRows<{ id: string }>(manager, `SELECT "id" FROM "users" WHERE "id" = $1 FOR UPDATE`, [id]);
    return rows[0] ?? null;
  }

  /** Deletes the account; the accounts this person vouched for as an admin keep that someone did, not who. */
  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`DELETE FROM "users" WHERE "id" = $1`, [id]);
    await manager.query(`UPDATE "users" SET "age_vouched_by" = NULL WHERE "age_vouched_by" = $1`, [id]);
  }

  /** Null when the account is gone (deleted between the password check and now). */
  async recordSignIn(manager: EntityManager, id: string): Promise<Date | null> {
    const rows = await queryRows<{ last_sign_in_at: Date }>(
      manager,
      `UPDATE "users" SET "last_sign_in_at" = now() WHERE "id" = $1 RETURNING "last_sign_in_at"`,
      [id],
    );
    return rows[0]?.last_sign_in_at ?? null;
  }
}
