import { describe, expect, it } from '@jest/globals';
import { ErrorCode, HTTP_STATUS_BY_CODE } from './errors.js';
import { BROADCAST, EVENTS, RPC, SERVICE, serviceOfSubject } from './subjects.js';

const values = (tree: object): string[] => Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : values(v as object)));

describe('subjects', () => {
  it('name a known service in every request, event and broadcast subject', () => {
    const services: string[] = Object.values(SERVICE);
    const subjects = [...values(RPC), ...values(EVENTS), ...values(BROADCAST)];
    for (const subject of subjects) expect(services).toContain(serviceOfSubject(subject));
    expect(RPC.identity.signUp).toBe('rpc.identity.sign-up');
    expect(RPC.sessions.getChat).toBe('rpc.sessions-and-limits.get-chat');
    expect(EVENTS.sessions.chatSessionEnded).toBe('events.sessions-and-limits.chat-session.ended.v1');
    expect(EVENTS.billing.subscriptionChanged).toBe('events.billing.subscription.changed.v1');
    expect(BROADCAST.sessions.usageChanged).toBe('broadcast.sessions-and-limits.usage.changed');
  });

  it('are all different', () => {
    const all = [...values(RPC), ...values(EVENTS), ...values(BROADCAST)];
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('error codes', () => {
  it('tell a service that is down (503) from one too slow (504) and from an answer we cannot use (502)', () => {
    expect(HTTP_STATUS_BY_CODE[ErrorCode.UPSTREAM_UNAVAILABLE]).toBe(503);
    expect(HTTP_STATUS_BY_CODE[ErrorCode.UPSTREAM_TIMEOUT]).toBe(504);
    expect(HTTP_STATUS_BY_CODE[ErrorCode.UPSTREAM_BAD_REPLY]).toBe(502);
  });
});
