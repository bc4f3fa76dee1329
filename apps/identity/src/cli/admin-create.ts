import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { randomUUID } from 'node:crypto';
import { emailSchema } from '@vi/contracts';
import { ConfigError, createDataSource, migrate, Namespace, parseConfig } from '@vi/service-kit';
import { SERVICE_NAME } from '../start.js';
import { identityConfigShape } from '../config.js';
import { IDENTITY_ENTITIES } from '../entities.js';
import { IDENTITY_MIGRATIONS } from '../migrations/index.js';

/**
 * Grants admin rights to an existing account: `npm run admin:create -- --email you@example.com`.
 * The first admin is a super admin unless --role admin is given.
 */
async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, role: { type: 'string', default: 'super_admin' } },
  });
  const email = emailSchema.safeParse(values.email ?? '');
  if (!email.success) throw new Error('Usage: npm run admin:create -- --email you@example.com [--role admin|super_admin]');
  if (values.role !== 'admin' && values.role !== 'super_admin') throw new Error('--role must be admin or super_admin');

  const config = parseConfig(identityConfigShape);
  const schema = new Namespace(config.NAMESPACE).schema(SERVICE_NAME);
  const dataSource = createDataSource({ url: config.DATABASE_URL, schema, entities: IDENTITY_ENTITIES, migrations: IDENTITY_MIGRATIONS, poolSize: 1 });
  await migrate(dataSource, config.DATABASE_URL, schema);
  try {
    const users: { id: string }[] = await dataSource.query(`SELECT "id" FROM "users" WHERE "email" = $1`, [email.data]);
    if (users.length === 0) {
      throw new Error(`No account uses ${email.data}. Sign up in the app first, then run this command again.`);
    }
    await dataSource.query(
      `INSERT INTO "admin_users" ("id", "user_id", "email", "role", "active", "created_by") VALUES ($1, $2, $3, $4, true, NULL)
       ON CONFLICT ("user_id") DO UPDATE SET "role" = EXCLUDED."role", "active" = true`,
      [randomUUID(), users[0]!.id, email.data, values.role],
    );
    process.stdout.write(`${email.data} is now ${values.role === 'super_admin' ? 'a super admin' : 'an admin'}.\n`);
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : (error as Error).message}\n`);
  process.exit(1);
});
