/**
 * NATS authorization of a deployment (scripts/nats-auth.mjs) on a real nats-server: a private
 * /usr/sbin/nats-server with JetStream, loaded with the generated users. Each service's user can do
 * what the service must (serve its subjects, call the ones it calls, publish its events, keep its
 * durable consumer, answer with a stream of replies) and is refused what belongs to another service.
 * Then identity, sessions-and-limits, chat and the gateway run as built processes, each with its own
 * user, and a member signs up, reads their usage and gets a streamed chat reply through them.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AckPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { defineRpc, defineStreamRpc, EVENTS, RPC } from '@vi/contracts';
import { entryPoint, freePort, freePorts, LineBuffer, eachLine, terminate, track, waitForPort } from '@vi/processes';
import { natsCredentials, Namespace, RpcClient, createLogger } from '@vi/service-kit';
import { dropNamespace, testInfra, uniqueNamespace, until } from '@vi/testing';
import { z } from 'zod';
// @ts-expect-error plain ES module without types
import { declaredUse, passwordVariable, renderAuthorization, servicePermissions } from '../lib/nats-auth.mjs';

const NATS_SERVER = '/usr/sbin/nats-server';
const namespace = uniqueNamespace('natsauth');
const ns = new Namespace(namespace);
const services = ['admin', 'billing', 'chat', 'feedback', 'gateway', 'identity', 'sessions-and-limits', 'webhook-dispatch'];
// Letters and digits starting with a letter: nats-server reads a $VARIABLE's value as a configuration
// token, so one starting with a digit would be taken for a number (deploy/compose/init-env.sh does the same).
const passwords: Record<string, string> = Object.fromEntries(services.map((s) => [s, `n${randomBytes(18).toString('hex')}`]));

const scratch = mkdtempSync(path.join(os.tmpdir(), 'vi-nats-auth-'));
let server: ChildProcess | undefined;
const serverLog = new LineBuffer(100);
/** The permission violations nats-server logged. */
const violations: string[] = [];
let natsUrl = '';
const connections: NatsConnection[] = [];

/** Connects as a service's user, the way service-kit does (its credentials and inbox prefix). */
async function connectAs(service: string, password = passwords[service]): Promise<NatsConnection> {
  const credentials = natsCredentials({ NATS_USER: `${namespace}-${service}`, NATS_PASSWORD: password, NAMESPACE: namespace }, service);
  const nc = await connect({ servers: natsUrl, name: `${service}-test`, ...credentials, maxReconnectAttempts: 0 });
  connections.push(nc);
  return nc;
}

/** Resolves with the permission violation the server reports for `subject` on this connection. */
function refusal(nc: NatsConnection, subject: string, timeoutMs = 3000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no permission violation for ${subject}`)), timeoutMs);
    void (async () => {
      for await (const status of nc.status()) {
        const message = status.type === 'error' ? String((status as { error?: Error }).error?.message ?? '') : '';
        if (message.includes('Permissions Violation') && message.includes(subject)) {
          clearTimeout(timer);
          resolve(message);
          return;
        }
      }
    })();
  });
}

beforeAll(async () => {
  if (!existsSync(NATS_SERVER)) throw new Error(`${NATS_SERVER} is missing (apt-get install nats-server)`);
  writeFileSync(path.join(scratch, 'auth.conf'), await renderAuthorization({ namespace }));
  const port = await freePort();
  writeFileSync(
    path.join(scratch, 'nats.conf'),
    [`listen: "127.0.0.1:${port}"`, `jetstream { store_dir: ${JSON.stringify(path.join(scratch, 'js'))} }`, 'include ./auth.conf', ''].join('\n'),
  );
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH };
  for (const service of services) env[passwordVariable(service)] = passwords[service];
  server = track(spawn(NATS_SERVER, ['-c', path.join(scratch, 'nats.conf')], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true }));
  const onLine = (line: string) => {
    serverLog.push(line);
    if (/Violation/i.test(line)) violations.push(line);
  };
  eachLine(server.stdout!, onLine);
  eachLine(server.stderr!, onLine);
  await waitForPort(port, { timeoutMs: 15000, what: 'nats-server', isDead: () => server?.exitCode !== null }).catch((error: Error) => {
    throw new Error(`${error.message}\n${serverLog.text()}`);
  });
  natsUrl = `nats://127.0.0.1:${port}`;
});

afterAll(async () => {
  await Promise.all(connections.map((nc) => nc.close().catch(() => undefined)));
  if (server) await terminate(server, { graceMs: 5000 });
  rmSync(scratch, { recursive: true, force: true });
});

describe('the generated authorization', () => {
  it('gives each service a user whose password is an environment variable, never a value', async () => {
    const text = await renderAuthorization({ namespace: 'demo' });
    for (const service of services) {
      expect(text).toContain(`user: "demo-${service}"`);
      expect(text).toContain(`password: $${passwordVariable(service)}`);
    }
    expect(text).not.toMatch(/password:\s*"/);
  });

  it("derives each service's permissions from what it declares: the gateway may call identity, identity calls no other service", async () => {
    const permissions = await servicePermissions({ namespace: 'demo' });
    expect(permissions.gateway.publish).toContain(`demo.${RPC.identity.signIn.subject}`);
    expect(permissions.gateway.subscribe.some((s: string) => s.startsWith('demo.rpc.'))).toBe(false);
    expect(permissions.identity.subscribe).toContain('demo.rpc.identity.>');
    expect(permissions.identity.publish.filter((s: string) => s.startsWith('demo.rpc.'))).toEqual([]);
    expect(permissions.identity.publish).toContain(`demo.${EVENTS.identity.userSignedUp}`);
    expect(permissions.billing.publish).not.toContain(`demo.${EVENTS.identity.userSignedUp}`);
    expect(permissions.chat.durables).toEqual(['chat-member-deletion']);
    expect(permissions.chat.publish).toContain(`demo.${RPC.sessions.recordChatMessage.subject}`);
    expect(permissions.chat.publish).not.toContain(`demo.${RPC.identity.signIn.subject}`);
  });

  it("reads a service's declaration from its build, and refuses one it cannot find or that names another service", async () => {
    const roots: string[] = [];
    const appWith = (text?: string) => {
      const root = mkdtempSync(path.join(os.tmpdir(), 'vi-nats-use-'));
      roots.push(root);
      if (text !== undefined) {
        mkdirSync(path.join(root, 'apps', 'chat', 'dist'), { recursive: true });
        writeFileSync(path.join(root, 'apps', 'chat', 'dist', 'start.js'), text);
      }
      return root;
    };
    const use = (service: string) => `{ service: "${service}", calls: ["rpc.billing.plan"], listens: [], durables: ["chat-x"], deadLetters: false }`;
    try {
      await expect(declaredUse('chat', appWith())).rejects.toThrow(/apps\/chat\/dist\/start\.js is missing: build the apps first/);
      const declared = appWith(`export const startChat = Object.assign(() => {}, { natsUse: ${use('chat')} });\n`);
      expect(await declaredUse('chat', declared)).toEqual({
        service: 'chat',
        calls: ['rpc.billing.plan'],
        listens: [],
        durables: ['chat-x'],
        deadLetters: false,
      });
      const other = appWith(`export const startChat = Object.assign(() => {}, { natsUse: ${use('billing')} });\n`);
      await expect(declaredUse('chat', other)).rejects.toThrow(/declares the NATS use of billing, not chat/);
      const none = appWith('export const startChat = () => {};\n');
      await expect(declaredUse('chat', none)).rejects.toThrow(/exports 0 start functions with a natsUse/);
    } finally {
      for (const root of roots) rmSync(root, { recursive: true, force: true });
    }
  });

  it('is what is committed (deploy/k8s/base/nats/auth.conf)', async () => {
    const committed = readFileSync(path.resolve('deploy/k8s/base/nats/auth.conf'), 'utf8');
    expect(committed).toBe(await renderAuthorization());
  });
});

describe('on a real nats-server', () => {
  it('refuses a wrong password', async () => {
    await expect(connectAs('identity', 'not-the-password')).rejects.toThrow(/Authorization/i);
  });

  it('identity serves its subject in its queue group; the gateway calls it and reads the reply in its own inbox', async () => {
    const identity = await connectAs('identity');
    identity.subscribe(ns.subject(RPC.identity.signIn.subject), {
      queue: 'identity',
      callback: (_e, msg) => msg.respond(JSON.stringify({ id: 'x', response: { ok: true } })),
    });
    await identity.flush();
    const gateway = await connectAs('gateway');
    const rpc = new RpcClient(gateway, ns, 2000, createLogger('test', 'silent'));
    // A stand-in identity answers its own shape: the call validates it with a definition of that shape.
    const signIn = defineRpc(RPC.identity.signIn.subject, z.object({}), z.object({ ok: z.boolean() }));
    await expect(rpc.call(signIn, {})).resolves.toEqual({ ok: true });
  });

  it('chat answers the gateway with a stream of replies (more than one reply per request)', async () => {
    const chat = await connectAs('chat');
    chat.subscribe(ns.subject(RPC.chat.sendMessage.subject), {
      queue: 'chat',
      callback: (_e, msg) => {
        for (let i = 0; i < 50; i++) msg.respond(JSON.stringify({ id: 'x', response: i }));
        msg.respond(JSON.stringify({ id: 'x', isDisposed: true }));
      },
    });
    await chat.flush();
    const gateway = await connectAs('gateway');
    const rpc = new RpcClient(gateway, ns, 2000, createLogger('test', 'silent'));
    const got: number[] = [];
    const sendMessage = defineStreamRpc(RPC.chat.sendMessage.subject, z.object({}), z.number());
    for await (const value of rpc.stream(sendMessage, {})) got.push(value);
    expect(got).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  it("refuses a service another service's subjects: serving them, calling them, reading others' inboxes", async () => {
    const gateway = await connectAs('gateway');
    const servingRefused = refusal(gateway, ns.subject('rpc.identity.>'));
    gateway.subscribe(ns.subject('rpc.identity.>'));
    await expect(servingRefused).resolves.toMatch(/Subscription/);

    const inboxRefused = refusal(gateway, '_INBOX.>');
    gateway.subscribe('_INBOX.>');
    await expect(inboxRefused).resolves.toMatch(/Subscription/);

    // identity calls nobody: a request to billing is refused, and billing never sees it.
    const billing = await connectAs('billing');
    let seen = 0;
    billing.subscribe(ns.subject(RPC.billing.plan.subject), { queue: 'billing', callback: () => (seen += 1) });
    await billing.flush();
    const identity = await connectAs('identity');
    const callRefused = refusal(identity, ns.subject(RPC.billing.plan.subject));
    identity.publish(ns.subject(RPC.billing.plan.subject), '{}');
    await expect(callRefused).resolves.toMatch(/Publish/);
    await billing.flush();
    expect(seen).toBe(0);

    // Broadcasts: only their owner publishes them.
    const fakeBroadcast = refusal(gateway, ns.subject('broadcast.identity.user.changed'));
    gateway.publish(ns.subject('broadcast.identity.user.changed'), '{}');
    await expect(fakeBroadcast).resolves.toMatch(/Publish/);
  });

  it('identity publishes its events into the stream; billing may not publish an identity event', async () => {
    const identity = await connectAs('identity');
    const jsm = await jetstreamManager(identity);
    await jsm.streams.add({ name: ns.eventStream, subjects: [ns.subject('events.>')] });
    const ack = await jetstream(identity).publish(ns.subject(EVENTS.identity.userSignedUp), JSON.stringify({ id: 'e1' }), { msgID: 'e1' });
    expect(ack.seq).toBe(1);

    const billing = await connectAs('billing');
    const refused = refusal(billing, ns.subject(EVENTS.identity.userSignedUp));
    billing.publish(ns.subject(EVENTS.identity.userSignedUp), '{}');
    await expect(refused).resolves.toMatch(/Publish/);
    expect((await jsm.streams.info(ns.eventStream)).state.messages).toBe(1);
  });

  it("chat creates and reads its durable consumer; it may not create billing's", async () => {
    const chat = await connectAs('chat');
    const jsm = await jetstreamManager(chat);
    await jsm.consumers.add(ns.eventStream, {
      durable_name: 'chat-member-deletion',
      ack_policy: AckPolicy.Explicit,
      filter_subject: ns.subject('events.identity.>'),
    });
    const consumer = await jetstream(chat).consumers.get(ns.eventStream, 'chat-member-deletion');
    const message = await consumer.next({ expires: 5000 });
    expect(message?.subject).toBe(ns.subject(EVENTS.identity.userSignedUp));
    await message!.ackAck();

    await expect(jsm.consumers.add(ns.eventStream, { durable_name: 'billing-member-deletion', ack_policy: AckPolicy.Explicit })).rejects.toThrow();
    const admin = await connectAs('admin');
    await expect((await jetstreamManager(admin)).consumers.info(ns.eventStream, 'billing-member-deletion')).rejects.toThrow(/not found/i);
    // Nor read from it: billing's consumer, created by billing, stays out of chat's reach.
    await (
      await jetstreamManager(await connectAs('billing'))
    ).consumers.add(ns.eventStream, { durable_name: 'billing-member-deletion', ack_policy: AckPolicy.Explicit });
    await expect(jetstream(chat).consumers.get(ns.eventStream, 'billing-member-deletion')).rejects.toThrow(/Permissions Violation/);
  });
  it('admin replays the stream through an ordered consumer (its directory rebuild); chat may not', async () => {
    const admin = await connectAs('admin');
    const replay = await jetstream(admin).consumers.get(ns.eventStream, { opt_start_seq: 1 });
    const first = await replay.next({ expires: 5000 });
    expect(first?.subject).toBe(ns.subject(EVENTS.identity.userSignedUp));
    const chat = await connectAs('chat');
    const refused = jetstream(chat)
      .consumers.get(ns.eventStream, { opt_start_seq: 1 })
      .then((consumer) => consumer.next({ expires: 2000 }));
    await expect(refused).rejects.toThrow(/Permissions Violation|permission/i);
  });
});

describe('services on the authenticated server', () => {
  const started: { name: string; child: ChildProcess; output: LineBuffer }[] = [];
  let gatewayUrl = '';
  let violationsBefore = 0;

  beforeAll(async () => {
    // The probes above (a fake identity and chat among them) leave; the real services take their places.
    await Promise.all(connections.splice(0).map((nc) => nc.close().catch(() => undefined)));
    violationsBefore = violations.length;
    const infra = testInfra();
    const names = ['identity', 'sessions-and-limits', 'chat', 'gateway'];
    const ports = await freePorts(names);
    for (const name of names) {
      if (!existsSync(entryPoint(name))) throw new Error(`${entryPoint(name)} is missing: npm run build`);
      const output = new LineBuffer(200);
      const child = track(
        spawn(process.execPath, [entryPoint(name)], {
          cwd: path.resolve('.'),
          env: {
            PATH: process.env.PATH,
            NODE_ENV: 'test',
            LOG_LEVEL: 'warn',
            NAMESPACE: namespace,
            HTTP_PORT: String(ports[name]),
            HTTP_HOST: '127.0.0.1',
            DATABASE_URL: infra.databaseUrl,
            REDIS_URL: infra.redisUrl,
            NATS_URL: natsUrl,
            NATS_USER: `${namespace}-${name}`,
            NATS_PASSWORD: passwords[name],
            PUBLIC_URL: `http://127.0.0.1:${ports.gateway}`,
          },
          detached: true,
          stdio: ['ignore', 'pipe', 'pipe'],
        }),
      );
      eachLine(child.stdout!, (line: string) => output.push(line));
      eachLine(child.stderr!, (line: string) => output.push(line));
      started.push({ name, child, output });
      const health = name === 'gateway' ? '/api/v1/readyz' : '/readyz';
      await until(
        async () => {
          if (child.exitCode !== null) throw new Error(`${name} exited: ${output.text()}`);
          const response = await fetch(`http://127.0.0.1:${ports[name]}${health}`).catch(() => undefined);
          return response?.ok || undefined;
        },
        30000,
        `${name} did not get ready`,
      );
    }
    gatewayUrl = `http://127.0.0.1:${ports.gateway}`;
  }, 90000);

  afterAll(async () => {
    for (const { child } of started.reverse()) await terminate(child, { graceMs: 10000 });
    await dropNamespace(namespace);
  }, 60000);

  it('a member signs up, reads their usage and gets a streamed chat reply through gateway, identity, sessions-and-limits and chat', async () => {
    const email = `auth.${Date.now()}@example.com`;
    const signUp = await fetch(`${gatewayUrl}/api/v1/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'secret1', ageConfirmed: true }),
    });
    expect(signUp.status).toBe(201);
    const { accessToken } = (await signUp.json()) as { accessToken: string };
    const usage = await fetch(`${gatewayUrl}/api/v1/usage`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(usage.status).toBe(200);

    // A chat message: the gateway calls sessions-and-limits and chat, and chat streams its reply
    // back to the gateway's own inbox, one NATS message per piece.
    const chat = await fetch(`${gatewayUrl}/api/v1/chat/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ content: 'I have been feeling anxious about work this week.' }),
    });
    if (chat.status !== 200)
      throw new Error(`chat answered ${chat.status} ${await chat.text()}\n${started.map((s) => `[${s.name}] ${s.output.text()}`).join('\n')}`);
    expect(chat.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = (await chat.text())
      .split('\n\n')
      .filter((block) => block.includes('data: '))
      .map((block) => JSON.parse(block.slice(block.indexOf('data: ') + 6)) as { type: string });
    expect(events.filter((e) => e.type === 'delta').length).toBeGreaterThan(1);
    expect(events.some((e) => e.type === 'error')).toBe(false);

    // The sign-up event reached the stream through identity's outbox (under identity's user), and
    // sessions-and-limits keeps its durable consumers (under its user).
    const jsm = await jetstreamManager(await connectAs('admin'));
    await until(
      async () => ((await jsm.streams.info(ns.eventStream)).state.messages >= 2 ? true : undefined),
      10000,
      'the sign-up event did not reach the stream',
    );
    for (const durable of ['sessions-and-limits-member-deletion', 'sessions-and-limits-entitlements']) {
      expect((await jsm.consumers.info(ns.eventStream, durable)).name).toBe(durable);
    }
    // No service was refused anything on the way (the test's own probes connect as "<service>-test").
    expect(violations.slice(violationsBefore).filter((line) => !line.includes('-test"'))).toEqual([]);
  });
});
