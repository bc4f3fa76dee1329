import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Signing keys rotate: a retired key stops signing but keeps verifying until its tokens have expired. */
export class SigningKeyRotation1763798500000 implements MigrationInterface {
  name = 'SigningKeyRotation1763798500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "signing_keys" ADD "retired_at" TIMESTAMP WITH TIME ZONE`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "signing_keys" DROP COLUMN "retired_at"`);
  }
}
