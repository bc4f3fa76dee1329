/**
 * Issue 13: `npm test` / `npm start` on a machine with Docker but no nats-server/redis-server. Which
 * way ensureInfrastructure goes is decided from what answers, what is on PATH and whether a Docker
 * engine answers; the machine is replaced by injected probes, and testcontainers (third party) by a
 * double at its module boundary, so the arguments the containers are started with are checked.
 */
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { afterAll, beforeEach, describe, expect, it, jest } from '@jest/globals';

interface Started {
  image: string;
  command?: string[];
  entrypoint?: string[];
  files?: Array<{ content: string; target: string }>;
  environment?: Record<string, string>;
  ports: number[];
  wait?: unknown;
  startupTimeout?: number;
  stopped: number;
}
const started: Started[] = [];
let failImage: string | undefined;
let mappedPort = 32770;

jest.unstable_mockModule('testcontainers', () => ({
  Wait: { forLogMessage: (message: RegExp | string) => ({ logMessage: message }) },
  GenericContainer: class {
    private readonly record: Started;
    constructor(image: string) {
      this.record = { image, ports: [], stopped: 0 };
    }
    withEntrypoint(entrypoint: string[]) {
      this.record.entrypoint = entrypoint;
      return this;
    }
    withCommand(command: string[]) {
      this.record.command = command;
      return this;
    }
    withCopyContentToContainer(files: Array<{ content: string; target: string }>) {
      this.record.files = [...(this.record.files ?? []), ...files];
      return this;
    }
    withEnvironment(environment: Record<string, string>) {
      this.record.environment = { ...this.record.environment, ...environment };
      return this;
    }
    withExposedPorts(...ports: number[]) {
      this.record.ports.push(...ports);
      return this;
    }
    withWaitStrategy(wait: unknown) {
      this.record.wait = wait;
      return this;
    }
    withStartupTimeout(ms: number) {
      this.record.startupTimeout = ms;
      return this;
    }
    async start() {
      if (this.record.image === failImage) throw new Error('pull access denied');
      const record = this.record;
      started.push(record);
      const port = ++mappedPort;
      return {
        getHost: () => 'localhost',
        getMappedPort: (inner: number) => {
          if (!record.ports.includes(inner)) throw new Error(`port ${inner} not exposed`);
          return port;
        },
        stop: async () => {
          record.stopped++;
        },
      };
    }
  },
}));

const { chooseSource, CREDENTIALS_REQUIRED, defaultProbes, dockerReachable, ensureInfrastructure } = await import('../lib/infra.mjs');
const { connect } = await import('@nats-io/transport-node');
const { testInfra } = await import('@vi/testing');

const quiet = () => {};
const baseEnv = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/vi' };

function probes(overrides: Record<string, unknown> = {}) {
  const calls: string[] = [];
  const record =
    <T>(name: string, value: T) =>
    (...args: unknown[]) => {
      calls.push(`${name}(${args.map((a) => (typeof a === 'object' ? 'env' : String(a))).join(',')})`);
      return value;
    };
  return {
    calls,
    probes: {
      canConnect: record('canConnect', Promise.resolve(false)),
      findExecutable: record('findExecutable', undefined),
      dockerReachable: record('dockerReachable', Promise.resolve(true)),
      checkJetStream: record('checkJetStream', Promise.resolve()),
      ...overrides,
    },
  };
}

beforeEach(() => {
  started.length = 0;
  failImage = undefined;
});

describe('chooseSource', () => {
  it.each([
    [{ envUrl: 'nats://x:4222', answers: true, binary: '/usr/bin/nats-server', docker: true }, 'environment'],
    [{ answers: true, binary: '/usr/bin/nats-server', docker: true }, 'local'],
    [{ answers: false, binary: '/usr/sbin/nats-server', docker: true }, 'binary'],
    [{ answers: false, binary: undefined, docker: true }, 'container'],
    [{ answers: false, binary: undefined, docker: false }, 'none'],
  ])('%j -> %s', (facts, expected) => {
    expect(chooseSource(facts)).toBe(expected);
  });
});

describe('ensureInfrastructure', () => {
  it('uses the servers that answer and asks neither PATH nor Docker', async () => {
    const { calls, probes: p } = probes({ canConnect: async () => true, checkJetStream: async () => void calls.push('checkJetStream') });
    const infra = await ensureInfrastructure({ log: quiet, env: baseEnv, probes: p });
    expect(infra.natsUrl).toBe('nats://127.0.0.1:4222');
    expect(infra.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(calls).toEqual(['checkJetStream']);
    expect(started).toHaveLength(0);
    await infra.stop();
  });

  it('takes the URLs from the environment without probing anything', async () => {
    const { calls, probes: p } = probes();
    const infra = await ensureInfrastructure({
      log: quiet,
      env: { ...baseEnv, NATS_URL: 'nats://nats.internal:4222', REDIS_URL: 'redis://cache:6379' },
      probes: p,
    });
    expect(infra).toMatchObject({ natsUrl: 'nats://nats.internal:4222', redisUrl: 'redis://cache:6379' });
    expect(calls).toEqual([]);
    expect(started).toHaveLength(0);
  });

  it('asks PATH only for the server that does not answer, and Docker only after PATH came up empty', async () => {
    const { calls, probes: p } = probes({
      canConnect: async (port: number) => (calls.push(`canConnect(${port})`), port === 4222),
      findExecutable: (name: string) => void calls.push(`findExecutable(${name})`),
      dockerReachable: async () => (calls.push('dockerReachable'), true),
    });
    const infra = await ensureInfrastructure({ log: quiet, env: baseEnv, probes: p });
    expect(infra.natsUrl).toBe('nats://127.0.0.1:4222');
    expect(calls.filter((c) => !c.startsWith('checkJetStream'))).toEqual(
      expect.arrayContaining(['canConnect(4222)', 'canConnect(6379)', 'findExecutable(redis-server)', 'dockerReachable']),
    );
    expect(calls).not.toContain('findExecutable(nats-server)');
    expect(calls.filter((c) => c === 'dockerReachable')).toHaveLength(1);
    expect(calls.indexOf('findExecutable(redis-server)')).toBeLessThan(calls.indexOf('dockerReachable'));
    expect(started.map((s) => s.image)).toEqual(['redis:7-alpine']);
    await infra.stop();
    expect(started[0].stopped).toBe(1);
  });

  it('starts NATS with JetStream and Redis as containers when nothing answers, nothing is on PATH and Docker answers; stop() stops them', async () => {
    const logs: string[] = [];
    const { probes: p } = probes();
    const infra = await ensureInfrastructure({ log: (line: string) => logs.push(line), env: baseEnv, probes: p });

    const nats = started.find((s) => s.image.startsWith('nats:'));
    const redis = started.find((s) => s.image.startsWith('redis:'));
    expect(nats).toMatchObject({ entrypoint: ['nats-server'], command: ['-js'], ports: [4222], wait: { logMessage: expect.any(RegExp) } });
    expect((nats!.wait as { logMessage: RegExp }).logMessage.test('[1] 2026/11/24 [INF] Server is ready')).toBe(true);
    expect(redis).toMatchObject({ ports: [6379], wait: { logMessage: expect.any(RegExp) } });
    expect((redis!.wait as { logMessage: RegExp }).logMessage.test('1:M 24 Nov 2026 * Ready to accept connections tcp')).toBe(true);
    expect(redis!.command).toEqual(expect.arrayContaining(['redis-server']));
    expect(infra.natsUrl).toMatch(/^nats:\/\/localhost:\d+$/);
    expect(infra.redisUrl).toMatch(/^redis:\/\/localhost:\d+$/);
    expect(infra.natsUrl).not.toMatch(/:4222$/);
    expect(logs.some((line) => line.includes('starting a nats:') && line.includes('Docker'))).toBe(true);

    expect(started.map((s) => s.stopped)).toEqual([0, 0]);
    await infra.stop();
    expect(started.map((s) => s.stopped)).toEqual([1, 1]);
  });

  it('names every way out when nothing answers, nothing is on PATH and no Docker engine answers, and loads no testcontainers', async () => {
    let loaded = 0;
    const { probes: p } = probes({ dockerReachable: async () => false, loadTestcontainers: async () => (loaded++, import('testcontainers')) });
    const attempt = ensureInfrastructure({ log: quiet, env: baseEnv, probes: p });
    await expect(attempt).rejects.toThrow(
      /No (NATS|Redis) server answers on 127\.0\.0\.1:(4222|6379), `(nats|redis)-server` is not on PATH, and no Docker engine is reachable/,
    );
    await expect(attempt).rejects.toThrow(/set (NATS|REDIS)_URL/);
    expect(started).toHaveLength(0);
    expect(loaded).toBe(0);
  });

  it('stops the container it did start when the other one fails, and says which failed', async () => {
    failImage = 'redis:7-alpine';
    const { probes: p } = probes();
    await expect(ensureInfrastructure({ log: quiet, env: baseEnv, probes: p })).rejects.toThrow(
      /Could not start the Redis container \(redis:7-alpine\): pull access denied/,
    );
    expect(started.map((s) => [s.image.split(':')[0], s.stopped])).toEqual([['nats', 1]]);
  });
});

describe('a NATS with a user per service (npm start), and one that refuses us', () => {
  const users = {
    authorization: 'authorization { users = [ { user: "identity", password: $NATS_PASSWORD_IDENTITY } ] }\n',
    passwords: { NATS_PASSWORD_IDENTITY: 'nSecret1' },
    credentials: { identity: { user: 'identity', password: 'nSecret1' } },
  };

  it('gives the NATS container it starts the users (the block as its configuration, the passwords in its environment) and answers their credentials', async () => {
    const logs: string[] = [];
    let asked = 0;
    const { probes: p } = probes();
    const infra = await ensureInfrastructure({ log: (line: string) => logs.push(line), env: baseEnv, probes: p, natsUsers: async () => (asked++, users) });
    const nats = started.find((s) => s.image.startsWith('nats:'))!;
    expect(nats.command).toEqual(['-js', '-c', '/etc/nats/vi-users.conf']);
    expect(nats.files).toEqual([{ content: users.authorization, target: '/etc/nats/vi-users.conf' }]);
    expect(nats.environment).toEqual({ NATS_PASSWORD_IDENTITY: 'nSecret1' });
    expect(started.find((s) => s.image.startsWith('redis:'))!.environment).toBeUndefined();
    expect(infra.natsCredentials).toEqual(users.credentials);
    expect(asked).toBe(1);
    expect(logs.some((line) => line.includes('a user per service'))).toBe(true);
    await infra.stop();
  });

  it('asks for no users, and answers none, for a NATS it did not start', async () => {
    let asked = 0;
    const { probes: p } = probes({ canConnect: async () => true });
    const local = await ensureInfrastructure({ log: quiet, env: baseEnv, probes: p, natsUsers: async () => (asked++, users) });
    const configured = await ensureInfrastructure({
      log: quiet,
      env: { ...baseEnv, NATS_URL: 'nats://nats.internal:4222' },
      probes: p,
      natsUsers: async () => (asked++, users),
    });
    expect([local.natsCredentials, configured.natsCredentials, asked]).toEqual([undefined, undefined, 0]);
  });

  it('tells a NATS that refuses a connection without credentials from one that takes it', async () => {
    const own = await ensureInfrastructure({
      log: quiet,
      env: { ...baseEnv, REDIS_URL: 'redis://cache:6379', VI_OWN_NATS: '1' },
      natsUsers: async () => users,
    });
    try {
      await expect(defaultProbes.checkJetStream(own.natsUrl)).resolves.toBe(CREDENTIALS_REQUIRED);
      const nc = await connect({ servers: own.natsUrl, user: 'identity', pass: 'nSecret1' });
      await nc.close();
      await expect(defaultProbes.checkJetStream(testInfra().natsUrl)).resolves.toBeUndefined();
    } finally {
      await own.stop();
    }
  });

  it('leaves a NATS on 4222 that refuses it alone and starts its own from PATH on a free port, data in a folder that goes when it stops', async () => {
    const logs: string[] = [];
    const { probes: p } = probes({
      canConnect: async () => true,
      checkJetStream: async () => CREDENTIALS_REQUIRED,
      findExecutable: defaultProbes.findExecutable,
    });
    const infra = await ensureInfrastructure({ log: (line: string) => logs.push(line), env: { ...baseEnv, REDIS_URL: 'redis://cache:6379' }, probes: p });
    const line = logs.find((l) => l.startsWith('NATS: started'))!;
    try {
      expect(infra.natsUrl).toMatch(/^nats:\/\/127\.0\.0\.1:\d+$/);
      expect(infra.natsUrl).not.toMatch(/:4222$/);
      expect(line).toContain('refuses a connection without credentials');
      expect(infra.natsCredentials).toBeUndefined();
      // Without users asked for, ours takes anyone: it is `npm test`'s or `npm run admin:create`'s.
      const nc = await connect({ servers: infra.natsUrl });
      await nc.close();
    } finally {
      await infra.stop();
    }
    const dir = /data in (\S+) until it stops/.exec(line)![1];
    expect(fs.existsSync(dir)).toBe(false);
  });
});

describe('dockerReachable', () => {
  const servers: Array<http.Server | net.Server> = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });
  const engine = (status: number, listenOn: number | string) =>
    new Promise<http.Server>((resolve) => {
      const server = http.createServer((request, response) => {
        response.writeHead(request.url === '/_ping' ? status : 404).end(status === 200 ? 'OK' : 'no');
      });
      servers.push(server);
      server.listen(listenOn as number, () => resolve(server));
    });

  it('is true for an engine answering /_ping on DOCKER_HOST (tcp or unix), false otherwise', async () => {
    const ok = await engine(200, 0);
    const broken = await engine(500, 0);
    const socketPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vi-docker-')), 'docker.sock');
    await engine(200, socketPath);
    const free = net.createServer();
    await new Promise<void>((resolve) => free.listen(0, '127.0.0.1', resolve));
    const closedPort = (free.address() as net.AddressInfo).port;
    await new Promise((resolve) => free.close(resolve));

    expect(await dockerReachable({ DOCKER_HOST: `tcp://127.0.0.1:${(ok.address() as net.AddressInfo).port}` })).toBe(true);
    expect(await dockerReachable({ DOCKER_HOST: `unix://${socketPath}` })).toBe(true);
    expect(await dockerReachable({ DOCKER_HOST: `tcp://127.0.0.1:${(broken.address() as net.AddressInfo).port}` })).toBe(false);
    expect(await dockerReachable({ DOCKER_HOST: `tcp://127.0.0.1:${closedPort}` })).toBe(false);
    expect(await dockerReachable({ DOCKER_HOST: `unix://${socketPath}.missing` })).toBe(false);
  });
});
