/**
 * Browser test: the member dashboard and the navigation bar against the real stack (gateway,
 * identity, sessions-and-limits serving apps/web/dist), in headless Chromium.
 * Build first (`node scripts/build.mjs`). Screenshots go to test-results/web/dashboard-*.png.
 */
import { describe, expect, it } from '@jest/globals';
import { FREE_CHAT_CONVERSATIONS_PER_MONTH, FREE_VOICE_CONVERSATIONS_PER_MONTH } from '@vi/contracts';
import type { Page } from 'playwright-core';
import { TIME_ZONE, screenshots, setUpBrowserTests, signUpInBrowser } from './support.js';

const SESSIONS = 'sessions-and-limits';

const browserTests = setUpBrowserTests({
  // Chat too: the navigation bar's Chat button opens the chat page, which asks the chat service.
  stack: { only: ['identity', SESSIONS, 'chat', 'gateway'], label: 'dash' },
  viewport: { width: 1280, height: 900 },
  context: { timezoneId: TIME_ZONE, reducedMotion: 'reduce' },
});
const { uniqueEmail, newPage, accessTokenFor, chatOnce } = browserTests;
const shot = screenshots('dashboard-');

const card = (page: Page, title: 'Voice Conversations' | 'Chat Conversations') => page.getByRole('region', { name: title });

describe('the dashboard of a new member', () => {
  it('shows none of the free allowance used and all of it remaining on both cards, asks in the member time zone, and saves a profile edit', async () => {
    const { context, page } = await newPage();
    const usageRequests: Array<string | undefined> = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/usage') usageRequests.push(request.headers()['x-time-zone']);
    });
    try {
      await signUpInBrowser(page, 'Nora Fresh', uniqueEmail('new'));

      for (const [title, limit] of [
        ['Voice Conversations', FREE_VOICE_CONVERSATIONS_PER_MONTH],
        ['Chat Conversations', FREE_CHAT_CONVERSATIONS_PER_MONTH],
      ] as const) {
        await card(page, title).getByText(`0/${limit}`).waitFor();
        await card(page, title).getByText(`${limit} sessions remaining`).waitFor();
        await card(page, title)
          .getByText(/Refreshed (just now|\d+ seconds? ago)/)
          .waitFor();
      }
      // The usage comes once for the navigation bar and the dashboard, counted in the member's month.
      expect(usageRequests.length).toBeGreaterThanOrEqual(1);
      expect(new Set(usageRequests)).toEqual(new Set([TIME_ZONE]));

      await page.getByRole('heading', { name: 'Average Chat Duration' }).waitFor();
      await page.getByRole('region', { name: 'Average Chat Duration' }).getByText('0s', { exact: true }).waitFor();
      const memberSince = page.getByRole('region', { name: 'Member Since' });
      await memberSince.getByText(new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: TIME_ZONE }).format(new Date())).waitFor();
      await memberSince.getByText('Free Plan').waitFor();
      await page.getByText('No conversations yet this month. Each one you have will show up here.').waitFor();
      await page.getByRole('region', { name: 'Get Unlimited Access' }).waitFor();
      await expect(page.getByRole('link', { name: 'Open Webhook Settings' }).count()).resolves.toBe(0);
      await expect(page.getByRole('link', { name: 'Admin', exact: true }).count()).resolves.toBe(0);
      await page.getByText('Online', { exact: true }).waitFor();
      await shot(page, 'free-desktop');

      // The "refreshed" age ticks by itself.
      await card(page, 'Voice Conversations')
        .getByText(/Refreshed [2-9] seconds ago/)
        .waitFor({ timeout: 10_000 });

      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await page.getByLabel('Name', { exact: true }).fill('Nora Calm');
      await page.getByRole('button', { name: 'Save' }).click();
      // Saved for real (account.browser.test.ts covers language, time zone and reload).
      await page.getByText('Your profile is saved.').waitFor();
      await page.getByRole('heading', { name: 'Welcome back, Nora Calm!' }).waitFor();

      const upgradeButton = page.getByRole('button', { name: 'Upgrade to Premium' });
      await upgradeButton.click();
      const upgrade = page.getByRole('dialog', { name: 'Upgrade to Unlimited Access' });
      await upgrade.waitFor();
      // Escape closes it and focus goes back to the button that opened it.
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);
      await expect(upgradeButton.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await upgradeButton.click();
      await upgrade.waitFor();
      await upgrade.getByText('$3.99').waitFor();
      await upgrade.getByText('Cancel anytime.').waitFor();
      // Upgrade Now and its errors: billing.browser.test.ts (this stack has no billing service).
      await upgrade.getByRole('button', { name: 'Upgrade Now' }).waitFor();
      await shot(page, 'upgrade-modal', { fullPage: false });
      await upgrade.getByRole('button', { name: 'Maybe Later' }).click();
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);
      await expect(upgradeButton.evaluate((el) => el === document.activeElement)).resolves.toBe(true);

      // With allowance left, Chat in the navigation bar goes to the chat page.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Chat' }).click();
      await page.waitForURL('**/chat');
    } finally {
      await context.close();
    }
  });

  it('looks right on a 360 px phone', async () => {
    const { context, page } = await newPage(360, 780);
    try {
      await signUpInBrowser(page, 'Mia Small', uniqueEmail('phone'));
      await card(page, 'Chat Conversations').getByText(`${FREE_CHAT_CONVERSATIONS_PER_MONTH} sessions remaining`).waitFor();
      await shot(page, 'free-mobile');
      const overflow = await page.evaluate(() => {
        const wide = [...document.querySelectorAll('body *')]
          .filter((el) => !el.closest('.chart-table') && el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
          .map((el) => `${el.tagName}.${el.className}`);
        // Nothing sticks out sideways (the chart's screen-reader table is clipped on purpose).
        return { by: document.documentElement.scrollWidth - document.documentElement.clientWidth, wide: wide.slice(0, 8) };
      });
      expect(overflow).toEqual({ by: 0, wide: [] });
    } finally {
      await context.close();
    }
  });
});

describe('a member who used the free chats', () => {
  it(`shows ${FREE_CHAT_CONVERSATIONS_PER_MONTH}/${FREE_CHAT_CONVERSATIONS_PER_MONTH} and the navigation bar offers the limit prompt instead of the chat page`, async () => {
    const email = uniqueEmail('spent');
    const { context, page } = await newPage();
    try {
      await signUpInBrowser(page, 'Sam Spent', email);
      await card(page, 'Chat Conversations').getByText(`0/${FREE_CHAT_CONVERSATIONS_PER_MONTH}`).waitFor();
      const token = await accessTokenFor(email);

      for (let i = 0; i < FREE_CHAT_CONVERSATIONS_PER_MONTH - 1; i += 1) await chatOnce(token);
      // The chat page announces an ended conversation; the stats follow without a click.
      await page.evaluate(() => window.dispatchEvent(new CustomEvent('chatSessionEnded', { detail: { status: 'completed' } })));
      await card(page, 'Chat Conversations')
        .getByText(`${FREE_CHAT_CONVERSATIONS_PER_MONTH - 1}/${FREE_CHAT_CONVERSATIONS_PER_MONTH}`)
        .waitFor();
      await card(page, 'Chat Conversations').getByText('1 session remaining').waitFor();

      await chatOnce(token);
      await page.getByRole('button', { name: 'Refresh chat stats' }).click();
      await card(page, 'Chat Conversations').getByText(`${FREE_CHAT_CONVERSATIONS_PER_MONTH}/${FREE_CHAT_CONVERSATIONS_PER_MONTH}`).waitFor();
      await card(page, 'Chat Conversations').getByText('0 sessions remaining').waitFor();
      await card(page, 'Voice Conversations').getByText(`0/${FREE_VOICE_CONVERSATIONS_PER_MONTH}`).waitFor();
      await page.getByText(`This month: 0 sessions by voice and ${FREE_CHAT_CONVERSATIONS_PER_MONTH} sessions by chat.`).waitFor();
      // The chart's text alternative lists today with its five chats.
      const today = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: TIME_ZONE }).format(new Date());
      const row = page.locator('table tr').filter({ hasText: today });
      await expect(row.locator('td').allTextContents()).resolves.toEqual(['0', String(FREE_CHAT_CONVERSATIONS_PER_MONTH)]);
      await shot(page, 'spent-desktop');

      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Chat' }).click();
      const prompt = page.getByRole('dialog', { name: 'Monthly limit reached' });
      await prompt.waitFor();
      await prompt
        .getByText(
          `You've used all ${FREE_CHAT_CONVERSATIONS_PER_MONTH} free chat conversations this month (${FREE_CHAT_CONVERSATIONS_PER_MONTH}/${FREE_CHAT_CONVERSATIONS_PER_MONTH}).`,
        )
        .waitFor();
      expect(new URL(page.url()).pathname).toBe('/dashboard');
      await shot(page, 'limit-prompt-desktop', { fullPage: false });

      await page.setViewportSize({ width: 360, height: 780 });
      await shot(page, 'limit-prompt-mobile', { fullPage: false });
      await page.setViewportSize({ width: 1280, height: 900 });

      // Its upgrade link opens the upgrade offer on the dashboard.
      await prompt.getByRole('link', { name: 'See Upgrade Options' }).click();
      await page.getByRole('dialog', { name: 'Upgrade to Unlimited Access' }).waitFor();
      await expect(page.getByRole('dialog', { name: 'Monthly limit reached' }).count()).resolves.toBe(0);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);

      // The dashboard's own Start button asks the same; closing keeps the member here.
      const startChat = page.getByRole('button', { name: 'Start Chat Session' });
      await startChat.click();
      await page.getByRole('dialog', { name: 'Monthly limit reached' }).getByRole('button', { name: 'Close', exact: true }).last().click();
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);
      await expect(startChat.evaluate((el) => el === document.activeElement)).resolves.toBe(true);

      // Voice allowance is untouched: Voice goes through.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Voice' }).click();
      await page.waitForURL('**/voice');
      // Every screen where a member talks to Vi says it is an AI.
      await page.getByText('You are talking to Vi, an AI assistant — not a person.').waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('when the sessions service is down', () => {
  it('shows "Error Loading Session Data" and recovers with Retry once it is back', async () => {
    const { context, page } = await newPage();
    let stopped = false;
    try {
      await signUpInBrowser(page, 'Eli Outage', uniqueEmail('outage'));
      await card(page, 'Voice Conversations').getByText(`0/${FREE_VOICE_CONVERSATIONS_PER_MONTH}`).waitFor();

      // The browser logs each refused request while the service is down.
      browserTests.allowConsoleErrors(/Failed to load resource: the server responded with a status of 503/);
      await browserTests.stack.stopService(SESSIONS);
      stopped = true;
      // The gateway may answer from its few-second cache at first: refresh until the failure shows.
      const errorBox = page.getByRole('alert').filter({ hasText: 'Error Loading Session Data' });
      const deadline = Date.now() + 30_000;
      while (!(await errorBox.isVisible())) {
        if (Date.now() > deadline) throw new Error('the error box did not appear');
        const refresh = page.getByRole('button', { name: 'Refresh voice stats' });
        if (await refresh.isEnabled()) await refresh.click();
        await page.waitForTimeout(1000);
      }
      await errorBox.getByText('Voice:').waitFor();
      await errorBox.getByText('Chat:').waitFor();
      await expect(errorBox.getByText('Failed to load session stats').count()).resolves.toBe(2);
      await expect(errorBox.getByRole('button', { name: /Retry/ }).count()).resolves.toBe(2);
      // The last figures stay on the cards.
      await card(page, 'Voice Conversations').getByText(`0/${FREE_VOICE_CONVERSATIONS_PER_MONTH}`).waitFor();
      await shot(page, 'error-desktop');

      await browserTests.stack.startService(SESSIONS);
      stopped = false;
      // Retry until the service has found its way back onto NATS.
      const until = Date.now() + 30_000;
      while (await errorBox.isVisible()) {
        if (Date.now() > until) throw new Error('the error box did not go away');
        const retry = errorBox.getByRole('button', { name: 'Retry chat stats' });
        if (await retry.isEnabled().catch(() => false)) await retry.click().catch(() => {});
        await page.waitForTimeout(1000);
      }
      await card(page, 'Chat Conversations').getByText(`${FREE_CHAT_CONVERSATIONS_PER_MONTH} sessions remaining`).waitFor();
      await card(page, 'Chat Conversations')
        .getByText(/Refreshed (just now|\d second)/)
        .waitFor();
    } finally {
      if (stopped) await browserTests.stack.startService(SESSIONS).catch(() => {});
      await context.close();
    }
  }, 90_000);
});
