import { describe, expect, it } from '@jest/globals';
import { BROADCAST, RPC, SERVICE } from '@vi/contracts';
import { consume } from './consume.js';
import { forgetDeletedMembers } from './member-deletion.js';
import { declareNatsUse, mayCall, mayListen } from './nats-use.js';

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
});
