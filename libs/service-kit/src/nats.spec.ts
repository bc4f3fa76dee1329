import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { connect, type Msg, type NatsConnection } from '@nats-io/transport-node';
import { defineRpc, defineStreamRpc, ErrorCode } from '@vi/contracts';
import { z } from 'zod';
import { AppError } from './errors.js';
import { createLogger, REQUEST_ID_HEADER, runWithRequestId } from './logging.js';
import { Namespace } from './namespace.js';
import { RpcClient } from './nats.js';

// Against the real NATS `npm test` provides (the standard local port otherwise).
const NATS_URL = process.env.NATS_URL || 'nats://127.0.0.1:4222';

const itemSchema = z.object({ n: z.number() });
/** Definitions of the test's subjects (`rpc.test.<action>`), answered with `{ n }` values. */
const unary = (action: string) => defineRpc(`rpc.test.${action}`, z.unknown(), itemSchema);
const streamed = (action: string) => defineStreamRpc(`rpc.test.${action}`, z.unknown(), itemSchema);

/** Answers the way Nest's NATS transport does: one packet, or a stream of them ending in a disposed one. */
function reply(msg: Msg, packet: Record<string, unknown>) {
  msg.respond(JSON.stringify({ id: msg.json<{ id: string }>().id, ...packet }));
}

describe('RpcClient against NATS', () => {
  let nc: NatsConnection;
  let namespace: Namespace;
  let lines: Record<string, unknown>[];
  let rpc: RpcClient;

  beforeAll(async () => {
    nc = await connect({ servers: NATS_URL.split(',') });
  });

  afterAll(async () => {
    await nc.drain();
  });

  beforeEach(() => {
    namespace = new Namespace(`t_rpc_${randomUUID().slice(0, 8)}`);
    lines = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    rpc = new RpcClient(nc, namespace, 5000, createLogger('test', 'info', destination));
  });

  /** A subscriber on `subject` (in this test's namespace) that handles each request with `handle`. */
  async function serve(subject: string, handle: (msg: Msg) => void) {
    nc.subscribe(namespace.subject(subject), { callback: (_error, msg) => handle(msg) });
    await nc.flush();
  }

  async function failure(promise: Promise<unknown>): Promise<AppError> {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }

  /** Drains a stream into an array. */
  async function collect<T>(stream: AsyncGenerator<T>): Promise<T[]> {
    const items: T[] = [];
    for await (const item of stream) items.push(item);
    return items;
  }

  const logged = (kind: string) => lines.filter((l) => (l.rpc as { kind?: string } | undefined)?.kind === kind);

  it('answers with the parsed reply and carries the request id in a header', async () => {
    let seenRequestId: string | undefined;
    await serve('rpc.test.echo', (msg) => {
      seenRequestId = msg.headers?.get(REQUEST_ID_HEADER);
      reply(msg, { response: { n: msg.json<{ data: { n: number } }>().data.n + 1 } });
    });
    const answer = await runWithRequestId('req-ok', () => rpc.call(unary('echo'), { n: 1 }));
    expect(answer).toEqual({ n: 2 });
    expect(seenRequestId).toBe('req-ok');
    expect(lines).toEqual([]);
  });

  it('sends and logs the request id it is given, outside any request context and over the context', async () => {
    const seen: (string | undefined)[] = [];
    await serve('rpc.test.echo', (msg) => {
      seen.push(msg.headers?.get(REQUEST_ID_HEADER));
      reply(msg, { response: { n: 1 } });
    });
    await rpc.call(unary('echo'), { n: 1 }, { requestId: 'req-explicit' });
    await runWithRequestId('req-context', () => rpc.call(unary('echo'), { n: 1 }, { requestId: 'req-given' }));
    expect(seen).toEqual(['req-explicit', 'req-given']);
    await failure(rpc.call(unary('nobody'), {}, { requestId: 'req-explicit-nobody' }));
    await failure(collect(rpc.stream(streamed('nobody'), {}, { requestId: 'req-explicit-stream' })));
    expect(logged('no-responders').map((line) => line.requestId)).toEqual(['req-explicit-nobody', 'req-explicit-stream']);
  });

  it('passes a product error on as it is, without logging it', async () => {
    await serve('rpc.test.missing', (msg) => reply(msg, { err: { code: 'NOT_FOUND', message: 'Session not found' } }));
    const error = await failure(rpc.call(unary('missing'), {}));
    expect(error.code).toBe(ErrorCode.NOT_FOUND);
    expect(error.message).toBe('Session not found');
    expect(lines).toEqual([]);
  });

  describe('call', () => {
    it('fails at once with UPSTREAM_UNAVAILABLE when nobody listens, and logs no-responders with the request id', async () => {
      const startedAt = Date.now();
      const error = await failure(runWithRequestId('req-nobody', () => rpc.call(unary('nobody'), {}, { timeoutMs: 10_000 })));
      expect(Date.now() - startedAt).toBeLessThan(2000);
      expect(error.code).toBe(ErrorCode.UPSTREAM_UNAVAILABLE);
      expect(error.details).toEqual({ service: 'test' });
      const [line, ...more] = logged('no-responders');
      expect(more).toEqual([]);
      expect(line).toMatchObject({ level: 40, requestId: 'req-nobody', rpc: { kind: 'no-responders', subject: 'rpc.test.nobody' } });
      expect((line!.rpc as { elapsedMs: number }).elapsedMs).toBeLessThan(2000);
    });

    it('fails with UPSTREAM_TIMEOUT when the service takes the request and never answers', async () => {
      await serve('rpc.test.silent', () => undefined);
      const error = await failure(runWithRequestId('req-silent', () => rpc.call(unary('silent'), {}, { timeoutMs: 300 })));
      expect(error.code).toBe(ErrorCode.UPSTREAM_TIMEOUT);
      const [line] = logged('timeout');
      expect(line).toMatchObject({ level: 40, requestId: 'req-silent', timeoutMs: 300, rpc: { kind: 'timeout', subject: 'rpc.test.silent' } });
      expect((line!.rpc as { elapsedMs: number }).elapsedMs).toBeGreaterThanOrEqual(250);
    });

    it('fails with UPSTREAM_BAD_REPLY and logs the schema issues when the answer breaks the contract', async () => {
      await serve('rpc.test.wrong', (msg) => reply(msg, { response: { n: 'one' } }));
      const error = await failure(runWithRequestId('req-wrong', () => rpc.call(unary('wrong'), {})));
      expect(error.code).toBe(ErrorCode.UPSTREAM_BAD_REPLY);
      expect(error.message).not.toMatch(/unavailable/);
      const [line] = logged('bad-reply');
      expect(line).toMatchObject({ level: 50, requestId: 'req-wrong', rpc: { kind: 'bad-reply', subject: 'rpc.test.wrong' } });
      expect(line!.issues).toEqual([expect.objectContaining({ path: ['n'], code: 'invalid_type' })]);
    });

    it('treats an error that is not an envelope as a bad reply', async () => {
      await serve('rpc.test.garbled', (msg) => reply(msg, { err: 'boom' }));
      const error = await failure(rpc.call(unary('garbled'), {}));
      expect(error.code).toBe(ErrorCode.UPSTREAM_BAD_REPLY);
      expect(logged('bad-reply')).toHaveLength(1);
    });

    it('fails with UPSTREAM_UNAVAILABLE and logs a transport failure when the connection is closed', async () => {
      const closed = await connect({ servers: NATS_URL.split(',') });
      await closed.close();
      const client = new RpcClient(closed, namespace, 5000, createLogger('test', 'info', { write: (line: string) => lines.push(JSON.parse(line)) }));
      const error = await failure(runWithRequestId('req-closed', () => client.call(unary('echo'), {})));
      expect(error.code).toBe(ErrorCode.UPSTREAM_UNAVAILABLE);
      expect(logged('transport')[0]).toMatchObject({ level: 40, requestId: 'req-closed', rpc: { kind: 'transport', subject: 'rpc.test.echo' } });
    });
  });

  describe('stream', () => {
    it('yields each item until the disposed packet', async () => {
      await serve('rpc.test.count', (msg) => {
        reply(msg, { response: { n: 1 } });
        reply(msg, { response: { n: 2 } });
        reply(msg, { isDisposed: true });
      });
      expect(await collect(rpc.stream(streamed('count'), {}))).toEqual([{ n: 1 }, { n: 2 }]);
      expect(lines).toEqual([]);
    });

    it('fails at once with UPSTREAM_UNAVAILABLE when nobody listens', async () => {
      const startedAt = Date.now();
      const error = await failure(runWithRequestId('req-stream-nobody', () => collect(rpc.stream(streamed('nobody'), {}, { idleTimeoutMs: 10_000 }))));
      expect(Date.now() - startedAt).toBeLessThan(2000);
      expect(error.code).toBe(ErrorCode.UPSTREAM_UNAVAILABLE);
      expect(logged('no-responders')[0]).toMatchObject({ level: 40, requestId: 'req-stream-nobody', rpc: { subject: 'rpc.test.nobody' } });
    });

    it('fails with UPSTREAM_TIMEOUT when the stream goes quiet', async () => {
      await serve('rpc.test.stalls', (msg) => reply(msg, { response: { n: 1 } }));
      const items: unknown[] = [];
      const error = await failure(
        runWithRequestId('req-stalls', async () => {
          for await (const item of rpc.stream(streamed('stalls'), {}, { idleTimeoutMs: 300 })) items.push(item);
        }),
      );
      expect(items).toEqual([{ n: 1 }]);
      expect(error.code).toBe(ErrorCode.UPSTREAM_TIMEOUT);
      expect(logged('timeout')[0]).toMatchObject({ level: 40, requestId: 'req-stalls', answers: 1, rpc: { subject: 'rpc.test.stalls' } });
    });

    it('fails with UPSTREAM_BAD_REPLY when an item breaks the contract', async () => {
      await serve('rpc.test.wrong-item', (msg) => {
        reply(msg, { response: { n: 1 } });
        reply(msg, { response: { m: 2 } });
        reply(msg, { isDisposed: true });
      });
      const error = await failure(runWithRequestId('req-wrong-item', () => collect(rpc.stream(streamed('wrong-item'), {}))));
      expect(error.code).toBe(ErrorCode.UPSTREAM_BAD_REPLY);
      const [line] = logged('bad-reply');
      expect(line).toMatchObject({ level: 50, requestId: 'req-wrong-item', rpc: { subject: 'rpc.test.wrong-item' } });
      expect(line!.issues).toEqual([expect.objectContaining({ path: ['n'] })]);
    });
  });

  it('logs a request id of its own when there is no request context, the one it sends', async () => {
    await failure(rpc.call(unary('nobody'), {}));
    expect(logged('no-responders')[0]!.requestId).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
  });
});
