import { afterAll, describe, expect, it } from '@jest/globals';
import { createDataSource, migrate, pendingSchemaChanges } from '@vi/service-kit';
import { dropNamespace, testInfra, uniqueNamespace } from '@vi/testing';
import { IDENTITY_ENTITIES } from '../src/entities.js';
import { IDENTITY_MIGRATIONS } from '../src/migrations/index.js';

const ns = uniqueNamespace('idmig');

afterAll(() => dropNamespace(ns));

describe('identity migrations', () => {
  it('build exactly the schema the entities describe (nothing left for migration:generate)', async () => {
    const { databaseUrl } = testInfra();
    const schema = `${ns}_identity`;
    const dataSource = createDataSource({ url: databaseUrl, schema, entities: IDENTITY_ENTITIES, migrations: IDENTITY_MIGRATIONS });
    try {
      const applied = await migrate(dataSource, databaseUrl, schema);
      expect(applied).toEqual(IDENTITY_MIGRATIONS.map((m) => m.name));
      expect(await pendingSchemaChanges(dataSource)).toEqual([]);
      // A second start finds nothing to do.
      expect(await migrate(dataSource, databaseUrl, schema)).toEqual([]);
    } finally {
      await dataSource.destroy();
    }
  });
});
