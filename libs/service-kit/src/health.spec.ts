import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { answerLivenessDirectly } from './health.js';

describe('the liveness route, answered by Fastify', () => {
  it('replaces only the GET (and HEAD) handler of a route ending in /healthz, whatever the prefix; hooks still run', async () => {
    const fastify = Fastify();
    answerLivenessDirectly(fastify);
    const handled: string[] = [];
    fastify.addHook('onRequest', (request, reply, done) => {
      void reply.header('x-hooked', '1');
      done();
    });
    // What Nest would register: handlers that must not run for the probe.
    fastify.get('/api/v1/healthz', async () => (handled.push('healthz'), { status: 'from the route' }));
    fastify.get('/api/v1/readyz', async () => (handled.push('readyz'), { status: 'ready' }));
    fastify.post('/api/v1/healthz', async () => (handled.push('post'), { posted: true }));
    fastify.get('/healthz-report', async () => (handled.push('report'), { report: true }));

    // (fastify.inject loads a CommonJS module that requires an ES module, which Jest refuses: a real port.)
    const base = await fastify.listen({ port: 0, host: '127.0.0.1' });
    const call = (method: string, path: string) => fetch(`${base}${path}`, { method });

    const live = await call('GET', '/api/v1/healthz');
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    expect(live.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(live.headers.get('x-hooked')).toBe('1');
    expect((await call('HEAD', '/api/v1/healthz')).status).toBe(200);
    expect(handled).toEqual([]);

    expect(await (await call('GET', '/api/v1/readyz')).json()).toEqual({ status: 'ready' });
    expect(await (await call('POST', '/api/v1/healthz')).json()).toEqual({ posted: true });
    expect(await (await call('GET', '/healthz-report')).json()).toEqual({ report: true });
    expect(handled).toEqual(['readyz', 'post', 'report']);
    await fastify.close();
  });
});
