import { afterAll, describe, expect, it } from '@jest/globals';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import type { INestApplication } from '@nestjs/common';
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

/** Whether a TCP connection to host:port is accepted. */
function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 2000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

describe("a service's internal port", () => {
  it('listens on loopback only when HTTP_HOST is not set', async () => {
    const { HTTP_HOST: _set, ...env } = inProcessServiceEnv(ns);
    app = await startFeedback(env, false);
    const address = app.getHttpServer().address() as { address: string; port: number };
    expect(address.address).toBe('127.0.0.1');
    expect(await reachable('127.0.0.1', address.port)).toBe(true);
    const others = Object.values(networkInterfaces())
      .flat()
      .filter((a) => a && !a.internal && a.family === 'IPv4')
      .map((a) => a!.address);
    for (const other of others) expect({ other, reachable: await reachable(other, address.port) }).toEqual({ other, reachable: false });
  });
});
