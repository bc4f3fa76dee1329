// Lighthouse (desktop preset) on the landing page, and the landing page's JavaScript budget.
// Targets: performance, accessibility, best practices and SEO >= 95; landing JS <= 90 KB gzipped.
//   npm run build && node bench/lighthouse.mjs [--mobile] [--path=/about]
// Builds nothing itself. Starts identity + gateway (serving apps/web/dist) like the other benches,
// and Debian's Chromium (never a downloaded browser). Always exits 0: it reports, CI decides.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startBenchStack } from './lib.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DIST = new URL('../apps/web/dist/', import.meta.url);
const SCORE_TARGET = 95;
const JS_BUDGET_KB = 90;
const mobile = process.argv.includes('--mobile');
const path = process.argv.find((arg) => arg.startsWith('--path='))?.slice('--path='.length) ?? '/';

const gzipKb = (file) => gzipSync(readFileSync(new URL(file.replace(/^\//, ''), DIST))).length / 1000;
const verdict = (met) => (met ? 'target met' : 'NOT met');

/** The JS the built index.html makes every visitor load first: its module script and modulepreloads. */
function initialScripts() {
  const html = readFileSync(new URL('index.html', DIST), 'utf8');
  const tags = [...html.matchAll(/<script[^>]*\bsrc="([^"]+\.js)"|<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g)];
  return tags.map((match) => match[1] ?? match[2]);
}

const stack = await startBenchStack(['identity', 'gateway']);
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
try {
  const url = new URL(path, stack.baseUrl).href;
  const result = await lighthouse(
    url,
    { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
    mobile ? undefined : desktopConfig,
  );
  const { categories, audits } = result.lhr;

  console.log(
    `Lighthouse ${result.lhr.lighthouseVersion} on ${path} (${mobile ? 'mobile preset' : 'desktop preset'}, simulated throttling, headless Chromium)`,
  );
  for (const id of ['performance', 'accessibility', 'best-practices', 'seo']) {
    const score = Math.round(categories[id].score * 100);
    console.log(`  ${categories[id].title.padEnd(16)} ${String(score).padStart(3)}   ${verdict(score >= SCORE_TARGET)} (>= ${SCORE_TARGET})`);
  }
  for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']) {
    console.log(`  ${audits[id].title.padEnd(26)} ${audits[id].displayValue}`);
  }
  const failing = Object.values(categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 0.9)
      .map((ref) => `${category.id}: ${ref.id} (${audits[ref.id].score})`),
  );
  if (failing.length) console.log(`  audits below 0.9: ${failing.join(', ')}`);
  for (const item of audits['errors-in-console'].details?.items ?? []) console.log(`  console error: ${item.description} ${item.sourceLocation?.url ?? ''}`);

  // The budget: what index.html loads up front (the figure the issue defines) ...
  const initial = initialScripts();
  const initialKb = initial.reduce((sum, file) => sum + gzipKb(file), 0);
  console.log(
    `\nLanding JS loaded up front (index.html script + modulepreload, gzip): ${initialKb.toFixed(1)} KB   ${verdict(initialKb <= JS_BUDGET_KB)} (<= ${JS_BUDGET_KB} KB)`,
  );
  for (const file of initial) console.log(`  ${file.padEnd(40)} ${gzipKb(file).toFixed(1)} KB`);

  // ... and everything the page fetched while Lighthouse loaded it (lazy chunks included).
  const fetched = (audits['network-requests'].details?.items ?? [])
    .filter((item) => item.resourceType === 'Script' && new URL(item.url).origin === new URL(url).origin)
    .map((item) => new URL(item.url).pathname);
  const fetchedKb = fetched.reduce((sum, file) => sum + gzipKb(file), 0);
  console.log(`All JS the landing page fetched during the load (gzip): ${fetchedKb.toFixed(1)} KB in ${fetched.length} files`);
  for (const file of fetched.filter((f) => !initial.includes(f))) console.log(`  + ${file.padEnd(38)} ${gzipKb(file).toFixed(1)} KB (lazy)`);
} finally {
  await chrome.kill();
  await stack.stop();
}
