import 'reflect-metadata';
import { ConfigError, connectNats, createDataSource, natsCredentials, EventDeadLetters1764700000000, migrate, Namespace, parseConfig } from '@vi/service-kit';
import { adminConfigShape } from '../config.js';
import { ADMIN_ENTITIES } from '../entities.js';
import { ADMIN_MIGRATIONS } from '../migrations/index.js';
import { rebuildDirectory, StreamIncompleteError } from '../rebuild/directory-rebuild.js';
import { SERVICE_NAME } from '../start.js';

/**
 * `npm run admin:rebuild`: replays the whole event stream into fresh user-directory tables and swaps
 * them in (see rebuildDirectory). The admin service may keep running meanwhile. Exits 1 without
 * touching the directory when the stream no longer holds every event.
 */
async function main() {
  const config = parseConfig(adminConfigShape);
  const namespace = new Namespace(config.NAMESPACE);
  const schema = namespace.schema(SERVICE_NAME);
  const dataSource = createDataSource({
    url: config.DATABASE_URL,
    schema,
    entities: ADMIN_ENTITIES,
    migrations: [...ADMIN_MIGRATIONS, EventDeadLetters1764700000000],
    poolSize: 3,
  });
  await migrate(dataSource, config.DATABASE_URL, schema);
  const nc = await connectNats(config.NATS_URL, 'admin-rebuild', natsCredentials(config, SERVICE_NAME));
  try {
    const report = await rebuildDirectory({
      dataSource,
      databaseUrl: config.DATABASE_URL,
      schema,
      nc,
      namespace,
      log: (line) => process.stdout.write(`[admin:rebuild] ${line}\n`),
    });
    process.stdout.write(
      `[admin:rebuild] done: ${report.events} events (stream sequences 1..${report.lastSequence}) replayed into ${schema}; ` +
        `${report.members} members listed, ${report.tombstones} deleted members remembered` +
        `${report.unreadable ? `, ${report.unreadable} unreadable messages skipped (as the live consumer does)` : ''}; ` +
        `swapped in after ${(report.elapsedMs / 1000).toFixed(1)} s (live tables held ${report.swapMs} ms)\n`,
    );
  } finally {
    await nc.drain().catch(() => undefined);
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  if (error instanceof StreamIncompleteError) {
    process.stderr.write(
      `[admin:rebuild] refused: ${error.message}. A directory replayed from it would miss those members and counts, ` +
        `so the directory was left as it is (the live consumer keeps it up to date).\n`,
    );
  } else {
    process.stderr.write(`[admin:rebuild] ${error instanceof ConfigError ? error.message : (error as Error).message}\n`);
  }
  process.exit(1);
});
