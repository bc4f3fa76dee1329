/**
 * Two stacks on one machine (`npm start` twice, with another PORT and NAMESPACE): internal services
 * take free ports on 127.0.0.1, so both run and sign up; a service whose port is taken by the other
 * stack is never taken for ready because the other one answers its health check (the readiness
 * answer names the instance the supervisor started).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import os from 'node:os';
import net from 'node:net';
import { freePorts, type RunningServices, startServices } from '@vi/processes';
import { dropNamespace, testInfra, uniqueNamespace } from '@vi/testing';

const stacks: Array<{ services: RunningServices; namespace: string }> = [];

async function startStack(label: string, extra: { ports?: Record<string, number> } = {}) {
  const infra = testInfra();
  const namespace = uniqueNamespace(label);
  const { gateway } = await freePorts(['gateway']);
  const services = await startServices({
    env: { DATABASE_URL: infra.databaseUrl, NATS_URL: infra.natsUrl, REDIS_URL: infra.redisUrl, NODE_ENV: 'test', PUBLIC_URL: `http://127.0.0.1:${gateway}` },
    namespace,
    ports: { gateway: gateway!, ...extra.ports },
    quiet: true,
    only: ['identity', 'gateway'],
    readyTimeoutMs: 20_000,
  });
  stacks.push({ services, namespace });
  return services;
}

const signUp = (gateway: string, email: string) =>
  fetch(`${gateway}/api/v1/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'secret1', ageConfirmed: true }),
  });

/** Whether something accepts a TCP connection at host:port. */
const accepts = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

let first: RunningServices;
let second: RunningServices;

beforeAll(async () => {
  first = await startStack('stacka');
  second = await startStack('stackb');
}, 90_000);

afterAll(async () => {
  for (const { services, namespace } of stacks) {
    await services.stop();
    await dropNamespace(namespace);
  }
});

describe('two stacks on one machine', () => {
  it('both run, on different internal ports, and sign up a member each', async () => {
    expect(first.urls.identity).not.toBe(second.urls.identity);
    expect(first.urls.gateway).not.toBe(second.urls.gateway);
    const email = `both.${Date.now()}@example.com`;
    // The same address on both: they are separate products with separate namespaces.
    expect((await signUp(first.urls.gateway!, email)).status).toBe(201);
    expect((await signUp(second.urls.gateway!, email)).status).toBe(201);
  });

  it('keeps internal services on the loopback interface', async () => {
    const port = Number(new URL(first.urls.identity!).port);
    expect(await accepts('127.0.0.1', port)).toBe(true);
    const outside = Object.values(os.networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal);
    if (outside) expect(await accepts(outside.address, port)).toBe(false);
  });

  it("does not take the other stack's service for its own when its port is taken", async () => {
    const taken = Number(new URL(first.urls.identity!).port);
    const started = startStack('stackc', { ports: { identity: taken } }).then(
      () => 'ready',
      (error: Error) => error.message,
    );
    const outcome = await started;
    expect(outcome).not.toBe('ready');
    expect(outcome).toMatch(/Service identity (exited during start|not ready)/);
  }, 60_000);
});
