/**
 * Browser test: the admin screen (/admin and /webhooks) against the real stack (gateway, identity,
 * sessions-and-limits, chat, billing, feedback, admin and webhook-dispatch serving apps/web/dist),
 * in headless Chromium. A super admin is made as `npm run admin:create` makes one (libs/testing
 * grantAdmin); webhooks go to a local receiver that verifies them with `standardwebhooks`.
 * Build first (`node scripts/build.mjs`). Screenshots go to test-results/web/admin-*.png.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import type { Locator, Page } from 'playwright-core';
import type { UserDirectoryPage } from '@vi/contracts';
import { grantAdmin, newWebhookSecret, startWebhookReceiver, testInfra, until } from '@vi/testing';
import { TIME_ZONE, screenshots, seriousAxeViolations, setUpBrowserTests, signInInBrowser } from './support.js';

const browserTests = setUpBrowserTests({
  stack: {
    only: ['identity', 'sessions-and-limits', 'chat', 'billing', 'feedback', 'admin', 'webhook-dispatch', 'gateway'],
    label: 'admin',
    // The receiver listens on loopback, which webhook-dispatch refuses unless told otherwise.
    env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'loopback', WEBHOOK_POLL_MS: '100' },
  },
  viewport: { width: 1280, height: 900 },
  context: { timezoneId: TIME_ZONE, reducedMotion: 'reduce' },
});
const { uniqueEmail, newPage, signUpByApi, accessTokenFor, api } = browserTests;
const shot = screenshots('admin-');

/** A member made a super admin the way `npm run admin:create` does. */
async function superAdmin(name = 'Sam Super'): Promise<{ id: string; email: string }> {
  const email = uniqueEmail('super');
  const { id } = await signUpByApi(email, name);
  await grantAdmin(browserTests.stack.namespace, id, 'super_admin');
  return { id, email };
}

/** The user directory as an admin reads it (the admin service builds it from events, a moment later). */
async function directory(token: string, query = ''): Promise<UserDirectoryPage> {
  const response = await fetch(`${browserTests.stack.baseUrl}/api/v1/admin/users?${query}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as UserDirectoryPage;
}

/** Makes a member premium through the local checkout, as the billing page does. */
async function makePremium(token: string): Promise<void> {
  const plan = await (await fetch(`${browserTests.stack.baseUrl}/api/v1/billing/plan`, { headers: { Authorization: `Bearer ${token}` } })).json();
  const checkout = (await (await api(token, '/billing/checkout', { priceId: plan.priceId, mode: plan.mode })).json()) as { url: string };
  const id = checkout.url.split('/').pop()!;
  const completed = await api(token, `/billing/local-checkout/${id}/complete`);
  expect(completed.status).toBe(200);
}

const tabs = (page: Page) => page.getByRole('tablist', { name: 'Admin sections' });
const tab = (page: Page, name: 'Users' | 'Webhooks' | 'Admins' | 'Audit Log') => tabs(page).getByRole('tab', { name });
const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name });
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

async function openAdmin(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin', exact: true }).click();
  await page.waitForURL('**/admin');
  await page.getByRole('heading', { level: 1, name: 'Admin Panel' }).waitFor();
}

/** No part of the page is wider than the viewport (once the charts have measured their new width). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.scrollWidth <= window.innerWidth, null, { timeout: 3000 }).catch(() => {});
  const { scrollWidth, width } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

describe('admins managing admins', () => {
  it('a super admin adds a member as admin, who then sees the admin area, and removes them again: their next visit is refused', async () => {
    const boss = await superAdmin();
    const memberEmail = uniqueEmail('promoted');
    const member = await signUpByApi(memberEmail, 'Ada Added');
    const superSide = await newPage();
    let memberSide: Awaited<ReturnType<typeof newPage>> | null = null;
    try {
      const page = superSide.page;
      await signInInBrowser(page, boss.email);
      await page.getByRole('link', { name: 'Open Webhook Settings' }).waitFor();
      await openAdmin(page);
      await page.getByRole('region', { name: 'Last 30 days' }).waitFor();

      // The tabs: a real tablist, Users first, operated by keyboard; a super admin also has the audit log.
      await expect(tabs(page).getByRole('tab').allTextContents()).resolves.toEqual(['Users', 'Webhooks', 'Admins', 'Audit Log']);
      await expect(tab(page, 'Users').getAttribute('aria-selected')).resolves.toBe('true');
      await tab(page, 'Users').focus();
      await page.keyboard.press('ArrowRight');
      await expect(tab(page, 'Webhooks').getAttribute('aria-selected')).resolves.toBe('true');
      await expect(isFocused(tab(page, 'Webhooks'))).resolves.toBe(true);
      await panel(page, 'Webhooks').getByRole('heading', { name: 'Webhooks' }).waitFor();
      await page.keyboard.press('End');
      await expect(tab(page, 'Audit Log').getAttribute('aria-selected')).resolves.toBe('true');
      await page.keyboard.press('ArrowLeft');
      await expect(tab(page, 'Admins').getAttribute('aria-selected')).resolves.toBe('true');

      // The Admins tab loads its list as it opens: the super admin, added by the command line.
      const admins = panel(page, 'Admins');
      const table = admins.getByRole('table');
      // The row whose header is the super admin (their email is also in the "Added By" column of others).
      const rowOf = (email: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader').getByText(email, { exact: true }) });
      const bossRow = rowOf(boss.email);
      await bossRow.waitFor();
      await bossRow.getByText('Super Admin', { exact: true }).waitFor();
      await bossRow.getByText('System', { exact: true }).waitFor();
      await bossRow.getByText(boss.id.slice(0, 8), { exact: true }).waitFor();
      const counter = (name: string) => admins.locator(`dt:text-is("${name}") + dd`);
      await expect(counter('Total Admins').textContent()).resolves.toBe('1');
      await expect(counter('Super Admins').textContent()).resolves.toBe('1');
      await expect(counter('Regular Admins').textContent()).resolves.toBe('0');

      // "Add Admin User": the checks, then the server's "User not found" inline, then the member.
      await admins.getByRole('button', { name: 'Add Admin' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Admin User' });
      await dialog.getByText('The user must already have an account.').waitFor();
      const role = dialog.getByRole('combobox', { name: 'Admin Role' });
      await expect(role.locator('option').allTextContents()).resolves.toEqual(['Admin: standard privileges', 'Super Admin: full system access']);
      await expect(role.inputValue()).resolves.toBe('admin');
      const email = dialog.getByRole('textbox', { name: 'User Email' });
      await dialog.getByRole('button', { name: 'Add Admin' }).click();
      await dialog.getByText('Email is required', { exact: true }).waitFor();
      await email.fill('not-an-email');
      await dialog.getByRole('button', { name: 'Add Admin' }).click();
      await dialog.getByText('Please enter a valid email address.', { exact: true }).waitFor();
      browserTests.allowConsoleErrors(/status of 404/);
      await email.fill(uniqueEmail('nobody'));
      await dialog.getByRole('button', { name: 'Add Admin' }).click();
      await dialog.getByRole('alert').getByText('User not found', { exact: true }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shot(page, 'add-admin-not-found', { fullPage: false });

      await email.fill(memberEmail.toUpperCase());
      await dialog.getByRole('button', { name: 'Add Admin' }).click();
      await dialog.waitFor({ state: 'detached' });
      await admins.getByRole('status').getByText(`${memberEmail} is now an admin.`).waitFor();
      const addedRow = rowOf(memberEmail);
      await addedRow.getByText('Admin', { exact: true }).waitFor();
      await addedRow.getByText(boss.email, { exact: true }).waitFor();
      await addedRow.getByText(member.id.slice(0, 8), { exact: true }).waitFor();
      await expect(counter('Total Admins').textContent()).resolves.toBe('2');
      await expect(counter('Regular Admins').textContent()).resolves.toBe('1');
      // Nobody removes themselves here: the super admin's own row has no Remove.
      await expect(bossRow.getByRole('button').count()).resolves.toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shot(page, 'admins-desktop');

      // The new admin, in a browser of their own: the Admin link, the settings link, the three tabs.
      memberSide = await newPage();
      await signInInBrowser(memberSide.page, memberEmail);
      await memberSide.page.getByRole('link', { name: 'Open Webhook Settings' }).waitFor();
      await openAdmin(memberSide.page);
      await expect(tabs(memberSide.page).getByRole('tab').allTextContents()).resolves.toEqual(['Users', 'Webhooks', 'Admins']);

      // Removed by the super admin, after the confirmation...
      await addedRow.getByRole('button', { name: `Remove ${memberEmail}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Remove Admin' });
      await confirm.getByText('Are you sure you want to remove this admin user?').waitFor();
      await expect(isFocused(confirm.getByRole('button', { name: 'Cancel' }))).resolves.toBe(true);
      await shot(page, 'remove-admin-confirm', { fullPage: false });
      await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
      await confirm.waitFor({ state: 'detached' });
      await admins.getByRole('status').getByText(`${memberEmail} is no longer an admin.`).waitFor();
      await addedRow.waitFor({ state: 'detached' });
      await expect(counter('Total Admins').textContent()).resolves.toBe('1');

      // ...their next look at the admin screen is refused.
      await memberSide.page.reload();
      await memberSide.page.getByRole('heading', { level: 1, name: 'Access Denied' }).waitFor();
      await memberSide.page.getByText('You need admin privileges to access this page.').waitFor();
      await expect(memberSide.page.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).resolves.toBe('/dashboard');
      const refused = await fetch(`${browserTests.stack.baseUrl}/api/v1/admin/admins`, {
        headers: { Authorization: `Bearer ${await accessTokenFor(memberEmail)}` },
      });
      expect(refused.status).toBe(403);
    } finally {
      await memberSide?.context.close();
      await superSide.context.close();
    }
  }, 90_000);

  it('shows a member Access Denied at /admin and /webhooks, with no Admin link and no admin request', async () => {
    const email = uniqueEmail('member');
    await signUpByApi(email, 'Mo Member');
    const { context, page } = await newPage(360, 780);
    const adminRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/admin/')) adminRequests.push(request.url());
    });
    try {
      await signInInBrowser(page, email);
      await expect(page.getByRole('link', { name: 'Admin', exact: true }).count()).resolves.toBe(0);
      await expect(page.getByRole('link', { name: 'Open Webhook Settings' }).count()).resolves.toBe(0);
      for (const path of ['/admin', '/webhooks']) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: 'Access Denied' }).waitFor();
        await page.getByText('You need admin privileges to access this page.').waitFor();
        expect(await seriousAxeViolations(page)).toEqual([]);
      }
      // /webhooks has no navigation bar; /admin has it.
      await expect(page.getByRole('navigation', { name: 'Main' }).count()).resolves.toBe(0);
      await shot(page, 'denied-mobile');
      await page.getByRole('link', { name: 'Back to Dashboard' }).click();
      await page.waitForURL('**/dashboard');
      expect(adminRequests).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);
});

describe('webhooks', () => {
  it('adds a webhook to a local receiver, tests it (signed and verified), edits, sees a failed test, redelivers and deletes it', async () => {
    const secret = newWebhookSecret();
    const receiver = await startWebhookReceiver({ secret });
    const boss = await superAdmin('Wendy Webhooks');
    const { context, page } = await newPage();
    try {
      await signInInBrowser(page, boss.email);
      // The dashboard's settings link: the same screen at /webhooks, no navigation bar, Webhooks open.
      await page.getByRole('link', { name: 'Open Webhook Settings' }).click();
      await page.waitForURL('**/webhooks');
      await page.getByRole('heading', { level: 1, name: 'Admin Panel' }).waitFor();
      await expect(page.getByRole('navigation', { name: 'Main' }).count()).resolves.toBe(0);
      await expect(tab(page, 'Webhooks').getAttribute('aria-selected')).resolves.toBe('true');
      const webhooks = panel(page, 'Webhooks');
      await webhooks.getByText('No webhooks configured', { exact: true }).waitFor();
      await webhooks.getByText('No webhook activity yet', { exact: true }).waitFor();

      // "Add Webhook": type with its description, a required valid URL, the secret's format.
      await webhooks.getByRole('button', { name: 'Add Webhook' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Webhook' });
      const type = dialog.getByRole('combobox', { name: 'Webhook Type' });
      await expect(type.locator('option').allTextContents()).resolves.toEqual(['User Signup', 'Purchase', 'Feedback', 'Account Closed']);
      await dialog.getByText('Sent when a new member signs up.').waitFor();
      await type.selectOption('feedback');
      await dialog.getByText('Sent when a member rates a conversation.').waitFor();
      await type.selectOption('signup');
      await dialog.getByText(/HMAC-SHA256 signature/).waitFor();
      const enable = dialog.getByRole('checkbox', { name: 'Enable webhook' });
      await expect(enable.isChecked()).resolves.toBe(true);
      await dialog.getByRole('button', { name: 'Create' }).click();
      await dialog.getByText('Endpoint URL is required', { exact: true }).waitFor();
      const endpoint = dialog.getByRole('textbox', { name: 'Endpoint URL' });
      await endpoint.fill('not a url');
      await dialog.getByRole('button', { name: 'Create' }).click();
      await dialog.getByText('Endpoint URL must be a valid URL', { exact: true }).waitFor();
      const target = `${receiver.url}/vi/signups/from-the-admin-screen`;
      await endpoint.fill(target);
      const secretField = dialog.getByRole('textbox', { name: /Secret Key/ });
      await secretField.fill('abc');
      await dialog.getByRole('button', { name: 'Create' }).click();
      await dialog.getByText('Secret must be whsec_ followed by base64 of 24 to 64 bytes', { exact: true }).waitFor();
      await dialog.getByRole('button', { name: 'Generate a secret key' }).click();
      await expect(secretField.inputValue()).resolves.toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      await secretField.fill(secret);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shot(page, 'webhook-modal', { fullPage: false });
      await dialog.getByRole('button', { name: 'Create' }).click();
      await dialog.waitFor({ state: 'detached' });

      // The card: type, endpoint cut at 40 characters, secret masked as whsec_… and its last 4 characters
      // until a super admin shows it (asked of the server each time, which records it), enabled.
      const card = webhooks.getByRole('listitem', { name: 'User Signup' });
      await card.getByText(`${target.slice(0, 40)}...`, { exact: true }).waitFor();
      await card.getByText(`whsec_…${secret.slice(-4)}`, { exact: true }).waitFor();
      await expect(card.getByText(secret).count()).resolves.toBe(0);
      await card.getByRole('button', { name: 'Show secret' }).click();
      await card.getByText(secret, { exact: true }).waitFor();
      await card.getByRole('button', { name: 'Hide secret' }).click();
      await card.getByText(`whsec_…${secret.slice(-4)}`, { exact: true }).waitFor();
      await card.getByText('Enabled', { exact: true }).waitFor();

      // Test: delivered, signed, verified by the receiver; the activity reloads with it.
      await card.getByRole('button', { name: 'Test' }).click();
      await card.getByText('Webhook test successful', { exact: true }).waitFor();
      expect(receiver.received).toHaveLength(1);
      expect(receiver.received[0]).toMatchObject({ verified: true, path: '/hooks/vi/signups/from-the-admin-screen' });
      expect(receiver.received[0]!.json).toMatchObject({ type: 'signup', data: { test: true, webhook_type: 'signup' } });
      const activity = page.getByRole('region', { name: 'Recent Activity' });
      const firstLog = activity.getByRole('listitem').first();
      await firstLog.getByText('Delivered', { exact: true }).waitFor();
      await firstLog.getByText('HTTP 200', { exact: true }).waitFor();
      await expect(firstLog.getByRole('button', { name: 'Redeliver' }).count()).resolves.toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shot(page, 'webhooks-desktop');
      await page.setViewportSize({ width: 360, height: 780 });
      await expectNoSidewaysScroll(page);
      await card.scrollIntoViewIfNeeded();
      await shot(page, 'webhooks-mobile');
      await page.setViewportSize({ width: 1280, height: 900 });

      // Edit: the type is locked, the secret field empty (it keeps the secret); disabling shows on the card.
      await card.getByRole('button', { name: 'Edit' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Webhook' });
      await expect(edit.getByRole('combobox', { name: 'Webhook Type' }).isDisabled()).resolves.toBe(true);
      await expect(edit.getByRole('textbox', { name: 'Endpoint URL' }).inputValue()).resolves.toBe(target);
      await expect(edit.getByRole('textbox', { name: /Secret Key/ }).inputValue()).resolves.toBe('');
      await edit.getByText(/Leave it empty to keep the current secret/).waitFor();
      await edit.getByRole('checkbox', { name: 'Enable webhook' }).uncheck();
      await edit.getByRole('button', { name: 'Update' }).click();
      await edit.waitFor({ state: 'detached' });
      await card.getByText('Disabled', { exact: true }).waitFor();

      // A receiver that answers 500: the test fails with the detail, and the log offers Redeliver.
      receiver.setAnswer(() => ({ status: 500, body: '<b>receiver</b> is down for maintenance' }));
      await card.getByRole('button', { name: 'Test' }).click();
      await card.getByText('Webhook test failed', { exact: true }).waitFor();
      await expect(card.getByRole('status').textContent()).resolves.toMatch(/500/);
      const failedLog = activity.getByRole('listitem').first();
      await failedLog.getByText('Failed', { exact: true }).waitFor();
      await failedLog.getByText('<b>receiver</b> is down for maintenance', { exact: true }).waitFor();
      await expect(activity.locator('b').count()).resolves.toBe(0);
      receiver.setAnswer(() => ({ status: 200, body: 'ok' }));
      await failedLog.getByRole('button', { name: 'Redeliver' }).click();
      await activity.getByText('Redelivered successfully', { exact: true }).waitFor();
      await until(() => (receiver.received.length >= 3 ? true : undefined), 10_000, 'the redelivery did not arrive');
      expect(receiver.received[2]!.id).toBe(receiver.received[1]!.id);
      await shot(page, 'webhooks-failed-test');

      // Rotate: the new secret shown this once; the old one still signs (the receiver holds only it).
      await card.getByRole('button', { name: 'Rotate Secret' }).click();
      const rotate = page.getByRole('dialog', { name: 'Rotate Secret' });
      await rotate.getByText(/keeps signing beside it for 24 hours/).waitFor();
      await rotate.getByRole('button', { name: 'Rotate Secret' }).click();
      await rotate.waitFor({ state: 'detached' });
      await card.getByText('The new secret, shown this once. Copy it to your endpoint now.', { exact: true }).waitFor();
      const rotated = await card.locator('.admin-new-secret code').textContent();
      expect(rotated).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      await card.getByText(`whsec_…${rotated!.slice(-4)}`, { exact: true }).waitFor();
      await card.getByText(/^The previous secret also signs until /).waitFor();
      await card.getByRole('button', { name: 'Test' }).click();
      await card.getByText('Webhook test successful', { exact: true }).waitFor();
      expect(receiver.received.at(-1)!.verified).toBe(true);
      expect(receiver.received.at(-1)!.signature).toMatch(/^v1,\S+ v1,\S+$/);
      await card.getByRole('button', { name: 'Done' }).click();
      await expect(card.getByText(rotated!, { exact: true }).count()).resolves.toBe(0);

      // Delete, after the confirmation.
      await card.getByRole('button', { name: 'Delete' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete Webhook' });
      await confirm.getByText('Are you sure you want to delete this webhook configuration?').waitFor();
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await confirm.waitFor({ state: 'detached' });
      await webhooks.getByText('No webhooks configured', { exact: true }).waitFor();
    } finally {
      await context.close();
      await receiver.close();
    }
  }, 90_000);
});

describe('the audit log', () => {
  /** A request to /api/v1 as `token`: GET without a body. */
  const call = (token: string, method: string, path: string, body?: unknown) =>
    fetch(`${browserTests.stack.baseUrl}/api/v1${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('shows a super admin who did what, to whom, when and from where, filtered; a deleted member redacted; plain admins neither see it nor change webhooks', async () => {
    const boss = await superAdmin('Audra Audit');
    const bossToken = await accessTokenFor(boss.email);
    const plainEmail = uniqueEmail('plain');
    const plain = await signUpByApi(plainEmail, 'Pat Plain');
    await grantAdmin(browserTests.stack.namespace, plain.id, 'admin');
    const receiver = await startWebhookReceiver({});
    const { context, page } = await newPage();
    let plainSide: Awaited<ReturnType<typeof newPage>> | null = null;
    let webhookId: string | undefined;
    try {
      const created = await call(bossToken, 'POST', '/admin/webhooks', {
        webhookType: 'purchase',
        endpointUrl: `${receiver.url}/audit`,
        secretKey: newWebhookSecret(),
      });
      expect(created.status).toBe(201);
      const webhook = (await created.json()) as { id: string };
      webhookId = webhook.id;
      // A member the super admin made and then deleted: the entries stay, who they were does not.
      const goneEmail = uniqueEmail('gone');
      const made = await call(bossToken, 'POST', '/admin/users', { email: goneEmail, password: 'calm-waters-42', name: 'Gone Soon', ageVouched: true });
      expect(made.status).toBe(201);
      expect((await call(bossToken, 'DELETE', `/admin/users/${((await made.json()) as { id: string }).id}`)).status).toBe(200);

      // The reveal, in the browser.
      await signInInBrowser(page, boss.email);
      await openAdmin(page);
      await tab(page, 'Webhooks').click();
      const card = panel(page, 'Webhooks').getByRole('listitem', { name: 'Purchase' });
      await card.getByRole('button', { name: 'Show secret' }).click();
      await card.getByRole('button', { name: 'Hide secret' }).waitFor();
      // webhook-dispatch's events reach the log through the stream: wait until it holds them.
      await until(
        async () => {
          const page = (await (
            await fetch(`${browserTests.stack.baseUrl}/api/v1/admin/audit-log?search=${webhook.id}`, { headers: { Authorization: `Bearer ${bossToken}` } })
          ).json()) as { total: number };
          return page.total === 2 ? true : undefined;
        },
        15_000,
        'the reveal is not in the audit log',
      );

      await tab(page, 'Audit Log').click();
      const audit = panel(page, 'Audit Log');
      const table = audit.getByRole('table');
      await table.locator('tbody tr').first().waitFor();
      await expect(table.locator('thead th').allTextContents()).resolves.toEqual(['When', 'Admin', 'Action', 'Acted on', 'Details', 'Address']);
      const row = (action: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: action, exact: true }) });
      const reveal = row('Revealed a webhook secret').filter({ hasText: boss.email });
      await reveal.waitFor();
      await expect(reveal.getByRole('cell').nth(1).textContent()).resolves.toBe(`${boss.email} (Super Admin)`);
      await reveal.getByText('Type: Purchase', { exact: true }).waitFor();
      await expect(reveal.getByRole('cell').nth(4).textContent()).resolves.toMatch(/127\.0\.0\.1/);
      await expect(reveal.getByRole('cell').nth(2).textContent()).resolves.toMatch(/^Webhook/);
      // The member made and deleted: both actions there, the member a "Deleted member".
      await row('Created a user').filter({ hasText: boss.email }).getByText('Deleted member', { exact: true }).waitFor();
      await row('Deleted a user').filter({ hasText: boss.email }).getByText('Deleted member', { exact: true }).waitFor();
      await expect(table.getByText(goneEmail).count()).resolves.toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shot(page, 'audit-log-desktop');

      // Filters, on the server: what was acted on, text, one action, then days with nothing in them.
      await audit.getByRole('combobox', { name: 'Acted on' }).selectOption('member');
      // The filtered page replaces the unfiltered one when the server answers: wait for the
      // reveal to leave rather than counting rows that may still be the old page's.
      await row('Revealed a webhook secret').first().waitFor({ state: 'detached' });
      await row('Deleted a user').first().waitFor();
      await expect(row('Revealed a webhook secret').count()).resolves.toBe(0);
      await audit.getByRole('combobox', { name: 'Acted on' }).selectOption('all');
      await audit.getByRole('searchbox', { name: 'Search' }).fill(webhook.id.slice(0, 13));
      await audit.getByText(/^Showing 1–2 of 2 entries$/).waitFor();
      await audit.getByRole('combobox', { name: 'Action' }).selectOption('webhook.secret-revealed');
      await audit.getByText(/^Showing 1–1 of 1 entries$/).waitFor();
      await audit.getByRole('combobox', { name: 'Action' }).selectOption('all');
      await audit.getByText(/^Showing 1–2 of 2 entries$/).waitFor();
      const tomorrow = new Date(Date.now() + 36 * 3_600_000).toLocaleDateString('en-CA', { timeZone: TIME_ZONE });
      await audit.getByLabel('From', { exact: true }).fill(tomorrow);
      await audit.getByText('No audit log entries match these filters', { exact: true }).waitFor();
      await audit.getByLabel('From', { exact: true }).fill('');
      await audit.getByText(/^Showing 1–2 of 2 entries$/).waitFor();

      // Spanish, 360 px wide.
      await page.evaluate(() => localStorage.setItem('vi.language', 'es'));
      await page.setViewportSize({ width: 360, height: 780 });
      await page.reload();
      await page.getByRole('tab', { name: 'Registro de auditoría' }).click();
      await page.getByRole('tabpanel', { name: 'Registro de auditoría' }).getByRole('rowheader', { name: 'Mostró el secreto de un webhook' }).first().waitFor();
      await expectNoSidewaysScroll(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shot(page, 'audit-log-spanish-mobile');

      // A plain admin: no audit log, and the webhooks for testing and reading only.
      plainSide = await newPage();
      await signInInBrowser(plainSide.page, plainEmail);
      await openAdmin(plainSide.page);
      await expect(tabs(plainSide.page).getByRole('tab').allTextContents()).resolves.toEqual(['Users', 'Webhooks', 'Admins']);
      await tab(plainSide.page, 'Webhooks').click();
      const theirs = panel(plainSide.page, 'Webhooks');
      await theirs.getByText('Only super admins can change webhooks or see their secrets.', { exact: true }).waitFor();
      const plainCard = theirs.getByRole('listitem', { name: 'Purchase' });
      await plainCard.getByRole('button', { name: 'Test' }).waitFor();
      for (const name of ['Add Webhook', 'Show secret', 'Rotate Secret', 'Edit', 'Delete'])
        await expect(theirs.getByRole('button', { name }).count()).resolves.toBe(0);
      expect(await seriousAxeViolations(plainSide.page)).toEqual([]);
      await shot(plainSide.page, 'webhooks-plain-admin');
    } finally {
      // Left as the next tests expect: no webhooks.
      if (webhookId) await call(bossToken, 'DELETE', `/admin/webhooks/${webhookId}`);
      await plainSide?.context.close();
      await context.close();
      await receiver.close();
    }
  }, 120_000);
});

describe('the user directory', () => {
  it('lists the members with their plan and counts, searches and filters on the server, adds and deletes a user, and renders in Spanish at 360 px', async () => {
    const boss = await superAdmin('Uma Users');
    const bossToken = await accessTokenFor(boss.email);
    const tag = Math.random().toString(36).slice(2, 8);
    const premiumEmail = uniqueEmail('premium');
    const premium = await signUpByApi(premiumEmail, `Pia Premium ${tag}`);
    await makePremium(premium.token);
    const freeEmail = uniqueEmail('free');
    const free = await signUpByApi(freeEmail, `Fred Free ${tag}`);
    await browserTests.chatOnce(free.token);
    // A name with markup in it is shown as the text it is.
    const markupName = '<b>Hugo</b> <img src=x onerror="document.title=1">';
    const markupEmail = uniqueEmail('markup');
    await signUpByApi(markupEmail, markupName);
    // The directory follows the events: wait until it shows what the page will be checked against.
    await until(
      async () => {
        const { users } = await directory(bossToken, `search=${tag}`);
        const pia = users.find((u) => u.email === premiumEmail);
        const fred = users.find((u) => u.email === freeEmail);
        const markup = (await directory(bossToken, `search=${encodeURIComponent(markupEmail)}`)).users.length;
        return pia?.isPremium && fred?.chatSessionsCount === 1 && markup === 1 ? true : undefined;
      },
      20_000,
      'the directory did not catch up',
    );

    const { context, page } = await newPage();
    try {
      await signInInBrowser(page, boss.email);
      await openAdmin(page);
      const overview = page.getByRole('region', { name: 'Last 30 days' });
      await overview.getByRole('region', { name: 'Conversations per day' }).waitFor();
      await overview.getByRole('region', { name: 'Sign-ups per day' }).waitFor();
      await overview.getByRole('region', { name: 'Members by plan' }).waitFor();
      await overview.getByRole('region', { name: 'Feedback ratings' }).waitFor();
      // Each chart's numbers are also a table (for screen readers).
      await overview.getByRole('table', { name: 'Sign-ups per day, day by day' }).waitFor({ state: 'attached' });

      const users = panel(page, 'Users');
      const table = users.getByRole('table');
      await expect(table.locator('thead th').allTextContents()).resolves.toEqual([
        'Name',
        'Email',
        'Plan',
        'Voice Sessions',
        'Chat Sessions',
        'Feedback',
        'Created',
        'Last Sign-in',
        'Actions',
      ]);
      const row = (email: string) => table.getByRole('row').filter({ hasText: email });
      await row(premiumEmail).getByText('Premium', { exact: true }).waitFor();
      await row(freeEmail).getByText('Free', { exact: true }).waitFor();
      await expect(row(freeEmail).getByRole('cell').allTextContents()).resolves.toEqual(
        expect.arrayContaining([freeEmail, 'Free', '0', '1', '0']) as unknown as string[],
      );
      await users.getByText(/^Showing 1–\d+ of \d+ users$/).waitFor();
      await row(markupEmail).getByRole('rowheader', { name: markupName }).waitFor();
      await expect(table.locator('b, img').count()).resolves.toBe(0);

      // Search, any case, on the server.
      const search = users.getByRole('searchbox', { name: 'Search' });
      await search.fill(`PIA PREMIUM ${tag.toUpperCase()}`);
      await users.getByText('Showing 1–1 of 1 users', { exact: true }).waitFor();
      await row(premiumEmail).waitFor();
      await search.fill(tag);
      await users.getByText('Showing 1–2 of 2 users', { exact: true }).waitFor();
      const plan = users.getByRole('combobox', { name: 'Plan' });
      await plan.selectOption('premium');
      await users.getByText('Showing 1–1 of 1 users', { exact: true }).waitFor();
      await row(premiumEmail).waitFor();
      await plan.selectOption('free');
      await users.getByText('Showing 1–1 of 1 users', { exact: true }).waitFor();
      await row(freeEmail).waitFor();
      await search.fill(`nobody-${tag}`);
      await users.getByText('No users found matching your criteria', { exact: true }).waitFor();
      await search.fill('');
      await plan.selectOption('all');
      await row(premiumEmail).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shot(page, 'users-desktop');

      // "Add User", then delete them (a super admin may).
      const newEmail = uniqueEmail('made');
      await users.getByRole('button', { name: 'Add User' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add User' });
      await dialog.getByRole('textbox', { name: 'Full Name' }).fill(`Nina New ${tag}`);
      await dialog.getByRole('textbox', { name: 'Email' }).fill(newEmail);
      await dialog.getByLabel(/^Password/).fill('calm-waters-42');
      // The admin vouches for the member's age: Create stays off until they do.
      await expect(dialog.getByRole('button', { name: 'Create User' }).isDisabled()).resolves.toBe(true);
      await dialog.getByRole('checkbox', { name: 'I confirm that this person is 18 years of age or older' }).check();
      await dialog.getByRole('button', { name: 'Create User' }).click();
      await dialog.waitFor({ state: 'detached' });
      await users.getByRole('status').getByText(`${newEmail} was created.`).waitFor();
      await search.fill(`nina new ${tag}`);
      await row(newEmail).waitFor({ timeout: 15_000 });
      await row(newEmail)
        .getByRole('button', { name: `Delete ${newEmail}` })
        .click();
      const confirm = page.getByRole('dialog', { name: 'Delete User' });
      await confirm.getByText(new RegExp(`Are you sure you want to delete ${newEmail.replace(/[.+]/g, '\\$&')}\\?`)).waitFor();
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await confirm.waitFor({ state: 'detached' });
      await users.getByRole('status').getByText(`${newEmail} was deleted.`).waitFor();
      await until(async () => ((await directory(bossToken, `search=${encodeURIComponent(newEmail)}`)).total === 0 ? true : undefined), 10_000);

      // Spanish, 360 px wide: the same screen, nothing sideways.
      await page.evaluate(() => localStorage.setItem('vi.language', 'es'));
      await page.setViewportSize({ width: 360, height: 780 });
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Panel de administración' }).waitFor();
      await expect(page.getByRole('tablist', { name: 'Secciones de administración' }).getByRole('tab').allTextContents()).resolves.toEqual([
        'Usuarios',
        'Webhooks',
        'Administradores',
        'Registro de auditoría',
      ]);
      await page.getByRole('region', { name: 'Últimos 30 días' }).getByRole('region', { name: 'Conversaciones por día' }).waitFor();
      const usuarios = page.getByRole('tabpanel', { name: 'Usuarios' });
      await usuarios.getByRole('table').getByRole('row').filter({ hasText: premiumEmail }).getByText('Premium', { exact: true }).waitFor();
      await usuarios.getByText(/^Mostrando 1–\d+ de \d+ usuarios$/).waitFor();
      await expectNoSidewaysScroll(page);
      await shot(page, 'users-spanish-mobile');
      await page.getByRole('tab', { name: 'Webhooks' }).click();
      await page.getByText('No hay webhooks configurados', { exact: true }).waitFor();
      await page.getByRole('tab', { name: 'Administradores' }).click();
      await page.getByRole('tabpanel', { name: 'Administradores' }).getByText('Superadministrador', { exact: true }).first().waitFor();
      await expectNoSidewaysScroll(page);
      await shot(page, 'admins-spanish-mobile');
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});

describe('failures', () => {
  it('says what failed, with the server’s sentence, and the lists come back on Retry', async () => {
    const boss = await superAdmin('Fay Failures');
    const { context, page } = await newPage();
    browserTests.allowConsoleErrors(/status of (503|403|400)/);
    const refuse = (status: number, code: string, message: string) => ({
      status,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code, message } }),
    });
    try {
      await signInInBrowser(page, boss.email);
      await page.route('**/api/v1/admin/users?*', (route) => route.fulfill(refuse(503, 'SERVICE_UNAVAILABLE', 'The admin service is not answering')));
      await page.route('**/api/v1/admin/overview', (route) => route.fulfill(refuse(503, 'SERVICE_UNAVAILABLE', 'The admin service is not answering')));
      await openAdmin(page);
      const users = panel(page, 'Users');
      const failure = users.getByRole('alert');
      await failure.getByText('Failed to fetch users', { exact: true }).waitFor();
      await failure.getByText('The admin service is not answering', { exact: true }).waitFor();
      await page.getByRole('region', { name: 'Last 30 days' }).getByText('Failed to fetch the overview', { exact: true }).waitFor();
      await shot(page, 'failures', { fullPage: false });
      await page.unroute('**/api/v1/admin/users?*');
      await failure.getByRole('button', { name: 'Retry' }).click();
      await users.getByRole('table').getByRole('row').filter({ hasText: boss.email }).waitFor();

      // The admins list refused (a member's sentence), then a webhook the server will not save.
      await page.route('**/api/v1/admin/admins', (route) => route.fulfill(refuse(403, 'FORBIDDEN', 'Only admins can view admin users')));
      await tab(page, 'Admins').click();
      const admins = panel(page, 'Admins').getByRole('alert');
      await admins.getByText('Failed to fetch admin users', { exact: true }).waitFor();
      await admins.getByText('Only admins can view admin users', { exact: true }).waitFor();

      await page.route('**/api/v1/admin/webhooks', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill(refuse(400, 'VALIDATION_FAILED', 'Endpoint 10.0.0.5 is a private address; webhooks may only go to public addresses'))
          : route.continue(),
      );
      await tab(page, 'Webhooks').click();
      await panel(page, 'Webhooks').getByRole('button', { name: 'Add Webhook' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Webhook' });
      await dialog.getByRole('textbox', { name: 'Endpoint URL' }).fill('https://10.0.0.5/hooks');
      await dialog.getByRole('button', { name: 'Create' }).click();
      const saveFailure = dialog.getByRole('alert');
      await saveFailure.getByText('Failed to save webhook configuration', { exact: true }).waitFor();
      await saveFailure.getByText(/^Endpoint 10\.0\.0\.5 is a private address/).waitFor();
      await expect(dialog.getByRole('button', { name: 'Create' }).isEnabled()).resolves.toBe(true);
      await shot(page, 'webhook-save-failed', { fullPage: false });
    } finally {
      await context.close();
    }
  }, 60_000);
});

describe('crisis referrals on the overview', () => {
  /** `YYYY-MM` in UTC, `back` months before this one. */
  const monthBack = (back: number) => {
    const now = new Date();
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
  };

  /** Replaces chat's anonymous referral counts by these rows (month, level, channel, language, count). */
  async function setCounts(rows: [string, string, string, string, number][]): Promise<void> {
    const db = new pg.Client({ connectionString: testInfra().databaseUrl });
    await db.connect();
    try {
      const table = `"${browserTests.stack.namespace}_chat"."referral_counts"`;
      await db.query(`DELETE FROM ${table}`);
      for (const row of rows) await db.query(`INSERT INTO ${table} ("month", "level", "channel", "language", "count") VALUES ($1, $2, $3, $4, $5)`, row);
    } finally {
      await db.end();
    }
  }

  it('shows this month and the last 12 months by level and channel, downloads the CSV, and says when there are none', async () => {
    const boss = await superAdmin('Rita Referrals');
    await setCounts([]);
    const { context, page } = await newPage();
    try {
      await signInInBrowser(page, boss.email);
      await openAdmin(page);
      const referrals = page.getByRole('region', { name: 'Crisis referrals', exact: true });
      await referrals.getByText('No crisis referrals recorded.', { exact: true }).waitFor();
      // The CSV of nothing is its header.
      const [empty] = await Promise.all([page.waitForEvent('download'), referrals.getByRole('button', { name: 'Download CSV' }).click()]);
      expect(empty.suggestedFilename()).toBe('vi-referral-counts.csv');
      expect(readFileSync((await empty.path())!, 'utf8')).toBe('month,level,channel,language,count\r\n');

      await setCounts([
        [monthBack(0), 'imminent', 'text', 'en', 2],
        [monthBack(0), 'concern', 'platform_voice', 'other', 1],
        [monthBack(3), 'urgent', 'browser_voice', 'es', 4],
        // 13 months ago: in the file, not in the last 12 months.
        [monthBack(13), 'urgent', 'text', 'fr', 100],
      ]);
      await page.reload();
      await referrals.getByRole('heading', { name: 'Crisis referrals' }).waitFor();
      const figure = (label: string) => referrals.locator(`.admin-figure:has(.admin-figure-label:text-is("${label}")) .admin-figure-value`);
      await expect(figure('This month').textContent()).resolves.toBe('3');
      await expect(figure('Last 12 months').textContent()).resolves.toBe('7');
      const table = referrals.getByRole('table', { name: 'Crisis referrals by level and by channel' });
      const cells = (label: string) =>
        table
          .getByRole('row')
          .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
          .getByRole('cell')
          .allTextContents();
      await expect(table.locator('thead th').allTextContents()).resolves.toEqual(['Counted', 'This month', 'Last 12 months']);
      await expect(cells('Concern')).resolves.toEqual(['1', '1']);
      await expect(cells('Urgent')).resolves.toEqual(['0', '4']);
      await expect(cells('Imminent')).resolves.toEqual(['2', '2']);
      await expect(cells('Text chat')).resolves.toEqual(['2', '2']);
      await expect(cells('Voice in the browser')).resolves.toEqual(['0', '4']);
      await expect(cells('Voice on the platform')).resolves.toEqual(['1', '1']);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await referrals.scrollIntoViewIfNeeded();
      await shot(page, 'referrals-desktop', { fullPage: false });

      // The file: every row, newest month first, nothing but the five columns.
      const [file] = await Promise.all([page.waitForEvent('download'), referrals.getByRole('button', { name: 'Download CSV' }).click()]);
      expect(file.suggestedFilename()).toBe('vi-referral-counts.csv');
      expect(readFileSync((await file.path())!, 'utf8').split('\r\n')).toEqual([
        'month,level,channel,language,count',
        `${monthBack(0)},imminent,text,en,2`,
        `${monthBack(0)},concern,platform_voice,other,1`,
        `${monthBack(3)},urgent,browser_voice,es,4`,
        `${monthBack(13)},urgent,text,fr,100`,
        '',
      ]);

      // A download the server refuses says so, with its sentence.
      browserTests.allowConsoleErrors(/status of 503/);
      await page.route('**/api/v1/admin/referrals.csv', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'UPSTREAM_UNAVAILABLE', message: 'The chat service is not answering' } }),
        }),
      );
      await referrals.getByRole('button', { name: 'Download CSV' }).click();
      const refused = referrals.getByRole('alert');
      await refused.getByText('Failed to download the CSV', { exact: true }).waitFor();
      await refused.getByText('The chat service is not answering', { exact: true }).waitFor();
      await page.unroute('**/api/v1/admin/referrals.csv');

      // Spanish, 360 px wide.
      await page.evaluate(() => localStorage.setItem('vi.language', 'es'));
      await page.setViewportSize({ width: 360, height: 780 });
      await page.reload();
      const derivaciones = page.getByRole('region', { name: 'Derivaciones por crisis', exact: true });
      await derivaciones.getByRole('table', { name: 'Derivaciones por crisis por nivel y por canal' }).waitFor({ state: 'attached' });
      await derivaciones.getByRole('rowheader', { name: 'Inminente', exact: true }).waitFor();
      await derivaciones.getByRole('button', { name: 'Descargar CSV' }).waitFor();
      await expectNoSidewaysScroll(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shot(page, 'referrals-spanish-mobile');
    } finally {
      await context.close();
    }
  }, 90_000);
});
