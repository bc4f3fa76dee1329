import { queryRows } from '@vi/service-kit';
import type { DataSource, EntityManager } from 'typeorm';

type Runner = DataSource | EntityManager;

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Makes `staging.table` the shape of `live.table` as the migrations left it: columns, defaults,
 * checks and the key constraints under the same names (upserts need the keys while the events are
 * replayed). The other indexes come after the load (see secondaryIndexes): faster to build once.
 * Copied from the live table rather than written again, so a later migration needs nothing here.
 */
export async function cloneTable(runner: Runner, live: string, staging: string, table: string): Promise<void> {
  const from = `${quoteIdent(live)}.${quoteIdent(table)}`;
  const to = `${quoteIdent(staging)}.${quoteIdent(table)}`;
  await runner.query(`CREATE TABLE ${to} (LIKE ${from} INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING GENERATED INCLUDING STORAGE)`);
  const keys = await queryRows<{ name: string; definition: string }>(
    runner,
    `SELECT "conname" AS "name", pg_get_constraintdef("oid") AS "definition" FROM pg_constraint
     WHERE "conrelid" = to_regclass($1) AND "contype" IN ('p', 'u', 'x') ORDER BY "conname"`,
    [from],
  );
  for (const key of keys) await runner.query(`ALTER TABLE ${to} ADD CONSTRAINT ${quoteIdent(key.name)} ${key.definition}`);
}

/** The statements that create `live.table`'s indexes that back no constraint, aimed at `staging.table`, same names. */
export async function secondaryIndexes(runner: Runner, live: string, staging: string, table: string): Promise<string[]> {
  const rows = await queryRows<{ definition: string; live_name: string; bare_name: string; staging_name: string }>(
    runner,
    `SELECT pg_get_indexdef(ix."indexrelid") AS "definition", quote_ident($1) || '.' || quote_ident($3) AS "live_name",
            quote_ident($3) AS "bare_name", quote_ident($2) || '.' || quote_ident($3) AS "staging_name"
     FROM pg_index ix
     WHERE ix."indrelid" = to_regclass(quote_ident($1) || '.' || quote_ident($3))
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c."conindid" = ix."indexrelid")
     ORDER BY ix."indexrelid"`,
    [live, staging, table],
  );
  // The table is printed schema-qualified unless the schema is on the reader's search_path.
  return rows.map((row) => {
    const target = [` ON ${row.live_name} USING `, ` ON ${row.bare_name} USING `].find((form) => row.definition.includes(form));
    if (!target) throw new Error(`Cannot copy an index of ${table}: ${row.definition}`);
    return row.definition.replace(target, ` ON ${row.staging_name} USING `);
  });
}
