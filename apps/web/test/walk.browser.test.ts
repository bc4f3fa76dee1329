/**
 * Browser walk of every route, as a visitor and then as a member would move: each public page by
 * its links, sign-up, then dashboard → chat → voice → dashboard through the navigation bar, and back
 * and forward. On every page: no console error and no page error (checked by support.ts after each
 * test) and no serious or critical axe-core violation.
 */
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { TIME_ZONE, seriousAxeViolations, setUpBrowserTests, signUpInBrowser } from './support.js';

const browserTests = setUpBrowserTests({
  stack: { only: ['identity', 'sessions-and-limits', 'chat', 'billing', 'gateway'], label: 'walk' },
  context: { timezoneId: TIME_ZONE, reducedMotion: 'reduce' },
});
const { uniqueEmail, newPage, accessTokenFor, api } = browserTests;

/** Where the walk has been, with what axe found there. */
async function checkPage(page: Page, seen: Array<{ path: string; violations: unknown[] }>): Promise<void> {
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  seen.push({ path: new URL(page.url()).pathname, violations: await seriousAxeViolations(page) });
}

const clean = (seen: Array<{ path: string }>) => seen.map(({ path }) => ({ path, violations: [] }));

describe('a visitor walking the public pages', () => {
  it('reaches every public page through its links with no error and no serious accessibility violation', async () => {
    const { context, page } = await newPage();
    const seen: Array<{ path: string; violations: unknown[] }> = [];
    try {
      await page.goto('/');
      await checkPage(page, seen);
      const footer = page.locator('footer');
      for (const name of [/About/, /Contact/, /Crisis resources/i, /^Safety$/, /Privacy Policy/, /Terms of Service/, /HIPAA/]) {
        await footer.getByRole('link', { name }).first().click();
        await checkPage(page, seen);
      }
      await page.goto('/login');
      await checkPage(page, seen);
      await page
        .getByRole('link', { name: /Sign up/i })
        .first()
        .click();
      await page.waitForURL('**/signup');
      await checkPage(page, seen);
      await page.goto('/no-such-page');
      await checkPage(page, seen);

      expect(seen.map((s) => s.path)).toEqual([
        '/',
        '/about',
        '/contact-us',
        '/crisis-resources',
        '/safety',
        '/privacy-policy',
        '/terms-of-service',
        '/hipaa-compliance',
        '/login',
        '/signup',
        '/no-such-page',
      ]);
      expect(seen).toEqual(clean(seen));
    } finally {
      await context.close();
    }
  });
});

describe('a member moving between the signed-in pages', () => {
  it('signs up and walks dashboard, chat, voice and back through the navigation with no error and no serious accessibility violation', async () => {
    const { context, page } = await newPage();
    const seen: Array<{ path: string; violations: unknown[] }> = [];
    const nav = page.getByRole('navigation', { name: /main/i });
    try {
      await signUpInBrowser(page, 'Walker Member', uniqueEmail('member'));
      await checkPage(page, seen);
      // The route changes that used to replay a suspended render with one hook fewer (React #520/#467).
      for (const [control, path] of [
        ['Chat', '/chat'],
        ['Voice', '/voice'],
        ['Dashboard', '/dashboard'],
        ['Voice', '/voice'],
        ['Chat', '/chat'],
        ['Dashboard', '/dashboard'],
      ] as const) {
        const target =
          control === 'Dashboard' ? nav.getByRole('link', { name: control, exact: true }) : nav.getByRole('button', { name: control, exact: true });
        await target.click();
        await page.waitForURL(`**${path}`);
        await checkPage(page, seen);
      }
      await page.goBack();
      await page.waitForURL('**/chat');
      await page.goForward();
      await page.waitForURL('**/dashboard');
      await page.reload();
      await checkPage(page, seen);
      // Public pages while signed in, then back into the app by the brand link.
      await page.goto('/crisis-resources');
      await checkPage(page, seen);
      await page.goto('/dashboard');
      await checkPage(page, seen);

      expect(seen.map((s) => s.path)).toEqual([
        '/dashboard',
        '/chat',
        '/voice',
        '/dashboard',
        '/voice',
        '/chat',
        '/dashboard',
        '/dashboard',
        '/crisis-resources',
        '/dashboard',
      ]);
      expect(seen).toEqual(clean(seen));
    } finally {
      await context.close();
    }
  });

  it('shows the user menu and the limit-free pages of a member without serious accessibility violations', async () => {
    const { context, page } = await newPage(390, 844);
    const seen: Array<{ path: string; violations: unknown[] }> = [];
    try {
      const email = uniqueEmail('mobile');
      await signUpInBrowser(page, 'Small Screen', email);
      await page.locator('.user-menu-button').click();
      await checkPage(page, seen);
      // A checkout of the member's own (the local one: this stack has no Stripe keys).
      const token = await accessTokenFor(email);
      const plan = await (await fetch(`${browserTests.stack.baseUrl}/api/v1/billing/plan`, { headers: { authorization: `Bearer ${token}` } })).json();
      const checkout = await (await api(token, '/billing/checkout', { priceId: plan.priceId, mode: plan.mode })).json();
      expect(checkout.url).toMatch(/^\/checkout\/local\//);
      for (const path of ['/chat', '/voice', '/success', checkout.url, '/billing/local-portal', '/admin']) {
        await page.goto(path);
        await checkPage(page, seen);
      }
      expect(seen).toEqual(clean(seen));
    } finally {
      await context.close();
    }
  });
});
