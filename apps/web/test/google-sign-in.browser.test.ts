import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { type LocalOidcProvider, startOidcProvider } from '@vi/testing';
import { PASSWORD, TIME_ZONE, screenshots, setUpBrowserTests } from './support.js';

/*
 * "Continue with Google" in Chromium against a real OpenID provider (oidc-provider) run in this
 * test process, never Google: a new member ticks 18+ and gets an account, a returning member is
 * signed in by Google alone, and an account that used the address before is linked by its password.
 */

// The provider starts first (this hook is registered before the stack's), so identity gets its address.
const stackOptions = { only: ['identity', 'sessions-and-limits', 'gateway'], label: 'google', env: {} as Record<string, string> };
let oidc: LocalOidcProvider | undefined;
beforeAll(async () => {
  oidc = await startOidcProvider();
  Object.assign(stackOptions.env, oidc.env);
});

const browserTests = setUpBrowserTests({
  stack: stackOptions,
  viewport: { width: 1280, height: 800 },
  context: { timezoneId: TIME_ZONE, reducedMotion: 'reduce', locale: 'en-US' },
});
const { uniqueEmail, newPage, signUpByApi } = browserTests;
const shot = screenshots('google-');

beforeAll(() => {
  oidc!.allowRedirectUri(`${browserTests.stack.baseUrl}/api/v1/auth/google/callback`);
});

afterAll(async () => {
  await oidc?.stop();
});

/** From a page with the Google button (once the server said Google is offered) through the provider's sign-in form. */
async function continueWithGoogle(page: Page, path: '/signup' | '/login', email: string): Promise<void> {
  const offered = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/providers'));
  await page.goto(path);
  expect(await (await offered).json()).toEqual({ google: true });
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.waitForURL(`${oidc!.issuer}/**`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('Google sign-in in the browser', () => {
  it('makes an account for a new member once 18+ is ticked, and signs them in with Google next time', async () => {
    const email = uniqueEmail('new');
    oidc!.addPerson({ subject: `google-new-${Date.now()}`, email, name: 'Gwen Google' });
    const { context, page } = await newPage();
    try {
      await continueWithGoogle(page, '/signup', email);
      await page.waitForURL('**/google-sign-in');
      await page.getByRole('heading', { name: 'One Last Step' }).waitFor();
      await page.getByText(`Google confirmed ${email}.`).waitFor();
      // The secret left the address bar.
      expect(new URL(page.url()).hash).toBe('');
      const create = page.getByRole('button', { name: 'Create Account' });
      await expect(create.isDisabled()).resolves.toBe(true);
      await shot(page, 'age-step');
      await page.getByLabel(/18 years of age or older/).check();
      await create.click();
      await page.waitForURL('**/dashboard');
      await page.getByRole('heading', { name: 'Welcome back, Gwen Google!' }).waitFor();
    } finally {
      await context.close();
    }

    // A fresh browser: Google alone signs the member in, from the sign-in page.
    const second = await newPage();
    try {
      await continueWithGoogle(second.page, '/login', email);
      await second.page.waitForURL('**/dashboard');
      await second.page.getByRole('heading', { name: 'Welcome back, Gwen Google!' }).waitFor();
      await shot(second.page, 'returning-dashboard');
    } finally {
      await second.context.close();
    }
  });

  it('links an account that already uses the address after its password, then signs in', async () => {
    const email = uniqueEmail('existing');
    await signUpByApi(email, 'Ella Existing');
    oidc!.addPerson({ subject: `google-existing-${Date.now()}`, email, name: 'Not Ella' });
    const { context, page } = await newPage();
    try {
      await continueWithGoogle(page, '/signup', email);
      await page.waitForURL('**/google-sign-in');
      await page.getByRole('heading', { name: 'You Already Have an Account' }).waitFor();
      browserTests.allowConsoleErrors(/401/);
      await page.getByLabel('Password', { exact: true }).fill('not-the-password');
      await page.getByRole('button', { name: 'Link Google and Sign In' }).click();
      await page.getByRole('alert').getByText('That password is not correct.').waitFor();
      await shot(page, 'link-wrong-password');
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Link Google and Sign In' }).click();
      await page.waitForURL('**/dashboard');
      await page.getByRole('heading', { name: 'Welcome back, Ella Existing!' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('shows why when the answer does not belong to this browser', async () => {
    const { context, page } = await newPage(360, 780);
    try {
      await page.goto('/api/v1/auth/google/callback?code=abc&state=forged');
      await page.waitForURL('**/google-sign-in');
      await page.getByText('This Google sign-in did not start in this browser, or it was changed on the way. Please start again.').waitFor();
      await shot(page, 'refused-mobile');
    } finally {
      await context.close();
    }
  });
});
