import { describe, expect, it } from '@jest/globals';
import { Webhook } from 'standardwebhooks';
import { signature, signedHeaders } from './signature.js';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

describe('Standard Webhooks signatures', () => {
  it('verify with the standardwebhooks library', () => {
    const body = JSON.stringify({ type: 'signup', timestamp: '2025-01-01T00:00:00.000Z', data: { userId: 'u' } });
    const headers = signedHeaders('6b6f8e0c-4e8a-4d3f-9a59-2f6f4c3a1b2c', body, [SECRET]);
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(SECRET).verify(body, headers as unknown as Record<string, string>)).toEqual(JSON.parse(body));
  });

  it('match the library on the same id, time and body', () => {
    const at = new Date('2025-06-01T12:00:00Z');
    const ours = signature(SECRET, 'msg_1', String(Math.floor(at.getTime() / 1000)), '{"a":1}');
    expect(`v1,${ours}`).toBe(new Webhook(SECRET).sign('msg_1', at, '{"a":1}'));
  });

  it('fail verification when the body changes', () => {
    const headers = signedHeaders('id-1', '{"a":1}', [SECRET]);
    expect(() => new Webhook(SECRET).verify('{"a":2}', headers as unknown as Record<string, string>)).toThrow();
  });

  it('leave the signature header out without a secret', () => {
    const headers = signedHeaders('id-2', '{}', [], new Date(1_700_000_000_000));
    expect(headers).toEqual({ 'content-type': 'application/json', 'webhook-id': 'id-2', 'webhook-timestamp': '1700000000' });
  });
});
