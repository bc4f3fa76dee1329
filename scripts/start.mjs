// `npm start`: the whole stack on this machine. Finds or starts PostgreSQL, NATS and Redis, builds,
// starts every service, and on Ctrl-C / SIGTERM stops the services, then what it started itself.
// A NATS it starts itself gives each service its own user, with the permissions the deployments
// give it (scripts/nats-auth.mjs), and takes no connection without credentials.
// Without SMTP_URL, a local mail catcher (MailDev) receives the mail the services send, and its web
// page is printed beside the app's address.
//   PORT=8080 (the gateway's public port)   NAMESPACE=  LOG_LEVEL=info   SMTP_URL=  MAIL_FROM=
//   see docs/operations.md
//   VI_SKIP_BUILD=1 starts what was built last
import { ensureInfrastructure } from './lib/infra.mjs';
import { DEFAULT_MAIL_FROM, startMailCatcher } from './lib/mail-catcher.mjs';
import { availableServices, createSupervisor, freePorts, startServices, GATEWAY, SERVICES } from '../libs/processes/src/index.mjs';
import { build } from './build.mjs';

const port = Number(process.env.PORT ?? 8080);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`PORT must be a TCP port number, got "${process.env.PORT}"`);
  process.exit(2);
}

const namespace = process.env.NAMESPACE ?? '';
// Loaded once the build is done: it reads @vi/contracts from its build, absent in a fresh clone.
const natsAuth = () => import('./lib/nats-auth.mjs');
let infraPromise;
let mailPromise;
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
    const mail = await mailPromise?.catch(() => undefined);
    await mail?.stop?.();
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

/**
 * Where the services send mail: SMTP_URL when set, else a mail catcher started here. A catcher that
 * fails to start is reported and left out: identity then sends nothing and says so in its log.
 */
async function mailSettings() {
  if (process.env.SMTP_URL) return { smtpUrl: process.env.SMTP_URL };
  try {
    return await startMailCatcher({ onMail: ({ to, subject }) => console.log(`[mail] "${subject}" to ${to.join(', ')}`) });
  } catch (error) {
    console.warn(`[start] the local mail catcher did not start (${error.message}): no mail will be sent; set SMTP_URL to send through a server of yours`);
    return {};
  }
}

/**
 * Each service's NATS user: on the NATS started here, the ones made with it; on one you run, a
 * service has its user only when its NATS_PASSWORD_<SERVICE> is set (as compose sets them), else
 * it connects as the environment says (NATS_USER / NATS_PASSWORD, or without credentials).
 */
async function natsCredentialsOf(infra) {
  if (infra.natsCredentials) return infra.natsCredentials;
  const { natsUser, passwordVariable } = await natsAuth();
  const credentials = {};
  for (const { name } of availableServices()) {
    const password = process.env[passwordVariable(name)];
    if (password) credentials[name] = { user: natsUser(name, namespace), password };
  }
  return credentials;
}

/**
 * startServices, with each service's own NATS user. startServices gives one environment to all it
 * starts, so a service with a user of its own is started by a call of its own, in startServices'
 * order (the others together, then the gateway); the result answers for all of them.
 */
async function startWithNatsUsers({ env, credentials, ports, onUnexpectedExit }) {
  if (!Object.keys(credentials).length) return startServices({ env, ports, onUnexpectedExit });
  const names = availableServices().map((service) => service.name);
  const chosen = { ...(await freePorts(names.filter((name) => ports[name] === undefined))), ...ports };
  const running = new Map(); // name -> what startServices answered for it
  const startOne = async (name) => {
    const own = credentials[name] ? { NATS_USER: credentials[name].user, NATS_PASSWORD: credentials[name].password } : {};
    running.set(name, await startServices({ env: { ...env, ...own }, ports: { [name]: chosen[name] }, only: [name], onUnexpectedExit }));
  };
  const stop = async () => {
    await running.get(GATEWAY)?.stop();
    await Promise.all([...running].filter(([name]) => name !== GATEWAY).map(([, one]) => one.stop()));
  };
  try {
    const results = await Promise.allSettled(names.filter((name) => name !== GATEWAY).map(startOne));
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    if (names.includes(GATEWAY)) await startOne(GATEWAY);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    urls: Object.assign({}, ...[...running.values()].map((one) => one.urls)),
    stop,
    output: (name) => running.get(name)?.output(name) ?? '',
    startService: (name) => running.get(name).startService(name),
  };
}

try {
  const started = Date.now();
  // Infrastructure and the build do not depend on each other: do them at once. Only the users of a
  // NATS started here wait for the build (their permissions are read from the built services).
  const built = process.env.VI_SKIP_BUILD === '1' ? Promise.resolve() : build({ force: process.argv.includes('--force') });
  infraPromise = ensureInfrastructure({ natsUsers: () => built.then(natsAuth).then(({ localNatsUsers }) => localNatsUsers({ namespace })) });
  mailPromise = mailSettings();
  const [resolvedInfra, , mail] = await Promise.all([infraPromise, built, mailPromise]);
  if (shuttingDown) await new Promise(() => {}); // Ctrl-C arrived meanwhile; shutdown() exits
  services = await startWithNatsUsers({
    env: {
      DATABASE_URL: resolvedInfra.databaseUrl,
      NATS_URL: resolvedInfra.natsUrl,
      REDIS_URL: resolvedInfra.redisUrl,
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
      ...(mail.smtpUrl ? { SMTP_URL: mail.smtpUrl } : {}),
      MAIL_FROM: process.env.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    },
    credentials: await natsCredentialsOf(resolvedInfra),
    ports: { [GATEWAY]: port },
    onUnexpectedExit: (name, code, signal) => supervisor.onExit(name, code, signal),
  });
  if (shuttingDown) await new Promise(() => {});
  const names = SERVICES.map((service) => service.name).filter((name) => services.urls[name]);
  console.log(`[start] services: ${names.map((name) => `${name} ${services.urls[name]}`).join(', ')}`);
  console.log(`[start] ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const mailLine = mail.webUrl ? `\nMail sent by Vi (password resets, email changes): ${mail.webUrl}` : '';
  if (services.urls[GATEWAY]) console.log(`\nVi is running at http://localhost:${port}${mailLine}\n(Ctrl-C stops it)`);
  else console.log(`\nNo gateway in this checkout yet: the services above are running.${mailLine}\n(Ctrl-C stops them)`);
} catch (error) {
  console.error(`\n[start] ${error.message}`);
  await shutdown(1);
}
