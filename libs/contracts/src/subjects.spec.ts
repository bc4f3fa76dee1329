import { describe, expect, it } from '@jest/globals';
import { ErrorCode, HTTP_STATUS_BY_CODE } from './errors.js';
import { allRpcDefinitions, RPC } from './rpc.js';
import { BROADCAST, EVENTS, SERVICE, serviceOfSubject } from './subjects.js';

const values = (tree: object): string[] => Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : values(v as object)));
const rpcSubjects = () => allRpcDefinitions().map((definition) => definition.subject);

describe('subjects', () => {
  it('name a known service in every request, event and broadcast subject', () => {
    const services: string[] = Object.values(SERVICE);
    const subjects = [...rpcSubjects(), ...values(EVENTS), ...values(BROADCAST)];
    for (const subject of subjects) expect(services).toContain(serviceOfSubject(subject));
    expect(RPC.identity.signUp.subject).toBe('rpc.identity.sign-up');
    expect(RPC.sessions.getChat.subject).toBe('rpc.sessions-and-limits.get-chat');
    expect(EVENTS.sessions.chatSessionEnded).toBe('events.sessions-and-limits.chat-session.ended.v1');
    expect(EVENTS.billing.subscriptionChanged).toBe('events.billing.subscription.changed.v1');
    expect(BROADCAST.sessions.usageChanged).toBe('broadcast.sessions-and-limits.usage.changed');
  });

  it('are all different', () => {
    const all = [...rpcSubjects(), ...values(EVENTS), ...values(BROADCAST)];
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('RPC definitions', () => {
  it('bind each subject to a request and a response schema; only the chat replies stream', () => {
    for (const definition of allRpcDefinitions()) {
      expect(typeof definition.request.safeParse).toBe('function');
      expect(typeof definition.response.safeParse).toBe('function');
    }
    expect(
      allRpcDefinitions()
        .filter((definition) => definition.streams)
        .map((definition) => definition.subject),
    ).toEqual([RPC.chat.sendMessage.subject, RPC.chat.voiceTurn.subject]);
    expect(allRpcDefinitions()).toHaveLength(Object.values(RPC).flatMap((group) => Object.values(group)).length);
  });
});

describe('error codes', () => {
  it('tell a service that is down (503) from one too slow (504) and from an answer we cannot use (502)', () => {
    expect(HTTP_STATUS_BY_CODE[ErrorCode.UPSTREAM_UNAVAILABLE]).toBe(503);
    expect(HTTP_STATUS_BY_CODE[ErrorCode.UPSTREAM_TIMEOUT]).toBe(504);
    expect(HTTP_STATUS_BY_CODE[ErrorCode.UPSTREAM_BAD_REPLY]).toBe(502);
  });
});
