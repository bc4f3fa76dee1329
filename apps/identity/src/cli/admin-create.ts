import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { randomUUID } from 'node:crypto';
import { emailSchema } from '@vi/contracts';
import { ConfigError, createDataSource, migrate, Namespace, parseConfig } from '@vi/service-kit';
import { AdminsRepository } from '../admins/admins.repository.js';
import { AuditRepository } from '../audit/audit.repository.js';
import { SERVICE_NAME } from '../start.js';
import { identityConfigShape } from '../config.js';
import { IDENTITY_ENTITIES } from '../entities.js';
import { IDENTITY_MIGRATIONS } from '../migrations/index.js';

/**
 * Grants admin rights to an existing account: `npm run admin:create -- --email you@example.com`.
 * The first admin is a super admin unless --role admin is given. It is the bootstrap (no admin is
 * needed to run it); of the admin area's rules it keeps the one that concerns it: the last active
 * super admin is never made a plain admin.
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
    const message = await dataSource.transaction(async (manager) => {
      // The same lock as the admin RPCs take: nothing removes a super admin while this decides.
      const superAdmins = await new AdminsRepository(dataSource).lockActiveSuperAdmins(manager);
      const users: { id: string; role: string | null; active: boolean | null }[] = await manager.query(
        `SELECT u."id", a."role", a."active" FROM "users" u LEFT JOIN "admin_users" a ON a."user_id" = u."id" WHERE u."email" = $1 FOR KEY SHARE OF u`,
        [email.data],
      );
      const user = users[0];
      if (!user) throw new Error(`No account uses ${email.data}. Sign up in the app first, then run this command again.`);
      const what = values.role === 'super_admin' ? 'a super admin' : 'an admin';
      if (user.active && user.role === values.role) return `${email.data} is ${what} already.`;
      if (user.active && user.role === 'super_admin' && superAdmins.every((id) => id === user.id)) {
        throw new Error(`${email.data} is the last super admin and stays one. Make another account a super admin first.`);
      }
      // A new or removed admin is granted afresh by the command line ("System"); an active one changes role only.
      await manager.query(
        `INSERT INTO "admin_users" ("id", "user_id", "email", "role", "active", "created_by", "created_at") VALUES ($1, $2, $3, $4, true, NULL, now())
         ON CONFLICT ("user_id") DO UPDATE SET "role" = EXCLUDED."role", "email" = EXCLUDED."email",
           "active" = true,
           "created_by" = CASE WHEN "admin_users"."active" THEN "admin_users"."created_by" ELSE NULL END,
           "created_at" = CASE WHEN "admin_users"."active" THEN "admin_users"."created_at" ELSE now() END`,
        [randomUUID(), user.id, email.data, values.role],
      );
      // In the audit log as the command line's doing: no admin, no address.
      await new AuditRepository(dataSource).append(manager, {
        id: randomUUID(),
        occurredAt: new Date(),
        action: 'admin.added',
        actorId: null,
        actorEmail: null,
        actorRole: null,
        actorRedacted: false,
        targetType: 'admin',
        targetId: user.id,
        targetLabel: email.data,
        targetRedacted: false,
        details: { role: values.role, by: 'command line' },
        address: null,
      });
      return `${email.data} is now ${what}.`;
    });
    process.stdout.write(`${message}\n`);
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : (error as Error).message}\n`);
  process.exit(1);
});
