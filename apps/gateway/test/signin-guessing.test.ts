import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ApiClient, type InProcessStack, startInProcessStack, uniqueEmail } from './in-process-stack.js';

// The failed sign-ins of one account are limited (10 per 15 minutes by default), also when the
// guesses arrive all at once.
let stack: InProcessStack;

beforeAll(async () => {
  stack = await startInProcessStack('guessing', { RATE_LIMIT_SIGNIN_PER_IP: '1000' });
});

afterAll(async () => {
  await stack?.stop();
});

describe('password guesses for one account', () => {
  it('at most 10 of 30 parallel wrong guesses reach identity; the rest are refused', async () => {
    const email = uniqueEmail('target');
    const owner = new ApiClient(stack.baseUrl);
    expect((await owner.request('POST', '/api/v1/auth/sign-up', { json: { email, password: 'right-password', ageConfirmed: true } })).status).toBe(201);

    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => new ApiClient(stack.baseUrl).request('POST', '/api/v1/auth/sign-in', { json: { email, password: `guess-${i}` } })),
    );
    const statuses = guesses.map((g) => g.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    for (const refused of guesses.filter((g) => g.status === 429)) expect(refused.body.error.code).toBe('RATE_LIMITED');

    // The account now waits out the window, even with the right password.
    expect((await owner.request('POST', '/api/v1/auth/sign-in', { json: { email, password: 'right-password' } })).status).toBe(429);
  });

  it('a right password gives its attempt back: signing in often never locks the owner out', async () => {
    const email = uniqueEmail('owner');
    const owner = new ApiClient(stack.baseUrl);
    expect((await owner.request('POST', '/api/v1/auth/sign-up', { json: { email, password: 'right-password', ageConfirmed: true } })).status).toBe(201);
    for (let i = 0; i < 15; i++)
      expect((await owner.request('POST', '/api/v1/auth/sign-in', { json: { email, password: 'right-password' } })).status).toBe(200);
  });
});
