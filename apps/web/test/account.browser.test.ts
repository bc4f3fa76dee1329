/**
 * Browser test: the member's account (issue 30) against the real stack (gateway, identity,
 * sessions-and-limits serving apps/web/dist) with a real SMTP server for identity's mail
 * (`startMailbox` from @vi/testing). Build first (`node scripts/build.mjs`).
 * Screenshots go to test-results/web/account-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startMailbox, type Mailbox } from '@vi/testing';
import type { Page } from 'playwright-core';
import { PASSWORD, TIME_ZONE, screenshots, seriousAxeViolations, setUpBrowserTests, signInInBrowser, signUpInBrowser } from './support.js';

const NEW_PASSWORD = 'quiet-harbour-77';

// The mailbox starts first (this hook is registered before the stack's), so identity gets its URL.
const stackOptions = { only: ['identity', 'sessions-and-limits', 'gateway'], label: 'account', env: {} as Record<string, string> };
let mailbox: Mailbox | undefined;
beforeAll(async () => {
  mailbox = await startMailbox();
  stackOptions.env.SMTP_URL = mailbox.url;
});
afterAll(async () => {
  await mailbox?.stop();
});

const browserTests = setUpBrowserTests({
  stack: stackOptions,
  viewport: { width: 1280, height: 800 },
  context: { timezoneId: TIME_ZONE, reducedMotion: 'reduce', locale: 'en-US' },
});
const { uniqueEmail, newPage, signUpByApi } = browserTests;
const shot = screenshots('account-');

const settings = (page: Page) => page.getByRole('region', { name: /Account Settings|Configuración de la cuenta/ });

/** A GET as the holder of `token` (the support's `api` only POSTs). */
function getMe(token: string): Promise<Response> {
  return fetch(`${browserTests.stack.baseUrl}/api/v1/me`, { headers: { Authorization: `Bearer ${token}`, 'X-Time-Zone': TIME_ZONE } });
}

async function expectNoSeriousAxeViolations(page: Page) {
  await expect(seriousAxeViolations(page)).resolves.toEqual([]);
}

/** The first link to `path` in the newest mail to `to` (the mail is plain text). */
async function linkFromMail(to: string, path: '/reset-password' | '/confirm-email'): Promise<string> {
  const mail = await mailbox!.waitFor((m) => m.to.some((address) => address.toLowerCase() === to.toLowerCase()) && m.text.includes(path), 20_000);
  const link = new RegExp(`https?://\\S+${path}#token=[A-Za-z0-9_-]+`).exec(mail.text)?.[0];
  if (!link) throw new Error(`no ${path} link in the mail: ${mail.text}`);
  return link;
}

describe('the profile', () => {
  it('saves name, language and time zone, shows them, switches the interface at once, and keeps them after a reload and on another sign-in', async () => {
    const email = uniqueEmail('profile');
    const { context, page } = await newPage();
    try {
      await signUpInBrowser(page, 'Lena Fresh', email);
      await settings(page).getByText('Language: Browser default · Time zone: Browser default').waitFor();
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      const name = page.getByLabel('Name', { exact: true });
      // The form opens with focus on its first field.
      await expect(name.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await expect(page.getByLabel('Time zone').locator('option').count()).resolves.toBeGreaterThan(100);
      await name.fill('Lena Calm');
      await page.getByLabel('Interface language').selectOption('es');
      await page.getByLabel('Time zone').selectOption('Europe/Madrid');
      await shot(page, 'profile-form');
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('button', { name: 'Save' }).click();

      // Spanish at once, with the new values.
      await page.getByRole('heading', { name: '¡Hola de nuevo, Lena Calm!' }).waitFor();
      await settings(page).getByText('Tu perfil está guardado.').waitFor();
      await settings(page).getByText('Idioma: Español · Zona horaria: Europe/Madrid').waitFor();
      await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('es');
      await shot(page, 'profile-saved-es');

      await page.reload();
      await page.getByRole('heading', { name: '¡Hola de nuevo, Lena Calm!' }).waitFor();
      await settings(page).getByText('Idioma: Español · Zona horaria: Europe/Madrid').waitFor();
      // After the session is back, every call reports the chosen zone, not the browser's.
      const usage = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/v1/usage');
      await page.getByRole('button', { name: 'Actualizar estadísticas de chat' }).click();
      expect((await usage).headers()['x-time-zone']).toBe('Europe/Madrid');
    } finally {
      await context.close();
    }

    // A fresh browser (English, no stored choice): signing in brings the member's language.
    const other = await newPage(360, 740);
    try {
      await signInInBrowser(other.page, email);
      await other.page.getByRole('heading', { name: '¡Hola de nuevo, Lena Calm!' }).waitFor();
      await shot(other.page, 'profile-es-mobile');

      // Back to the browser's language: English at once.
      await other.page.getByRole('button', { name: 'Editar perfil' }).click();
      await other.page.getByLabel('Idioma de la interfaz').selectOption('');
      await other.page.getByRole('button', { name: 'Guardar' }).click();
      await other.page.getByRole('heading', { name: 'Welcome back, Lena Calm!' }).waitFor();
      await settings(other.page).getByText('Language: Browser default · Time zone: Europe/Madrid').waitFor();
    } finally {
      await other.context.close();
    }
  });
});

describe('changing the password', () => {
  it('refuses a wrong current password, then signs the other browser out while this one stays signed in', async () => {
    // The refused requests are logged by the browser (403 here, 401 in the other browser).
    browserTests.allowConsoleErrors(/Failed to load resource: the server responded with a status of (401|403)/);
    const email = uniqueEmail('password');
    const first = await newPage();
    const second = await newPage();
    try {
      await signUpInBrowser(first.page, 'Ivo First', email);
      await signInInBrowser(second.page, email);
      await second.page.getByRole('heading', { name: 'Welcome back, Ivo First!' }).waitFor();

      const page = first.page;
      await page.getByRole('button', { name: 'Change Password' }).click();
      await page.getByLabel('Current password', { exact: true }).fill('not-my-password');
      await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel('Confirm new password', { exact: true }).fill('something-else');
      await page.getByRole('button', { name: 'Save New Password' }).click();
      await settings(page).getByText('Passwords do not match').waitFor();
      await page.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Save New Password' }).click();
      await settings(page).getByText('That is not your current password. Please try again.').waitFor();
      await shot(page, 'password-wrong');

      await page.getByLabel('Current password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Save New Password' }).click();
      await settings(page)
        .getByText(/Your password is changed\. Any other devices that were signed in have been signed out/)
        .waitFor();
      await expectNoSeriousAxeViolations(page);
      await shot(page, 'password-changed');

      // The other browser's next call is refused, its refresh too: it lands signed out (a click on the
      // dashboard makes the call, unless its own polling found out first).
      await Promise.race([
        second.page.waitForURL((url) => url.pathname === '/'),
        second.page
          .getByRole('button', { name: 'Refresh voice stats' })
          .click()
          .catch(() => undefined),
      ]);
      await second.page.waitForURL((url) => url.pathname === '/');
      await second.page.goto('/dashboard');
      await second.page.waitForURL((url) => url.pathname === '/');

      // This one stays signed in, across a reload too.
      await page.reload();
      await page.getByRole('heading', { name: 'Welcome back, Ivo First!' }).waitFor();
    } finally {
      await first.context.close();
      await second.context.close();
    }
  });
});

describe('a forgotten password', () => {
  it('sends a link by email that sets a new password once, after which the old password and older sessions are refused', async () => {
    browserTests.allowConsoleErrors(/Failed to load resource: the server responded with a status of (400|401)/);
    const email = uniqueEmail('forgot');
    const { token: oldSession } = await signUpByApi(email, 'Rosa Forgot');
    await expect(getMe(oldSession).then((r) => r.status)).resolves.toBe(200);

    const { context, page } = await newPage();
    try {
      await page.goto('/login');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.waitForURL('**/forgot-password');
      await page.getByRole('heading', { name: 'Forgot Your Password?', level: 1 }).waitFor();
      await page.getByLabel('Email', { exact: true }).fill(email);
      await expectNoSeriousAxeViolations(page);
      await shot(page, 'forgot');
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await page.getByText('If an account uses that address, a link to choose a new password is on its way. It works once, for 30 minutes.').waitFor();
      await shot(page, 'forgot-sent');

      const link = await linkFromMail(email, '/reset-password');
      expect(link.startsWith(browserTests.stack.baseUrl)).toBe(true);
      await page.goto(link);
      await page.getByRole('heading', { name: 'Choose a New Password', level: 1 }).waitFor();
      // The token is taken off the address bar.
      await page.waitForURL((url) => url.pathname === '/reset-password' && url.hash === '');
      await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel('Confirm New Password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Show new password', exact: true }).click();
      await expect(page.getByLabel('New Password', { exact: true }).getAttribute('type')).resolves.toBe('text');
      await expectNoSeriousAxeViolations(page);
      await shot(page, 'reset');
      await page.getByRole('button', { name: 'Save New Password' }).click();
      await page.getByText('Your password is changed. To keep your account safe, every device that was signed in has been signed out.').waitFor();
      await shot(page, 'reset-done');

      // The session that was open before is refused.
      await expect(getMe(oldSession).then((r) => r.status)).resolves.toBe(401);

      // The link works once (opened afresh, as from the mail: not a same-page hash change).
      await page.goto('/login');
      await page.goto(link);
      await page.getByLabel('New Password', { exact: true }).fill('another-one-99');
      await page.getByLabel('Confirm New Password', { exact: true }).fill('another-one-99');
      await page.getByRole('button', { name: 'Save New Password' }).click();
      await page.getByText('This link has expired or has already been used. Please ask for a new one.').waitFor();
      await page.getByRole('link', { name: 'Ask for a new link' }).waitFor();
      await shot(page, 'reset-used-link');

      // The old password is refused, the new one works.
      await page.goto('/login');
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByText('Invalid email or password. Please check your credentials and try again.').waitFor();
      await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL('**/dashboard');
      await page.getByRole('heading', { name: 'Welcome back, Rosa Forgot!' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('fits a 360 px phone, and a link without its token says so', async () => {
    const { context, page } = await newPage(360, 740);
    try {
      await page.goto('/forgot-password');
      await page.getByRole('heading', { name: 'Forgot Your Password?', level: 1 }).waitFor();
      await shot(page, 'forgot-mobile');
      await page.goto('/reset-password');
      await page.getByText('This link is incomplete. Please open it again from the email, or ask for a new one.').waitFor();
      await shot(page, 'reset-incomplete-mobile');
      await page.getByRole('link', { name: 'Ask for a new link' }).click();
      await page.waitForURL('**/forgot-password');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('changing the email address', () => {
  it('sends a link to the new address that, once opened, makes it the sign-in address', async () => {
    const email = uniqueEmail('email');
    const newEmail = uniqueEmail('email-new');
    const { context, page } = await newPage();
    try {
      await signUpInBrowser(page, 'Teo Move', email);
      await page.getByRole('button', { name: 'Change Email' }).click();
      await page.getByLabel('New email address').fill(newEmail);
      await page.getByLabel('Current password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Send Confirmation Link' }).click();
      await settings(page).getByText(`Almost there: open the link we sent to ${newEmail} to confirm it.`, { exact: false }).waitFor();
      await shot(page, 'email-pending');

      const link = await linkFromMail(newEmail, '/confirm-email');
      await page.goto(link);
      await page.getByText(`Your email address is now ${newEmail}.`).waitFor();
      await page.waitForURL((url) => url.pathname === '/confirm-email' && url.hash === '');
      await expectNoSeriousAxeViolations(page);
      await shot(page, 'email-confirmed');
      await page.getByRole('link', { name: 'Go to your dashboard' }).click();
      await settings(page).getByText(`You sign in with ${newEmail}.`).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('signing out everywhere', () => {
  it('ends this session and the other browser’s', async () => {
    browserTests.allowConsoleErrors(/Failed to load resource: the server responded with a status of 401/);
    const email = uniqueEmail('everywhere');
    const first = await newPage();
    const second = await newPage();
    try {
      await signUpInBrowser(first.page, 'Uma Everywhere', email);
      await signInInBrowser(second.page, email);
      await first.page.getByRole('button', { name: 'Sign Out Everywhere' }).click();
      await first.page.waitForURL((url) => url.pathname === '/');
      await first.page.goto('/dashboard');
      await first.page.waitForURL((url) => url.pathname === '/');
      // Its next request to the API is refused: a click on the dashboard, unless its own polling found out first.
      await Promise.race([
        second.page.waitForURL((url) => url.pathname === '/'),
        second.page
          .getByRole('button', { name: 'Refresh voice stats' })
          .click()
          .catch(() => undefined),
      ]);
      await second.page.waitForURL((url) => url.pathname === '/');
    } finally {
      await first.context.close();
      await second.context.close();
    }
  });
});
