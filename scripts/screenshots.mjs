#!/usr/bin/env node
// Regenerates docs/screenshots/landing-1280.png and landing-360.png (full page) against a stack it
// starts itself (identity + gateway serving apps/web/dist: run `npm run build` first).
// `--all` also captures every public page at both widths into test-results/screenshots/ for review,
// and `--lang=es` switches the interface language.
import { mkdirSync, statSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { startBenchStack } from '../bench/lib.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DOCS = new URL('../docs/screenshots/', import.meta.url).pathname;
const REVIEW = new URL('../test-results/screenshots/', import.meta.url).pathname;
const all = process.argv.includes('--all');
const lang = process.argv.find((arg) => arg.startsWith('--lang='))?.slice('--lang='.length) ?? 'en';
const PAGES = ['/', '/about', '/contact-us', '/crisis-resources', '/privacy-policy', '/terms-of-service', '/hipaa-compliance'];
const WIDTHS = [1280, 360];

mkdirSync(DOCS, { recursive: true });
if (all) mkdirSync(REVIEW, { recursive: true });

const stack = await startBenchStack(['identity', 'gateway']);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
try {
  for (const width of WIDTHS) {
    const context = await browser.newContext({
      baseURL: stack.baseUrl,
      viewport: { width, height: width === 360 ? 780 : 860 },
      locale: lang,
      reducedMotion: 'reduce',
    });
    await context.addInitScript((language) => localStorage.setItem('vi.language', language), lang);
    const page = await context.newPage();
    for (const path of all ? PAGES : ['/']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.locator('main h1').first().waitFor();
      if (path === '/') await page.locator('#faq').waitFor();
      // Every FAQ answer is shown in the picture.
      await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
      const name = path === '/' ? 'landing' : path.slice(1);
      const suffix = lang === 'en' ? '' : `-${lang}`;
      const file = path === '/' && lang === 'en' ? `${DOCS}landing-${width}.png` : `${REVIEW}${name}-${width}${suffix}.png`;
      if (path !== '/' || lang === 'en' || all) {
        await page.screenshot({ path: file, fullPage: true });
        console.log(`${file}  ${(statSync(file).size / 1024).toFixed(0)} KB`);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  await stack.stop();
}
