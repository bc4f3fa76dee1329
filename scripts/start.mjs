// `npm start`: the whole stack on this machine. Finds or starts PostgreSQL, NATS and Redis, builds,
// starts every service, and on Ctrl-C / SIGTERM stops the services, then what it started itself.
//   PORT=8080 (the gateway's public port)   NAMESPACE=  LOG_LEVEL=info   see docs/operations.md
import { ensureInfrastructure } from './lib/infra.mjs';
import { createSupervisor, startServices, GATEWAY, SERVICES } from '../libs/processes/src/index.mjs';
import { build } from './build.mjs';

const port = Number(process.env.PORT ?? 8080);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`PORT must be a TCP port number, got "${process.env.PORT}"`);
  process.exit(2);
}

let infraPromise;
let services;
let shuttingDown = false;
// A service that dies is started again (with a growing pause) while the others keep serving.
const supervisor = createSupervisor({ restart: (name) => services.startService(name) });

async function shutdown(code, reason) {
  if (shuttingDown) return;
  shuttingDown = true;
  supervisor.stop();
  if (reason) console.log(`\n[start] ${reason}: stopping`);
  try {
    await services?.stop();
    // Infrastructure may still be starting when Ctrl-C comes: wait for it, then stop what it started.
    const infra = await infraPromise?.catch(() => undefined);
    await infra?.stop();
  } finally {
    console.log('[start] stopped');
    process.exit(code);
  }
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (shuttingDown) {
      console.log('[start] still stopping (processes get 10 s before they are killed)');
      return;
    }
    shutdown(0, signal);
  });
}

try {
  const started = Date.now();
  // Infrastructure and the build do not depend on each other: do them at once.
  infraPromise = ensureInfrastructure({});
  const [resolvedInfra] = await Promise.all([infraPromise, build({ force: process.argv.includes('--force') })]);
  if (shuttingDown) await new Promise(() => {}); // Ctrl-C arrived meanwhile; shutdown() exits
  services = await startServices({
    env: {
      DATABASE_URL: resolvedInfra.databaseUrl,
      NATS_URL: resolvedInfra.natsUrl,
      REDIS_URL: resolvedInfra.redisUrl,
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
    },
    ports: { [GATEWAY]: port },
    onUnexpectedExit: (name, code, signal) => supervisor.onExit(name, code, signal),
  });
  if (shuttingDown) await new Promise(() => {});
  const names = SERVICES.map((service) => service.name).filter((name) => services.urls[name]);
  console.log(`[start] services: ${names.map((name) => `${name} ${services.urls[name]}`).join(', ')}`);
  console.log(`[start] ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (services.urls[GATEWAY]) console.log(`\nVi is running at http://localhost:${port}\n(Ctrl-C stops it)`);
  else console.log('\nNo gateway in this checkout yet: the services above are running. (Ctrl-C stops them)');
} catch (error) {
  console.error(`\n[start] ${error.message}`);
  await shutdown(1);
}
