import pg from 'pg';
import { DataSource, type EntityManager, type MixedList, type EntitySchema, getMetadataArgsStorage } from 'typeorm';

export interface DatabaseOptions {
  url: string;
  /** The service's own schema; no service reads another's. */
  schema: string;
  entities: MixedList<Function | string | EntitySchema>;
  migrations: MixedList<Function | string>;
  poolSize?: number;
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * A DataSource bound to the service's schema (unqualified SQL in repositories and
 * migrations lands there through search_path). The schema is created if missing.
 */
export function createDataSource(options: DatabaseOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url: options.url,
    schema: options.schema,
    entities: options.entities,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: false,
    extra: {
      max: options.poolSize ?? 10,
      options: `-c search_path=${quoteIdent(options.schema)},public`,
      connectionTimeoutMillis: 5000,
    },
  });
}

/**
 * Creates the schema and runs pending migrations under an advisory lock, so replicas
 * starting together migrate once.
 */
export async function migrate(dataSource: DataSource, url: string, schema: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [`vi-migrations:${schema}`]);
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`);
    if (!dataSource.isInitialized) await dataSource.initialize();
    const done = await dataSource.runMigrations({ transaction: 'each' });
    return done.map((m) => m.name);
  } finally {
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', [`vi-migrations:${schema}`]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

/** The SQL TypeORM would still run to match the entities: empty when migrations are complete. */
export async function pendingSchemaChanges(dataSource: DataSource): Promise<string[]> {
  const log = await dataSource.driver.createSchemaBuilder().log();
  return log.upQueries.map((q) => q.query);
}

/**
 * Runs SQL and returns its rows. TypeORM answers UPDATE/DELETE ... RETURNING as
 * `[rows, affectedCount]` and everything else as rows; callers get rows either way.
 */
export async function queryRows<T>(runner: DataSource | EntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
  const result: unknown = await runner.query(sql, params);
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') {
    return result[0] as T[];
  }
  return result as T[];
}

const columnLists = new WeakMap<Function, Map<string, string>>();

/**
 * For raw SQL that reads whole rows of an entity (a PL/pgSQL call, a CTE, `SKIP LOCKED`): the
 * entity's columns, inherited ones too, each aliased to its property (`"user_id" AS "userId"`), so
 * the rows come back in the entity's shape. Taken from the entity's decorators (the default naming:
 * a column is its `name`, else its property), once per entity and alias.
 */
export function entityColumns(entity: Function, alias?: string): string {
  let lists = columnLists.get(entity);
  if (!lists) columnLists.set(entity, (lists = new Map()));
  let list = lists.get(alias ?? '');
  if (list === undefined) {
    const targets: Function[] = [];
    for (let target = entity; target && target !== Function.prototype; target = Object.getPrototypeOf(target) as Function) targets.push(target);
    const prefix = alias ? `${alias}.` : '';
    list = getMetadataArgsStorage()
      .filterColumns(targets)
      .map((column) => {
        const name = column.options.name ?? column.propertyName;
        return name === column.propertyName ? `${prefix}"${name}"` : `${prefix}"${name}" AS "${column.propertyName}"`;
      })
      .join(', ');
    if (list === '') throw new Error(`entityColumns: ${entity.name} has no columns (is it an entity?)`);
    lists.set(alias ?? '', list);
  }
  return list;
}
