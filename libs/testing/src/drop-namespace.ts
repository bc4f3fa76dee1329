import { connect } from '@nats-io/transport-node';
import { jetstreamManager, JetStreamApiCodes } from '@nats-io/jetstream';
import { createClient } from 'redis';
import { testInfra } from './infra.js';
import { newPgClient } from './pg.js';

const NAMESPACE_PATTERN = /^[a-z][a-z0-9_]{0,30}$/;

/**
 * Removes everything a stack under namespace `ns` left behind: Postgres schemas `<ns>_*`, Redis keys
 * `<ns>:*` and the JetStream stream `<NS>_EVENTS`. Missing pieces are fine.
 */
export async function dropNamespace(ns: string): Promise<void> {
  // The namespace goes into SQL identifiers and patterns: accept only what service-kit accepts.
  if (!NAMESPACE_PATTERN.test(ns)) throw new Error(`Not a namespace: "${ns}"`);
  const infra = testInfra();
  const results = await Promise.allSettled([dropSchemas(infra.databaseUrl, ns), dropRedisKeys(infra.redisUrl, ns), dropStream(infra.natsUrl, ns)]);
  const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failures.length) {
    throw new Error(`dropNamespace(${ns}) failed: ${failures.map((f) => (f.reason as Error)?.message ?? String(f.reason)).join('; ')}`);
  }
}

async function dropSchemas(databaseUrl: string, ns: string): Promise<void> {
  const client = newPgClient(databaseUrl);
  client.on('error', () => {});
  await client.connect();
  try {
    const pattern = `${ns.replace(/_/g, '\\_')}\\_%`; // `_` is a LIKE wildcard
    const { rows } = await client.query<{ nspname: string }>('SELECT nspname FROM pg_namespace WHERE nspname LIKE $1', [pattern]);
    for (const { nspname } of rows) {
      await client.query(`DROP SCHEMA IF EXISTS "${nspname.replace(/"/g, '""')}" CASCADE`);
    }
  } finally {
    await client.end().catch(() => {});
  }
}

async function dropRedisKeys(redisUrl: string, ns: string): Promise<void> {
  // One attempt only: a Redis that is down fails the drop rather than retrying for ever.
  const redis = createClient({ url: redisUrl, socket: { connectTimeout: 5000, reconnectStrategy: false } });
  redis.on('error', () => {});
  await redis.connect();
  try {
    for await (const keys of redis.scanIterator({ MATCH: `${ns}:*`, COUNT: 500 })) {
      if (keys.length) await redis.unlink(keys);
    }
  } finally {
    redis.destroy();
  }
}

async function dropStream(natsUrl: string, ns: string): Promise<void> {
  const nc = await connect({ servers: natsUrl, timeout: 5000 });
  try {
    const jsm = await jetstreamManager(nc);
    try {
      await jsm.streams.delete(`${ns.toUpperCase()}_EVENTS`);
    } catch (error) {
      const code = (error as { code?: number; api_error?: { err_code?: number } }).api_error?.err_code ?? (error as { code?: number }).code;
      if (code !== JetStreamApiCodes.StreamNotFound && !/not found/i.test((error as Error).message)) throw error;
    }
  } finally {
    await nc.close();
  }
}
