import { EVENT_TABLES_DOWN_SQL, EVENT_TABLES_SQL } from '@vi/service-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Users, refresh-token families, signing keys, admin rights, and the event tables. */
export class Initial1763798400000 implements MigrationInterface {
  name = 'Initial1763798400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "users" ("id" uuid NOT NULL, "email" text NOT NULL, "name" text NOT NULL, "password_hash" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_sign_in_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "UQ_97672ac88f789774dd47f7c8be3" UNIQUE ("email"), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE TABLE "refresh_tokens" ("id" uuid NOT NULL, "family_id" uuid NOT NULL, "user_id" uuid NOT NULL, "token_hash" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "UQ_a7838d2ba25be1342091b6695f1" UNIQUE ("token_hash"), CONSTRAINT "PK_7d8bee0204106019488c4c50ffa" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "IDX_d5e27da0cd39bc3bb2811fc8ba" ON "refresh_tokens" ("family_id")`);
    await q.query(`CREATE INDEX "IDX_3ddc983c5f7bcf132fd8732c3f" ON "refresh_tokens" ("user_id")`);
    await q.query(
      `CREATE TABLE "signing_keys" ("kid" text NOT NULL, "private_key_pem" text NOT NULL, "public_key_pem" text NOT NULL, "active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_13362ac3e792c69417e1a53d355" PRIMARY KEY ("kid"))`,
    );
    await q.query(
      `CREATE TABLE "admin_users" ("id" uuid NOT NULL, "user_id" uuid NOT NULL, "email" text NOT NULL, "role" text NOT NULL DEFAULT 'admin', "active" boolean NOT NULL DEFAULT true, "created_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_1aa08400548588fd7d6dbfd4b54" UNIQUE ("user_id"), CONSTRAINT "PK_06744d221bb6145dc61e5dc441d" PRIMARY KEY ("id"))`,
    );
    for (const sql of EVENT_TABLES_SQL) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of EVENT_TABLES_DOWN_SQL) await q.query(sql);
    await q.query(`DROP TABLE "admin_users"`);
    await q.query(`DROP TABLE "signing_keys"`);
    await q.query(`DROP TABLE "refresh_tokens"`);
    await q.query(`DROP TABLE "users"`);
  }
}
