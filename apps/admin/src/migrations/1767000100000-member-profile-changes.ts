import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When the member last changed their name or address (identity's time): the newest change wins,
 * whatever order events come in. And whether they closed their account (`closed_at`), as of the
 * newest close or restore seen (`closure_changed_at`).
 */
export class MemberProfileChanges1767000100000 implements MigrationInterface {
  name = 'MemberProfileChanges1767000100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "members" ADD "profile_changed_at" TIMESTAMP WITH TIME ZONE`);
    await q.query(`ALTER TABLE "members" ADD "closed_at" TIMESTAMP WITH TIME ZONE`);
    await q.query(`ALTER TABLE "members" ADD "closure_changed_at" TIMESTAMP WITH TIME ZONE`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "members" DROP COLUMN "closure_changed_at"`);
    await q.query(`ALTER TABLE "members" DROP COLUMN "closed_at"`);
    await q.query(`ALTER TABLE "members" DROP COLUMN "profile_changed_at"`);
  }
}
