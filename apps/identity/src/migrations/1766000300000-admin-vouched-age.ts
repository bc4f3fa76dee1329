import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An account an admin makes records which admin vouched that the member is an adult, and when
 * (the member confirms it themselves only at sign-up). Accounts made before stay null.
 */
export class AdminVouchedAge1766000300000 implements MigrationInterface {
  name = 'AdminVouchedAge1766000300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" ADD "age_vouched_by" uuid`);
    await q.query(`ALTER TABLE "users" ADD "age_vouched_at" TIMESTAMP WITH TIME ZONE`);
    // Deleting an account clears it where it vouched: found through this index, not a scan of every member.
    await q.query(`CREATE INDEX "IDX_users_age_vouched_by" ON "users" ("age_vouched_by")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_users_age_vouched_by"`);
    await q.query(`ALTER TABLE "users" DROP COLUMN "age_vouched_at"`);
    await q.query(`ALTER TABLE "users" DROP COLUMN "age_vouched_by"`);
  }
}
