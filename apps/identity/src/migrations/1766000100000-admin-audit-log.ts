import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin audit log (docs/adr/0040). Append-only in the database too: a row may only be redacted
 * (a person's id, email and address set to null, with their flag set) and deleted (the retention);
 * any other change is refused by the trigger.
 */
export class AdminAuditLog1766000100000 implements MigrationInterface {
  name = 'AdminAuditLog1766000100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "admin_audit_log" ("id" uuid NOT NULL, "occurred_at" TIMESTAMP WITH TIME ZONE NOT NULL, "action" text NOT NULL, "actor_id" uuid, "actor_email" text, "actor_role" text, "actor_redacted" boolean NOT NULL DEFAULT false, "target_type" text NOT NULL, "target_id" text, "target_label" text, "target_redacted" boolean NOT NULL DEFAULT false, "details" jsonb NOT NULL, "address" text, CONSTRAINT "PK_admin_audit_log" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "IDX_admin_audit_log_occurred_at" ON "admin_audit_log" ("occurred_at")`);
    await q.query(`CREATE INDEX "IDX_admin_audit_log_actor_id" ON "admin_audit_log" ("actor_id")`);
    await q.query(`CREATE INDEX "IDX_admin_audit_log_target_id" ON "admin_audit_log" ("target_id")`);
    await q.query(`CREATE FUNCTION "admin_audit_log_only_redactions"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW."id" IS DISTINCT FROM OLD."id" OR NEW."occurred_at" IS DISTINCT FROM OLD."occurred_at"
          OR NEW."action" IS DISTINCT FROM OLD."action" OR NEW."actor_role" IS DISTINCT FROM OLD."actor_role"
          OR NEW."target_type" IS DISTINCT FROM OLD."target_type" OR NEW."details" IS DISTINCT FROM OLD."details"
          OR (NEW."actor_id" IS DISTINCT FROM OLD."actor_id" AND (NEW."actor_id" IS NOT NULL OR NOT NEW."actor_redacted"))
          OR (NEW."actor_email" IS DISTINCT FROM OLD."actor_email" AND (NEW."actor_email" IS NOT NULL OR NOT NEW."actor_redacted"))
          OR (NEW."address" IS DISTINCT FROM OLD."address" AND (NEW."address" IS NOT NULL OR NOT NEW."actor_redacted"))
          OR (NEW."target_id" IS DISTINCT FROM OLD."target_id" AND (NEW."target_id" IS NOT NULL OR NOT NEW."target_redacted"))
          OR (NEW."target_label" IS DISTINCT FROM OLD."target_label" AND (NEW."target_label" IS NOT NULL OR NOT NEW."target_redacted"))
          OR (OLD."actor_redacted" AND NOT NEW."actor_redacted") OR (OLD."target_redacted" AND NOT NEW."target_redacted")
        THEN
          RAISE EXCEPTION 'admin_audit_log is append-only: an entry may only be redacted';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(
      `CREATE TRIGGER "admin_audit_log_only_redactions" BEFORE UPDATE ON "admin_audit_log" FOR EACH ROW EXECUTE FUNCTION "admin_audit_log_only_redactions"()`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER "admin_audit_log_only_redactions" ON "admin_audit_log"`);
    await q.query(`DROP FUNCTION "admin_audit_log_only_redactions"()`);
    await q.query(`DROP INDEX "IDX_admin_audit_log_target_id"`);
    await q.query(`DROP INDEX "IDX_admin_audit_log_actor_id"`);
    await q.query(`DROP INDEX "IDX_admin_audit_log_occurred_at"`);
    await q.query(`DROP TABLE "admin_audit_log"`);
  }
}
