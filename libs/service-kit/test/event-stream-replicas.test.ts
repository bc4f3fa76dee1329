/**
 * EVENT_STREAM_REPLICAS and the NATS credentials of a deployment. The event stream keeps one copy on a
 * single server (the default) and three on a three-node JetStream cluster (three private
 * /usr/sbin/nats-server processes routed together here); a stream made with one copy is raised to the
 * configured count. A service's connection carries its user, password and own inbox prefix.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { freePort, terminate, track } from '@vi/processes';
import { dropNamespace, testInfra, uniqueNamespace, until } from '@vi/testing';
import { baseConfigShape, connectNats, ensureEventStream, Namespace, natsCredentials, natsServerOptions, parseConfig } from '../src/index.js';

const connections: NatsConnection[] = [];
const servers: ChildProcess[] = [];
const scratch = mkdtempSync(path.join(os.tmpdir(), 'vi-js-cluster-'));
const namespaces: string[] = [];

afterAll(async () => {
  await Promise.all(connections.map((nc) => nc.close().catch(() => undefined)));
  await Promise.all(servers.map((child) => terminate(child, { graceMs: 5000 })));
  rmSync(scratch, { recursive: true, force: true });
  for (const ns of namespaces) await dropNamespace(ns);
});

describe('configuration', () => {
  it('EVENT_STREAM_REPLICAS is 1 unless set, and 1 to 5', () => {
    expect(parseConfig(baseConfigShape, { HTTP_PORT: '0' }).EVENT_STREAM_REPLICAS).toBe(1);
    expect(parseConfig(baseConfigShape, { HTTP_PORT: '0', EVENT_STREAM_REPLICAS: '3' }).EVENT_STREAM_REPLICAS).toBe(3);
    expect(() => parseConfig(baseConfigShape, { HTTP_PORT: '0', EVENT_STREAM_REPLICAS: '0' })).toThrow(/EVENT_STREAM_REPLICAS is invalid/);
  });

  it('a service connects with its NATS user and password and reads replies under its own inbox prefix', () => {
    const config = parseConfig(baseConfigShape, { HTTP_PORT: '0', NATS_USER: 'chat', NATS_PASSWORD: 'pw', NAMESPACE: 'demo' });
    expect(natsCredentials(config, 'chat')).toEqual({ user: 'chat', pass: 'pw', inboxPrefix: '_INBOX.demo.chat' });
    expect(natsServerOptions('nats://a:4222,nats://b:4222', 'chat', natsCredentials(config, 'chat'))).toMatchObject({
      servers: ['nats://a:4222', 'nats://b:4222'],
      queue: 'chat',
      user: 'chat',
      pass: 'pw',
      inboxPrefix: '_INBOX.demo.chat',
    });
    // Without NATS_USER (a developer's local server): no credentials, the inbox prefix all the same.
    expect(natsCredentials(parseConfig(baseConfigShape, { HTTP_PORT: '0', NATS_USER: '', NATS_PASSWORD: '' }), 'chat')).toEqual({ inboxPrefix: '_INBOX.chat' });
  });
});

describe('on one server', () => {
  it('the stream keeps one copy by default', async () => {
    const ns = uniqueNamespace('replicas');
    namespaces.push(ns);
    const nc = await connectNats(testInfra().natsUrl, 'replicas-test');
    connections.push(nc);
    const jsm = await jetstreamManager(nc);
    const namespace = new Namespace(ns);
    await ensureEventStream(jsm, namespace);
    expect((await jsm.streams.info(namespace.eventStream)).config.num_replicas).toBe(1);
    await jsm.streams.delete(namespace.eventStream);
  });
});

describe('on a three-node JetStream cluster', () => {
  /** Starts three nats-servers routed to each other; resolves with a connection once JetStream has a leader. */
  async function startCluster(): Promise<{ nc: NatsConnection; jsm: JetStreamManager }> {
    const clients = [await freePort(), await freePort(), await freePort()];
    const routes = [await freePort(), await freePort(), await freePort()];
    const routeList = routes.map((port) => `nats://127.0.0.1:${port}`).join(',');
    for (let i = 0; i < 3; i++) {
      const args = ['-a', '127.0.0.1', '-p', String(clients[i]), '-n', `node${i}`, '-js', '-sd', path.join(scratch, `node${i}`)];
      args.push('--cluster_name', 'vi', '--cluster', `nats://127.0.0.1:${routes[i]}`, '--routes', routeList);
      servers.push(track(spawn('/usr/sbin/nats-server', args, { stdio: 'ignore', detached: true })));
    }
    const url = clients.map((port) => `nats://127.0.0.1:${port}`).join(',');
    const nc = await until(() => connectNats(url, 'cluster-test').catch(() => undefined), 15000, 'the cluster did not accept a connection');
    connections.push(nc);
    // The JetStream API answers once the three nodes have elected a meta leader.
    const jsm = await until(
      async () => {
        const candidate = await jetstreamManager(nc).catch(() => undefined);
        return candidate && (await candidate.getAccountInfo().catch(() => undefined)) ? candidate : undefined;
      },
      20000,
      'JetStream on the cluster did not get ready',
    );
    return { nc, jsm };
  }

  it('the stream keeps three copies with EVENT_STREAM_REPLICAS=3, and a one-copy stream is raised to three', async () => {
    const { jsm } = await startCluster();
    const fresh = new Namespace('fresh');
    await until(
      () =>
        ensureEventStream(jsm, fresh, 3).then(
          () => true,
          () => undefined,
        ),
      20000,
      'could not create an R3 stream',
    );
    const info = await jsm.streams.info(fresh.eventStream);
    expect(info.config.num_replicas).toBe(3);
    expect(info.config.subjects).toEqual(['fresh.events.>']);

    const older = new Namespace('older');
    await ensureEventStream(jsm, older, 1);
    expect((await jsm.streams.info(older.eventStream)).config.num_replicas).toBe(1);
    await ensureEventStream(jsm, older, 3);
    expect((await jsm.streams.info(older.eventStream)).config.num_replicas).toBe(3);
    // Every node holds a copy: the leader and two followers.
    await until(async () => ((await jsm.streams.info(older.eventStream)).cluster?.replicas?.length === 2 ? true : undefined), 15000, 'replicas did not appear');
  }, 60000);
});
