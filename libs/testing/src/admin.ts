import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { testInfra } from './infra.js';

// pg ships no types of its own; the little used here is typed below.
interface PgClient {
  connect(): Promise<void>;
  query<R>(sql: string, params?: unknown[]): Promise<{ rows: R[] }>;
  end(): Promise<void>;
}
const pg = createRequire(import.meta.url)('pg') as { Client: new (config: { connectionString: string }) => PgClient };

/**
 * Makes a member of the stack under `namespace` an admin the way `npm run admin:create` does: an
 * active row in identity's `admin_users` (rights are checked live, so it counts from the next request).
 */
export async function grantAdmin(namespace: string, userId: string, role: 'admin' | 'super_admin' = 'admin'): Promise<void> {
  const identity = `"${namespace}_identity"`;
  const client = new pg.Client({ connectionString: testInfra().databaseUrl });
  await client.connect();
  try {
    const inserted = await client.query(
      `INSERT INTO ${identity}."admin_users" ("id", "user_id", "email", "role", "active")
       SELECT $1, u."id", u."email", $3, true FROM ${identity}."users" u WHERE u."id" = $2
       ON CONFLICT ("user_id") DO UPDATE SET "role" = EXCLUDED."role", "active" = true RETURNING "id"`,
      [randomUUID(), userId, role],
    );
    if (inserted.rows.length === 0) throw new Error(`grantAdmin: no member ${userId} in ${namespace}`);
  } finally {
    await client.end();
  }
}
