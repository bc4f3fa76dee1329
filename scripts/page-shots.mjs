#!/usr/bin/env node
// Full-page screenshots of every page of the SPA, signed out and signed in, at 1280 and 360 pixels
// wide, against a stack it starts itself (build first: `npm run build`):
//   node scripts/page-shots.mjs <folder>
// Parts that change from one run to the next (timers, "refreshed … ago", the chart's today marker)
// are masked, animations are off, and the clock, time zone and language are fixed, so two runs of
// the same build give the same pictures. Compare two runs with scripts/compare-shots.mjs.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startBenchStack } from '../bench/lib.mjs';

const out = process.argv[2];
if (!out) {
  console.error('usage: node scripts/page-shots.mjs <folder>');
  process.exit(2);
}
mkdirSync(out, { recursive: true });

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PASSWORD = 'calm-waters-42';
const TIME_ZONE = 'America/New_York';
const PUBLIC = [
  '/',
  '/about',
  '/contact-us',
  '/crisis-resources',
  '/privacy-policy',
  '/terms-of-service',
  '/hipaa-compliance',
  '/login',
  '/signup',
  '/no-such-page',
];
const SIGNED_IN = ['/dashboard', '/chat', '/voice', '/success', '/admin'];
const WIDTHS = [1280, 360];
/** What differs between two runs of the same build. */
const VOLATILE = ['[role="timer"]', '.refreshed-ago', '.usage-refreshed', '.chart-today', 'time'];

const stack = await startBenchStack(['identity', 'sessions-and-limits', 'chat', 'billing', 'gateway']);
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--font-render-hinting=none',
  ],
});

async function api(pathname, token, body) {
  const response = await fetch(`${stack.baseUrl}/api/v1${pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Time-Zone': TIME_ZONE, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body ?? {}),
  });
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
  return response.json();
}

let count = 0;
async function shoot(page, name, width, { fullPage = true } = {}) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  const masks = VOLATILE.map((selector) => page.locator(selector));
  const file = path.join(out, `${name}-${width}.png`);
  await page.screenshot({ path: file, fullPage, mask: masks, animations: 'disabled', caret: 'hide' });
  count += 1;
}

const slug = (pathname) => (pathname === '/' ? 'landing' : pathname.slice(1));

try {
  for (const width of WIDTHS) {
    const height = width === 360 ? 780 : 860;
    const options = { baseURL: stack.baseUrl, viewport: { width, height }, locale: 'en-US', timezoneId: TIME_ZONE, reducedMotion: 'reduce' };

    // Signed out.
    const visitor = await browser.newContext(options);
    const page = await visitor.newPage();
    for (const pathname of PUBLIC) {
      await page.goto(pathname);
      await page.locator('main h1').first().waitFor();
      if (pathname === '/') await page.locator('#faq').waitFor();
      await shoot(page, slug(pathname), width);
    }
    await page.goto('/');
    await page.locator('#faq').waitFor();
    await page
      .getByRole('button', { name: /Sign In/ })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    await shoot(page, 'sign-in-dialog', width, { fullPage: false });
    await visitor.close();

    // Signed in: the same member every run (each run has its own fresh namespace, so the address is free).
    const email = `shots-${width}@example.com`;
    await api('/auth/sign-up', undefined, { email, password: PASSWORD, name: 'Sam Screenshot', ageConfirmed: true });
    const member = await browser.newContext(options);
    const app = await member.newPage();
    await app.goto('/login');
    await app.getByLabel('Email', { exact: true }).fill(email);
    await app.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await app.getByRole('button', { name: 'Sign In' }).click();
    await app.waitForURL('**/dashboard');
    for (const pathname of SIGNED_IN) {
      await app.goto(pathname);
      await app.locator('main h1').first().waitFor();
      await shoot(app, slug(pathname), width);
    }
    await app.goto('/dashboard');
    await app.getByRole('button', { name: 'Upgrade to Premium' }).first().click();
    await app.getByRole('dialog').waitFor();
    await shoot(app, 'upgrade-modal', width, { fullPage: false });
    await app.keyboard.press('Escape');

    // Every chat of the month used: the limit prompt.
    const { accessToken } = await api('/auth/sign-in', undefined, { email, password: PASSWORD });
    for (let i = 0; i < 5; i++) {
      const { id } = await api('/chat-sessions', accessToken);
      await api(`/chat-sessions/${id}/end`, accessToken, { status: 'completed' });
    }
    await app.goto('/chat');
    await app.getByRole('dialog').waitFor();
    await shoot(app, 'limit-dialog', width, { fullPage: false });
    await member.close();
  }
  console.log(`${count} screenshots in ${out}`);
} finally {
  await browser.close();
  await stack.stop();
}
