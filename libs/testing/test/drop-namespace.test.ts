import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createRequire } from 'node:module';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { createClient } from 'redis';
import { dropNamespace, testInfra, uniqueNamespace } from '@vi/testing';

interface PgClient {
  connect(): Promise<void>;
  query<R = Record<string, unknown>>(sql: string): Promise<{ rows: R[] }>;
  end(): Promise<void>;
}
const pg = createRequire(import.meta.url)('pg') as { Client: new (config: { connectionString: string }) => PgClient };

describe('dropNamespace (real PostgreSQL, Redis and NATS)', () => {
  const infra = testInfra();
  let db: PgClient;
  let redis: ReturnType<typeof createClient>;
  let nc: NatsConnection;
  let jsm: JetStreamManager;

  beforeAll(async () => {
    db = new pg.Client({ connectionString: infra.databaseUrl });
    await db.connect();
    redis = await createClient({ url: infra.redisUrl }).connect();
    nc = await connect({ servers: infra.natsUrl });
    jsm = await jetstreamManager(nc);
  });

  afterAll(async () => {
    await db.end();
    redis.destroy();
    await nc.close();
  });

  it("removes the namespace's schemas, Redis keys and event stream, and nothing of another namespace", async () => {
    const ns = uniqueNamespace('drop');
    const other = uniqueNamespace('keep');
    const stream = `${ns.toUpperCase()}_EVENTS`;
    await db.query(
      `CREATE SCHEMA ${ns}_identity; CREATE TABLE ${ns}_identity.users (id int); CREATE SCHEMA ${ns}_sessions_and_limits; CREATE SCHEMA ${other}_identity`,
    );
    await redis.set(`${ns}:rate:1`, '1');
    await redis.set(`${ns}:cache:a:b`, '1');
    await redis.set(`${other}:rate:1`, '1');
    await jsm.streams.add({ name: stream, subjects: [`${ns}.events.>`] });

    await dropNamespace(ns);

    const { rows } = await db.query<{ nspname: string }>(`SELECT nspname FROM pg_namespace WHERE nspname LIKE '${ns}%' OR nspname LIKE '${other}%' ORDER BY 1`);
    expect(rows.map((row) => row.nspname)).toEqual([`${other}_identity`]);
    expect(await redis.keys(`${ns}:*`)).toEqual([]);
    expect(await redis.get(`${other}:rate:1`)).toBe('1');
    await expect(jsm.streams.info(stream)).rejects.toThrow();

    await dropNamespace(other);
    expect(await redis.get(`${other}:rate:1`)).toBeNull();
  });

  it('is harmless when nothing is there, and refuses what is not a namespace', async () => {
    await expect(dropNamespace(uniqueNamespace('empty'))).resolves.toBeUndefined();
    await expect(dropNamespace("x'; DROP SCHEMA public; --")).rejects.toThrow('Not a namespace');
  });
});
