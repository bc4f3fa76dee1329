/**
 * Hardening finding 9: `npm start` stopped the whole product when one service died. The stack is
 * started the way `npm start` starts it (startServices with the supervisor as its exit handler);
 * kill -9 of identity must leave the gateway serving, and identity must come back by itself.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { createSupervisor, freePorts, type RunningServices, SERVICE_NODE_FLAGS, startServices } from '@vi/processes';
import { dropNamespace, testInfra, uniqueNamespace, until } from '@vi/testing';

let services: RunningServices | undefined;
const namespace = uniqueNamespace('supervise');
const lines: string[] = [];
const supervisor = createSupervisor({ restart: (name) => services!.startService(name), log: (line) => lines.push(line), firstDelayMs: 200 });

beforeAll(async () => {
  const infra = testInfra();
  const ports = await freePorts(['identity', 'gateway']);
  services = await startServices({
    env: {
      DATABASE_URL: infra.databaseUrl,
      NATS_URL: infra.natsUrl,
      REDIS_URL: infra.redisUrl,
      NODE_ENV: 'test',
      PUBLIC_URL: `http://127.0.0.1:${ports.gateway}`,
    },
    namespace,
    ports,
    quiet: true,
    only: ['identity', 'gateway'],
    onUnexpectedExit: (name, code, signal) => supervisor.onExit(name, code, signal),
  });
});

afterAll(async () => {
  supervisor.stop();
  await services?.stop();
  await dropNamespace(namespace);
});

const signUp = (email: string) =>
  fetch(`${services!.urls.gateway}/api/v1/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'secret1', ageConfirmed: true }),
  });

describe('npm start keeps serving when a service dies', () => {
  it('kill -9 of identity: the gateway keeps answering, identity is restarted and sign-up works again', async () => {
    expect((await signUp(`before.${Date.now()}@example.com`)).status).toBe(201);
    const firstPid = services!.pid('identity')!;
    process.kill(firstPid, 'SIGKILL');

    // Meanwhile the gateway is up; what needs identity fails fast with a JSON 503-class error, never a hang.
    await until(() => lines.some((line) => line.includes('identity exited unexpectedly (signal SIGKILL)')) || undefined, 5000, 'no exit reported');
    const health = await fetch(`${services!.urls.gateway}/api/v1/healthz`);
    expect(health.status).toBe(200);
    const meanwhile = await signUp(`meanwhile.${Date.now()}@example.com`);
    expect(meanwhile.status).toBe(503);
    expect(await meanwhile.json()).toEqual({ error: expect.objectContaining({ code: 'UPSTREAM_UNAVAILABLE' }) });

    await until(
      () => lines.some((line) => line.includes('identity is serving again')) || undefined,
      30_000,
      `identity did not come back:\n${lines.join('\n')}`,
    );
    expect(services!.pid('identity')).not.toBe(firstPid);
    // The restarted process runs with the same memory settings as the first (docs/adr/0028-memory-at-rest.md).
    const commandLine = readFileSync(`/proc/${services!.pid('identity')}/cmdline`, 'utf8').split('\0');
    expect(SERVICE_NODE_FLAGS.length).toBeGreaterThan(0);
    expect(commandLine).toEqual(expect.arrayContaining([...SERVICE_NODE_FLAGS]));
    expect((await signUp(`after.${Date.now()}@example.com`)).status).toBe(201);
    expect(supervisor.restarts()).toEqual({ identity: 1 });
  }, 60_000);
});
