import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ApiClient, type InProcessStack, startInProcessStack, uniqueEmail } from './in-process-stack.js';

// Hardening finding 2: an access token kept working for up to 15 minutes after its session ended.
// No leeway for presenting a rotated refresh token again, so a reuse is theft at once.
let stack: InProcessStack;

beforeAll(async () => {
  stack = await startInProcessStack('sign-out-ends', { REFRESH_REUSE_LEEWAY_SECONDS: '0' });
});

afterAll(async () => {
  await stack?.stop();
});

async function signUp(label: string) {
  const client = new ApiClient(stack.baseUrl);
  const email = uniqueEmail(label);
  const response = await client.request('POST', '/api/v1/auth/sign-up', { json: { email, password: 'secret1', ageConfirmed: true } });
  expect(response.status).toBe(201);
  return { client, email, token: response.body.accessToken as string };
}

function expectSessionEnded(response: { status: number; body: any }) {
  expect(response.status).toBe(401);
  expect(response.body.error).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Your session has expired. Please sign in again.' });
}

describe('ending a session ends its access tokens at once', () => {
  it('sign-out: the access token is refused on the next request, for reading and for starting a session, and the beacon route too', async () => {
    const { client, email, token } = await signUp('signout');
    expect((await client.request('GET', '/api/v1/me', { token })).status).toBe(200);
    const started = await client.request('POST', '/api/v1/chat-sessions', { token, json: {} });
    expect(started.status).toBe(201);

    // Another device of the same member, signed in separately, is a different session.
    const other = new ApiClient(stack.baseUrl);
    const otherSignIn = await other.request('POST', '/api/v1/auth/sign-in', { json: { email, password: 'secret1' } });
    expect(otherSignIn.status).toBe(200);

    expect((await client.request('POST', '/api/v1/auth/sign-out')).status).toBe(204);

    expectSessionEnded(await client.request('GET', '/api/v1/me', { token }));
    expectSessionEnded(await client.request('POST', '/api/v1/chat-sessions', { token, json: {} }));
    expectSessionEnded(await client.request('POST', `/api/v1/chat-sessions/${started.body.id}/end-beacon`, { json: { accessToken: token } }));

    expect((await other.request('GET', '/api/v1/me', { token: otherSignIn.body.accessToken })).status).toBe(200);
  });

  it('a stolen refresh token presented again: every access token of the family, the thief’s included, stops at once', async () => {
    const { client, token: firstAccess } = await signUp('theft');
    const stolen = client.cookie!;
    const rotated = await client.request('POST', '/api/v1/auth/refresh');
    expect(rotated.status).toBe(200);
    const ownerAccess = rotated.body.accessToken as string;
    expect((await client.request('GET', '/api/v1/me', { token: ownerAccess })).status).toBe(200);

    const thief = new ApiClient(stack.baseUrl);
    thief.cookie = stolen;
    const reuse = await thief.request('POST', '/api/v1/auth/refresh');
    expect(reuse.status).toBe(401);
    // The revoked session's id stays on the server.
    expect(reuse.body.error.details ?? {}).not.toHaveProperty('sessionId');

    expectSessionEnded(await client.request('GET', '/api/v1/me', { token: ownerAccess }));
    expectSessionEnded(await client.request('GET', '/api/v1/me', { token: firstAccess }));
  });

  it('signing out twice, or without a session, is harmless', async () => {
    const { client, token } = await signUp('twice');
    const cookie = client.cookie;
    expect((await client.request('POST', '/api/v1/auth/sign-out')).status).toBe(204);
    client.cookie = cookie;
    expect((await client.request('POST', '/api/v1/auth/sign-out')).status).toBe(204);
    expect((await new ApiClient(stack.baseUrl).request('POST', '/api/v1/auth/sign-out')).status).toBe(204);
    expectSessionEnded(await client.request('GET', '/api/v1/me', { token }));
  });
});
