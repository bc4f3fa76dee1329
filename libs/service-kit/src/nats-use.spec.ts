import { describe, expect, it } from '@jest/globals';
import type { NatsConnection } from '@nats-io/transport-node';
import { BROADCAST, RPC, SERVICE } from '@vi/contracts';
import { Broadcaster } from './broadcast.js';
import { consume } from './consume.js';
import { forgetDeletedMembers } from './member-deletion.js';
import { Namespace } from './namespace.js';
import { declareNatsUse, mayCall, mayListen, UndeclaredNatsUse } from './nats-use.js';
import { RpcClient } from './nats.js';
import { createLogger } from './logging.js';

/** A connection that records what is asked of it (nothing is, when a use is refused first). */
function recordingConnection() {
  const asked: string[] = [];
  const nc = {
    request: async (subject: string) => {
      asked.push(subject);
      throw new Error('not connected');
    },
    subscribe: (subject: string) => {
      asked.push(subject);
      return { unsubscribe() {} };
    },
  } as unknown as NatsConnection;
  return { nc, asked };
}

describe("a service's declared NATS use", () => {
  const chat = declareNatsUse(SERVICE.chat, { calls: [RPC.sessions.getChat], listens: [BROADCAST.sessions.chatSessionClosed] }, [
    consume({ durable: 'chat-x', subjects: ['event.x'], handle: () => async () => undefined }),
    forgetDeletedMembers({ durable: 'chat-member-deletion', forget: () => async () => undefined }),
    { provide: 'OTHER', useValue: 1 },
  ]);

  it('reads the durable consumers off the providers and keeps subjects as the contracts write them', () => {
    expect(chat).toEqual({
      service: 'chat',
      calls: [RPC.sessions.getChat.subject],
      listens: [BROADCAST.sessions.chatSessionClosed],
      durables: ['chat-member-deletion', 'chat-x'],
      deadLetters: false,
    });
  });

  it("allows the service's own subjects and what it declared, nothing else", () => {
    expect(mayCall(chat, RPC.chat.sendMessage.subject)).toBe(true);
    expect(mayCall(chat, RPC.sessions.getChat.subject)).toBe(true);
    expect(mayCall(chat, RPC.sessions.startVoice.subject)).toBe(false);
    expect(mayCall(chat, 'rpc.billing.dead-letters.list')).toBe(false);
    expect(mayCall(declareNatsUse(SERVICE.gateway, { deadLetters: true }), 'rpc.billing.dead-letters.list')).toBe(true);
    expect(mayListen(chat, BROADCAST.sessions.chatSessionClosed)).toBe(true);
    expect(mayListen(chat, BROADCAST.identity.userChanged)).toBe(false);
  });

  it('the RpcClient refuses a call the service did not declare, before anything is sent', async () => {
    const { nc, asked } = recordingConnection();
    const rpc = new RpcClient(nc, new Namespace('t'), 1000, createLogger('nats-use-spec', 'silent'), chat);
    await expect(rpc.call(RPC.sessions.startVoice, { userId: 'u' } as never)).rejects.toThrow(UndeclaredNatsUse);
    await expect(rpc.call(RPC.sessions.startVoice, { userId: 'u' } as never)).rejects.toThrow(
      /chat calls rpc\.sessions-and-limits\.[\w.-]+, which it does not declare in nats\.calls/,
    );
    expect(asked).toEqual([]);
    // A declared call goes out (and fails here only because nothing is connected).
    await expect(rpc.call(RPC.sessions.getChat, { userId: 'u', sessionId: 's' } as never)).rejects.not.toThrow(UndeclaredNatsUse);
    expect(asked).toEqual([`t.${RPC.sessions.getChat.subject}`]);
  });

  it('the Broadcaster refuses to listen to a broadcast the service did not declare', () => {
    const { nc, asked } = recordingConnection();
    const broadcasts = new Broadcaster(nc, new Namespace('t'), chat);
    expect(() => broadcasts.subscribe(BROADCAST.identity.userChanged, () => undefined)).toThrow(/chat listens to broadcast\.identity\.user\.changed/);
    broadcasts.subscribe(BROADCAST.sessions.chatSessionClosed, () => undefined);
    expect(asked).toEqual([`t.${BROADCAST.sessions.chatSessionClosed}`]);
  });
});
