import { jetstream, jetstreamManager, type Consumer, type StreamInfo } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type { EventEnvelope } from '@vi/contracts';
import { createDataSource, type Namespace, queryRows } from '@vi/service-kit';
import type { DataSource, QueryRunner } from 'typeorm';
import { DIRECTORY_CONSUMER, DIRECTORY_SUBJECTS, DirectoryProjector } from '../directory/directory.projector.js';
import { READ_MODEL_TABLES } from '../entities.js';
import { cloneTable, quoteIdent, secondaryIndexes } from './staging-tables.js';
import { StreamIncompleteError, StreamReplay } from './stream-replay.js';

export { StreamIncompleteError } from './stream-replay.js';

export interface RebuildDependencies {
  /** The service's own schema (initialised, migrated). */
  dataSource: DataSource;
  databaseUrl: string;
  schema: string;
  nc: NatsConnection;
  namespace: Namespace;
  /** Progress lines. */
  log?: (line: string) => void;
  /** Events per transaction while replaying. */
  batchSize?: number;
}

export interface RebuildReport {
  /** Stream sequences replayed: 1..lastSequence. */
  lastSequence: number;
  /** Events of the directory's subjects handled (duplicates of one event id once). */
  events: number;
  /** Messages on those subjects that were not readable events (the live consumer sets them aside too). */
  unreadable: number;
  /** Members listed after the swap, and deleted members remembered. */
  members: number;
  tombstones: number;
  /** Of the whole run, and how long the swap held the live tables. */
  elapsedMs: number;
  swapMs: number;
}

/**
 * Rebuilds the read model from the whole event stream: the same projector as the live consumer
 * replays every event from sequence 1 into fresh tables in a staging schema, which then replace the
 * live tables in one transaction (readers see the old directory or the new one, never a half-built
 * one). The live consumer may keep running: the swap holds its processed-event table, replays what
 * arrived meanwhile, and hands it the rebuild's processed ids, so it skips exactly the events the new
 * tables already hold and nothing is counted twice or lost.
 *
 * When the stream no longer starts at sequence 1 (events aged out after its retention, or were
 * removed), the replay would miss members and counts: it refuses with StreamIncompleteError and
 * leaves the directory as it is.
 */
export async function rebuildDirectory(deps: RebuildDependencies): Promise<RebuildReport> {
  const started = Date.now();
  const log = deps.log ?? (() => undefined);
  const stagingSchema = `${deps.schema}_rebuild`;
  const lock = deps.dataSource.createQueryRunner();
  await lock.connect();
  let staging: DataSource | undefined;
  let consumer: Consumer | undefined;
  try {
    const [{ locked }] = await lock.query(`SELECT pg_try_advisory_lock(hashtext($1)) AS "locked"`, [`admin-rebuild:${deps.schema}`]);
    if (!locked) throw new Error(`Another rebuild of ${deps.schema} is running; try again when it has finished.`);

    const jsm = await jetstreamManager(deps.nc);
    const streamName = deps.namespace.eventStream;
    const stream = await jsm.streams.info(streamName).catch(() => undefined);
    if (!stream) throw new StreamIncompleteError(`there is no event stream ${streamName} to replay`);
    refuseIncomplete(stream);
    log(`replaying ${streamName}: sequences 1..${stream.state.last_seq}`);

    await lock.query(`DROP SCHEMA IF EXISTS ${quoteIdent(stagingSchema)} CASCADE`);
    await lock.query(`CREATE SCHEMA ${quoteIdent(stagingSchema)}`);
    for (const table of READ_MODEL_TABLES) await cloneTable(lock.manager, deps.schema, stagingSchema, table);
    await lock.query(`CREATE TABLE ${quoteIdent(stagingSchema)}."processed_events" (LIKE ${quoteIdent(deps.schema)}."processed_events" INCLUDING ALL)`);

    staging = createDataSource({ url: deps.databaseUrl, schema: stagingSchema, entities: [], migrations: [], poolSize: 2 });
    await staging.initialize();
    const projector = new DirectoryProjector({ forgetDeadLetters: false });
    const apply = applyInto(staging, projector);

    consumer = await jetstream(deps.nc).consumers.get(streamName, { opt_start_seq: 1 });
    const replay = new StreamReplay(consumer, new Set(DIRECTORY_SUBJECTS.map((s) => deps.namespace.subject(s))), deps.batchSize);
    await replay.readThrough(stream.state.last_seq, apply);
    log(`replayed ${replay.counts.events} events; building the search indexes`);

    for (const table of READ_MODEL_TABLES) {
      for (const sql of await secondaryIndexes(lock.manager, deps.schema, stagingSchema, table)) await staging.query(sql);
      await staging.query(`ANALYZE ${quoteIdent(table)}`);
    }

    const swapStarted = Date.now();
    await swapIn(deps, stagingSchema, async () => {
      // Everything the live consumer has handled is on the stream by now: replay up to its end.
      const now = await jsm.streams.info(streamName);
      await replay.readThrough(now.state.last_seq, apply);
    });
    const swapMs = Date.now() - swapStarted;

    const [counts] = await queryRows<{ members: number; tombstones: number }>(
      deps.dataSource,
      `SELECT (SELECT count(*) FROM "members" WHERE "created_at" IS NOT NULL)::int AS "members", (SELECT count(*) FROM "member_tombstones")::int AS "tombstones"`,
    );
    return {
      lastSequence: replay.position,
      events: replay.counts.events,
      unreadable: replay.counts.unreadable,
      members: counts?.members ?? 0,
      tombstones: counts?.tombstones ?? 0,
      elapsedMs: Date.now() - started,
      swapMs,
    };
  } finally {
    await consumer?.delete().catch(() => undefined);
    if (staging?.isInitialized) await staging.destroy().catch(() => undefined);
    await lock.query(`DROP SCHEMA IF EXISTS ${quoteIdent(stagingSchema)} CASCADE`).catch(() => undefined);
    await lock.query(`SELECT pg_advisory_unlock(hashtext($1))`, [`admin-rebuild:${deps.schema}`]).catch(() => undefined);
    await lock.release();
  }
}

function refuseIncomplete(stream: StreamInfo): void {
  const { first_seq: first, last_seq: last, num_deleted: deleted = 0 } = stream.state;
  if (last === 0) return;
  const retentionDays = Math.round(stream.config.max_age / 86_400e9);
  if (first > 1) {
    throw new StreamIncompleteError(
      `the event stream ${stream.config.name} starts at sequence ${first} of ${last}: the ${first - 1} events before it are gone ` +
        `(events are kept ${retentionDays > 0 ? `${retentionDays} days` : 'for a limited time'}, or were removed)`,
    );
  }
  if (deleted > 0) throw new StreamIncompleteError(`${deleted} events were removed from the event stream ${stream.config.name}`);
}

/** Handles a batch of events in one staging transaction, each once (by id), the way the live consumer does. */
function applyInto(staging: DataSource, projector: DirectoryProjector) {
  return (events: EventEnvelope[]) =>
    staging.transaction(async (manager) => {
      for (const event of events) {
        const inserted: unknown[] = await manager.query(
          `INSERT INTO "processed_events" ("consumer", "event_id") VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING "event_id"`,
          [DIRECTORY_CONSUMER, event.id],
        );
        if (inserted.length === 0) continue;
        try {
          await projector.apply(event, manager);
        } catch (error) {
          throw new Error(`event ${event.id} (${event.subject}) could not be replayed: ${(error as Error).message}`, { cause: error });
        }
      }
    });
}

/**
 * One transaction: stop the live consumer from recording events (lock its processed-event table),
 * replay the rest of the stream, give it the rebuild's processed ids, drop the live tables and move
 * the staging ones in (same names, indexes and constraints). Readers wait only for the moves.
 */
async function swapIn(deps: RebuildDependencies, stagingSchema: string, catchUp: () => Promise<void>): Promise<void> {
  const live = quoteIdent(deps.schema);
  const stage = quoteIdent(stagingSchema);
  const runner: QueryRunner = deps.dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.startTransaction();
    await runner.query(`SET LOCAL lock_timeout = '30s'`);
    // The live consumer cannot record (so handle) an event from here to the commit.
    await runner.query(`LOCK TABLE ${live}."processed_events" IN SHARE ROW EXCLUSIVE MODE`);
    await catchUp();
    await runner.query(`DELETE FROM ${live}."processed_events" WHERE "consumer" = $1`, [DIRECTORY_CONSUMER]);
    await runner.query(`INSERT INTO ${live}."processed_events" SELECT * FROM ${stage}."processed_events"`);
    // Events the live consumer had set aside and the replay handled are dealt with now.
    await runner.query(`DELETE FROM ${live}."dead_letters" WHERE "consumer" = $1 AND "event_id" IN (SELECT "event_id" FROM ${stage}."processed_events")`, [
      DIRECTORY_CONSUMER,
    ]);
    await lockAllAtOnce(
      runner,
      READ_MODEL_TABLES.map((table) => `${live}.${quoteIdent(table)}`),
    );
    for (const table of READ_MODEL_TABLES) {
      await runner.query(`DROP TABLE ${live}.${quoteIdent(table)}`);
      await runner.query(`ALTER TABLE ${stage}.${quoteIdent(table)} SET SCHEMA ${live}`);
    }
    await runner.commitTransaction();
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
    throw error;
  } finally {
    await runner.release();
  }
}

/**
 * Takes every live table of the read model, exclusively, without ever waiting for one while holding
 * another: a reader's snapshot transaction takes them one by one in its own order, so waiting could
 * deadlock with it. Each attempt waits briefly, lets go of all and tries again after the readers in
 * the way have finished (readers take milliseconds).
 */
async function lockAllAtOnce(runner: QueryRunner, tables: string[], attempts = 400): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await runner.query('SAVEPOINT "take_read_model"');
    try {
      await runner.query(`SET LOCAL lock_timeout = '50ms'`);
      await runner.query(`LOCK TABLE ${tables.join(', ')} IN ACCESS EXCLUSIVE MODE`);
      await runner.query('RELEASE SAVEPOINT "take_read_model"');
      await runner.query(`SET LOCAL lock_timeout = '30s'`);
      return;
    } catch (error) {
      await runner.query('ROLLBACK TO SAVEPOINT "take_read_model"');
      const code = (error as { driverError?: { code?: string }; code?: string }).driverError?.code ?? (error as { code?: string }).code;
      if (code !== '55P03' || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40));
    }
  }
}
