import 'reflect-metadata';
import { ConfigError, createDataSource, migrate, Namespace, parseConfig } from '@vi/service-kit';
import { type IdentityConfig, identityConfigShape, keyConfigProblems } from '../config.js';
import { IDENTITY_ENTITIES } from '../entities.js';
import { KeyEncryption } from '../keys/key-encryption.js';
import { rotateKeys } from '../keys/key-ring.js';
import { IDENTITY_MIGRATIONS } from '../migrations/index.js';
import { SERVICE_NAME } from '../start.js';

/**
 * Makes a new token signing key the signer now (`npm run keys:rotate`, or `node apps/identity/dist/cli/rotate-keys.js`
 * in a container). Running replicas take it up within SIGNING_KEYS_RELOAD_MS; tokens signed with the
 * previous key keep working until they expire.
 */
async function main() {
  const config = parseConfig(identityConfigShape) as unknown as IdentityConfig & { DATABASE_URL: string; NAMESPACE?: string };
  const problems = keyConfigProblems(config);
  if (problems.length > 0) throw new ConfigError(problems);
  const schema = new Namespace(config.NAMESPACE).schema(SERVICE_NAME);
  const dataSource = createDataSource({ url: config.DATABASE_URL, schema, entities: IDENTITY_ENTITIES, migrations: IDENTITY_MIGRATIONS, poolSize: 1 });
  await migrate(dataSource, config.DATABASE_URL, schema);
  try {
    const kid = await rotateKeys(dataSource, KeyEncryption.from(config.SIGNING_KEY_ENCRYPTION_KEY));
    process.stdout.write(`New signing key ${kid} signs from now on; the previous one verifies until its tokens expire.\n`);
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
});
