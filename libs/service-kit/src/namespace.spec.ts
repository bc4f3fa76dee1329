import { describe, expect, it } from '@jest/globals';
import { Namespace } from './namespace.js';

describe('namespace', () => {
  it('leaves names alone when there is none', () => {
    const ns = new Namespace(undefined);
    expect(ns.subject('rpc.identity.sign-up')).toBe('rpc.identity.sign-up');
    expect(ns.eventStream).toBe('EVENTS');
    expect(ns.schema('sessions-and-limits')).toBe('sessions_and_limits');
    expect(ns.redisKey('ratelimit:x')).toBe('ratelimit:x');
  });

  it('prefixes every shared name when there is one', () => {
    const ns = new Namespace('t_abc');
    expect(ns.subject('events.identity.user.signed-up.v1')).toBe('t_abc.events.identity.user.signed-up.v1');
    expect(ns.unprefix('t_abc.rpc.identity.sign-in')).toBe('rpc.identity.sign-in');
    expect(ns.eventStream).toBe('T_ABC_EVENTS');
    expect(ns.schema('identity')).toBe('t_abc_identity');
    expect(ns.redisKey('ratelimit:x')).toBe('t_abc:ratelimit:x');
  });
});
