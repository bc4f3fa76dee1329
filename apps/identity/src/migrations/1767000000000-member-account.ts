import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The member's own account (issue 30): the language and time zone they choose, the single-use links
 * sent by email (password reset, a new address to confirm; only their hashes), and the mail waiting
 * to be sent. Links and mail go with the account (ON DELETE CASCADE).
 */
export class MemberAccount1767000000000 implements MigrationInterface {
  name = 'MemberAccount1767000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" ADD "language" text`);
    await q.query(`ALTER TABLE "users" ADD "time_zone" text`);
    await q.query(
      `CREATE TABLE "account_links" ("id" uuid NOT NULL, "user_id" uuid NOT NULL, "purpose" text NOT NULL, "token_hash" text NOT NULL, "new_email" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "UQ_account_links_token_hash" UNIQUE ("token_hash"), CONSTRAINT "PK_account_links" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "IDX_account_links_user_id" ON "account_links" ("user_id")`);
    await q.query(`ALTER TABLE "account_links" ADD CONSTRAINT "FK_account_links_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE`);
    await q.query(
      `CREATE TABLE "outgoing_mail" ("id" uuid NOT NULL, "user_id" uuid, "to_address" text NOT NULL, "subject" text NOT NULL, "body" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "attempts" integer NOT NULL DEFAULT 0, "next_attempt_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_error" text, CONSTRAINT "PK_outgoing_mail" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "IDX_outgoing_mail_next_attempt_at" ON "outgoing_mail" ("next_attempt_at")`);
    await q.query(`CREATE INDEX "IDX_outgoing_mail_user_id" ON "outgoing_mail" ("user_id")`);
    await q.query(`ALTER TABLE "outgoing_mail" ADD CONSTRAINT "FK_outgoing_mail_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "outgoing_mail"`);
    await q.query(`DROP TABLE "account_links"`);
    await q.query(`ALTER TABLE "users" DROP COLUMN "time_zone"`);
    await q.query(`ALTER TABLE "users" DROP COLUMN "language"`);
  }
}
