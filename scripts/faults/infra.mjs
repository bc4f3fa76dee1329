// The fault tests' own infrastructure: a private nats-server (JetStream, a temp store, a free port) and
// a private PostgreSQL cluster (initdb in a temp dir, a free port, trust auth), so that stopping and
// restarting them disturbs nothing else on the machine. Redis is the machine's (keys under our
// namespace). Without the binaries it falls back to the machine's servers and says which scenarios
// cannot run.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { canConnect, eachLine, findExecutable, freePort, LineBuffer, sleep, terminate, track, waitForPort } from '../../libs/processes/src/proc.mjs';
import { ensureInfrastructure } from '../lib/infra.mjs';

const NATS_SERVER = fs.existsSync('/usr/sbin/nats-server') ? '/usr/sbin/nats-server' : findExecutable('nats-server');
/** Debian's PostgreSQL server binaries (15 on bookworm; the newest installed if there are several). */
const PG_BIN = (() => {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => /^\d+$/.test(v)) : [];
  const usable = versions.filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')) && fs.existsSync(path.join(root, v, 'bin', 'pg_ctl')));
  usable.sort((a, b) => Number(b) - Number(a));
  return path.join(root, usable[0] ?? '15', 'bin');
})();
/** VI_FAULTS_SHARED_INFRA=1: use the machine's servers (as when the binaries are missing); their restarts are skipped. */
const SHARED = process.env.VI_FAULTS_SHARED_INFRA === '1';

const isRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL tool as the `postgres` OS user when we are root (initdb and the server refuse root). */
function pgCommand(tool, args) {
  const bin = path.join(PG_BIN, tool);
  return isRoot ? { cmd: 'runuser', args: ['-u', 'postgres', '--', bin, ...args] } : { cmd: bin, args };
}

/** The same, without blocking the event loop (the load goes on while PostgreSQL stops and starts). */
function runPgAsync(tool, args, { timeoutMs = 60_000 } = {}) {
  const { cmd, args: full } = pgCommand(tool, args);
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, full, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(output);
      else reject(new Error(`${tool} ${args.join(' ')} failed (${signal ?? `exit ${code}`}):\n${output}`));
    });
  });
}

function runPg(tool, args, { timeoutMs = 60_000 } = {}) {
  const { cmd, args: full } = pgCommand(tool, args);
  const result = spawnSync(cmd, full, { encoding: 'utf8', timeout: timeoutMs, env: { ...process.env, LC_ALL: 'C' } });
  if (result.status !== 0) {
    throw new Error(`${tool} ${args.join(' ')} failed (${result.error?.message ?? `exit ${result.status}`}):\n${result.stdout}${result.stderr}`);
  }
  return result.stdout;
}

/**
 * A private PostgreSQL: initdb into `dir`, started with pg_ctl on `port`; stopFast() and start() restart it (`-m fast`).
 */
async function startPrivatePostgres(root, log) {
  const dir = path.join(root, 'postgres');
  fs.mkdirSync(dir, { mode: 0o700 });
  if (isRoot) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    if (ids.status !== 0) throw new Error('running as root, but there is no `postgres` OS user to run PostgreSQL as');
    spawnSync('chown', ['postgres:', dir]);
  }
  const port = await freePort();
  runPg('initdb', ['-D', dir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  // Test settings: nothing here must survive a power cut, only a server restart.
  const options = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    "-c unix_socket_directories=''",
    '-c max_connections=300',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  const logFile = path.join(dir, 'server.log');
  const ctl = (...args) => runPg('pg_ctl', ['-D', dir, '-l', logFile, '-w', '-t', '60', ...args]);
  const ctlAsync = (...args) => runPgAsync('pg_ctl', ['-D', dir, '-l', logFile, '-w', '-t', '60', ...args]);
  ctl('-o', options, 'start');
  log(`PostgreSQL: private cluster on 127.0.0.1:${port} (${dir})`);
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    /** `pg_ctl stop -m fast`: clients' connections are cut, new ones refused until start(). */
    async stopFast() {
      await ctlAsync('-m', 'fast', 'stop');
    },
    async start() {
      await ctlAsync('-o', options, 'start');
    },
    async stop() {
      if (!running) return;
      running = false;
      try {
        ctl('-m', 'fast', 'stop');
      } catch {
        stopPostgresNow(dir);
      }
    },
    /** For the process's exit handler: synchronous. */
    stopNow() {
      if (running) stopPostgresNow(dir);
      running = false;
    },
    logTail: () => tail(logFile, 40),
  };
}

function stopPostgresNow(dir) {
  const { cmd, args } = pgCommand('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', '-t', '20', 'stop']);
  spawnSync(cmd, args, { stdio: 'ignore', timeout: 30_000 });
}

/** A private nats-server with JetStream; stop() and start() keep the port and the store. */
async function startPrivateNats(root, log) {
  const store = path.join(root, 'nats');
  fs.mkdirSync(store);
  const port = await freePort();
  const output = new LineBuffer(60);
  let child;
  const start = async () => {
    child = track(spawn(NATS_SERVER, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', store], { detached: true, stdio: ['ignore', 'pipe', 'pipe'] }));
    eachLine(child.stdout, (line) => output.push(line));
    eachLine(child.stderr, (line) => output.push(line));
    const current = child;
    await waitForPort(port, { timeoutMs: 20_000, what: 'nats-server', isDead: () => current.exitCode !== null || current.signalCode !== null });
  };
  await start();
  log(`NATS: private nats-server with JetStream on 127.0.0.1:${port} (${store})`);
  return {
    url: `nats://127.0.0.1:${port}`,
    port,
    start,
    async stop() {
      await terminate(child, { graceMs: 10_000 });
    },
    logTail: () => output.text(),
  };
}

function tail(file, lines) {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/**
 * @returns {Promise<{ databaseUrl: string, natsUrl: string, redisUrl: string, postgres?: object, nats?: object,
 *   skipped: { postgres?: string, nats?: string }, stop(): Promise<void>, stopNow(): void }>}
 */
export async function startFaultInfrastructure({ log }) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vi-faults-'));
  // The postgres user must reach its data directory below this one.
  fs.chmodSync(root, 0o755);
  const stoppers = [];
  const skipped = {};
  let postgres;
  let nats;
  let fallback;
  const stop = async () => {
    while (stoppers.length) {
      try {
        await stoppers.pop()();
      } catch (error) {
        log(`while stopping: ${error.message}`);
      }
    }
    fs.rmSync(root, { recursive: true, force: true });
  };
  try {
    if (SHARED) {
      skipped.nats = skipped.postgres = "VI_FAULTS_SHARED_INFRA=1: the machine's servers are used, and never restarted";
    }
    if (!SHARED && NATS_SERVER) {
      nats = await startPrivateNats(root, log);
      stoppers.push(() => nats.stop());
    } else if (!SHARED) {
      skipped.nats = "nats-server is not installed (Debian: apt-get install nats-server): the machine's NATS is used, and never restarted";
    }
    if (!SHARED && fs.existsSync(path.join(PG_BIN, 'initdb')) && fs.existsSync(path.join(PG_BIN, 'pg_ctl'))) {
      postgres = await startPrivatePostgres(root, log);
      stoppers.push(() => postgres.stop());
    } else if (!SHARED) {
      skipped.postgres =
        "/usr/lib/postgresql/<version>/bin/{initdb,pg_ctl} are not installed (Debian: apt-get install postgresql): the machine's PostgreSQL is used, and never restarted";
    }
    if (!nats || !postgres) {
      fallback = await ensureInfrastructure({ log });
      stoppers.push(() => fallback.stop());
    }
    let redisUrl = process.env.REDIS_URL;
    if (!redisUrl) {
      if (!(await canConnect(6379))) throw new Error('No Redis answers on 127.0.0.1:6379 (set REDIS_URL, or start one: `redis-server`)');
      redisUrl = 'redis://127.0.0.1:6379';
    }
    return {
      databaseUrl: postgres?.url ?? fallback.databaseUrl,
      natsUrl: nats?.url ?? fallback.natsUrl,
      redisUrl,
      postgres,
      nats,
      skipped,
      root,
      stop,
      stopNow() {
        postgres?.stopNow();
        fs.rmSync(root, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

export { sleep };
