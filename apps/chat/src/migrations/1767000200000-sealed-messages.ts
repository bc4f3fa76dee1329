import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Conversations encrypted per member (docs/adr/0044): `sealed` says a message's content is
 * ciphertext under its member's data key (rows written before stay plain until the start-up pass
 * seals them). The data keys live in a schema of their own beside this one (`<schema>_keys`), which
 * backups of the data leave out.
 */
export class SealedMessages1767000200000 implements MigrationInterface {
  name = 'SealedMessages1767000200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "chat_messages" ADD "sealed" boolean NOT NULL DEFAULT false`);
    await q.query(`CREATE INDEX "IDX_chat_messages_unsealed" ON "chat_messages" ("id") WHERE NOT "sealed"`);
    await q.query(`DO $$ BEGIN
      EXECUTE format('CREATE SCHEMA IF NOT EXISTS %I', current_schema() || '_keys');
      EXECUTE format('CREATE TABLE %I."member_data_keys" ("user_id" uuid NOT NULL PRIMARY KEY, "wrapped" bytea NOT NULL, "kek_id" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now())', current_schema() || '_keys');
      EXECUTE format('CREATE INDEX "IDX_member_data_keys_kek_id" ON %I."member_data_keys" ("kek_id")', current_schema() || '_keys');
    END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DO $$ BEGIN EXECUTE format('DROP SCHEMA IF EXISTS %I CASCADE', current_schema() || '_keys'); END $$`);
    await q.query(`DROP INDEX "IDX_chat_messages_unsealed"`);
    await q.query(`ALTER TABLE "chat_messages" DROP COLUMN "sealed"`);
  }
}
