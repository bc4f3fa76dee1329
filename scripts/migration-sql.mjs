// Prints the SQL a new migration needs: what TypeORM's schema builder would still run after the
// app's committed migrations, in a throw-away schema. Empty output: the migrations are complete.
//   npm run build && node scripts/migration-sql.mjs sessions-and-limits
import 'reflect-metadata';
import pg from 'pg';
import { pathToFileURL } from 'node:url';
import path from 'node:path';

const app = process.argv[2];
if (!app) throw new Error('usage: node scripts/migration-sql.mjs <app>');
const root = path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), '..');
const load = (file) => import(pathToFileURL(path.join(root, 'apps', app, 'dist', file)).href);
const firstArray = (mod) => Object.values(mod).find(Array.isArray);
const { createDataSource, migrate, pendingSchemaChanges } = await import(pathToFileURL(path.join(root, 'libs/service-kit/dist/index.js')).href);

const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const schema = `migration_sql_${process.pid}`;
const dataSource = createDataSource({
  url,
  schema,
  entities: firstArray(await load('entities.js')),
  migrations: firstArray(await load('migrations/index.js')),
});
try {
  await migrate(dataSource, url, schema);
  for (const sql of await pendingSchemaChanges(dataSource)) console.log(`${sql.trim()};`);
} finally {
  if (dataSource.isInitialized) await dataSource.destroy();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await client.end();
}
