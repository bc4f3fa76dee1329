/** toEnvelope against the errors a real PostgreSQL connection throws (the unit part: src/errors.spec.ts). */
import { createServer } from 'node:net';
import { describe, expect, it } from '@jest/globals';
import { testInfra } from '@vi/testing';
import pg from 'pg';
import { ErrorCode } from '@vi/contracts';
import { isDependencyUnavailable, toEnvelope } from '../src/errors.js';

const DATABASE_URL = testInfra().databaseUrl;

/** What a query throws when its backend is terminated under it (as a shutdown does): SQLSTATE 57P01. */
async function terminatedQueryError(): Promise<unknown> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('SELECT pg_terminate_backend(pg_backend_pid())');
  } catch (error) {
    return error;
  } finally {
    await client.end().catch(() => undefined);
  }
  throw new Error('the query was not ended');
}

/** What connecting to a port nobody listens on throws. */
async function refusedConnectionError(): Promise<unknown> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
  try {
    await client.connect();
  } catch (error) {
    return error;
  }
  throw new Error('the connection was made');
}

describe('toEnvelope with a real database', () => {
  it('answers UPSTREAM_UNAVAILABLE (503) for a database that went away or cannot be reached', async () => {
    const terminated = await terminatedQueryError();
    expect((terminated as { code?: string }).code).toBe('57P01');
    expect(toEnvelope(terminated).code).toBe(ErrorCode.UPSTREAM_UNAVAILABLE);
    const refused = await refusedConnectionError();
    expect(toEnvelope(refused).code).toBe(ErrorCode.UPSTREAM_UNAVAILABLE);
  });

  it('looks through the wrappers an ORM or a cause puts around it', async () => {
    const terminated = await terminatedQueryError();
    // TypeORM's QueryFailedError keeps the driver's error as `driverError`.
    const wrapped = Object.assign(new Error('query failed'), { driverError: terminated });
    expect(isDependencyUnavailable(wrapped)).toBe(true);
    expect(isDependencyUnavailable(new Error('outer', { cause: new Error('Connection terminated unexpectedly') }))).toBe(true);
  });
});
