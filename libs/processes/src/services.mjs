// The backend services: the one list of them, and how to start and stop them as Node processes.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import net from 'node:net';
import { randomUUID } from 'node:crypto';
import { eachLine, LineBuffer, sleep, terminate, track } from './proc.mjs';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/**
 * Every backend service, in start order (the gateway last: it fronts the others). To add one, add a
 * line here (and to docker-compose.yml and deploy/k8s/, see docs/operations.md).
 * `health` is the path polled until the service is ready.
 */
export const SERVICES = [
  { name: 'identity', health: '/readyz' },
  { name: 'sessions-and-limits', health: '/readyz' },
  { name: 'chat', health: '/readyz' },
  { name: 'billing', health: '/readyz' },
  { name: 'feedback', health: '/readyz' },
  { name: 'admin', health: '/readyz' },
  { name: 'webhook-dispatch', health: '/readyz' },
  { name: 'gateway', port: 8080, health: '/api/v1/readyz' },
];

export const GATEWAY = 'gateway';

/** Services that exist in this checkout (their apps/<name>/package.json is there), in start order. */
export function availableServices(only) {
  const wanted = only ? new Set(only) : undefined;
  if (wanted) {
    const unknown = [...wanted].filter((name) => !SERVICES.some((service) => service.name === name));
    if (unknown.length) throw new Error(`Unknown service(s): ${unknown.join(', ')} (known: ${SERVICES.map((s) => s.name).join(', ')})`);
  }
  return SERVICES.filter((service) => (!wanted || wanted.has(service.name)) && fs.existsSync(path.join(REPO_ROOT, 'apps', service.name, 'package.json')));
}

/** A distinct free port for each name (all held open together, so none is handed out twice). */
export async function freePorts(names) {
  const servers = await Promise.all(
    names.map(
      () =>
        new Promise((resolve, reject) => {
          const server = net.createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = Object.fromEntries(names.map((name, i) => [name, servers[i].address().port]));
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/**
 * Node/V8 flags every service process is started with. `VI_SERVICE_NODE_FLAGS` replaces the list
 * (space-separated; empty for V8's defaults).
 *  - `--max-semi-space-size=2` (docs/adr/0028-memory-at-rest.md): V8's young generation defaults
 *    to two 16 MB semi-spaces, which fill up during any traffic and stay resident: about 30 MB of
 *    each process's idle RSS. Capped at 2 MB each, eight processes idle about 190 MB lower; young
 *    objects are collected more often.
 *  - `--no-memory-reducer` (docs/adr/0030-gateway-cost.md): the collections V8 runs
 *    once a process has been idle for some seconds left it about 1.5 times slower per request from
 *    then on, under load too (the gateway's health route 46 µs of CPU instead of 31), while the
 *    idle stack's RSS is the same without them (959 vs 961 MB).
 */
export const SERVICE_NODE_FLAGS = ['--max-semi-space-size=2', '--no-memory-reducer'];

export function serviceNodeFlags(env = process.env) {
  const override = env.VI_SERVICE_NODE_FLAGS;
  return override === undefined ? SERVICE_NODE_FLAGS : override.split(/\s+/).filter(Boolean);
}

export function entryPoint(name) {
  return path.join(REPO_ROOT, 'apps', name, 'dist', 'main.js');
}

/**
 * Starts the services (those in `only`, else every available one): the backend services together,
 * then the gateway once they are ready.
 *
 * @param {object} options
 * @param {Record<string, string | undefined>} options.env  DATABASE_URL, NATS_URL, REDIS_URL and anything else to pass
 * @param {string} [options.namespace]  NAMESPACE for every service ('' = none)
 * @param {Record<string, number>} [options.ports]  HTTP port per service name; internal services get a free one otherwise
 *   (and listen on 127.0.0.1 unless `env.HTTP_HOST` says otherwise), the gateway 8080
 * @param {(line: string) => void} [options.log]  where prefixed output goes (default: stdout)
 * @param {boolean} [options.quiet]  keep output only in memory (the last 200 lines), shown on failure
 * @param {string[]} [options.only]  the names of the services to start
 * @param {number} [options.readyTimeoutMs]  per service (default 30 s)
 * @param {(name: string, code: number | null, signal: string | null, output: string) => void} [options.onUnexpectedExit]
 * @returns {Promise<{ urls: Record<string, string>, stop(): Promise<void>, output(name: string): string }>}
 */
export async function startServices({
  env = {},
  namespace = process.env.NAMESPACE ?? '',
  ports = {},
  log = (line) => process.stdout.write(`${line}\n`),
  quiet = false,
  only,
  readyTimeoutMs = 30000,
  onUnexpectedExit,
} = {}) {
  const services = availableServices(only);
  if (!services.length) throw new Error(`No service to start${only ? ` (asked for: ${only.join(', ')})` : ''}: apps/<name>/package.json not found`);
  const missing = services.filter((service) => !fs.existsSync(entryPoint(service.name)));
  if (missing.length) {
    throw new Error(`Not built: ${missing.map((s) => path.relative(REPO_ROOT, entryPoint(s.name))).join(', ')}. Run \`npm run build\` first.`);
  }

  // Readable logs in a terminal; VI_LOG_FORMAT=json passes the services' JSON lines through as they are.
  const pretty = process.env.VI_LOG_FORMAT !== 'json';
  const nodeFlags = serviceNodeFlags({ ...process.env, ...env });
  const running = new Map(); // name -> { child, output, url }
  let stopping = false;
  /** Children stopped alone by stopService (a test taking one service down): not an unexpected exit. */
  const stoppedOnPurpose = new WeakSet();
  const urls = {};
  // Internal ports are free ones unless given, so two stacks run side by side; kept across restarts of a service.
  const unset = services.filter((service) => ports[service.name] === undefined && service.port === undefined).map((service) => service.name);
  const chosen = { ...(await freePorts(unset)), ...ports };

  const stopAll = async () => {
    stopping = true;
    // The gateway first (it stops taking requests), then the rest together.
    const order = [...running.keys()].reverse();
    const gateway = order.filter((name) => name === GATEWAY);
    const rest = order.filter((name) => name !== GATEWAY);
    for (const wave of [gateway, rest]) {
      await Promise.all(wave.map((name) => terminate(running.get(name).child, { graceMs: 10000 })));
    }
  };

  const startOne = async (service) => {
    const port = chosen[service.name] ?? service.port;
    const url = `http://127.0.0.1:${port}`;
    const output = new LineBuffer(200);
    // The readiness answer must name this instance: another process answering on the port is not this service.
    const instance = randomUUID();
    const childEnv = {
      ...process.env,
      ...env,
      NAMESPACE: namespace,
      HTTP_PORT: String(port),
      HTTP_HOST: env.HTTP_HOST ?? (service.name === GATEWAY ? process.env.HTTP_HOST : '127.0.0.1'),
      VI_INSTANCE_ID: instance,
      LOG_LEVEL: env.LOG_LEVEL ?? process.env.LOG_LEVEL ?? 'info',
      NODE_ENV: env.NODE_ENV ?? process.env.NODE_ENV ?? 'development',
    };
    for (const [key, value] of Object.entries(childEnv)) if (value === undefined) delete childEnv[key];
    const child = track(
      spawn(process.execPath, [...nodeFlags, entryPoint(service.name)], {
        cwd: REPO_ROOT,
        env: childEnv,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
    const prefix = `[${service.name}]`;
    const onLine = (line) => {
      output.push(line);
      if (!quiet) log(`${prefix} ${pretty ? formatLogLine(line) : line}`);
    };
    eachLine(child.stdout, onLine);
    eachLine(child.stderr, onLine);
    let spawnError;
    child.once('error', (error) => {
      spawnError = error;
      output.push(`spawn error: ${error.message}`);
    });
    running.set(service.name, { child, output, url });
    child.once('exit', (code, signal) => {
      if (!stopping && !stoppedOnPurpose.has(child)) onUnexpectedExit?.(service.name, code, signal, output.text());
    });

    const healthUrl = `${url}${service.health}`;
    const deadline = Date.now() + readyTimeoutMs;
    let last = 'no answer yet';
    for (;;) {
      if (spawnError || child.exitCode !== null || child.signalCode !== null) {
        throw new ServiceStartError(service.name, `exited during start (${describeExit(child, spawnError)})`, output.text());
      }
      try {
        const response = await fetch(healthUrl, { signal: AbortSignal.timeout(2000) });
        const body = await response.text();
        const answered = readInstance(body);
        if (response.ok && answered === instance) break;
        last =
          response.ok && answered !== instance
            ? `another process answers on port ${port} (instance ${answered ?? 'unnamed'}, expected ${instance})`
            : `HTTP ${response.status}: ${body.slice(0, 300)}`;
      } catch (error) {
        last = error.cause?.code ?? error.message;
      }
      if (Date.now() > deadline) {
        throw new ServiceStartError(service.name, `not ready at ${healthUrl} within ${Math.round(readyTimeoutMs / 1000)} s (last: ${last})`, output.text());
      }
      await sleep(150);
    }
    urls[service.name] = url;
    if (!quiet) log(`${prefix} ready at ${url}`);
  };

  try {
    const backends = services.filter((service) => service.name !== GATEWAY);
    const gateway = services.filter((service) => service.name === GATEWAY);
    const results = await Promise.allSettled(backends.map(startOne));
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    for (const service of gateway) await startOne(service);
  } catch (error) {
    await stopAll();
    throw error;
  }

  return {
    urls,
    stop: stopAll,
    output: (name) => running.get(name)?.output.text() ?? '',
    /** Stops one running service (the others keep running), e.g. to test how the rest copes without it. */
    async stopService(name) {
      const entry = running.get(name);
      if (!entry) throw new Error(`stopService: ${name} was not started`);
      stoppedOnPurpose.add(entry.child);
      await terminate(entry.child, { graceMs: 10000 });
    },
    pid(name) {
      return running.get(name)?.child.pid;
    },
    /** Starts again, on the same port and environment, a service that stopped (stopService, or a crash); resolves when it is ready. */
    async startService(name) {
      const service = services.find((s) => s.name === name);
      const entry = running.get(name);
      if (!service || !entry) throw new Error(`startService: ${name} was not started`);
      if (entry.child.exitCode === null && entry.child.signalCode === null) return;
      await startOne(service);
    },
  };
}

const LEVELS = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO ', 40: 'WARN ', 50: 'ERROR', 60: 'FATAL' };
const OMIT = new Set(['level', 'time', 'msg', 'service', 'pid', 'hostname', 'context', 'err']);

/** One pino JSON line as `09:03:32 INFO  [context] message key=value`; anything else unchanged. */
export function formatLogLine(line) {
  if (!line.startsWith('{')) return line;
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return line;
  }
  if (typeof entry !== 'object' || entry === null || !('level' in entry)) return line;
  const time = typeof entry.time === 'string' ? entry.time.slice(11, 19) : new Date(entry.time ?? Date.now()).toISOString().slice(11, 19);
  const level = LEVELS[entry.level] ?? String(entry.level).toUpperCase();
  const extras = Object.entries(entry)
    .filter(([key, value]) => !OMIT.has(key) && value !== null && value !== undefined)
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const context = entry.context ? `[${entry.context}] ` : '';
  const error = entry.err ? `\n${entry.err.stack ?? JSON.stringify(entry.err)}` : '';
  return `${time} ${level} ${context}${entry.msg ?? ''}${extras.length ? `  ${extras.join(' ')}` : ''}${error}`;
}

export class ServiceStartError extends Error {
  constructor(service, reason, output) {
    super(`Service ${service} ${reason}.\n--- last output of ${service} ---\n${output || '(nothing)'}\n--- end of ${service} output ---`);
    this.name = 'ServiceStartError';
    this.service = service;
  }
}

/** The instance a readiness answer names, if any. */
function readInstance(body) {
  try {
    const parsed = JSON.parse(body);
    return typeof parsed?.instance === 'string' ? parsed.instance : undefined;
  } catch {
    return undefined;
  }
}

function describeExit(child, spawnError) {
  if (spawnError) return spawnError.message;
  return child.signalCode ? `signal ${child.signalCode}` : `code ${child.exitCode}`;
}
