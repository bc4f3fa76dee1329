import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { dropNamespace, findMemberTraces, testInfra, uniqueNamespace } from '@vi/testing';

interface PgClient {
  connect(): Promise<void>;
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: R[] }>;
  end(): Promise<void>;
}
const pg = createRequire(import.meta.url)('pg') as { Client: new (config: { connectionString: string }) => PgClient };

describe('findMemberTraces (real PostgreSQL)', () => {
  const ns = uniqueNamespace('traces');
  const other = uniqueNamespace('traces');
  const member = randomUUID();
  const email = 'Some_One@Example.com';
  let db: PgClient;

  beforeAll(async () => {
    db = new pg.Client({ connectionString: testInfra().databaseUrl });
    await db.connect();
    for (const schema of [`${ns}_one`, `${ns}_two`, `${other}_one`]) {
      await db.query(`CREATE SCHEMA "${schema}"`);
      await db.query(
        `CREATE TABLE "${schema}"."things" ("id" uuid PRIMARY KEY, "owner" uuid, "note" text, "label" varchar(200), "payload" jsonb, "tags" text[], "n" int)`,
      );
    }
    const insert = (schema: string, values: unknown[]) =>
      db.query(
        `INSERT INTO "${schema}"."things" ("id", "owner", "note", "label", "payload", "tags", "n") VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, 1)`,
        values,
      );
    await insert(`${ns}_one`, [member, null, null, null, null]);
    await insert(`${ns}_one`, [null, `mail from ${email.toLowerCase()} today`, null, null, null]);
    await insert(`${ns}_one`, [null, null, null, JSON.stringify({ data: { userId: member.toUpperCase() } }), null]);
    await insert(`${ns}_two`, [null, null, 'Ada Lovelace', null, ['first', 'Lovelace']]);
    // Near misses: another address whose `_` a careless LIKE would take as a wildcard, and another member.
    await insert(`${ns}_two`, [randomUUID(), 'someXone@example.com', null, null, null]);
    // Another namespace is not searched.
    await insert(`${other}_one`, [member, email, null, null, null]);
  });

  afterAll(async () => {
    await db?.end();
    await dropNamespace(ns);
    await dropNamespace(other);
  });

  it('finds the id in uuid, text and JSON columns, the address in any case, and other words in arrays, only in the namespace', async () => {
    const traces = await findMemberTraces({ namespace: ns, userId: member, email, also: ['lovelace'] });
    expect(traces).toEqual([
      { schema: `${ns}_one`, table: 'things', column: 'owner', rows: 1 },
      { schema: `${ns}_one`, table: 'things', column: 'note', rows: 1 },
      { schema: `${ns}_one`, table: 'things', column: 'payload', rows: 1 },
      { schema: `${ns}_two`, table: 'things', column: 'label', rows: 1 },
      { schema: `${ns}_two`, table: 'things', column: 'tags', rows: 1 },
    ]);
  });

  it('leaves out what `allow` documents: a whole column, or the rows its test accepts', async () => {
    const traces = await findMemberTraces({
      namespace: ns,
      userId: member,
      email,
      allow: [
        { schema: 'one', table: 'things', column: 'owner', reason: 'test' },
        { schema: `${ns}_one`, table: 'things', row: (row) => (row.payload as { data?: unknown } | null)?.data !== undefined, reason: 'test' },
      ],
    });
    expect(traces).toEqual([{ schema: `${ns}_one`, table: 'things', column: 'note', rows: 1 }]);
  });

  it('answers nothing for someone else, and refuses an empty word (it would match everything)', async () => {
    expect(await findMemberTraces({ namespace: ns, userId: randomUUID(), email: 'nobody@example.com' })).toEqual([]);
    await expect(findMemberTraces({ namespace: ns, userId: member, email: ' ' })).rejects.toThrow(/empty/);
  });
});
