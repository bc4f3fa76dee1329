import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A member closes their own account: when, and when it is purged unless they restore it first. */
export class ClosedAccounts1767000300000 implements MigrationInterface {
  name = 'ClosedAccounts1767000300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" ADD "closed_at" TIMESTAMP WITH TIME ZONE`);
    await q.query(`ALTER TABLE "users" ADD "purge_after" TIMESTAMP WITH TIME ZONE`);
    await q.query(`CREATE INDEX "IDX_users_purge_after" ON "users" ("purge_after") WHERE "purge_after" IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_users_purge_after"`);
    await q.query(`ALTER TABLE "users" DROP COLUMN "purge_after"`);
    await q.query(`ALTER TABLE "users" DROP COLUMN "closed_at"`);
  }
}
