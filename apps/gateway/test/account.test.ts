import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Mailbox, type ReceivedMail, startMailbox, testInfra, until } from '@vi/testing';
import pg from 'pg';
import { ApiClient, type InProcessStack, startInProcessStack, uniqueEmail } from './in-process-stack.js';

// Issue 30: the member's own account — profile, password change and reset, email change, sessions.
const PASSWORD = 'first-secret';
let stack: InProcessStack;
let mailbox: Mailbox;
let db: pg.Client;
let identity: string;

beforeAll(async () => {
  mailbox = await startMailbox();
  stack = await startInProcessStack('account', { SMTP_URL: mailbox.url, RATE_LIMIT_PASSWORD_RESET_PER_EMAIL: '3' });
  identity = `"${stack.namespace}_identity"`;
  db = new pg.Client({ connectionString: testInfra().databaseUrl });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await stack?.stop();
  await mailbox?.stop();
});

interface Device {
  client: ApiClient;
  token: string;
}

async function signUp(label: string, name = 'Ana'): Promise<Device & { email: string; userId: string }> {
  const client = new ApiClient(stack.baseUrl);
  const email = uniqueEmail(label);
  const response = await client.request('POST', '/api/v1/auth/sign-up', { json: { name, email, password: PASSWORD, ageConfirmed: true } });
  expect(response.status).toBe(201);
  return { client, email, token: response.body.accessToken, userId: response.body.user.id };
}

async function signIn(email: string, password = PASSWORD): Promise<Device & { status: number }> {
  const client = new ApiClient(stack.baseUrl);
  const response = await client.request('POST', '/api/v1/auth/sign-in', { json: { email, password } });
  return { client, token: response.body?.accessToken, status: response.status };
}

/** Whether the device's access token and its refresh cookie both still work. */
async function works(device: Device): Promise<{ access: number; refresh: number }> {
  const access = (await device.client.request('GET', '/api/v1/me', { token: device.token })).status;
  const refresh = await device.client.request('POST', '/api/v1/auth/refresh');
  if (refresh.status === 200) device.token = refresh.body.accessToken;
  return { access, refresh: refresh.status };
}

const linkIn = (mail: ReceivedMail, path: string): { url: string; token: string } => {
  const url = mail.text.match(new RegExp(`https?://\\S+/${path}#token=[A-Za-z0-9_-]+`))?.[0];
  if (!url) throw new Error(`no /${path} link in: ${mail.text}`);
  return { url, token: url.split('#token=')[1]! };
};

const mailTo = (address: string, subject: RegExp) => mailbox.waitFor((m) => m.to.includes(address) && subject.test(m.subject), 10_000);

async function identityRow(userId: string) {
  const { rows } = await db.query(`SELECT "email", "name", "password_hash", "language", "time_zone" FROM ${identity}."users" WHERE "id" = $1`, [userId]);
  return rows[0];
}

describe('profile', () => {
  it('saves name, language and time zone, shows them in /me, and goes back to the browser’s with null', async () => {
    const member = await signUp('profile');
    const saved = await member.client.request('PATCH', '/api/v1/me', {
      token: member.token,
      json: { name: '  Ana   María ', language: 'es', timeZone: 'Europe/Madrid' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: 'Ana María', language: 'es', timeZone: 'Europe/Madrid', email: member.email });
    const me = await member.client.request('GET', '/api/v1/me', { token: member.token });
    expect(me.body).toMatchObject({ name: 'Ana María', language: 'es', timeZone: 'Europe/Madrid' });

    const cleared = await member.client.request('PATCH', '/api/v1/me', { token: member.token, json: { language: null, timeZone: null } });
    expect(cleared.body).toMatchObject({ name: 'Ana María', language: null, timeZone: null });
  });

  it('refuses nothing to change, an unknown zone or language, and other fields, changing nothing', async () => {
    const member = await signUp('profile-bad');
    for (const json of [{}, { timeZone: 'Mars/Olympus' }, { language: 'fr' }, { email: 'x@example.com' }, { name: 'x'.repeat(101) }]) {
      const response = await member.client.request('PATCH', '/api/v1/me', { token: member.token, json });
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION_FAILED');
    }
    expect(await identityRow(member.userId)).toMatchObject({ name: 'Ana', language: null, time_zone: null, email: member.email });
    expect((await new ApiClient(stack.baseUrl).request('PATCH', '/api/v1/me', { json: { name: 'x' } })).status).toBe(401);
  });
});

describe('changing the password', () => {
  it('needs the current password: a wrong one is 403 and changes nothing', async () => {
    const member = await signUp('pw-wrong');
    const before = (await identityRow(member.userId)).password_hash;
    const refused = await member.client.request('POST', '/api/v1/me/password', {
      token: member.token,
      json: { currentPassword: 'nope', newPassword: 'second-secret' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'FORBIDDEN', details: { reason: 'wrong_password' } });
    expect((await identityRow(member.userId)).password_hash).toBe(before);
    const short = await member.client.request('POST', '/api/v1/me/password', {
      token: member.token,
      json: { currentPassword: PASSWORD, newPassword: '12345' },
    });
    expect(short.status).toBe(400);
    expect((await signIn(member.email)).status).toBe(200);
  });

  it('signs every other session out at once, keeps this one, and tells the member by mail', async () => {
    const member = await signUp('pw-change');
    const phone = await signIn(member.email);
    const laptop = await signIn(member.email);
    expect(await works(phone)).toEqual({ access: 200, refresh: 200 });

    const changed = await member.client.request('POST', '/api/v1/me/password', {
      token: member.token,
      json: { currentPassword: PASSWORD, newPassword: 'second-secret' },
    });
    expect(changed.status).toBe(204);

    expect(await works(phone)).toEqual({ access: 401, refresh: 401 });
    expect(await works(laptop)).toEqual({ access: 401, refresh: 401 });
    expect(await works(member)).toEqual({ access: 200, refresh: 200 });
    expect((await signIn(member.email)).status).toBe(401);
    expect((await signIn(member.email, 'second-secret')).status).toBe(200);
    const notice = await mailTo(member.email, /password was changed/);
    expect(notice.text).toContain('Hello Ana');
  });
});

describe('signing out everywhere', () => {
  it('ends every session, this one included, and clears the cookie', async () => {
    const member = await signUp('everywhere');
    const other = await signIn(member.email);
    const cookie = member.client.cookie;
    const response = await member.client.request('POST', '/api/v1/auth/sign-out-everywhere', { token: member.token });
    expect(response.status).toBe(204);
    expect(response.cookie).toMatch(/^vi_refresh=;/);
    expect((await member.client.request('GET', '/api/v1/me', { token: member.token })).status).toBe(401);
    member.client.cookie = cookie;
    expect((await member.client.request('POST', '/api/v1/auth/refresh')).status).toBe(401);
    expect(await works(other)).toEqual({ access: 401, refresh: 401 });
    // The password still works: signing in again starts a fresh session.
    expect((await signIn(member.email)).status).toBe(200);
  });
});

describe('forgot password', () => {
  it('answers the same whether or not the account exists, and mails only an account', async () => {
    const member = await signUp('forgot-same');
    const nobody = uniqueEmail('nobody');
    const client = new ApiClient(stack.baseUrl);
    const known = await client.request('POST', '/api/v1/auth/password/forgot', { json: { email: member.email.toUpperCase() } });
    const unknown = await client.request('POST', '/api/v1/auth/password/forgot', { json: { email: nobody } });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    await mailTo(member.email, /new password/);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailbox.messages().some((m) => m.to.includes(nobody))).toBe(false);
  });

  it('the link sets a new password once, ends every session, and the old password is refused', async () => {
    const member = await signUp('forgot-reset');
    const other = await signIn(member.email);
    const client = new ApiClient(stack.baseUrl);
    expect((await client.request('POST', '/api/v1/auth/password/forgot', { json: { email: member.email } })).status).toBe(202);
    const mail = await mailTo(member.email, /new password/);
    const { url, token } = linkIn(mail, 'reset-password');
    expect(url.startsWith(stack.env.PUBLIC_URL ?? 'http')).toBe(true);
    expect(mail.text).toContain('30 minutes');
    // Only the link's hash is stored.
    const { rows } = await db.query(`SELECT "token_hash" FROM ${identity}."account_links" WHERE "user_id" = $1`, [member.userId]);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).not.toContain(token);

    const reset = await client.request('POST', '/api/v1/auth/password/reset', { json: { token, newPassword: 'after-reset' } });
    expect(reset.status).toBe(204);
    expect(await works(member)).toEqual({ access: 401, refresh: 401 });
    expect(await works(other)).toEqual({ access: 401, refresh: 401 });
    expect((await signIn(member.email)).status).toBe(401);
    expect((await signIn(member.email, 'after-reset')).status).toBe(200);

    const again = await client.request('POST', '/api/v1/auth/password/reset', { json: { token, newPassword: 'third-try' } });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ code: 'VALIDATION_FAILED', details: { reason: 'link_not_valid' } });
    expect((await signIn(member.email, 'third-try')).status).toBe(401);
  });

  it('an expired, tampered or superseded link is refused and changes nothing', async () => {
    const member = await signUp('forgot-expired');
    const client = new ApiClient(stack.baseUrl);
    await client.request('POST', '/api/v1/auth/password/forgot', { json: { email: member.email } });
    const first = linkIn(await mailTo(member.email, /new password/), 'reset-password').token;
    mailbox.clear();
    await client.request('POST', '/api/v1/auth/password/forgot', { json: { email: member.email } });
    const second = linkIn(await mailTo(member.email, /new password/), 'reset-password').token;
    const hash = (await identityRow(member.userId)).password_hash;

    const superseded = await client.request('POST', '/api/v1/auth/password/reset', { json: { token: first, newPassword: 'never-set' } });
    expect(superseded.status).toBe(400);
    const tampered = await client.request('POST', '/api/v1/auth/password/reset', { json: { token: `${second.slice(0, -2)}xx`, newPassword: 'never-set' } });
    expect(tampered.status).toBe(400);
    await db.query(`UPDATE ${identity}."account_links" SET "expires_at" = now() - interval '1 second' WHERE "user_id" = $1`, [member.userId]);
    const expired = await client.request('POST', '/api/v1/auth/password/reset', { json: { token: second, newPassword: 'never-set' } });
    expect(expired.status).toBe(400);
    expect(expired.body.error.details).toEqual({ reason: 'link_not_valid' });
    for (const body of [{ token: second }, { token: 'short', newPassword: 'never-set' }, { token: second, newPassword: '123' }]) {
      expect((await client.request('POST', '/api/v1/auth/password/reset', { json: body })).status).toBe(400);
    }
    expect((await identityRow(member.userId)).password_hash).toBe(hash);
    expect((await signIn(member.email)).status).toBe(200);
  });

  it('is rate limited per email (429 with Retry-After), whatever the account', async () => {
    const email = uniqueEmail('forgot-limit');
    const client = new ApiClient(stack.baseUrl);
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 4; i += 1) {
      last = await client.request('POST', '/api/v1/auth/password/forgot', { json: { email } });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
    expect(last!.body.error.code).toBe('RATE_LIMITED');
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('changing the email address', () => {
  it('refuses a wrong password, the same address and an address in use, changing nothing', async () => {
    const member = await signUp('email-bad');
    const taken = await signUp('email-taken');
    const ask = (json: unknown) => member.client.request('POST', '/api/v1/me/email', { token: member.token, json });
    const wrong = await ask({ newEmail: uniqueEmail('new'), password: 'nope' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error.details).toEqual({ reason: 'wrong_password' });
    expect((await ask({ newEmail: member.email, password: PASSWORD })).status).toBe(400);
    const inUse = await ask({ newEmail: taken.email.toUpperCase(), password: PASSWORD });
    expect(inUse.status).toBe(409);
    expect(inUse.body.error.code).toBe('CONFLICT');
    expect((await ask({ newEmail: 'not an address', password: PASSWORD })).status).toBe(400);
    expect((await identityRow(member.userId)).email).toBe(member.email);
    const { rows } = await db.query(`SELECT 1 FROM ${identity}."account_links" WHERE "user_id" = $1`, [member.userId]);
    expect(rows).toHaveLength(0);
  });

  it('the link sent to the new address switches the account to it; the old address is told twice', async () => {
    const member = await signUp('email-change');
    const newEmail = uniqueEmail('moved');
    const asked = await member.client.request('POST', '/api/v1/me/email', { token: member.token, json: { newEmail, password: PASSWORD } });
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ pendingEmail: newEmail });
    await mailTo(member.email, /new email address was requested/);
    const { token } = linkIn(await mailTo(newEmail, /Confirm your new email/), 'confirm-email');
    // Nothing changes before the link is opened.
    expect((await signIn(member.email)).status).toBe(200);

    const confirmed = await new ApiClient(stack.baseUrl).request('POST', '/api/v1/auth/email/confirm', { json: { token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ email: newEmail });
    await mailTo(member.email, /email address was changed/);
    expect((await signIn(member.email)).status).toBe(401);
    expect((await signIn(newEmail)).status).toBe(200);
    // Every gateway drops its copy of the profile on identity's broadcast.
    await until(async () => ((await member.client.request('GET', '/api/v1/me', { token: member.token })).body.email === newEmail ? true : undefined));
    const reused = await new ApiClient(stack.baseUrl).request('POST', '/api/v1/auth/email/confirm', { json: { token } });
    expect(reused.status).toBe(400);
    expect(reused.body.error.details).toEqual({ reason: 'link_not_valid' });
  });

  it('an address taken by another account after the link was sent: 409, and the account keeps its address', async () => {
    const member = await signUp('email-race');
    const newEmail = uniqueEmail('race');
    await member.client.request('POST', '/api/v1/me/email', { token: member.token, json: { newEmail, password: PASSWORD } });
    const { token } = linkIn(await mailTo(newEmail, /Confirm your new email/), 'confirm-email');
    const squatter = new ApiClient(stack.baseUrl);
    expect((await squatter.request('POST', '/api/v1/auth/sign-up', { json: { email: newEmail, password: PASSWORD, ageConfirmed: true } })).status).toBe(201);
    const confirmed = await new ApiClient(stack.baseUrl).request('POST', '/api/v1/auth/email/confirm', { json: { token } });
    expect(confirmed.status).toBe(409);
    expect((await identityRow(member.userId)).email).toBe(member.email);
  });
});

describe('closing the account', () => {
  it('needs the password; closes at once, ends every session, ends the subscription with its period, and can be restored', async () => {
    const member = await signUp('close');
    const other = await signIn(member.email);
    // Premium through the local checkout (no Stripe keys in this stack).
    const plan = await member.client.request('GET', '/api/v1/billing/plan', { token: member.token });
    const started = await member.client.request('POST', '/api/v1/billing/checkout', {
      token: member.token,
      json: { priceId: plan.body.priceId, mode: 'subscription' },
    });
    const checkoutId = String(started.body.url).split('/').at(-1);
    expect((await member.client.request('POST', `/api/v1/billing/local-checkout/${checkoutId}/complete`, { token: member.token })).status).toBe(200);
    expect((await member.client.request('GET', '/api/v1/billing/subscription', { token: member.token })).body).toMatchObject({
      active: true,
      cancelAtPeriodEnd: false,
    });

    const wrong = await member.client.request('DELETE', '/api/v1/me', { token: member.token, json: { password: 'nope' } });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error.details).toEqual({ reason: 'wrong_password' });
    expect((await member.client.request('DELETE', '/api/v1/me', { token: member.token, json: {} })).status).toBe(400);
    expect(await works(other)).toEqual({ access: 200, refresh: 200 });

    const cookie = member.client.cookie;
    const closed = await member.client.request('DELETE', '/api/v1/me', { token: member.token, json: { password: PASSWORD } });
    expect(closed.status).toBe(200);
    expect(Date.parse(closed.body.purgeAfter) - Date.parse(closed.body.closedAt)).toBe(30 * 86_400_000);
    expect(closed.cookie).toMatch(/^vi_refresh=;/);
    expect((await member.client.request('GET', '/api/v1/me', { token: member.token })).status).toBe(401);
    member.client.cookie = cookie;
    expect((await member.client.request('POST', '/api/v1/auth/refresh')).status).toBe(401);
    expect(await works(other)).toEqual({ access: 401, refresh: 401 });
    await mailTo(member.email, /account is closed/);

    // Signing in: the password's owner learns it is closed and until when it can be restored; anyone else, the usual 401.
    const client = new ApiClient(stack.baseUrl);
    const refused = await client.request('POST', '/api/v1/auth/sign-in', { json: { email: member.email, password: PASSWORD } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.details).toEqual({ reason: 'account_closed', purgeAfter: closed.body.purgeAfter });
    expect((await client.request('POST', '/api/v1/auth/sign-in', { json: { email: member.email, password: 'nope' } })).status).toBe(401);

    // The subscription stops renewing: it ends with the paid period.
    const restored = await client.request('POST', '/api/v1/auth/restore', { json: { email: member.email, password: PASSWORD } });
    expect(restored.status).toBe(200);
    expect(restored.cookie).toMatch(/^vi_refresh=[^;]+/);
    const token = restored.body.accessToken;
    expect((await client.request('GET', '/api/v1/me', { token })).body.id).toBe(member.userId);
    await until(async () => {
      const subscription = (await client.request('GET', '/api/v1/billing/subscription', { token })).body;
      return subscription.cancelAtPeriodEnd === true ? subscription : undefined;
    });
    expect((await client.request('GET', '/api/v1/billing/subscription', { token })).body.active).toBe(true);
    const again = await client.request('POST', '/api/v1/auth/restore', { json: { email: member.email, password: PASSWORD } });
    expect(again.status).toBe(409);
    expect(again.body.error.details).toEqual({ reason: 'not_closed' });
  });
});
