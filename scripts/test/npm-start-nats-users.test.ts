/**
 * Issue 29, closed insides: the NATS that `npm start` starts itself gives each service its own user,
 * with the permissions the deployments give it (scripts/nats-auth.mjs), and takes no connection
 * without credentials. `node scripts/start.mjs` runs as a developer runs it, told to start a NATS of
 * its own (VI_OWN_NATS=1: on a free port, since the test infrastructure's answers on 4222) and to
 * run what is built (VI_SKIP_BUILD=1); PostgreSQL and Redis are the test infrastructure's, under a
 * namespace of its own. Two services' passwords are given (NATS_PASSWORD_<SERVICE>, as compose
 * does) so that the test can connect as them; the others are made up by `npm start`.
 *
 * The NATS refuses an anonymous connection, a wrong password, and a service's user outside its
 * subjects; meanwhile the product works end to end under those users, every service taking part
 * (sign-up, usage, a streamed chat reply, the plan, feedback, the admin directory and a signed
 * webhook), and the NATS refused none of the services anything (its refusals are in npm start's log).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { EVENTS, RPC } from '@vi/contracts';
import { eachLine, freePort, LineBuffer, REPO_ROOT, terminate, track } from '@vi/processes';
import { dropNamespace, grantAdmin, newWebhookSecret, startWebhookReceiver, testInfra, uniqueNamespace, until, type WebhookReceiver } from '@vi/testing';

const namespace = uniqueNamespace('npmstart');
const sub = (subject: string) => `${namespace}.${subject}`;
// Letters and digits starting with a letter, as nats-server wants a $VARIABLE's value.
const given = { identity: `n${randomBytes(18).toString('hex')}`, gateway: `n${randomBytes(18).toString('hex')}` };
/** What the test's own connections are called: their refusals are expected, the services' are not. */
const PROBE = 'npm-start-probe';

let start: ChildProcess | undefined;
const output = new LineBuffer(2000);
const lines: string[] = [];
let baseUrl = '';
let natsUrl = '';
let receiver: WebhookReceiver;
const connections: NatsConnection[] = [];
const webhookSecret = newWebhookSecret();

beforeAll(async () => {
  receiver = await startWebhookReceiver({ secret: webhookSecret });
  const infra = testInfra();
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    NAMESPACE: namespace,
    DATABASE_URL: infra.databaseUrl,
    REDIS_URL: infra.redisUrl,
    VI_OWN_NATS: '1',
    VI_SKIP_BUILD: '1',
    VI_LOG_FORMAT: 'json',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'loopback',
    WEBHOOK_POLL_MS: '200',
    NATS_PASSWORD_IDENTITY: given.identity,
    NATS_PASSWORD_GATEWAY: given.gateway,
  };
  for (const name of ['NATS_URL', 'NATS_USER', 'NATS_PASSWORD']) delete env[name];
  start = track(
    spawn(process.execPath, [path.join(REPO_ROOT, 'scripts/start.mjs')], { cwd: REPO_ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] }),
  );
  const onLine = (line: string) => {
    output.push(line);
    lines.push(line);
  };
  eachLine(start.stdout!, onLine);
  eachLine(start.stderr!, onLine);
  await until(
    () => {
      if (start!.exitCode !== null) throw new Error(`npm start exited (${start!.exitCode}):\n${output.text()}`);
      return lines.some((line) => line.startsWith('Vi is running at')) || undefined;
    },
    180_000,
    `npm start did not get ready:\n${output.text()}`,
  );
  baseUrl = `http://127.0.0.1:${port}`;
  const started = lines.map((line) => /^\[infra\] NATS: started .* on 127\.0\.0\.1:(\d+) /.exec(line)).find(Boolean);
  if (!started) throw new Error(`npm start did not say where its NATS is:\n${output.text()}`);
  natsUrl = `nats://127.0.0.1:${started[1]}`;
}, 200_000);

afterAll(async () => {
  await Promise.all(connections.map((nc) => nc.close().catch(() => undefined)));
  if (start) await terminate(start, { graceMs: 30_000 });
  await receiver?.close();
  await dropNamespace(namespace);
}, 60_000);

/** Connects as a service's user, the way service-kit names a service's NATS user under a namespace. */
async function connectAs(service: keyof typeof given, password: string = given[service]): Promise<NatsConnection> {
  const nc = await connect({ servers: natsUrl, name: `${PROBE}-${service}`, user: `${namespace}-${service}`, pass: password, maxReconnectAttempts: 0 });
  connections.push(nc);
  return nc;
}

/** Resolves with the permission violation the server reports for `subject` on this connection. */
function refusal(nc: NatsConnection, subject: string): Promise<string> {
  return (async () => {
    for await (const status of nc.status()) {
      const message = status.type === 'error' ? String((status as { error?: Error }).error?.message ?? '') : '';
      if (message.includes('Permissions Violation') && message.includes(subject)) return message;
    }
    throw new Error(`the connection closed without a permission violation for ${subject}`);
  })();
}

/** What npm start logged of the NATS's refusals, but for the test's own probes. */
const servicesRefused = () => lines.filter((line) => line.startsWith('[infra] NATS refused:') && !line.includes(PROBE));

async function api(method: string, route: string, { token, body }: { token?: string; body?: unknown } = {}) {
  const response = await fetch(`${baseUrl}${route}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json, text, headers: response.headers };
}

async function signUp(label: string) {
  const made = await api('POST', '/api/v1/auth/sign-up', { body: { email: `${label}.${Date.now()}@example.com`, password: 'secret1', ageConfirmed: true } });
  if (made.status !== 201) throw new Error(`sign-up answered ${made.status} ${made.text}\n${output.text()}`);
  return { id: made.json.user.id as string, email: made.json.user.email as string, token: made.json.accessToken as string };
}

describe('the NATS npm start starts itself', () => {
  it('says so, and refuses a connection without credentials or with a wrong password', async () => {
    expect(lines.some((line) => line.includes('a user per service') && line.includes('no connection without credentials'))).toBe(true);
    await expect(connect({ servers: natsUrl, name: PROBE, maxReconnectAttempts: 0 })).rejects.toThrow(/Authorization/i);
    await expect(connectAs('identity', 'nWrongPassword')).rejects.toThrow(/Authorization/i);
  });

  it("refuses a service's user the subjects it did not declare: identity may not call billing nor serve chat's requests", async () => {
    const identity = await connectAs('identity');
    const callRefused = refusal(identity, sub(RPC.billing.plan.subject));
    identity.publish(sub(RPC.billing.plan.subject), '{}');
    await expect(callRefused).resolves.toMatch(/Publish/);
    const servingRefused = refusal(identity, sub('rpc.chat.>'));
    identity.subscribe(sub('rpc.chat.>'));
    await expect(servingRefused).resolves.toMatch(/Subscription/);
  });

  it("refuses the gateway's user what belongs to a service: serving identity's requests, publishing identity's events, reading others' replies", async () => {
    const gateway = await connectAs('gateway');
    const servingRefused = refusal(gateway, sub('rpc.identity.>'));
    gateway.subscribe(sub('rpc.identity.>'));
    await expect(servingRefused).resolves.toMatch(/Subscription/);
    const eventRefused = refusal(gateway, sub(EVENTS.identity.userSignedUp));
    gateway.publish(sub(EVENTS.identity.userSignedUp), '{}');
    await expect(eventRefused).resolves.toMatch(/Publish/);
    const inboxRefused = refusal(gateway, '_INBOX.>');
    gateway.subscribe('_INBOX.>');
    await expect(inboxRefused).resolves.toMatch(/Subscription/);
    // Each refusal is in npm start's log too, naming the connection, where a developer sees an undeclared subject.
    const logged = await until(
      () => lines.find((line) => line.startsWith('[infra] NATS refused:') && line.includes(sub('rpc.identity.>'))),
      10_000,
      `the refusal is not in npm start's log:\n${output.text()}`,
    );
    expect(logged).toContain(`${PROBE}-gateway`);
  });
});

describe('the product under npm start, each service as its own NATS user', () => {
  it('signs up, counts, chats, sells, takes feedback, lists the member for admins and delivers a signed webhook; NATS refused the services nothing', async () => {
    // An admin, and a webhook for every sign-up (gateway → webhook-dispatch).
    const boss = await signUp('npmstart-boss');
    await grantAdmin(namespace, boss.id, 'super_admin');
    const hook = await api('POST', '/api/v1/admin/webhooks', {
      token: boss.token,
      body: { webhookType: 'signup', endpointUrl: receiver.url, secretKey: webhookSecret },
    });
    expect(hook.status).toBe(201);

    // A member signs up (gateway → identity; identity's outbox into the stream).
    const member = await signUp('npmstart-member');
    const me = await api('GET', '/api/v1/me', { token: member.token });
    expect(me).toMatchObject({ status: 200, json: { id: member.id, email: member.email } });
    // sessions-and-limits
    expect((await api('GET', '/api/v1/usage', { token: member.token })).status).toBe(200);
    // chat streams its reply back to the gateway's own inbox, through sessions-and-limits' allowance.
    const chat = await api('POST', '/api/v1/chat/messages', { token: member.token, body: { content: 'I have been feeling anxious about work this week.' } });
    expect({ status: chat.status, type: chat.headers.get('content-type') }).toEqual({ status: 200, type: expect.stringMatching(/^text\/event-stream/) });
    const events = chat.text
      .split('\n\n')
      .filter((block) => block.includes('data: '))
      .map((block) => JSON.parse(block.slice(block.indexOf('data: ') + 6)) as { type: string });
    expect(events.filter((event) => event.type === 'delta').length).toBeGreaterThan(0);
    expect(events.some((event) => event.type === 'error')).toBe(false);
    // billing
    expect(await api('GET', '/api/v1/billing/plan', { token: member.token })).toMatchObject({ status: 200, json: { priceId: expect.any(String) } });
    // feedback
    const rated = await api('POST', '/api/v1/feedback', {
      token: member.token,
      body: { sessionType: 'chat', rating: 5, category: 'positive', comment: 'Calmer now.' },
    });
    expect(rated.status).toBe(201);
    // admin's directory, built from the event stream by its durable consumer.
    const listed = await until(
      async () => {
        const answer = await api('GET', `/api/v1/admin/users?search=${encodeURIComponent(member.email)}`, { token: boss.token });
        return answer.status === 200 && answer.json.total === 1 ? answer.json : undefined;
      },
      20_000,
      'the member never reached the admin directory',
    );
    expect(listed.users[0]).toMatchObject({ id: member.id, email: member.email });
    // webhook-dispatch read the sign-up from the stream and delivered it, signed.
    const delivered = await until(
      () => receiver.received.find((received) => received.json?.type === 'signup' && received.json?.data?.email === member.email),
      20_000,
      'the sign-up webhook never arrived',
    );
    expect(delivered.verified).toBe(true);

    expect(servicesRefused()).toEqual([]);
  });
});
