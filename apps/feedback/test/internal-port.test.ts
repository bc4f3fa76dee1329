import { afterAll, describe, expect, it } from '@jest/globals';
import { networkInterfaces } from 'node:os';
import type { INestApplication } from '@nestjs/common';
import { canConnect } from '@vi/processes';
import { dropNamespace, inProcessServiceEnv, uniqueNamespace } from '@vi/testing';
import { startFeedback } from '../src/start.js';

/*
 * A service's HTTP port (health, /metrics) is internal: with no HTTP_HOST it listens on loopback
 * only, so no process on another machine reaches a service past the gateway. (Containers set
 * HTTP_HOST=0.0.0.0 in docker-compose.yml and the Kubernetes config map.)
 */

const ns = uniqueNamespace('internal_port');
let app: INestApplication | undefined;

afterAll(async () => {
  await app?.close();
  await dropNamespace(ns);
});

describe("a service's internal port", () => {
  it('listens on loopback only when HTTP_HOST is not set', async () => {
    const { HTTP_HOST: _set, ...env } = inProcessServiceEnv(ns);
    app = await startFeedback(env, false);
    const address = app.getHttpServer().address() as { address: string; port: number };
    expect(address.address).toBe('127.0.0.1');
    expect(await canConnect(address.port, '127.0.0.1')).toBe(true);
    const others = Object.values(networkInterfaces())
      .flat()
      .filter((a) => a && !a.internal && a.family === 'IPv4')
      .map((a) => a!.address);
    for (const other of others) expect({ other, reachable: await canConnect(address.port, other) }).toEqual({ other, reachable: false });
  });
});
