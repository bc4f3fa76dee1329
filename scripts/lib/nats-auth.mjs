// NATS authorization for a deployment: one user per service, allowed only the subjects that service
// uses. Derived from libs/contracts (the subjects each service owns) and what each service declares
// (`defineService({ nats })`: the RPCs it calls, the broadcasts it hears; its durable consumers), so a
// new RPC call or consumer is permitted by declaring it and regenerating, never by hand.
// `node scripts/nats-auth.mjs` writes deploy/k8s/base/nats/auth.conf.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BROADCAST, EVENT_STREAM, EVENTS, RPC, SERVICE } from '@vi/contracts';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Replies to one request and the chunks of a streamed answer (a chat reply) a service may send back. */
export const RESPONSE_LIMIT = { max: 100_000, expires: '15m' };

/** What the declarations do not say: each with its reason. */
const EXTRA = {
  // `npm run admin:rebuild` replays the whole stream through ordered consumers, whose names are
  // random: admin may create, read and delete any consumer of the event stream (it reads every event anyway).
  admin: (stream) => [
    `$JS.API.CONSUMER.CREATE.${stream}.>`,
    `$JS.API.CONSUMER.INFO.${stream}.>`,
    `$JS.API.CONSUMER.DELETE.${stream}.>`,
    `$JS.API.CONSUMER.MSG.NEXT.${stream}.>`,
  ],
};

/** The environment variable holding a service's NATS password: NATS_PASSWORD_SESSIONS_AND_LIMITS. */
export function passwordVariable(service) {
  return `NATS_PASSWORD_${service.toUpperCase().replace(/-/g, '_')}`;
}

/** The NATS user name of a service (prefixed by the namespace when there is one). */
export function natsUser(service, namespace) {
  return namespace ? `${namespace}-${service}` : service;
}

const serviceOf = (subject) => subject.split('.')[1];

/**
 * What one service declared it uses on NATS (libs/service-kit/src/nats-use.ts): read off the
 * `natsUse` of the start function its built `dist/start.js` exports (defineService attaches it;
 * the gateway sets it from apps/gateway/src/nats-use.ts). Needs the apps built.
 */
export async function declaredUse(service, root = REPO_ROOT) {
  const file = path.join(root, 'apps', service, 'dist', 'start.js');
  if (!fs.existsSync(file)) throw new Error(`${path.relative(root, file)} is missing: build the apps first (npm run build)`);
  const module = await import(pathToFileURL(file).href);
  const found = Object.values(module).filter((value) => typeof value === 'function' && value.natsUse);
  if (found.length !== 1) throw new Error(`${path.relative(root, file)} exports ${found.length} start functions with a natsUse (expected one)`);
  const use = found[0].natsUse;
  if (use.service !== service) throw new Error(`${path.relative(root, file)} declares the NATS use of ${use.service}, not ${service}`);
  return use;
}

/** Services with an app in this checkout (the SPA is served by the gateway and never connects to NATS). */
export function deployedServices(root = REPO_ROOT) {
  const known = new Set(Object.values(SERVICE));
  return fs
    .readdirSync(path.join(root, 'apps'))
    .filter((name) => known.has(name) && fs.existsSync(path.join(root, 'apps', name, 'src')))
    .sort();
}

const values = (tree) => Object.values(tree).flatMap((group) => Object.values(group));
/** RPC holds definitions ({ subject, request, response }): their subjects. */
const rpcSubjects = () => values(RPC).map((definition) => definition.subject);

/**
 * Each service's permissions. `namespace` prefixes every subject, the stream name and the inbox
 * prefix exactly as service-kit does (Namespace, natsCredentials).
 */
export async function servicePermissions({ namespace, root = REPO_ROOT } = {}) {
  const sub = (subject) => (namespace ? `${namespace}.${subject}` : subject);
  const stream = namespace ? `${namespace.toUpperCase()}_${EVENT_STREAM}` : EVENT_STREAM;
  const services = deployedServices(root);
  const serving = new Set(rpcSubjects().map(serviceOf));
  const result = {};
  for (const service of services) {
    const use = await declaredUse(service, root);
    const publish = [];
    const subscribe = [];
    // Request-reply: the subjects it serves (dead letters included), the ones it calls.
    if (serving.has(service)) subscribe.push(sub(`rpc.${service}.>`));
    publish.push(...use.calls.map(sub));
    if (use.deadLetters) publish.push(...services.filter((s) => serving.has(s) && s !== service).map((s) => sub(`rpc.${s}.dead-letters.>`)));
    // Replies to its own requests arrive in its own inboxes only.
    subscribe.push(`_INBOX.${sub(service)}.>`);
    // Its domain events (through the outbox into the stream) and its broadcasts; the broadcasts it hears.
    publish.push(
      ...values(EVENTS)
        .filter((s) => serviceOf(s) === service)
        .map(sub),
    );
    publish.push(
      ...values(BROADCAST)
        .filter((s) => serviceOf(s) === service)
        .map(sub),
    );
    subscribe.push(...use.listens.map(sub));
    // JetStream: every service makes sure the stream exists (and has the configured replicas).
    publish.push('$JS.API.INFO', `$JS.API.STREAM.INFO.${stream}`, `$JS.API.STREAM.CREATE.${stream}`, `$JS.API.STREAM.UPDATE.${stream}`);
    for (const durable of use.durables) {
      publish.push(
        `$JS.API.CONSUMER.INFO.${stream}.${durable}`,
        `$JS.API.CONSUMER.CREATE.${stream}.${durable}`,
        `$JS.API.CONSUMER.CREATE.${stream}.${durable}.>`,
        `$JS.API.CONSUMER.DURABLE.CREATE.${stream}.${durable}`,
        `$JS.API.CONSUMER.MSG.NEXT.${stream}.${durable}`,
        `$JS.ACK.${stream}.${durable}.>`,
      );
    }
    publish.push(...(EXTRA[service]?.(stream) ?? []));
    result[service] = {
      user: natsUser(service, namespace),
      passwordVariable: passwordVariable(service),
      publish: [...new Set(publish)],
      subscribe: [...new Set(subscribe)],
      durables: use.durables,
    };
  }
  return result;
}

const quote = (s) => JSON.stringify(s);

/**
 * The `authorization` block of a nats-server configuration. Passwords are references to environment
 * variables ($NATS_PASSWORD_IDENTITY...), which nats-server resolves when it starts: no secret in the file.
 */
export async function renderAuthorization(options = {}) {
  return authorizationText(await servicePermissions(options), options.namespace);
}

function authorizationText(permissions, namespace) {
  const lines = [
    "# Generated by `node scripts/nats-auth.mjs` from libs/contracts and the services' declarations: do not edit.",
    `# One user per service${namespace ? ` (namespace ${namespace})` : ''}; each password comes from the`,
    '# environment variable named beside it, which nats-server reads when it starts. nats-server',
    '# parses that value as a configuration token: use letters and digits starting with a letter',
    '# (e.g. "n" and `openssl rand -hex 24`), since one starting with a digit is taken for a number.',
    'authorization {',
    '  users = [',
  ];
  for (const [service, p] of Object.entries(permissions)) {
    lines.push(
      `    # ${service}`,
      '    {',
      `      user: ${quote(p.user)}`,
      `      password: $${p.passwordVariable}`,
      '      permissions: {',
      '        publish: {',
      '          allow: [',
      ...p.publish.map((s) => `            ${quote(s)}`),
      '          ]',
      '        }',
      '        subscribe: {',
      '          allow: [',
      ...p.subscribe.map((s) => `            ${quote(s)}`),
      '          ]',
      '        }',
      `        allow_responses: { max: ${RESPONSE_LIMIT.max}, expires: ${quote(RESPONSE_LIMIT.expires)} }`,
      '      }',
      '    }',
    );
  }
  lines.push('  ]', '}', '');
  return lines.join('\n');
}

/** What nats-server accepts as the value of a `$VARIABLE` password: a token, not a number. */
const PASSWORD_TOKEN = /^[A-Za-z][A-Za-z0-9]*$/;

/**
 * The users of a NATS server a script starts itself (`npm start`): the deployment's users and
 * permissions, and for each service the password in its NATS_PASSWORD_<SERVICE> variable of `env`,
 * else a fresh random one. `authorization` refers to the passwords by those variables, so the file
 * holds no secret: nats-server gets `passwords` in its environment, each service its `credentials`.
 * @returns {Promise<{ authorization: string, passwords: Record<string, string>, credentials: Record<string, { user: string, password: string }> }>}
 */
export async function localNatsUsers({ namespace, env = process.env, root = REPO_ROOT } = {}) {
  const permissions = await servicePermissions({ namespace, root });
  const passwords = {};
  const credentials = {};
  for (const [service, p] of Object.entries(permissions)) {
    const given = env[p.passwordVariable];
    if (given && !PASSWORD_TOKEN.test(given)) {
      throw new Error(`${p.passwordVariable} must be letters and digits starting with a letter (nats-server reads it as a configuration token)`);
    }
    const password = given || `n${randomBytes(24).toString('hex')}`;
    passwords[p.passwordVariable] = password;
    credentials[service] = { user: p.user, password };
  }
  return { authorization: authorizationText(permissions, namespace), passwords, credentials };
}
