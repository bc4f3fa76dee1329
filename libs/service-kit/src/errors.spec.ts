import { createServer } from 'node:net';
import { describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { ErrorCode } from '@vi/contracts';
import { AppError, isDependencyUnavailable, toEnvelope } from './errors.js';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/vi';

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
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'vi' });
  try {
    await client.connect();
  } catch (error) {
    return error;
  }
  throw new Error('the connection was made');
}

describe('toEnvelope', () => {
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

  it('keeps programming errors and refused queries INTERNAL, and product errors as they are', () => {
    expect(toEnvelope(new TypeError('x is undefined')).code).toBe(ErrorCode.INTERNAL);
    // A constraint violation (23505) or a bad value (22P02) is ours to fix, not a reason to retry.
    expect(toEnvelope(Object.assign(new Error('duplicate key'), { code: '23505' })).code).toBe(ErrorCode.INTERNAL);
    expect(toEnvelope(Object.assign(new Error('invalid input syntax'), { code: '22P02' })).code).toBe(ErrorCode.INTERNAL);
    expect(toEnvelope(new AppError(ErrorCode.NOT_FOUND, 'Session not found'))).toEqual({ code: ErrorCode.NOT_FOUND, message: 'Session not found' });
  });
});
