/**
 * Browser test: sign-up, session restore on reload, sign-out and the sign-up page's refusals,
 * in headless Chromium against the real stack (gateway + identity serving apps/web/dist).
 * Build the SPA first (`npx nx build @vi/web`). Screenshots go to test-results/web/.
 */
import { describe, expect, it } from '@jest/globals';
import { PASSWORD, fillSignUp, screenshots, setUpBrowserTests, signUpInBrowser } from './support.js';

const browserTests = setUpBrowserTests({ stack: { only: ['identity', 'sessions-and-limits', 'gateway'], label: 'web' } });
const { uniqueEmail, newPage } = browserTests;
const shot = screenshots();

describe('signing up, staying signed in and signing out', () => {
  it('creates an account on /signup, keeps it across a reload and signs out to the landing page', async () => {
    const { context, page } = await newPage();
    const email = uniqueEmail('flow');
    try {
      await page.goto('/signup');
      await fillSignUp(page, 'Ana Calma', email);
      const create = page.getByRole('button', { name: 'Create Account' });
      await expect(create.isDisabled()).resolves.toBe(true);
      await page.getByLabel(/18 years of age or older/).check();
      await shot(page, 'signup-filled');
      await create.click();

      await page.waitForURL('**/dashboard');
      await page.getByRole('heading', { name: 'Welcome back, Ana Calma!' }).waitFor();
      await shot(page, 'dashboard');

      await page.reload();
      await page.getByRole('heading', { name: 'Welcome back, Ana Calma!' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/dashboard');

      await page.getByRole('button', { name: 'Ana Calma' }).click();
      await page.getByRole('banner').getByText(email).waitFor();
      await shot(page, 'dashboard-user-menu');
      await page.getByRole('button', { name: 'Ana Calma' }).click();

      await page.getByRole('main').getByRole('button', { name: 'Sign Out', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('button', { name: 'Start Free Sessions' }).waitFor();

      // The refresh cookie is gone too: the dashboard sends us back to the landing page.
      await page.goto('/dashboard');
      await page.waitForURL((url) => url.pathname === '/');
    } finally {
      await context.close();
    }
  });

  it('signs in from the landing dialog and refuses a wrong password', async () => {
    // The browser logs the refused request (401); the page shows the spec's sentence.
    browserTests.allowConsoleErrors(/Failed to load resource: the server responded with a status of 401/);
    const { context, page } = await newPage();
    const email = uniqueEmail('dialog');
    try {
      await signUpInBrowser(page, 'Bo Dialog', email);
      await page.getByRole('main').getByRole('button', { name: 'Sign Out', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await shot(page, 'landing');

      await page.getByRole('button', { name: 'Sign In' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
      await dialog.waitFor();
      await dialog.getByLabel('Email', { exact: true }).fill(email);
      await dialog.getByLabel('Password', { exact: true }).fill('not-the-password');
      await dialog.getByRole('button', { name: 'Sign In' }).click();
      await dialog.getByText('Invalid email or password. Please check your credentials and try again.').waitFor();
      await shot(page, 'dialog-sign-in-error');

      await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await dialog.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL('**/dashboard');
      await page.getByRole('heading', { name: 'Welcome back, Bo Dialog!' }).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('the sign-up page', () => {
  it('says when the email already has an account', async () => {
    // The browser logs the refused request (409); the page shows the spec's sentence.
    browserTests.allowConsoleErrors(/Failed to load resource: the server responded with a status of 409/);
    const email = uniqueEmail('dup');
    const first = await newPage();
    try {
      await signUpInBrowser(first.page, 'First Owner', email);
    } finally {
      await first.context.close();
    }

    const { context, page } = await newPage();
    try {
      await page.goto('/signup');
      await fillSignUp(page, 'Second Try', email);
      await page.getByLabel(/18 years of age or older/).check();
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByText('An account with this email already exists. Please try signing in instead.').waitFor();
      expect(new URL(page.url()).pathname).toBe('/signup');
      await shot(page, 'signup-duplicate-email');
    } finally {
      await context.close();
    }
  });

  it('keeps Create Account disabled until 18+ is ticked, and Google sign-up is not available yet', async () => {
    const { context, page } = await newPage(360, 780);
    try {
      await page.goto('/signup');
      const create = page.getByRole('button', { name: 'Create Account' });
      await expect(create.isDisabled()).resolves.toBe(true);
      await page.getByLabel(/18 years of age or older/).check();
      await expect(create.isDisabled()).resolves.toBe(false);
      await page.getByLabel(/18 years of age or older/).uncheck();
      await expect(create.isDisabled()).resolves.toBe(true);

      await page.getByRole('button', { name: 'Continue with Google' }).click();
      await page.getByText('Google signup coming soon! Please use email signup for now.').waitFor();
      await shot(page, 'signup-mobile-google');
    } finally {
      await context.close();
    }
  });

  it('sends a visitor without a session from a signed-in page to the landing page', async () => {
    const { context, page } = await newPage(360, 780);
    try {
      await page.goto('/voice');
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('button', { name: 'Start Free Sessions' }).click();
      await page.getByRole('dialog', { name: 'Join Vi' }).waitFor();
      await shot(page, 'landing-mobile-dialog');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });
});
