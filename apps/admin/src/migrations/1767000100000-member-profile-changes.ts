import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When the member last changed their name or address (identity's time): the newest change wins, whatever order events come in. */
export class MemberProfileChanges1767000100000 implements MigrationInterface {
  name = 'MemberProfileChanges1767000100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "members" ADD "profile_changed_at" TIMESTAMP WITH TIME ZONE`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "members" DROP COLUMN "profile_changed_at"`);
  }
}
