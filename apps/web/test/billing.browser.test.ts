/**
 * Browser test: buying Unlimited Access through the local checkout (the server has no Stripe keys)
 * against the real stack (gateway, identity, sessions-and-limits, chat, billing serving
 * apps/web/dist), in headless Chromium: the upgrade modal, the checkout page, /success, the
 * dashboard of a premium member, the local billing portal, and the checkout error sentences.
 * Build first (`node scripts/build.mjs`). Screenshots go to test-results/web/billing-*.png.
 */
import { describe, expect, it } from '@jest/globals';
import type { Page, Route } from 'playwright-core';
import { TIME_ZONE, screenshots, setUpBrowserTests, signUpInBrowser } from './support.js';

const browserTests = setUpBrowserTests({
  stack: { only: ['identity', 'sessions-and-limits', 'chat', 'billing', 'gateway'], label: 'bill' },
  viewport: { width: 1280, height: 900 },
  context: { timezoneId: TIME_ZONE, reducedMotion: 'reduce' },
});
const { uniqueEmail, newPage } = browserTests;
const shot = screenshots('billing-');

const CHECKOUT_ROUTE = '**/api/v1/billing/checkout';

async function openUpgrade(page: Page) {
  await page.getByRole('button', { name: 'Upgrade to Premium' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upgrade to Unlimited Access' });
  await dialog.waitFor();
  return dialog;
}

/** Nothing sticks out sideways on a narrow screen. */
async function overflowOf(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

describe('a free member buying Unlimited Access through the local checkout', () => {
  it('goes from the upgrade modal through the checkout to /success, and the dashboard shows the premium plan', async () => {
    const { context, page } = await newPage();
    try {
      await signUpInBrowser(page, 'Bea Buyer', uniqueEmail('buy'));
      const memberSince = page.getByRole('region', { name: 'Member Since' });
      await memberSince.getByText('Free Plan').waitFor();

      const upgrade = await openUpgrade(page);
      await upgrade.getByText('$3.99').waitFor();
      await upgrade.getByText('Cancel anytime.').waitFor();
      await upgrade.getByRole('button', { name: 'Upgrade Now' }).click();

      // The server has no Stripe keys: the checkout is ours, inside the app.
      await page.waitForURL(/\/checkout\/local\/[^/]+$/);
      const checkoutUrl = page.url();
      await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
      await page.getByText('Test mode').waitFor();
      await page.getByText(/This is a local test checkout: no payment is taken/).waitFor();
      const summary = page.getByRole('region', { name: 'Order summary' });
      await summary.getByText('Unlimited Access', { exact: true }).waitFor();
      await summary.getByText('$3.99').waitFor();
      await expect(summary.getByRole('listitem').count()).resolves.toBeGreaterThan(0);
      await expect(page.getByRole('navigation', { name: 'Main' }).count()).resolves.toBe(0);
      await shot(page, 'checkout-desktop');
      await page.setViewportSize({ width: 360, height: 780 });
      await shot(page, 'checkout-mobile');
      expect(await overflowOf(page)).toBe(0);
      await page.setViewportSize({ width: 1280, height: 900 });

      await page.getByRole('button', { name: 'Complete purchase' }).click();
      await page.waitForURL('**/success');
      await page.getByRole('heading', { name: 'Welcome to Premium', level: 1 }).waitFor();
      // The usage store follows within a few seconds (the webhook processing lifts the limit).
      await page.getByText(/plan is active\.$/).waitFor({ timeout: 10_000 });
      for (const item of ['Unlimited voice conversations', 'Unlimited text conversations', 'Priority support', 'Conversation history']) {
        await page.getByRole('listitem').filter({ hasText: item }).waitFor();
      }
      await page.getByRole('link', { name: 'Start Voice Session' }).waitFor();
      await shot(page, 'success-desktop');
      await page.setViewportSize({ width: 360, height: 780 });
      await shot(page, 'success-mobile');
      expect(await overflowOf(page)).toBe(0);
      await page.setViewportSize({ width: 1280, height: 900 });

      // A used checkout says so.
      await page.goto(checkoutUrl);
      await page.getByText('This purchase is already complete.').waitFor();
      await page.getByRole('link', { name: 'Continue' }).click();
      await page.waitForURL('**/success');

      await page.getByRole('link', { name: 'Go to Dashboard' }).click();
      await page.waitForURL('**/dashboard');
      const premiumPanel = page.getByRole('region', { name: "You're on Unlimited Access" });
      await premiumPanel.waitFor();
      await premiumPanel.getByText(/^Renews on .+\.$/).waitFor();
      await memberSince.getByText('Unlimited Access').waitFor();
      await expect(memberSince.getByText('Free Plan').count()).resolves.toBe(0);
      await expect(page.getByRole('button', { name: 'Upgrade to Premium' }).count()).resolves.toBe(0);
      await expect(page.getByRole('region', { name: 'Get Unlimited Access' }).count()).resolves.toBe(0);
      await page.getByRole('region', { name: 'Chat Conversations' }).getByText('Unlimited sessions').waitFor();
      await shot(page, 'premium-dashboard');

      // Conversation history opens for a premium member.
      await page.getByRole('link', { name: 'View History' }).click();
      await page.waitForURL('**/chat');
      await page.getByRole('dialog', { name: 'Conversation History' }).waitFor();
      await page.getByText('No past conversations yet.').waitFor();
      await page.keyboard.press('Escape');

      // The billing entry opens the local portal; cancelling at the period's end keeps premium until then.
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Manage Billing' }).click();
      await page.waitForURL('**/billing/local-portal');
      await page.getByRole('heading', { name: 'Manage Subscription', level: 1 }).waitFor();
      await page.getByText('Active', { exact: true }).waitFor();
      await page.getByText('Renews on', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Cancel at period end' }).click();
      await page.getByText(/^Your plan is set to end on .+\. You keep every benefit until then/).waitFor();
      await page.getByText('Ends on', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Resume' }).waitFor();
      await shot(page, 'portal-ending-desktop');
      await page.setViewportSize({ width: 360, height: 780 });
      await shot(page, 'portal-ending-mobile');
      expect(await overflowOf(page)).toBe(0);
      await page.setViewportSize({ width: 1280, height: 900 });

      await page.getByRole('link', { name: 'Back to Dashboard' }).click();
      await page.waitForURL('**/dashboard');
      await premiumPanel.getByText(/^Your plan ends on .+\. You keep every benefit until then\.$/).waitFor();
      await expect(page.getByRole('button', { name: 'Upgrade to Premium' }).count()).resolves.toBe(0);

      // Resuming brings the renewal back.
      await page.getByRole('button', { name: 'Manage Billing' }).click();
      await page.getByRole('button', { name: 'Resume' }).click();
      await page.getByRole('button', { name: 'Cancel at period end' }).waitFor();
      await page.getByText('Renews on', { exact: true }).waitFor();
    } finally {
      await context.close();
    }
  }, 90_000);

  it('stays free after cancelling the checkout, and a checkout that does not exist says so', async () => {
    const { context, page } = await newPage();
    try {
      await signUpInBrowser(page, 'Cal Cancel', uniqueEmail('cancel'));
      const upgrade = await openUpgrade(page);
      await upgrade.getByRole('button', { name: 'Upgrade Now' }).click();
      await page.waitForURL(/\/checkout\/local\/[^/]+$/);
      const checkoutUrl = page.url();
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.waitForURL('**/dashboard');
      await page.getByRole('region', { name: 'Member Since' }).getByText('Free Plan').waitFor();
      await page.getByRole('button', { name: 'Upgrade to Premium' }).waitFor();

      await page.goto(checkoutUrl);
      await page.getByText('This checkout was canceled. Nothing was charged.').waitFor();
      await expect(page.getByRole('button', { name: 'Complete purchase' }).count()).resolves.toBe(0);

      browserTests.allowConsoleErrors(/Failed to load resource: the server responded with a status of 404/);
      await page.goto('/checkout/local/00000000-0000-4000-8000-000000000000');
      await page.getByText('This checkout does not exist or is no longer available.').waitFor();
      await page.getByRole('link', { name: 'Back to Dashboard' }).click();
      await page.waitForURL('**/dashboard');
    } finally {
      await context.close();
    }
  });
});

describe('the "Payment Error" box of the upgrade modal', () => {
  it('says what went wrong: 5xx, a missing url, no connection, 403 and the server message', async () => {
    const { context, page } = await newPage();
    // Every refused or aborted request below is logged by the browser.
    browserTests.allowConsoleErrors(/Failed to load resource/);
    try {
      await signUpInBrowser(page, 'Eva Error', uniqueEmail('errors'));
      const upgrade = await openUpgrade(page);
      const upgradeNow = upgrade.getByRole('button', { name: 'Upgrade Now' });
      const errorBox = upgrade.getByRole('alert').filter({ hasText: 'Payment Error' });

      // What the checkout route answers next. Each request is held until the test saw "Processing...".
      let answer: (route: Route) => Promise<void> = (route) => route.continue();
      let held: Promise<() => void> = Promise.resolve(() => {});
      let hold: (release: () => void) => void = () => {};
      const expectHeld = () => {
        held = new Promise((resolve) => {
          hold = resolve;
        });
      };
      await page.route(CHECKOUT_ROUTE, async (route) => {
        await new Promise<void>((release) => hold(release));
        await answer(route);
      });
      const json = (status: number, body: unknown) => (route: Route) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

      const tryWith = async (next: (route: Route) => Promise<void>, sentence: string, shotName?: string) => {
        answer = next;
        expectHeld();
        await upgradeNow.click();
        const busy = upgrade.getByRole('button', { name: 'Processing...' });
        await busy.waitFor();
        await expect(busy.isDisabled()).resolves.toBe(true);
        (await held)();
        await errorBox.getByText(sentence, { exact: true }).waitFor();
        await upgradeNow.waitFor();
        if (shotName) await shot(page, shotName, { fullPage: false });
      };
      await tryWith(
        json(503, { error: { code: 'UPSTREAM_UNAVAILABLE', message: 'billing did not answer' } }),
        'Payment service is temporarily unavailable. Please try again in a few minutes.',
        'error-5xx',
      );
      await tryWith(json(200, {}), 'No checkout URL received from payment service');
      await tryWith(json(200, { url: 'javascript:alert(1)' }), 'No checkout URL received from payment service');
      await tryWith(
        (route) => route.abort('internetdisconnected'),
        'Could not connect to the payment service. Please check your internet connection and try again.',
      );
      await tryWith(json(403, { error: { code: 'FORBIDDEN', message: 'No' } }), 'Access denied. Please check your subscription permissions.');
      await tryWith(
        json(404, { error: { code: 'NOT_FOUND', message: 'No route' } }),
        'The payment service could not be found. Please try again later or contact support.',
      );
      await tryWith(
        json(409, { error: { code: 'CONFLICT', message: 'You already have an active subscription.' } }),
        'You already have an active subscription.',
      );
      await tryWith(json(400, 'not an error body'), 'Something went wrong with your payment. Please try again.');
      expect(new URL(page.url()).pathname).toBe('/dashboard');

      await page.setViewportSize({ width: 360, height: 780 });
      await shot(page, 'error-mobile', { fullPage: false });

      // In Spanish.
      await page.unroute(CHECKOUT_ROUTE);
      await page.route(CHECKOUT_ROUTE, (route) => json(200, {})(route));
      await page.evaluate(() => localStorage.setItem('vi.language', 'es'));
      await page.reload();
      await page.getByRole('button', { name: 'Pasar a Premium' }).click();
      const dialog = page.getByRole('dialog', { name: 'Pasa a Unlimited Access' });
      await dialog.getByRole('button', { name: 'Mejorar ahora' }).click();
      await dialog.getByText('No se recibió la URL de pago del servicio de pago').waitFor();
    } finally {
      await context.close();
    }
  }, 60_000);
});
