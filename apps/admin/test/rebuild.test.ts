import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { jetstreamManager } from '@nats-io/jetstream';
import { EVENTS, RPC } from '@vi/contracts';
import { createDataSource } from '@vi/service-kit';
import { testInfra } from '@vi/testing';
import type { DataSource } from 'typeorm';
import { DIRECTORY_CONSUMER } from '../src/directory/directory.projector.js';
import { ADMIN_ENTITIES } from '../src/entities.js';
import { rebuildDirectory, StreamIncompleteError } from '../src/rebuild/directory-rebuild.js';
import { type AdminUnderTest, readModelOf, startAdminUnderTest } from './admin-stack.js';
import { type Cast, cast, expectedDirectory, publishHistory } from './history.js';

// `npm run admin:rebuild` replays the stream into fresh tables and swaps them in while the service
// (and its consumer) keep running.

const CLI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/cli/rebuild.js');

let admin: AdminUnderTest;
let c: Cast;
let dataSource: DataSource;

beforeAll(async () => {
  admin = await startAdminUnderTest('adm_rebuild');
  c = cast();
  await publishHistory(admin, c);
  await admin.caughtUp();
  dataSource = createDataSource({ url: testInfra().databaseUrl, schema: admin.schema, entities: ADMIN_ENTITIES, migrations: [], poolSize: 3 });
  await dataSource.initialize();
}, 60_000);

afterAll(async () => {
  if (dataSource?.isInitialized) await dataSource.destroy();
  await admin?.stop();
});

const rebuild = () =>
  rebuildDirectory({ dataSource, databaseUrl: testInfra().databaseUrl, schema: admin.schema, nc: admin.nc, namespace: admin.namespace, batchSize: 7 });
const list = (query: unknown) => admin.rpc.call(RPC.admin.listUsers, query);
const processedIds = async () =>
  (
    await admin.db.query(`SELECT "event_id" FROM "${admin.schema}"."processed_events" WHERE "consumer" = $1 ORDER BY "event_id"`, [DIRECTORY_CONSUMER])
  ).rows.map((r) => r.event_id as string);

function runCli(): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const infra = testInfra();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI], {
      env: { ...process.env, NODE_OPTIONS: '', DATABASE_URL: infra.databaseUrl, NATS_URL: infra.natsUrl, NAMESPACE: admin.ns, LOG_LEVEL: 'warn' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('rebuilding the directory', () => {
  it('gives the same read model and processed ids as the live consumer, and readers never see a half-built one', async () => {
    const before = await readModelOf(admin);
    const idsBefore = await processedIds();
    const seen: number[] = [];
    let rebuilding = true;
    const reader = (async () => {
      while (rebuilding) {
        const page = await list({});
        seen.push(page.total);
        expect(page.users).toEqual(expectedDirectory(c));
      }
    })();
    const report = await rebuild().finally(() => (rebuilding = false));
    await reader;
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set([8]));
    expect(report).toMatchObject({ members: 8, tombstones: 2, unreadable: 0 });
    expect(await readModelOf(admin)).toEqual(before);
    expect(await processedIds()).toEqual(idsBefore);
    expect((await list({})).users).toEqual(expectedDirectory(c));
    // Nothing of the staging schema is left.
    const { rows } = await admin.db.query(`SELECT 1 FROM pg_namespace WHERE "nspname" = $1`, [`${admin.schema}_rebuild`]);
    expect(rows).toEqual([]);
  });

  it('loses and doubles nothing that arrives while it runs, and a redelivery afterwards changes nothing', async () => {
    const newcomers = Array.from({ length: 20 }, (_, i) => ({ userId: randomUUID(), email: `new.${i}@example.com`, name: `Newcomer ${i}` }));
    const publishing = (async () => {
      for (const n of newcomers) {
        await admin.publish(EVENTS.identity.userSignedUp, { ...n, createdAt: new Date().toISOString() });
        await new Promise((r) => setTimeout(r, 15));
      }
      await admin.publish(EVENTS.sessions.voiceSessionEnded, {
        sessionId: randomUUID(),
        userId: c.zoe.id,
        status: 'completed',
        startedAt: new Date().toISOString(),
        endedAt: new Date().toISOString(),
        durationSeconds: 5,
      });
    })();
    await Promise.all([rebuild(), publishing]);
    await admin.caughtUp();
    const page = await list({ perPage: 100 });
    expect(page.total).toBe(28);
    expect(
      page.users
        .filter((u) => u.name.startsWith('Newcomer'))
        .map((u) => u.id)
        .sort(),
    ).toEqual(newcomers.map((n) => n.userId).sort());
    expect(page.users.find((u) => u.id === c.zoe.id)?.voiceSessionsCount).toBe(2);

    // What the live consumer kept is what a quiet rebuild makes of the same stream.
    const live = await readModelOf(admin);
    await rebuild();
    expect(await readModelOf(admin)).toEqual(live);

    // An old event delivered again is recognised by the processed ids the rebuild handed over.
    const jsm = await jetstreamManager(admin.nc);
    const first = await jsm.streams.getMessage(admin.namespace.eventStream, { seq: 1 });
    const event = first!.json<{ id: string; subject: string; occurredAt: string; data: unknown }>();
    await admin.publish(event.subject, event.data, { id: event.id, msgId: randomUUID(), occurredAt: event.occurredAt });
    await admin.caughtUp();
    expect(await readModelOf(admin)).toEqual(live);
  });

  it('runs as a command (npm run admin:rebuild runs this build)', async () => {
    const before = await readModelOf(admin);
    const { code, stdout, stderr } = await runCli();
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(/done: \d+ events \(stream sequences 1\.\.\d+\) replayed/);
    expect(stdout).toContain('28 members listed, 2 deleted members remembered');
    expect(await readModelOf(admin)).toEqual(before);
  }, 30_000);

  it('refuses, changing nothing, once the stream no longer starts with the first event', async () => {
    const before = await readModelOf(admin);
    const jsm = await jetstreamManager(admin.nc);
    await jsm.streams.deleteMessage(admin.namespace.eventStream, 1);
    const error = await rebuild().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(StreamIncompleteError);
    expect((error as Error).message).toMatch(/starts at sequence 2 of \d+: the 1 events before it are gone/);
    expect(await readModelOf(admin)).toEqual(before);

    const { code, stderr } = await runCli();
    expect(code).toBe(1);
    expect(stderr).toMatch(/\[admin:rebuild\] refused: the event stream \S+ starts at sequence 2 .* the directory was left as it is/);
    expect(await readModelOf(admin)).toEqual(before);
  }, 30_000);
});
