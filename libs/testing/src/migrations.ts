import { createDataSource, migrate, pendingSchemaChanges } from '@vi/service-kit';
import type { EntitySchema, MixedList } from 'typeorm';
import { dropNamespace } from './drop-namespace.js';
import { testInfra } from './infra.js';
import { uniqueNamespace } from './namespace.js';

export interface MigrationCheck {
  applied: string[];
  /** SQL that `migration:generate` would still write: empty when the committed migrations are complete. */
  pending: string[];
  /** What a second start applies: nothing. */
  appliedAgain: string[];
}

/** Runs a service's migrations in a fresh schema and reports what the entities still need. */
export async function checkMigrations(
  service: string,
  entities: MixedList<Function | string | EntitySchema>,
  migrations: MixedList<Function | string>,
): Promise<MigrationCheck> {
  const { databaseUrl } = testInfra();
  const ns = uniqueNamespace('mig');
  const schema = `${ns}_${service.replace(/-/g, '_')}`;
  const dataSource = createDataSource({ url: databaseUrl, schema, entities, migrations });
  try {
    const applied = await migrate(dataSource, databaseUrl, schema);
    const pending = await pendingSchemaChanges(dataSource);
    const appliedAgain = await migrate(dataSource, databaseUrl, schema);
    return { applied, pending, appliedAgain };
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await dropNamespace(ns);
  }
}
