import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Google sign-in (issue 30, ADR 0047): the members' linked Google accounts, the sign-ins started and
 * not yet answered, and those waiting for the member's next step (age, or the password that links).
 * An account made through Google has no password until its member sets one.
 */
export class ExternalSignIn1767000400000 implements MigrationInterface {
  name = 'ExternalSignIn1767000400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL`);
    await q.query(
      `CREATE TABLE "external_identities" ("id" uuid NOT NULL, "user_id" uuid NOT NULL, "provider" text NOT NULL, "subject" text NOT NULL, "email" text NOT NULL, "linked_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_external_identities_subject" UNIQUE ("provider", "subject"), CONSTRAINT "UQ_external_identities_user_provider" UNIQUE ("user_id", "provider"), CONSTRAINT "PK_external_identities" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `ALTER TABLE "external_identities" ADD CONSTRAINT "FK_external_identities_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE`,
    );
    await q.query(
      `CREATE TABLE "oidc_authorizations" ("id" uuid NOT NULL, "state_hash" text NOT NULL, "nonce" text NOT NULL, "code_verifier" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "UQ_oidc_authorizations_state_hash" UNIQUE ("state_hash"), CONSTRAINT "PK_oidc_authorizations" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "IDX_oidc_authorizations_expires_at" ON "oidc_authorizations" ("expires_at")`);
    await q.query(
      `CREATE TABLE "pending_external_sign_ins" ("id" uuid NOT NULL, "token_hash" text NOT NULL, "purpose" text NOT NULL, "provider" text NOT NULL, "subject" text NOT NULL, "email" text NOT NULL, "name" text NOT NULL, "user_id" uuid, "wrong_passwords" integer NOT NULL DEFAULT 0, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "UQ_pending_external_sign_ins_token_hash" UNIQUE ("token_hash"), CONSTRAINT "PK_pending_external_sign_ins" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "IDX_pending_external_sign_ins_user_id" ON "pending_external_sign_ins" ("user_id")`);
    await q.query(`CREATE INDEX "IDX_pending_external_sign_ins_expires_at" ON "pending_external_sign_ins" ("expires_at")`);
    await q.query(
      `ALTER TABLE "pending_external_sign_ins" ADD CONSTRAINT "FK_pending_external_sign_ins_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "pending_external_sign_ins"`);
    await q.query(`DROP TABLE "oidc_authorizations"`);
    await q.query(`DROP TABLE "external_identities"`);
    // Accounts made through Google have no password; they keep none they could use.
    await q.query(`UPDATE "users" SET "password_hash" = '!' WHERE "password_hash" IS NULL`);
    await q.query(`ALTER TABLE "users" ALTER COLUMN "password_hash" SET NOT NULL`);
  }
}
