import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { until } from '@vi/testing';
import { JwtAuthGuard } from '../src/auth/jwt-auth.guard.js';
import { ApiClient, type InProcessStack, startInProcessStack, uniqueEmail } from './in-process-stack.js';

// GET /me and /usage answered from memory before Nest's pipeline (src/http/cached-reads.ts): the same
// answer as the route gives, and only when the token, the session and the data are all known.
let stack: InProcessStack;
// How often the routes' guard ran: a read answered from memory does not run it.
const guardRuns = jest.spyOn(JwtAuthGuard.prototype, 'canActivate');

beforeAll(async () => {
  stack = await startInProcessStack('cached-reads', {}, ['identity', 'sessions-and-limits']);
});

afterAll(async () => {
  guardRuns.mockRestore();
  await stack?.stop();
});

async function signUp(label: string) {
  const client = new ApiClient(stack.baseUrl);
  const response = await client.request('POST', '/api/v1/auth/sign-up', { json: { email: uniqueEmail(label), password: 'secret1', ageConfirmed: true } });
  expect(response.status).toBe(201);
  return { client, token: response.body.accessToken as string };
}

/** The response headers that must be the same whichever way the answer was made (not its date or id). */
function stableHeaders(headers: Headers) {
  return Object.fromEntries([...headers].filter(([name]) => name !== 'date' && name !== 'x-request-id'));
}

describe('cached reads answered before Nest’s pipeline', () => {
  it.each(['/api/v1/me', '/api/v1/usage'])('%s: the answer from memory is the route’s own, headers included, without running the guard', async (path) => {
    const { client, token } = await signUp('same');
    const first = await client.request('GET', path, { token });
    expect(first.status).toBe(200);
    const runs = guardRuns.mock.calls.length;

    const again = await client.request('GET', path, { token });
    expect(guardRuns.mock.calls.length).toBe(runs);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(stableHeaders(again.headers)).toEqual(stableHeaders(first.headers));
    // Each answer still has its own request id, the client's when it sent a safe one.
    expect(again.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    const named = await client.request('GET', path, { token, headers: { 'x-request-id': 'cached-read-1' } });
    expect(named.headers.get('x-request-id')).toBe('cached-read-1');
    expect(guardRuns.mock.calls.length).toBe(runs);
  });

  it('a signed-out session is refused although its member’s profile is in memory', async () => {
    const { client, token } = await signUp('signout');
    expect((await client.request('GET', '/api/v1/me', { token })).status).toBe(200);
    expect((await client.request('GET', '/api/v1/me', { token })).status).toBe(200);
    expect((await client.request('POST', '/api/v1/auth/sign-out')).status).toBe(204);

    const refused = await client.request('GET', '/api/v1/me', { token });
    expect(refused.status).toBe(401);
    expect(refused.body.error).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Your session has expired. Please sign in again.' });
    expect((await client.request('GET', '/api/v1/usage', { token })).status).toBe(401);
  });

  it('a token not seen before, or none, goes through the guard', async () => {
    const { client, token } = await signUp('tokens');
    expect((await client.request('GET', '/api/v1/me', { token })).status).toBe(200);
    const runs = guardRuns.mock.calls.length;
    expect((await client.request('GET', '/api/v1/me')).status).toBe(401);
    expect((await client.request('GET', '/api/v1/me', { token: `${token.slice(0, -4)}AAAA` })).status).toBe(401);
    expect(guardRuns.mock.calls.length).toBe(runs + 2);
  });

  it('usage: a change the service announces is what the next read answers; another time zone is loaded, an invalid one refused', async () => {
    const { client, token } = await signUp('usage');
    const before = await client.request('GET', '/api/v1/usage', { token });
    expect(before.body.chat).toMatchObject({ used: 0 });
    expect((await client.request('GET', '/api/v1/usage', { token })).body).toEqual(before.body);

    expect((await client.request('POST', '/api/v1/chat-sessions', { token, json: {} })).status).toBe(201);
    await until(async () => ((await client.request('GET', '/api/v1/usage', { token })).body.chat.used === 1 ? true : undefined));

    const runs = guardRuns.mock.calls.length;
    const zoned = await client.request('GET', '/api/v1/usage', { token, headers: { 'x-time-zone': 'Pacific/Kiritimati' } });
    expect(zoned.status).toBe(200);
    expect(zoned.body.chat).toMatchObject({ used: 1 });
    expect(guardRuns.mock.calls.length).toBe(runs + 1);

    const invalid = await client.request('GET', '/api/v1/usage', { token, headers: { 'x-time-zone': 'Not/AZone' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
