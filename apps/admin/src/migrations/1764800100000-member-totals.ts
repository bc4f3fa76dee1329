import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The directory's totals and version, kept by the consumer (see MemberTotalsEntity); counted once from the rows already there. */
export class MemberTotals1764800100000 implements MigrationInterface {
  name = 'MemberTotals1764800100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "member_totals" (
        "id" smallint NOT NULL DEFAULT 1,
        "members" integer NOT NULL DEFAULT 0,
        "premium_members" integer NOT NULL DEFAULT 0,
        "generation" uuid NOT NULL,
        "version" bigint NOT NULL DEFAULT 0,
        CONSTRAINT "member_totals_one_row" CHECK ("id" = 1),
        CONSTRAINT "PK_member_totals" PRIMARY KEY ("id")
      )`,
    );
    await q.query(
      `INSERT INTO "member_totals" ("id", "generation", "members", "premium_members")
       SELECT 1, gen_random_uuid(), count(*) FILTER (WHERE "created_at" IS NOT NULL), count(*) FILTER (WHERE "created_at" IS NOT NULL AND "is_premium") FROM "members"`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "member_totals"`);
  }
}
