import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer } from 'node:net';
import { EVENTS } from '@vi/contracts';
import { type LocalOidcProvider, startOidcProvider } from '@vi/testing';
import { ApiClient, type InProcessStack, startInProcessStack, uniqueEmail } from './in-process-stack.js';

/*
 * Google sign-in end to end against a real OpenID Connect provider (oidc-provider) run in this
 * process, never Google: the gateway here, identity from its build. A "browser" is a cookie jar per
 * origin and redirects followed by hand, so each hop is seen.
 */

const PASSWORD = 'calm-waters-42';
let stack: InProcessStack;
let oidc: LocalOidcProvider;
let identity: string;

/** A browser: its cookies by origin, every redirect followed by hand. */
class Browser {
  private readonly jar = new Map<string, Map<string, string>>();

  async get(url: string, headers: Record<string, string> = {}): Promise<Response> {
    return this.send(url, { method: 'GET', headers });
  }

  async send(url: string, init: { method: string; headers?: Record<string, string>; body?: string }): Promise<Response> {
    const origin = new URL(url).origin;
    const cookies = [...(this.jar.get(origin) ?? new Map<string, string>()).entries()].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(url, { ...init, headers: { ...init.headers, ...(cookies ? { cookie: cookies } : {}) }, redirect: 'manual' });
    const jar = this.jar.get(origin) ?? new Map<string, string>();
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...value] = pair!.split('=');
      const expired = attributes.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim())) || value.join('=') === '';
      if (expired) jar.delete(name!.trim());
      else jar.set(name!.trim(), value.join('='));
    }
    this.jar.set(origin, jar);
    return response;
  }

  cookie(origin: string, name: string): string | undefined {
    return this.jar.get(origin)?.get(name);
  }

  setCookie(origin: string, name: string, value: string): void {
    const jar = this.jar.get(origin) ?? new Map<string, string>();
    jar.set(name, value);
    this.jar.set(origin, jar);
  }
}

const location = (response: Response, base: string) => new URL(response.headers.get('location')!, base).href;

/** /google/start in the browser; answers the provider's authorization URL (not yet visited). */
async function start(browser: Browser): Promise<string> {
  const started = await browser.get(`${stack.baseUrl}/api/v1/auth/google/start`);
  expect(started.status).toBe(302);
  const url = location(started, stack.baseUrl);
  expect(url.startsWith(`${oidc.issuer}/`)).toBe(true);
  return url;
}

/** At the provider: the authorization request, its sign-in page posted as `email`, and back to the callback URL (not yet visited). */
async function signInAtProvider(browser: Browser, authorizationUrl: string, email: string): Promise<string> {
  let url = authorizationUrl;
  for (let hops = 0; hops < 10; hops += 1) {
    if (url.startsWith(`${stack.baseUrl}/`)) return url;
    const interaction = /\/interaction\/[\w-]+$/.test(new URL(url).pathname);
    const response = interaction
      ? await browser.send(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ email }).toString(),
        })
      : await browser.get(url);
    if (response.status === 200 && interaction) continue;
    expect([302, 303]).toContain(response.status);
    url = location(response, url);
  }
  throw new Error('the provider did not send the browser back');
}

/** The whole way from the start to what the callback answered. */
async function googleSignIn(browser: Browser, email: string): Promise<Response> {
  const back = await signInAtProvider(browser, await start(browser), email);
  return browser.get(back, { accept: 'text/html' });
}

function fragmentOf(response: Response): URLSearchParams {
  const target = new URL(response.headers.get('location')!, stack.baseUrl);
  expect(target.pathname).toBe('/google-sign-in');
  return new URLSearchParams(target.hash.slice(1));
}

async function postJson(browser: Browser, path: string, body: unknown): Promise<{ status: number; body: any }> {
  const response = await browser.send(`${stack.baseUrl}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: stack.baseUrl },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** The session the refresh cookie opens (what the SPA does on load). */
async function refreshed(browser: Browser): Promise<{ status: number; body: any }> {
  const response = await browser.send(`${stack.baseUrl}/api/v1/auth/refresh`, { method: 'POST', headers: { origin: stack.baseUrl } });
  return { status: response.status, body: await response.json() };
}

/** A member who signed up with a password. */
async function signUpWithPassword(label: string): Promise<{ id: string; email: string; password: string }> {
  const email = uniqueEmail(label);
  const made = await new ApiClient(stack.baseUrl).request('POST', '/api/v1/auth/sign-up', {
    json: { email, password: PASSWORD, name: 'Pat Password', ageConfirmed: true },
  });
  expect(made.status).toBe(201);
  return { id: made.body.user.id, email, password: PASSWORD };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function counts(email: string, subject: string): Promise<{ users: number; identities: number }> {
  const users = await stack.db.query(`SELECT 1 FROM ${identity}."users" WHERE "email" = $1`, [email]);
  const identities = await stack.db.query(`SELECT 1 FROM ${identity}."external_identities" WHERE "subject" = $1`, [subject]);
  return { users: users.rowCount ?? 0, identities: identities.rowCount ?? 0 };
}

beforeAll(async () => {
  oidc = await startOidcProvider();
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  stack = await startInProcessStack('google', { ...oidc.env, PUBLIC_URL: publicUrl, RATE_LIMIT_SIGNIN_PER_IP: '1000' }, ['identity'], {
    HTTP_PORT: String(port),
  });
  expect(stack.baseUrl).toBe(publicUrl);
  oidc.allowRedirectUri(`${publicUrl}/api/v1/auth/google/callback`);
  identity = `"${stack.namespace}_identity"`;
}, 120_000);

afterAll(async () => {
  stack?.gateway.getHttpServer().closeAllConnections();
  await stack?.stop();
  await oidc?.stop();
}, 60_000);

describe('Google sign-in against a local OpenID provider', () => {
  it('says Google is offered', async () => {
    const response = await fetch(`${stack.baseUrl}/api/v1/auth/providers`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ google: true });
  });

  it('sends the browser to the provider with PKCE, state and nonce, and binds the state to the browser', async () => {
    const browser = new Browser();
    const url = new URL(await start(browser));
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(`${stack.baseUrl}/api/v1/auth/google/callback`);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(browser.cookie(stack.baseUrl, 'vi_google_state')).toBe(url.searchParams.get('state'));
    // Only the state's hash is kept; the verifier never leaves the server.
    const { rows } = await stack.db.query(`SELECT "state_hash", "code_verifier" FROM ${identity}."oidc_authorizations" ORDER BY "created_at" DESC LIMIT 1`);
    expect(rows[0].state_hash).not.toBe(url.searchParams.get('state'));
    expect(url.href).not.toContain(rows[0].code_verifier);
  });

  it('makes a new member only after the 18+ box, with the sign-up event, then signs the linked member in directly', async () => {
    const email = uniqueEmail('google-new');
    const subject = `google-${Date.now()}`;
    oidc.addPerson({ subject, email, name: 'Gina Google' });
    const browser = new Browser();
    const answered = await googleSignIn(browser, email);
    expect(answered.status).toBe(302);
    const step = fragmentOf(answered);
    expect(step.get('step')).toBe('sign-up');
    expect(step.get('email')).toBe(email);
    expect(step.get('name')).toBe('Gina Google');
    // Nothing is made before the member confirms their age.
    expect(await counts(email, subject)).toEqual({ users: 0, identities: 0 });

    const pendingToken = step.get('pending')!;
    const without = await postJson(browser, '/auth/google/complete', { pendingToken });
    expect(without.status).toBe(400);
    expect(await counts(email, subject)).toEqual({ users: 0, identities: 0 });

    const made = await postJson(browser, '/auth/google/complete', { pendingToken, ageConfirmed: true });
    expect(made.status).toBe(201);
    expect(made.body.user).toMatchObject({ email, name: 'Gina Google' });
    expect(made.body.accessToken).toBeTruthy();
    expect(browser.cookie(stack.baseUrl, 'vi_refresh')).toBeTruthy();
    expect(await counts(email, subject)).toEqual({ users: 1, identities: 1 });
    // No password: the member may set one through "Forgot password?".
    const { rows } = await stack.db.query(`SELECT "password_hash" FROM ${identity}."users" WHERE "email" = $1`, [email]);
    expect(rows[0].password_hash).toBeNull();
    // The same `user signed up` event a sign-up writes (webhooks and the admin directory see it).
    const events = await stack.db.query(`SELECT "payload" FROM ${identity}."outbox" WHERE "subject" = $1 AND "payload" -> 'data' ->> 'userId' = $2`, [
      EVENTS.identity.userSignedUp,
      made.body.user.id,
    ]);
    expect(events.rows).toHaveLength(1);
    expect(events.rows[0].payload.data).toMatchObject({ email, name: 'Gina Google' });

    // The pending step worked once.
    const again = await postJson(browser, '/auth/google/complete', { pendingToken, ageConfirmed: true });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ code: 'VALIDATION_FAILED', details: { reason: 'pending_not_valid' } });

    // Next time, in a fresh browser: Google alone signs them in.
    const later = new Browser();
    const signedIn = await googleSignIn(later, email);
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get('location')).toBe('/dashboard');
    const refresh = later.cookie(stack.baseUrl, 'vi_refresh');
    expect(refresh).toBeTruthy();
    const session = await refreshed(later);
    expect(session.status).toBe(200);
    expect(session.body.user.id).toBe(made.body.user.id);
    expect(later.cookie(stack.baseUrl, 'vi_google_state')).toBeUndefined();
  });

  it('links an account that uses the address only after its password, then signs in with Google', async () => {
    const member = await signUpWithPassword('google-existing');
    const subject = `google-existing-${Date.now()}`;
    oidc.addPerson({ subject, email: member.email, name: 'Someone Else' });
    const browser = new Browser();
    const answered = await googleSignIn(browser, member.email);
    const step = fragmentOf(answered);
    expect(step.get('step')).toBe('link');
    const pendingToken = step.get('pending')!;

    const wrong = await postJson(browser, '/auth/google/link', { pendingToken, password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.code).toBe('UNAUTHENTICATED');
    expect(browser.cookie(stack.baseUrl, 'vi_refresh')).toBeUndefined();
    expect((await counts(member.email, subject)).identities).toBe(0);

    const linked = await postJson(browser, '/auth/google/link', { pendingToken, password: member.password });
    expect(linked.status).toBe(200);
    expect(linked.body.user.id).toBe(member.id);
    // The account keeps its name and password.
    expect(linked.body.user.name).toBe('Pat Password');
    expect((await counts(member.email, subject)).identities).toBe(1);
    const replay = await postJson(browser, '/auth/google/link', { pendingToken, password: member.password });
    expect(replay.status).toBe(400);

    const later = new Browser();
    const signedIn = await googleSignIn(later, member.email);
    expect(signedIn.headers.get('location')).toBe('/dashboard');
    expect((await refreshed(later)).body.user.id).toBe(member.id);
    const signIn = new ApiClient(stack.baseUrl);
    expect((await signIn.request('POST', '/api/v1/auth/sign-in', { json: { email: member.email, password: member.password } })).status).toBe(200);
  });

  it('ends a pending link after five wrong passwords', async () => {
    const member = await signUpWithPassword('google-guess');
    oidc.addPerson({ subject: `google-guess-${Date.now()}`, email: member.email });
    const browser = new Browser();
    const pendingToken = fragmentOf(await googleSignIn(browser, member.email)).get('pending')!;
    for (let i = 0; i < 5; i += 1) expect((await postJson(browser, '/auth/google/link', { pendingToken, password: `guess-${i}` })).status).toBe(401);
    const right = await postJson(browser, '/auth/google/link', { pendingToken, password: member.password });
    expect(right.status).toBe(400);
    expect(right.body.error.details.reason).toBe('pending_not_valid');
  });

  it('refuses an address the provider has not verified', async () => {
    const email = uniqueEmail('google-unverified');
    oidc.addPerson({ subject: `google-unverified-${Date.now()}`, email, emailVerified: false });
    const browser = new Browser();
    const back = await signInAtProvider(browser, await start(browser), email);
    const answered = await browser.get(back);
    expect(answered.status).toBe(403);
    expect((await answered.json()).error).toMatchObject({ code: 'FORBIDDEN', details: { reason: 'email_not_verified' } });
  });
});

describe('a tampered or replayed answer changes nothing', () => {
  it('refuses a state changed on the way (400 JSON; a page navigation goes to the SPA with the reason)', async () => {
    const email = uniqueEmail('google-state');
    const subject = `google-state-${Date.now()}`;
    oidc.addPerson({ subject, email });
    const browser = new Browser();
    const url = new URL(await start(browser));
    url.searchParams.set('state', `${url.searchParams.get('state')}x`);
    const back = await signInAtProvider(browser, url.href, email);
    const answered = await browser.get(back);
    expect(answered.status).toBe(400);
    expect(answered.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await answered.json();
    expect(body.error).toMatchObject({ code: 'VALIDATION_FAILED', details: { reason: 'state_mismatch' } });
    expect(body.error.requestId).toBeTruthy();
    expect(await counts(email, subject)).toEqual({ users: 0, identities: 0 });

    // As a page: the SPA's page shows why.
    const page = new Browser();
    const pageUrl = new URL(await start(page));
    pageUrl.searchParams.set('state', 'forged');
    const pageBack = await signInAtProvider(page, pageUrl.href, email);
    const shown = await page.get(pageBack, { accept: 'text/html' });
    expect(shown.status).toBe(302);
    expect(shown.headers.get('location')).toBe('/google-sign-in#error=state_mismatch');
  });

  it('refuses a state that this server never started, even when the browser carries it', async () => {
    const browser = new Browser();
    browser.setCookie(stack.baseUrl, 'vi_google_state', 'made-up-state');
    const answered = await browser.get(`${stack.baseUrl}/api/v1/auth/google/callback?code=abc&state=made-up-state`);
    expect(answered.status).toBe(400);
    expect((await answered.json()).error.details.reason).toBe('attempt_not_valid');
  });

  it('refuses a nonce changed on the way: the ID token does not match the sign-in started', async () => {
    const email = uniqueEmail('google-nonce');
    const subject = `google-nonce-${Date.now()}`;
    oidc.addPerson({ subject, email });
    const browser = new Browser();
    const url = new URL(await start(browser));
    url.searchParams.set('nonce', 'attacker-chosen-nonce');
    const back = await signInAtProvider(browser, url.href, email);
    const answered = await browser.get(back);
    expect(answered.status).toBe(400);
    expect((await answered.json()).error).toMatchObject({ code: 'VALIDATION_FAILED', details: { reason: 'answer_not_valid' } });
    expect(await counts(email, subject)).toEqual({ users: 0, identities: 0 });
    const pending = await stack.db.query(`SELECT 1 FROM ${identity}."pending_external_sign_ins" WHERE "subject" = $1`, [subject]);
    expect(pending.rowCount).toBe(0);
  });

  it('refuses the same answer twice, and a changed code', async () => {
    const email = uniqueEmail('google-replay');
    oidc.addPerson({ subject: `google-replay-${Date.now()}`, email });
    const browser = new Browser();
    const back = await signInAtProvider(browser, await start(browser), email);
    const state = new URL(back).searchParams.get('state')!;
    expect((await browser.get(back)).status).toBe(302);
    // The browser's state cookie went with the first answer; a replay that brings it back still fails.
    browser.setCookie(stack.baseUrl, 'vi_google_state', state);
    const replay = await browser.get(back);
    expect(replay.status).toBe(400);
    expect((await replay.json()).error.details.reason).toBe('attempt_not_valid');

    const fresh = new Browser();
    const next = new URL(await signInAtProvider(fresh, await start(fresh), email));
    next.searchParams.set('code', `${next.searchParams.get('code')}x`);
    const changed = await fresh.get(next.href);
    expect(changed.status).toBe(400);
    expect((await changed.json()).error.details.reason).toBe('answer_not_valid');
  });

  it('refuses the callback without the browser’s state cookie (login CSRF)', async () => {
    const email = uniqueEmail('google-csrf');
    oidc.addPerson({ subject: `google-csrf-${Date.now()}`, email });
    const attacker = new Browser();
    const back = await signInAtProvider(attacker, await start(attacker), email);
    const victim = new Browser();
    const answered = await victim.get(back);
    expect(answered.status).toBe(400);
    expect((await answered.json()).error.details.reason).toBe('state_mismatch');
  });

  it('refuses a made-up pending token', async () => {
    const browser = new Browser();
    const made = await postJson(browser, '/auth/google/complete', { pendingToken: 'A'.repeat(43), ageConfirmed: true });
    expect(made.status).toBe(400);
    const linked = await postJson(browser, '/auth/google/link', { pendingToken: 'A'.repeat(43), password: PASSWORD });
    expect(linked.status).toBe(400);
  });
});
