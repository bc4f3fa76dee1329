/**
 * What every browser test of the SPA shares: the real stack and Debian's Chromium (started before
 * the file's tests, stopped after them), a fresh context per test, screenshots in
 * test-results/web/, and members made through the sign-up page or the API.
 */
import { afterAll, afterEach, beforeAll, expect } from '@jest/globals';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { startTestStack, type TestStack, type TestStackOptions } from '@vi/testing';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SHOTS = new URL('../../../test-results/web/', import.meta.url).pathname;
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const PASSWORD = 'calm-waters-42';
export const TIME_ZONE = 'America/New_York';

export interface BrowserTestOptions {
  /** The services to start; `label` also begins every `uniqueEmail`. */
  stack: TestStackOptions & { label: string };
  /** Chromium flags before the shared ones. */
  launchArgs?: string[];
  /** The viewport `newPage` uses when given no size. */
  viewport?: { width: number; height: number };
  /** Further options of every new context (time zone, reduced motion...). */
  context?: BrowserContextOptions;
}

export interface BrowserTests {
  /** The stack and the browser, set once `beforeAll` has run. */
  readonly stack: TestStack;
  readonly browser: Browser;
  uniqueEmail(tag: string): string;
  /**
   * A fresh context (its own cookies) with one page; Playwright gives up after 15 s. Every console
   * error and page error of the context is recorded, and the test fails after it ran if there was
   * one that `allowConsoleErrors` did not expect.
   */
  newPage(width?: number, height?: number, options?: BrowserContextOptions): Promise<{ context: BrowserContext; page: Page }>;
  /** Console errors matching this pattern are expected in the current test (e.g. a refused request's log line). */
  allowConsoleErrors(pattern: RegExp): void;
  /** A POST to /api/v1 as the member (in the test time zone), JSON when there is a body. */
  api(token: string, path: string, body?: unknown): Promise<Response>;
  /** A member made through the API (so the test can change them before the browser first looks). */
  signUpByApi(email: string, name?: string): Promise<{ id: string; token: string }>;
  /** The member's own access token, from a sign-in made by the test (another session of the same account). */
  accessTokenFor(email: string): Promise<string>;
  /** One chat conversation, started and ended as the chat page does it. */
  chatOnce(token: string): Promise<void>;
}

/** Registers the `beforeAll` and `afterAll` that start and stop the stack and the browser. */
export function setUpBrowserTests(options: BrowserTestOptions): BrowserTests {
  const { width: defaultWidth, height: defaultHeight } = options.viewport ?? { width: 1280, height: 860 };
  let stack: TestStack | undefined;
  let browser: Browser | undefined;
  let errors: string[] = [];
  let allowed: RegExp[] = [];

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    stack = await startTestStack(options.stack);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: [...(options.launchArgs ?? []), ...CHROMIUM_ARGS] });
  }, 180_000);

  // No browser test passes while the page logged an error (a React warning, a failed script, an
  // uncaught exception), whatever else it checked.
  afterEach(() => {
    const unexpected = errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
    errors = [];
    allowed = [];
    expect(unexpected).toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, 60_000);

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the browser tests have not started (beforeAll)');
    return value;
  };

  const tests: BrowserTests = {
    get stack() {
      return started(stack);
    },
    get browser() {
      return started(browser);
    },
    uniqueEmail: (tag) => `${options.stack.label}-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    async newPage(width = defaultWidth, height = defaultHeight, contextOptions = {}) {
      const context = await tests.browser.newContext({ baseURL: tests.stack.baseUrl, viewport: { width, height }, ...options.context, ...contextOptions });
      // Fail with Playwright's message well before Jest's own test timeout.
      context.setDefaultTimeout(15_000);
      context.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console error at ${message.page()?.url() ?? '?'}: ${message.text()}`);
      });
      context.on('weberror', (error) => errors.push(`page error at ${error.page()?.url() ?? '?'}: ${error.error().message}`));
      return { context, page: await context.newPage() };
    },
    allowConsoleErrors(pattern) {
      allowed.push(pattern);
    },
    api: (token, path, body) =>
      fetch(`${tests.stack.baseUrl}/api/v1${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'X-Time-Zone': TIME_ZONE, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    async signUpByApi(email, name = 'Test Member') {
      const response = await fetch(`${tests.stack.baseUrl}/api/v1/auth/sign-up`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD, name, ageConfirmed: true }),
      });
      expect(response.status).toBeLessThan(300);
      const body = (await response.json()) as { accessToken: string; user: { id: string } };
      return { id: body.user.id, token: body.accessToken };
    },
    async accessTokenFor(email) {
      const response = await fetch(`${tests.stack.baseUrl}/api/v1/auth/sign-in`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { accessToken: string }).accessToken;
    },
    async chatOnce(token) {
      const response = await tests.api(token, '/chat-sessions');
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const ended = await tests.api(token, `/chat-sessions/${id}/end`, { status: 'completed' });
      expect(ended.status).toBe(200);
    },
  };
  return tests;
}

/**
 * Screenshots named `<prefix><name>.png` in test-results/web/: of the full page, or of the viewport
 * (a dialog's backdrop covers the viewport, not the page).
 */
export function screenshots(prefix = ''): (page: Page, name: string, options?: { fullPage?: boolean }) => Promise<void> {
  return async (page, name, { fullPage = true } = {}) => {
    await page.screenshot({ path: `${SHOTS}${prefix}${name}.png`, fullPage });
  };
}

/** Fills the sign-up form's fields (the page is on /signup); the 18+ box is left to the test. */
export async function fillSignUp(page: Page, name: string, email: string): Promise<void> {
  await page.getByLabel('Full Name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
}

/** A new member signed up through /signup, left on the dashboard. */
export async function signUpInBrowser(page: Page, name: string, email: string): Promise<void> {
  await page.goto('/signup');
  await fillSignUp(page, name, email);
  await page.getByLabel(/18 years of age or older/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { name: `Welcome back, ${name}!` }).waitFor();
}

/** Signs an existing member in through /login, left on the dashboard. */
export async function signInInBrowser(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard');
}

/** The serious and critical axe-core violations of what the page shows now. */
export async function seriousAxeViolations(page: Page): Promise<Array<{ id: string; impact: string; nodes: string[] }>> {
  // The site's CSP (script-src 'self') refuses an injected <script> (addScriptTag), so axe is
  // evaluated through the DevTools protocol instead, leaving the page's own policy in force.
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(context: Document): Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }> };
      }
    ).axe;
    const { violations } = await axe.run(document);
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  });
}
