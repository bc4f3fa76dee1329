import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Deleted members, by a hash of their id, so late events about them are ignored (see ForgottenMemberEntity). */
export class ForgottenMembers1763800400000 implements MigrationInterface {
  name = 'ForgottenMembers1763800400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "forgotten_members" ("member_hash" text NOT NULL, "forgotten_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_forgotten_members" PRIMARY KEY ("member_hash"))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "forgotten_members"`);
  }
}
