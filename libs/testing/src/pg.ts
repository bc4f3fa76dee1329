import { createRequire } from 'node:module';

// pg ships no types of its own; the little the tests use is typed here.
export interface PgClient {
  connect(): Promise<void>;
  query<R = any>(sql: string, params?: unknown[]): Promise<{ rows: R[]; rowCount: number | null }>;
  end(): Promise<void>;
  on(event: 'error', listener: (error: Error) => void): void;
}

const pg = createRequire(import.meta.url)('pg') as { Client: new (config: { connectionString: string }) => PgClient };

/** A PostgreSQL client on `databaseUrl`, not yet connected. */
export const newPgClient = (databaseUrl: string): PgClient => new pg.Client({ connectionString: databaseUrl });
