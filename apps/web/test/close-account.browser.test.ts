/**
 * Browser test: a member deletes their own account and restores it (issue 30) against the real
 * stack (gateway, identity, sessions-and-limits, chat, billing, feedback and admin serving
 * apps/web/dist). Build first (`node scripts/build.mjs`). Screenshots go to
 * test-results/web/close-account-*.png.
 */
import { describe, expect, it } from '@jest/globals';
import type { Page, Response as PageResponse } from 'playwright-core';
import type { AccountClosed, UserDirectoryPage } from '@vi/contracts';
import { grantAdmin, until } from '@vi/testing';
import { PASSWORD, TIME_ZONE, screenshots, seriousAxeViolations, setUpBrowserTests, signInInBrowser, signUpInBrowser } from './support.js';

const browserTests = setUpBrowserTests({
  stack: { only: ['identity', 'sessions-and-limits', 'chat', 'billing', 'feedback', 'admin', 'gateway'], label: 'close' },
  viewport: { width: 1280, height: 800 },
  context: { timezoneId: TIME_ZONE, reducedMotion: 'reduce', locale: 'en-US' },
});
const { uniqueEmail, newPage, signUpByApi, accessTokenFor } = browserTests;
const shot = screenshots('close-account-');

/** The date and time a closed account can be restored until, as the pages say it (en-US, the browser's zone). */
const restoreUntil = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: TIME_ZONE }).format(new Date(iso));

function getMe(token: string): Promise<Response> {
  return fetch(`${browserTests.stack.baseUrl}/api/v1/me`, { headers: { Authorization: `Bearer ${token}`, 'X-Time-Zone': TIME_ZONE } });
}

/** DELETE /api/v1/me as the test would, outside the browser. */
async function closeByApi(token: string): Promise<AccountClosed> {
  const response = await fetch(`${browserTests.stack.baseUrl}/api/v1/me`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'X-Time-Zone': TIME_ZONE },
    body: JSON.stringify({ password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as AccountClosed;
}

async function expectNoSeriousAxeViolations(page: Page) {
  await expect(seriousAxeViolations(page)).resolves.toEqual([]);
}

const isCloseAnswer = (response: PageResponse) => new URL(response.url()).pathname === '/api/v1/me' && response.request().method() === 'DELETE';

describe('deleting my account', () => {
  it('asks for the password (a wrong one closes nothing), closes the account and signs out everywhere; signing in then offers to restore it, which signs in', async () => {
    // The refused requests are logged by the browser: the wrong password (403), the closed account's sign-in (403).
    browserTests.allowConsoleErrors(/Failed to load resource: the server responded with a status of (401|403)/);
    const email = uniqueEmail('member');
    const { context, page } = await newPage();
    try {
      await signUpInBrowser(page, 'Noor Leaving', email);
      // Another session of the same member, to see that it ends too.
      const otherSession = await accessTokenFor(email);

      const zone = page.locator('.danger-zone');
      await zone.getByRole('heading', { name: 'Delete Account' }).waitFor();
      await zone.getByRole('button', { name: 'Delete my account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await dialog.waitFor();
      for (const fact of [
        'You are signed out on every device.',
        'Your account is closed at once.',
        'For 30 days you can restore it: sign in with your email and password and choose "Restore my account".',
        'After 30 days, everything you wrote and everything about you is deleted for good. It cannot be recovered.',
        'If you have a subscription, it ends with the period you have already paid for. You will not be charged again.',
        'Crisis resources stay open to everyone, with or without an account.',
      ]) {
        await dialog.getByText(fact).waitFor();
      }
      const password = dialog.getByLabel('Your password', { exact: true });
      // The dialog opens on the password field.
      await expect(password.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await expectNoSeriousAxeViolations(page);
      await shot(page, 'dialog', { fullPage: false });

      // A wrong password: said in place, nothing closed.
      await password.fill('not-my-password');
      await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
      await dialog.getByText('That is not your current password. Please try again.').waitFor();
      await expect(getMe(otherSession).then((r) => r.status)).resolves.toBe(200);
      await shot(page, 'dialog-wrong-password', { fullPage: false });

      // Keep my account closes the dialog and changes nothing.
      await dialog.getByRole('button', { name: 'Keep my account' }).click();
      await dialog.waitFor({ state: 'detached' });
      await zone.getByRole('button', { name: 'Delete my account' }).click();
      await dialog.getByLabel('Your password', { exact: true }).fill(PASSWORD);
      const answer = page.waitForResponse(isCloseAnswer);
      await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
      const closed = (await (await answer).json()) as AccountClosed;
      expect(Date.parse(closed.purgeAfter) - Date.parse(closed.closedAt)).toBe(30 * 24 * 60 * 60 * 1000);

      // Signed out, on a page that says until when it can be restored.
      await page.waitForURL('**/account-closed');
      await page.getByRole('heading', { name: 'Your account is closed', level: 1 }).waitFor();
      await page
        .getByText(`You can still restore it until ${restoreUntil(closed.purgeAfter)}: sign in with your email and password and choose "Restore my account".`)
        .waitFor();
      await page.getByRole('link', { name: 'Crisis resources' }).first().waitFor();
      await expectNoSeriousAxeViolations(page);
      await shot(page, 'closed-page');
      await expect(getMe(otherSession).then((r) => r.status)).resolves.toBe(401);
      await page.goto('/dashboard');
      await page.waitForURL((url) => url.pathname === '/');

      // Signing in offers the restore, with the date; nothing is signed in yet.
      await page.goto('/login');
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByText(`This account is closed. You can restore it until ${restoreUntil(closed.purgeAfter)}.`).waitFor();
      await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).count()).resolves.toBe(0);
      await expect(page.url()).toMatch(/\/login$/);
      await expectNoSeriousAxeViolations(page);
      await shot(page, 'restore-offer');

      await page.getByRole('button', { name: 'Restore my account' }).click();
      await page.waitForURL('**/dashboard');
      await page.getByRole('heading', { name: 'Welcome back, Noor Leaving!' }).waitFor();
      // The dashboard works: its data loads and the session lives on across a reload.
      await page.getByRole('region', { name: 'Account Settings' }).getByText(email).first().waitFor();
      await page.reload();
      await page.getByRole('heading', { name: 'Welcome back, Noor Leaving!' }).waitFor();
      await shot(page, 'restored');
    } finally {
      await context.close();
    }
  });

  it('at 360 px: the dialog, the closed page and the restore offer in the sign-in dialog fit the screen', async () => {
    browserTests.allowConsoleErrors(/Failed to load resource: the server responded with a status of (401|403)/);
    const email = uniqueEmail('narrow');
    const { context, page } = await newPage(360, 740);
    try {
      await signUpInBrowser(page, 'Ana Narrow', email);
      await page.locator('.danger-zone').getByRole('button', { name: 'Delete my account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await dialog.getByLabel('Your password', { exact: true }).fill(PASSWORD);
      await shot(page, 'dialog-mobile', { fullPage: false });
      await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
      await page.getByRole('heading', { name: 'Your account is closed', level: 1 }).waitFor();
      await shot(page, 'closed-page-mobile');
      await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);

      // The sign-in dialog of the home page offers the restore too.
      await page.goto('/');
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await page.getByRole('button', { name: 'Sign In', exact: true }).first().click();
      const signIn = page.getByRole('dialog', { name: 'Welcome Back' });
      await signIn.getByLabel('Email', { exact: true }).fill(email);
      await signIn.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await signIn.getByRole('button', { name: 'Sign In' }).click();
      await signIn.getByText(/^This account is closed\. You can restore it until .+\.$/).waitFor();
      await expectNoSeriousAxeViolations(page);
      await shot(page, 'restore-offer-dialog-mobile', { fullPage: false });
      await signIn.getByRole('button', { name: 'Restore my account' }).click();
      await page.waitForURL('**/dashboard');
      await page.getByRole('heading', { name: 'Welcome back, Ana Narrow!' }).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('the admin directory', () => {
  it('shows Closed, with the date, beside a member who closed their account', async () => {
    const adminEmail = uniqueEmail('admin');
    const admin = await signUpByApi(adminEmail, 'Sam Super');
    await grantAdmin(browserTests.stack.namespace, admin.id, 'super_admin');
    const leaverEmail = uniqueEmail('leaver');
    const leaver = await signUpByApi(leaverEmail, 'Lou Leaver');
    const stayerEmail = uniqueEmail('stayer');
    await signUpByApi(stayerEmail, 'Sol Stayer');
    const closed = await closeByApi(leaver.token);

    // The admin service builds the directory from events, a moment later.
    const adminToken = await accessTokenFor(adminEmail);
    await until(async () => {
      const response = await fetch(`${browserTests.stack.baseUrl}/api/v1/admin/users?search=${encodeURIComponent(leaverEmail)}`, {
        headers: { Authorization: `Bearer ${adminToken}` },
      });
      const page = (await response.json()) as UserDirectoryPage;
      return page.users[0]?.closedAt ? true : undefined;
    });

    const { context, page } = await newPage();
    try {
      await signInInBrowser(page, adminEmail);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin', exact: true }).click();
      await page.waitForURL('**/admin');
      const users = page.getByRole('tabpanel', { name: 'Users' });
      const rowOf = (email: string) => users.getByRole('row').filter({ hasText: email });
      const closedOn = `Closed by the member on ${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: TIME_ZONE }).format(new Date(closed.closedAt))}`;
      const badge = rowOf(leaverEmail).locator('.admin-badge-closed');
      await badge.waitFor();
      await expect(badge.getAttribute('title')).resolves.toBe(closedOn);
      await rowOf(leaverEmail)
        .getByRole('rowheader', { name: `Lou Leaver ${closedOn}` })
        .waitFor();
      await expect(rowOf(stayerEmail).locator('.admin-badge-closed').count()).resolves.toBe(0);
      await expectNoSeriousAxeViolations(page);
      await badge.scrollIntoViewIfNeeded();
      await shot(page, 'admin-directory', { fullPage: false });
    } finally {
      await context.close();
    }
  });
});
