import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ApiClient, type InProcessStack, startInProcessStack, uniqueEmail } from './in-process-stack.js';

// Behind one proxy (TRUST_PROXY=1): the client is the address that proxy saw, whatever the client
// wrote into X-Forwarded-For itself, so a forged header cannot pick a fresh rate-limit key.
let stack: InProcessStack;

beforeAll(async () => {
  stack = await startInProcessStack('trust-proxy', { TRUST_PROXY: '1', RATE_LIMIT_SIGNIN_PER_IP: '3' });
});

afterAll(async () => {
  await stack?.stop();
});

describe('client addresses behind a trusted proxy', () => {
  it('counts sign-ins per client address even when the client forges the rest of X-Forwarded-For', async () => {
    const client = new ApiClient(stack.baseUrl);
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i++) {
      // What the client wrote, then the address the proxy appended.
      const headers = { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.7` };
      const answer = await client.request('POST', '/api/v1/auth/sign-in', { json: { email: uniqueEmail('xff'), password: 'wrong-password' }, headers });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);

    // Another client behind the same proxy has its own allowance.
    const other = await client.request('POST', '/api/v1/auth/sign-in', {
      json: { email: uniqueEmail('xff'), password: 'wrong-password' },
      headers: { 'x-forwarded-for': '198.51.100.8' },
    });
    expect(other.status).toBe(401);
  });
});
