import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { importPKCS8, SignJWT } from 'jose';
import pg from 'pg';
import { testInfra, until } from '@vi/testing';
import { ApiClient, type InProcessStack, startInProcessStack, uniqueEmail } from './in-process-stack.js';

let stack: InProcessStack;

beforeAll(async () => {
  stack = await startInProcessStack('auth');
});

afterAll(async () => {
  await stack?.stop();
});

function expectErrorShape(response: { status: number; body: any }, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.body).toEqual({ error: expect.objectContaining({ code, message: expect.any(String), requestId: expect.any(String) }) });
}

describe('sign-up, sign-in, refresh and sign-out', () => {
  it('runs the whole session life cycle, and reuse of a rotated refresh token revokes the family', async () => {
    const browser = new ApiClient(stack.baseUrl);
    const email = uniqueEmail('cycle');

    const signUp = await browser.request('POST', '/api/v1/auth/sign-up', {
      json: { name: '  Ana  Lucía ', email: `  ${email.toUpperCase()} `, password: 'secret1', ageConfirmed: true },
    });
    expect(signUp.status).toBe(201);
    expect(signUp.body.user).toMatchObject({ email, name: 'Ana Lucía', isAdmin: false });
    // Signing up is the member's first sign-in.
    expect(Date.parse(signUp.body.user.lastSignInAt)).toBeGreaterThanOrEqual(Date.parse(signUp.body.user.createdAt));
    expect(signUp.body.refreshToken).toBeUndefined();
    expect(signUp.cookie).toMatch(/^vi_refresh=[^;]+; .*HttpOnly/);
    expect(signUp.cookie).toMatch(/SameSite=Strict/);
    expect(signUp.cookie).toMatch(/Secure/);
    expect(signUp.headers.getSetCookie()).toEqual(expect.arrayContaining([expect.stringMatching(/^vi_signed_in=1; .*Path=\/;/)]));

    const signIn = await new ApiClient(stack.baseUrl).request('POST', '/api/v1/auth/sign-in', { json: { email, password: 'secret1' } });
    expect(signIn.status).toBe(200);
    expect(signIn.body.user.lastSignInAt).not.toBeNull();

    const me = await browser.request('GET', '/api/v1/me', { token: signUp.body.accessToken });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: signUp.body.user.id, email, name: 'Ana Lucía' });

    const firstCookie = browser.cookie!;
    const refreshed = await browser.request('POST', '/api/v1/auth/refresh');
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.accessToken).toEqual(expect.any(String));
    expect(browser.cookie).toBeDefined();
    expect(browser.cookie).not.toBe(firstCookie);
    const secondCookie = browser.cookie!;

    // The first token was rotated away; presenting it again is theft: the whole family dies.
    const thief = new ApiClient(stack.baseUrl);
    thief.cookie = firstCookie;
    expectErrorShape(await thief.request('POST', '/api/v1/auth/refresh'), 401, 'UNAUTHENTICATED');
    browser.cookie = secondCookie;
    expectErrorShape(await browser.request('POST', '/api/v1/auth/refresh'), 401, 'UNAUTHENTICATED');

    // A new sign-in starts a new family; sign-out ends it.
    const again = new ApiClient(stack.baseUrl);
    expect((await again.request('POST', '/api/v1/auth/sign-in', { json: { email, password: 'secret1' } })).status).toBe(200);
    const kept = again.cookie;
    const signOut = await again.request('POST', '/api/v1/auth/sign-out');
    expect(signOut.status).toBe(204);
    expect(again.cookie).toBeUndefined();
    again.cookie = kept;
    expectErrorShape(await again.request('POST', '/api/v1/auth/refresh'), 401, 'UNAUTHENTICATED');
  });

  it('refuses a duplicate email with CONFLICT, whatever its case', async () => {
    const email = uniqueEmail('dup');
    const client = new ApiClient(stack.baseUrl);
    expect((await client.request('POST', '/api/v1/auth/sign-up', { json: { email, password: 'secret1', ageConfirmed: true } })).status).toBe(201);
    const second = await client.request('POST', '/api/v1/auth/sign-up', { json: { email: email.toUpperCase(), password: 'other12', ageConfirmed: true } });
    expectErrorShape(second, 409, 'CONFLICT');
    expect(second.body.error.message).toBe('An account with this email already exists.');
  });

  it('gives the default name "User" when none is given', async () => {
    const response = await new ApiClient(stack.baseUrl).request('POST', '/api/v1/auth/sign-up', {
      json: { name: '   ', email: uniqueEmail('noname'), password: 'secret1', ageConfirmed: true },
    });
    expect(response.status).toBe(201);
    expect(response.body.user.name).toBe('User');
  });

  it('refuses wrong passwords and rate-limits the 11th rapid failure for one email from one address', async () => {
    const email = uniqueEmail('guess');
    const client = new ApiClient(stack.baseUrl);
    await client.request('POST', '/api/v1/auth/sign-up', { json: { email, password: 'right-password', ageConfirmed: true } });
    for (let i = 0; i < 10; i++) {
      expectErrorShape(await client.request('POST', '/api/v1/auth/sign-in', { json: { email, password: `wrong-${i}` } }), 401, 'UNAUTHENTICATED');
    }
    const eleventh = await client.request('POST', '/api/v1/auth/sign-in', { json: { email, password: 'wrong-10' } });
    expectErrorShape(eleventh, 429, 'RATE_LIMITED');
    expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(0);
    // From this address even the right password waits (a wait says nothing about the password)...
    expectErrorShape(await client.request('POST', '/api/v1/auth/sign-in', { json: { email, password: 'right-password' } }), 429, 'RATE_LIMITED');
    // ...while other accounts are not affected (the owner at another address neither: signin-guessing.test.ts).
    const other = uniqueEmail('other');
    await client.request('POST', '/api/v1/auth/sign-up', { json: { email: other, password: 'secret1', ageConfirmed: true } });
    expect((await client.request('POST', '/api/v1/auth/sign-in', { json: { email: other, password: 'secret1' } })).status).toBe(200);
  });

  it('shows a change to the profile at once, although the gateway caches it', async () => {
    const email = uniqueEmail('cache');
    const client = new ApiClient(stack.baseUrl);
    const signUp = await client.request('POST', '/api/v1/auth/sign-up', { json: { email, password: 'secret1', ageConfirmed: true } });
    const first = await client.request('GET', '/api/v1/me', { token: signUp.body.accessToken });
    expect(first.body.lastSignInAt).toBe(signUp.body.user.lastSignInAt);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await client.request('POST', '/api/v1/auth/sign-in', { json: { email, password: 'secret1' } });
    // Identity announces the change and the gateway drops its copy: the next reads show it.
    const lastSignInAt = await until(
      async () => {
        const now = (await client.request('GET', '/api/v1/me', { token: signUp.body.accessToken })).body.lastSignInAt as string;
        return now !== first.body.lastSignInAt ? now : undefined;
      },
      10_000,
      'the profile never showed the sign-in',
    );
    expect(Date.parse(lastSignInAt)).toBeGreaterThan(Date.parse(first.body.lastSignInAt));
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const response = await new ApiClient(stack.baseUrl).request('POST', '/api/v1/auth/sign-in', {
      json: { email: uniqueEmail('nobody'), password: 'secret1' },
    });
    expectErrorShape(response, 401, 'UNAUTHENTICATED');
    expect(response.body.error.message).toBe('Invalid email or password.');
  });
});

describe('access tokens', () => {
  let token: string;
  let userId: string;

  beforeAll(async () => {
    const response = await new ApiClient(stack.baseUrl).request('POST', '/api/v1/auth/sign-up', {
      json: { email: uniqueEmail('tokens'), password: 'secret1', ageConfirmed: true },
    });
    token = response.body.accessToken;
    userId = response.body.user.id;
  });

  const me = (authorization: string) => new ApiClient(stack.baseUrl).request('GET', '/api/v1/me', { headers: { authorization } });
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it('accepts the genuine token', async () => {
    expect((await me(`Bearer ${token}`)).status).toBe(200);
  });

  it('refuses a missing token and a garbage token', async () => {
    expectErrorShape(await new ApiClient(stack.baseUrl).request('GET', '/api/v1/me'), 401, 'UNAUTHENTICATED');
    expectErrorShape(await me('Bearer not.a.token'), 401, 'UNAUTHENTICATED');
  });

  it('refuses a token whose payload was tampered with', async () => {
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = `${header}.${b64({ ...claims, sub: '00000000-0000-4000-8000-000000000000' })}.${signature}`;
    expectErrorShape(await me(`Bearer ${forged}`), 401, 'UNAUTHENTICATED');
  });

  it('refuses an unsigned token (alg: none)', async () => {
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    expectErrorShape(await me(`Bearer ${unsigned}`), 401, 'UNAUTHENTICATED');
  });

  it('refuses an expired token even when it is signed with the real key', async () => {
    const client = new pg.Client({ connectionString: testInfra().databaseUrl });
    await client.connect();
    const { rows } = await client.query(`SELECT "kid", "private_key_pem" FROM "${stack.namespace}_identity"."signing_keys" WHERE "active"`);
    await client.end();
    const key = await importPKCS8(rows[0].private_key_pem, 'ES256');
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ email: 'x@example.com', sid: '00000000-0000-4000-8000-000000000001' })
      .setProtectedHeader({ alg: 'ES256', kid: rows[0].kid })
      .setSubject(userId)
      .setIssuer('vi-identity')
      .setAudience('vi')
      .setIssuedAt(now - 3600)
      .setExpirationTime(now - 60)
      .sign(key);
    expectErrorShape(await me(`Bearer ${expired}`), 401, 'UNAUTHENTICATED');
  });
});

describe('bad input never gives a 500', () => {
  const post = (path: string, raw: string | undefined, contentType = 'application/json') =>
    new ApiClient(stack.baseUrl).request('POST', path, { raw, headers: contentType ? { 'content-type': contentType } : {} });

  it('malformed JSON is a 400 VALIDATION_FAILED', async () => {
    expectErrorShape(await post('/api/v1/auth/sign-up', '{"email": "a@b.c",'), 400, 'VALIDATION_FAILED');
    expectErrorShape(await post('/api/v1/auth/sign-in', 'not json at all'), 400, 'VALIDATION_FAILED');
  });

  it('missing or wrong-typed fields list the issues', async () => {
    const response = await post('/api/v1/auth/sign-up', JSON.stringify({ email: 42, password: ['x'] }));
    expectErrorShape(response, 400, 'VALIDATION_FAILED');
    expect([...new Set(response.body.error.details.issues.map((i: { path: string }) => i.path))].sort()).toEqual(['ageConfirmed', 'email', 'password']);
    expectErrorShape(await post('/api/v1/auth/sign-in', JSON.stringify([])), 400, 'VALIDATION_FAILED');
    expectErrorShape(await post('/api/v1/auth/sign-in', 'null'), 400, 'VALIDATION_FAILED');
  });

  it('a 1 MB body is refused with 413', async () => {
    const huge = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(1024 * 1024), ageConfirmed: true });
    expectErrorShape(await post('/api/v1/auth/sign-up', huge), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('a name that is too long is refused; unicode names are kept', async () => {
    expectErrorShape(
      await post('/api/v1/auth/sign-up', JSON.stringify({ name: 'ß'.repeat(500), email: uniqueEmail('long'), password: 'secret1', ageConfirmed: true })),
      400,
      'VALIDATION_FAILED',
    );
    const ok = await post(
      '/api/v1/auth/sign-up',
      JSON.stringify({ name: '李小龍 🌿 Ñandú', email: uniqueEmail('uni'), password: 'secret1', ageConfirmed: true }),
    );
    expect(ok.status).toBe(201);
    expect(ok.body.user.name).toBe('李小龍 🌿 Ñandú');
  });

  it('a form body is refused unread (415) and an unknown route is a 404, with the error shape', async () => {
    // JSON only: a url-encoded form is what a page on another site could post (login CSRF).
    const form = await post('/api/v1/auth/sign-in', 'email=a&password=b', 'application/x-www-form-urlencoded');
    expectErrorShape(form, 415, 'VALIDATION_FAILED');
    expect(form.body.error.message).toBe('Send the request body as application/json');
    expectErrorShape(await new ApiClient(stack.baseUrl).request('GET', '/api/v1/no-such-route'), 404, 'NOT_FOUND');
  });

  it('a short password and a missing age confirmation are refused before anything is saved', async () => {
    const email = uniqueEmail('short');
    expectErrorShape(await post('/api/v1/auth/sign-up', JSON.stringify({ email, password: '12345', ageConfirmed: true })), 400, 'VALIDATION_FAILED');
    expectErrorShape(await post('/api/v1/auth/sign-up', JSON.stringify({ email, password: '123456', ageConfirmed: false })), 400, 'VALIDATION_FAILED');
    // Nothing was half-saved: the address is still free.
    expect((await post('/api/v1/auth/sign-up', JSON.stringify({ email, password: '123456', ageConfirmed: true }))).status).toBe(201);
  });
});

describe('health and docs', () => {
  it('answers liveness, readiness and the OpenAPI document', async () => {
    const client = new ApiClient(stack.baseUrl);
    expect((await client.request('GET', '/api/v1/healthz')).status).toBe(200);
    const ready = await client.request('GET', '/api/v1/readyz');
    expect(ready.body).toEqual({ status: 'ok', checks: { nats: 'up', redis: 'up' }, instance: expect.any(String) });
    const openapi = await client.request('GET', '/api/docs/openapi.json');
    expect(openapi.status).toBe(200);
    expect(Object.keys(openapi.body.paths)).toEqual(expect.arrayContaining(['/api/v1/auth/sign-up', '/api/v1/me']));
  });
});
