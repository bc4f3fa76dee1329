import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { monthOf } from '@vi/contracts';
import { testInfra } from '@vi/testing';
import pg from 'pg';
import type { QueryRunner } from 'typeorm';
import { MemberTimeZones1763800300000 } from '../migrations/1763800300000-member-time-zones.js';

/**
 * The allowance check in the database (the latest start-session migration's SQL, which never changes) and the usage
 * figures (contracts' monthOf) must count the same sessions in a month. This takes the month-start
 * expression out of the migration's own SQL and asks PostgreSQL for it at chosen instants.
 */
const MONTH_START_IN_MIGRATION = "date_trunc('month', p_now AT TIME ZONE p_tz) AT TIME ZONE p_tz";

async function migrationSql(): Promise<string[]> {
  const statements: string[] = [];
  const runner = { query: async (sql: string) => void statements.push(sql) } as unknown as QueryRunner;
  await new MemberTimeZones1763800300000().up(runner);
  return statements.filter((sql) => sql.includes('CREATE FUNCTION'));
}

const ZONES = [
  'UTC',
  'Pacific/Auckland',
  'America/Los_Angeles',
  'America/New_York',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Pacific/Kiritimati',
  // Midnight on the 1st skipped (2023-10-01) and repeated (2020-11-01) by a clock change.
  'America/Asuncion',
  'America/Havana',
];

const INSTANTS = [
  '2026-01-31T23:30:00Z',
  '2026-02-01T00:30:00Z',
  '2026-03-31T23:59:59Z',
  '2026-10-31T12:00:00Z',
  '2023-10-01T03:59:59Z',
  '2023-10-01T04:00:00Z',
  '2020-11-01T04:30:00Z',
  '2020-11-01T05:00:00Z',
];

describe('the month rule in SQL and in TypeScript', () => {
  let client: pg.Client;

  beforeAll(async () => {
    client = new pg.Client({ connectionString: testInfra().databaseUrl });
    await client.connect();
  });

  afterAll(async () => {
    await client.end();
  });

  it('is the expression both start-session functions count from', async () => {
    const statements = await migrationSql();
    expect(statements).toHaveLength(2);
    for (const sql of statements) expect(sql).toContain(`"started_at" >= (${MONTH_START_IN_MIGRATION})`);
  });

  it('agrees with monthOf at month boundaries in every zone', async () => {
    const cases = ZONES.flatMap((timeZone) => {
      const boundaries = INSTANTS.flatMap((instant) => {
        const { start, end } = monthOf(new Date(instant), timeZone);
        // Just before, at and just after each edge of the month, as well as the instant itself.
        return [new Date(instant), start, end, new Date(start.getTime() - 1000), new Date(end.getTime() - 1000), new Date(start.getTime() + 1000)];
      });
      return boundaries.map((at) => ({ timeZone, at }));
    });
    const expression = MONTH_START_IN_MIGRATION.replaceAll('p_now', 'c.at').replaceAll('p_tz', 'c.tz');
    const { rows } = await client.query<{ i: number; start: Date }>(
      `SELECT c.i, ${expression} AS "start" FROM unnest($1::timestamptz[], $2::text[]) WITH ORDINALITY AS c(at, tz, i)`,
      [cases.map((c) => c.at.toISOString()), cases.map((c) => c.timeZone)],
    );
    const disagreements = rows
      .map((row) => ({ ...cases[Number(row.i) - 1]!, sql: row.start.toISOString() }))
      .map(({ timeZone, at, sql }) => ({ timeZone, at: at.toISOString(), sql, ts: monthOf(at, timeZone).start.toISOString() }))
      .filter((c) => c.sql !== c.ts);
    expect(rows).toHaveLength(cases.length);
    expect(disagreements).toEqual([]);
  });
});
