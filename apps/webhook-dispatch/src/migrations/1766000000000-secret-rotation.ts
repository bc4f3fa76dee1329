import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A rotated configuration keeps its previous secret signing for a while (docs/adr/0040). */
export class SecretRotation1766000000000 implements MigrationInterface {
  name = 'SecretRotation1766000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "webhook_config" ADD "previous_secret_key" text`);
    await q.query(`ALTER TABLE "webhook_config" ADD "previous_secret_expires_at" TIMESTAMP WITH TIME ZONE`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "webhook_config" DROP COLUMN "previous_secret_expires_at"`);
    await q.query(`ALTER TABLE "webhook_config" DROP COLUMN "previous_secret_key"`);
  }
}
