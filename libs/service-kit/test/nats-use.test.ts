import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { BROADCAST, RPC, SERVICE } from '@vi/contracts';
import { testInfra, uniqueNamespace } from '@vi/testing';
import { Broadcaster, createLogger, declareNatsUse, Namespace, RpcClient, UndeclaredNatsUse } from '../src/index.js';

/*
 * A service may use on NATS only what it declared (defineService({ nats })): on the real server, an
 * undeclared RPC or broadcast is refused before anything is sent, and a declared one goes out.
 */

const ns = uniqueNamespace('nats_use');
const namespace = new Namespace(ns);
const chat = declareNatsUse(SERVICE.chat, { calls: [RPC.sessions.getChat], listens: [BROADCAST.sessions.chatSessionClosed] });
let nc: NatsConnection;
let tap: NatsConnection;
const sent: string[] = [];

beforeAll(async () => {
  nc = await connect({ servers: testInfra().natsUrl });
  tap = await connect({ servers: testInfra().natsUrl });
  tap.subscribe(`${ns}.>`, { callback: (_error, message) => sent.push(message.subject) });
  await tap.flush();
});

afterAll(async () => {
  await nc?.close();
  await tap?.close();
});

/** What reached the server in the namespace since `from`. */
async function sentSince(from: number): Promise<string[]> {
  await nc.flush();
  await tap.flush();
  return sent.slice(from);
}

describe("a service's declared NATS use, on the real server", () => {
  it('the RpcClient refuses an undeclared call before sending it, and sends a declared one', async () => {
    const rpc = new RpcClient(nc, namespace, 500, createLogger('nats-use-test', 'silent'), chat);
    const from = sent.length;
    await expect(rpc.call(RPC.sessions.startVoice, { userId: 'u' } as never)).rejects.toThrow(UndeclaredNatsUse);
    await expect(rpc.call(RPC.sessions.startVoice, { userId: 'u' } as never)).rejects.toThrow(
      /chat calls rpc\.sessions-and-limits\.[\w.-]+, which it does not declare in nats\.calls/,
    );
    expect(await sentSince(from)).toEqual([]);
    // Nobody serves it in this namespace: the declared call goes out and fails for that reason only.
    const error = await rpc.call(RPC.sessions.getChat, { userId: 'u', sessionId: 's' } as never).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(UndeclaredNatsUse);
    expect(await sentSince(from)).toEqual([namespace.subject(RPC.sessions.getChat.subject)]);
  });

  it('the Broadcaster refuses to listen to an undeclared broadcast, and hears a declared one', async () => {
    const broadcasts = new Broadcaster(nc, namespace, chat);
    expect(() => broadcasts.subscribe(BROADCAST.identity.userChanged, () => undefined)).toThrow(/chat listens to broadcast\.identity\.user\.changed/);
    const heard: unknown[] = [];
    const subscription = broadcasts.subscribe(BROADCAST.sessions.chatSessionClosed, (data) => heard.push(data));
    await nc.flush();
    tap.publish(namespace.subject(BROADCAST.sessions.chatSessionClosed), JSON.stringify({ userId: 'u', sessionId: 's' }));
    await tap.flush();
    await nc.flush();
    expect(heard).toEqual([{ userId: 'u', sessionId: 's' }]);
    subscription.unsubscribe();
  });
});
