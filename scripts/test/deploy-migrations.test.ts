/**
 * Replicas that start together never run a schema's migrations twice (docs/operations.md,
 * Migrations): four "replicas" migrate one fresh schema at once on the real PostgreSQL. The migration
 * creates a table without IF NOT EXISTS and holds its transaction a moment, so two runs of it would
 * fail or record it twice; under service-kit's advisory lock one replica applies it and the others
 * find nothing pending.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { createDataSource, migrate, queryRows } from '@vi/service-kit';
import { dropNamespace, testInfra, uniqueNamespace } from '@vi/testing';
import type { DataSource, MigrationInterface, QueryRunner } from 'typeorm';

const namespace = uniqueNamespace('migrate');
const schema = `${namespace}_replicas`;
const sources: DataSource[] = [];

class CreateThings1800000000000 implements MigrationInterface {
  name = 'CreateThings1800000000000';
  async up(runner: QueryRunner): Promise<void> {
    await runner.query('CREATE TABLE "things" ("id" serial PRIMARY KEY)');
    await runner.query('SELECT pg_sleep(0.3)');
    await runner.query('INSERT INTO "things" DEFAULT VALUES');
  }
  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE "things"');
  }
}

afterAll(async () => {
  await Promise.all(sources.map((s) => (s.isInitialized ? s.destroy() : undefined)));
  await dropNamespace(namespace);
});

describe('migrations at start', () => {
  it('four replicas starting at once: one applies the migration, the others wait and find nothing to do', async () => {
    const url = testInfra().databaseUrl;
    const replicas = Array.from({ length: 4 }, () => {
      const source = createDataSource({ url, schema, entities: [], migrations: [CreateThings1800000000000], poolSize: 2 });
      sources.push(source);
      return source;
    });
    const applied = await Promise.all(replicas.map((source) => migrate(source, url, schema)));
    expect(applied.filter((names) => names.length > 0)).toEqual([['CreateThings1800000000000']]);
    const [recorded] = await queryRows<{ n: number }>(replicas[0]!, `SELECT count(*)::int AS n FROM "${schema}"."migrations"`);
    expect(recorded!.n).toBe(1);
    const [things] = await queryRows<{ n: number }>(replicas[0]!, `SELECT count(*)::int AS n FROM "${schema}"."things"`);
    expect(things!.n).toBe(1);
  });
});
