/**
 * Browser test: "Share Your Feedback" on the chat and voice pages against the real stack
 * (gateway, identity, sessions-and-limits, chat and feedback), in headless Chromium. What the
 * feedback service saved is read back through the admin list (`GET /api/v1/admin/feedback`).
 * Build first (`node scripts/build.mjs`). Screenshots go to test-results/web/feedback-*.png.
 */
import { describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import type { Feedback, FeedbackList } from '@vi/contracts';
import { fakeVapiEnv, grantAdmin } from '@vi/testing';
import { TIME_ZONE, screenshots, seriousAxeViolations, setUpBrowserTests, signInInBrowser, signUpInBrowser } from './support.js';

const vapi = fakeVapiEnv();
const browserTests = setUpBrowserTests({
  stack: {
    only: ['identity', 'sessions-and-limits', 'chat', 'feedback', 'gateway'],
    label: 'feedback',
    env: { VAPI_PUBLIC_KEY: vapi.VAPI_PUBLIC_KEY, VAPI_ASSISTANT_ID: vapi.VAPI_ASSISTANT_ID, VAPI_WEBHOOK_SECRET: vapi.VAPI_WEBHOOK_SECRET },
  },
  launchArgs: ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  viewport: { width: 1280, height: 900 },
  context: { timezoneId: TIME_ZONE, reducedMotion: 'reduce' },
});
const { uniqueEmail, newPage, signUpByApi, accessTokenFor } = browserTests;
const shot = screenshots('feedback-');

const FEEDBACK_ROUTE = '**/api/v1/feedback';

/**
 * A stand-in for the voice platform SDK chunk (as in voice.browser.test.ts, reduced to what a call
 * needs): the call goes live a moment after `start` and ends on `stop`.
 */
const FAKE_SDK = `
class FakeVapi {
  constructor() { this.handlers = new Map(); }
  on(event, listener) { this.handlers.set(event, [...(this.handlers.get(event) ?? []), listener]); return this; }
  removeListener(event, listener) { this.handlers.set(event, (this.handlers.get(event) ?? []).filter((l) => l !== listener)); return this; }
  emit(event, ...args) { for (const listener of this.handlers.get(event) ?? []) listener(...args); }
  async start() { setTimeout(() => this.emit('call-start'), 100); return { id: 'fake-platform-call' }; }
  async stop() { this.emit('call-end'); }
  setMuted() {}
  isMuted() { return false; }
  setVolume() {}
}
export default { default: FakeVapi };
`;

const feedbackForm = (page: Page, name = 'Share Your Feedback') => page.getByRole('region', { name });
const submitButton = (form: Locator, name = 'Submit Feedback') => form.getByRole('button', { name });
/** A star: the label the member presses (the radio inside it is visually hidden). */
const star = (form: Locator, rating: number) => form.locator('label.feedback-star').nth(rating - 1);
const improvements = (form: Locator, name = 'What could be better?') => form.getByRole('group', { name });

/** The member id inside an access token (its `sub`). */
function memberIdOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string };
  return payload.sub;
}

/** An admin of this stack, made in identity's own table, with a token for the admin routes. */
let adminToken: string | null = null;
async function admin(): Promise<string> {
  if (adminToken) return adminToken;
  const email = uniqueEmail('admin');
  const { id } = await signUpByApi(email, 'Ada Admin');
  await grantAdmin(browserTests.stack.namespace, id);
  adminToken = await accessTokenFor(email);
  return adminToken;
}

/** What the feedback service holds for one member, newest first, read as an admin reads it. */
async function savedFeedback(memberId: string): Promise<Feedback[]> {
  const response = await fetch(`${browserTests.stack.baseUrl}/api/v1/admin/feedback?limit=200`, { headers: { Authorization: `Bearer ${await admin()}` } });
  expect(response.status).toBe(200);
  const { items } = (await response.json()) as FeedbackList;
  return items.filter((item) => item.userId === memberId);
}

/** The router state of the current history entry (React Router keeps it under `usr`). */
const routerState = (page: Page) => page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr ?? null);

/** No part of the page is wider than the viewport. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, width } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

describe('feedback on the chat page', () => {
  it('rates 2 with two improvements and a comment, thanks the member, goes to the dashboard as from chat, and is saved', async () => {
    const { context, page } = await newPage();
    try {
      const email = uniqueEmail('negative');
      await signUpInBrowser(page, 'Nora Feedback', email);
      await page.getByRole('button', { name: 'Start Chat Session' }).click();
      await page.waitForURL('**/chat');

      const form = feedbackForm(page);
      await form.getByRole('heading', { level: 2, name: 'Share Your Feedback' }).waitFor();
      const rating = form.getByRole('radiogroup', { name: 'Your rating' });
      await rating.waitFor();
      await expect(rating.getByRole('radio').count()).resolves.toBe(5);
      await form.getByText('Select a rating to continue', { exact: true }).waitFor();
      await expect(submitButton(form).isDisabled()).resolves.toBe(true);
      await expect(improvements(form).count()).resolves.toBe(0);
      await form.getByText('0/2000 characters').waitFor();

      // Each star is a labelled radio: its number and the spec's label.
      const names = ['1 of 5: Poor', '2 of 5: Fair', '3 of 5: Good', '4 of 5: Very Good', '5 of 5: Excellent'];
      for (const name of names) await expect(form.getByRole('radio', { name, exact: true }).count()).resolves.toBe(1);

      // 3 is neutral: no improvements; 2 is negative: they appear.
      await star(form, 3).click();
      await form.getByText('Good', { exact: true }).waitFor();
      await expect(improvements(form).count()).resolves.toBe(0);
      await expect(submitButton(form).isEnabled()).resolves.toBe(true);
      await star(form, 2).click();
      await expect(form.getByRole('radio', { name: '2 of 5: Fair' }).isChecked()).resolves.toBe(true);
      await form.getByText('Fair', { exact: true }).waitFor();
      const choices = improvements(form);
      await choices.waitFor();
      const labels = await choices.locator('label').allTextContents();
      expect(labels).toEqual(['Response Speed', 'Voice Quality', 'Understanding', 'Helpfulness', 'Conversation Flow', 'Technical Issues']);
      await choices.getByRole('checkbox', { name: 'Understanding' }).check();
      await choices.getByRole('checkbox', { name: 'Conversation Flow' }).check();

      const comment = form.getByRole('textbox', { name: 'Comment (optional)' });
      await expect(comment.getAttribute('maxlength')).resolves.toBe('2000');
      await comment.fill('  The replies felt rushed today.  ');
      await form.getByText('34/2000 characters').waitFor();

      expect(await seriousAxeViolations(page)).toEqual([]);
      await form.scrollIntoViewIfNeeded();
      await shot(page, 'chat-negative-desktop', { fullPage: false });

      await submitButton(form).click();
      const thanks = form.getByRole('status');
      await thanks.getByText('Thank you for your feedback!').waitFor();
      await thanks.getByText(/Taking you back to your dashboard/).waitFor();
      await form.getByRole('button', { name: 'Leave another review' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/chat');
      await shot(page, 'chat-thanks-desktop', { fullPage: false });

      // After the thank-you, the dashboard, told the member came from chat.
      await page.waitForURL('**/dashboard', { timeout: 10_000 });
      await page.getByRole('heading', { name: 'Welcome back, Nora Feedback!' }).waitFor();
      await expect(routerState(page)).resolves.toEqual({ fromChat: true });

      const saved = await savedFeedback(memberIdOf(await accessTokenFor(email)));
      expect(saved).toHaveLength(1);
      expect(saved[0]).toMatchObject({
        sessionType: 'chat',
        rating: 2,
        category: 'negative',
        comment: 'The replies felt rushed today.',
        improvements: ['Understanding', 'Conversation Flow'],
      });
    } finally {
      await context.close();
    }
  }, 60_000);

  it('rates 5 by keyboard (no improvements, positive), and "Leave another review" brings the form back and stays', async () => {
    const email = uniqueEmail('positive');
    const { id } = await signUpByApi(email, 'Paul Positive');
    const { context, page } = await newPage();
    try {
      await signInInBrowser(page, email);
      await page.getByRole('button', { name: 'Start Chat Session' }).click();
      await page.waitForURL('**/chat');
      const form = feedbackForm(page);

      // A negative rating first, with an improvement ticked…
      await star(form, 2).click();
      await improvements(form).getByRole('checkbox', { name: 'Helpfulness' }).check();
      // …then arrow keys move the rating to 5: improvements go away.
      await form.getByRole('radio', { name: '2 of 5: Fair' }).focus();
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
      await expect(form.getByRole('radio', { name: '5 of 5: Excellent' }).isChecked()).resolves.toBe(true);
      await form.getByText('Excellent', { exact: true }).waitFor();
      await expect(improvements(form).count()).resolves.toBe(0);

      await submitButton(form).click();
      await form.getByRole('status').getByText('Thank you for your feedback!').waitFor();
      const again = form.getByRole('button', { name: 'Leave another review' });
      // Focus moves to the one thing left to do.
      await expect(again.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
      await again.click();

      // The form is back, empty, and the page stays (past the 3 s the thank-you would have lasted).
      await form.getByText('Select a rating to continue', { exact: true }).waitFor();
      await expect(submitButton(form).isDisabled()).resolves.toBe(true);
      await expect(form.getByRole('radio', { checked: true }).count()).resolves.toBe(0);
      await expect(form.getByRole('radio', { name: '1 of 5: Poor' }).evaluate((element) => element === document.activeElement)).resolves.toBe(true);
      await expect(form.getByRole('status').textContent()).resolves.toBe('');
      await page.waitForTimeout(3500);
      expect(new URL(page.url()).pathname).toBe('/chat');

      const saved = await savedFeedback(id);
      expect(saved).toHaveLength(1);
      expect(saved[0]).toMatchObject({ sessionType: 'chat', rating: 5, category: 'positive', comment: '', improvements: [] });
    } finally {
      await context.close();
    }
  }, 60_000);

  it('says "You must be logged in to submit feedback" on a 401 and "Failed to submit feedback" when the feedback service is down', async () => {
    // The gateway itself refuses feedback without a token.
    const anonymous = await fetch(`${browserTests.stack.baseUrl}/api/v1/feedback`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ sessionType: 'chat', rating: 4, category: 'positive', comment: '', improvements: [] }),
    });
    expect(anonymous.status).toBe(401);

    const email = uniqueEmail('errors');
    const { id } = await signUpByApi(email, 'Erin Error');
    const { context, page } = await newPage(360, 780);
    let stopped = false;
    try {
      await signInInBrowser(page, email);
      await page.goto('/chat');
      const form = feedbackForm(page);
      await star(form, 1).click();
      await improvements(form).getByRole('checkbox', { name: 'Technical Issues' }).check();
      await form.getByRole('textbox', { name: 'Comment (optional)' }).fill('It froze twice.');

      // An expired session: the gateway answers 401 (the app renews its token and tries once more).
      browserTests.allowConsoleErrors(/Failed to load resource: the server responded with a status of 401/);
      let refused = 0;
      await page.route(FEEDBACK_ROUTE, (route) => {
        refused++;
        return route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'UNAUTHENTICATED', message: 'Your session has expired. Please sign in again.' } }),
        });
      });
      await submitButton(form).click();
      await form.getByRole('alert').getByText('You must be logged in to submit feedback', { exact: true }).waitFor();
      expect(refused).toBe(2);
      // What the member entered is still there, and they can try again.
      await expect(form.getByRole('radio', { name: '1 of 5: Poor' }).isChecked()).resolves.toBe(true);
      await expect(improvements(form).getByRole('checkbox', { name: 'Technical Issues' }).isChecked()).resolves.toBe(true);
      await expect(submitButton(form).isEnabled()).resolves.toBe(true);
      await form.scrollIntoViewIfNeeded();
      await shot(page, 'error-401-mobile', { fullPage: false });
      await page.unroute(FEEDBACK_ROUTE);

      // The feedback service stopped: the gateway answers 503.
      browserTests.allowConsoleErrors(/Failed to load resource: the server responded with a status of 503/);
      await browserTests.stack.stopService('feedback');
      stopped = true;
      await submitButton(form).click();
      await form.getByRole('alert').getByText('Failed to submit feedback', { exact: true }).waitFor();
      await expect(submitButton(form).isEnabled()).resolves.toBe(true);
      await shot(page, 'error-failed-mobile', { fullPage: false });

      // Back up: the same form goes through, and the error goes away. Only this one was saved.
      await browserTests.stack.startService('feedback');
      stopped = false;
      await submitButton(form).click();
      await form.getByRole('status').getByText('Thank you for your feedback!').waitFor();
      await expect(form.getByRole('alert').count()).resolves.toBe(0);
      await page.waitForURL('**/dashboard', { timeout: 10_000 });
      const saved = await savedFeedback(id);
      expect(saved).toHaveLength(1);
      expect(saved[0]).toMatchObject({ rating: 1, category: 'negative', comment: 'It froze twice.', improvements: ['Technical Issues'] });
    } finally {
      if (stopped) await browserTests.stack.startService('feedback').catch(() => {});
      await context.close();
    }
  }, 90_000);

  it('is in Spanish on a Spanish page, and sends the English improvement values', async () => {
    const email = uniqueEmail('spanish');
    const { id } = await signUpByApi(email, 'Sofía Opinión');
    const { context, page } = await newPage(360, 780);
    try {
      await signInInBrowser(page, email);
      await page.evaluate(() => localStorage.setItem('vi.language', 'es'));
      await page.goto('/chat');

      const form = feedbackForm(page, 'Comparte tu opinión');
      await form.getByText('Selecciona una valoración para continuar', { exact: true }).waitFor();
      await form.getByRole('radiogroup', { name: 'Tu valoración' }).waitFor();
      const names = ['1 de 5: Deficiente', '2 de 5: Regular', '3 de 5: Buena', '4 de 5: Muy buena', '5 de 5: Excelente'];
      for (const name of names) await expect(form.getByRole('radio', { name, exact: true }).count()).resolves.toBe(1);
      await expect(submitButton(form, 'Enviar opinión').isDisabled()).resolves.toBe(true);

      await star(form, 2).click();
      await form.getByText('Regular', { exact: true }).waitFor();
      const choices = improvements(form, '¿Qué podríamos mejorar?');
      const labels = await choices.locator('label').allTextContents();
      expect(labels).toEqual(['Velocidad de respuesta', 'Calidad de la voz', 'Comprensión', 'Utilidad', 'Fluidez de la conversación', 'Problemas técnicos']);
      await choices.getByRole('checkbox', { name: 'Comprensión' }).check();
      await choices.getByRole('checkbox', { name: 'Velocidad de respuesta' }).check();
      await form.getByRole('textbox', { name: 'Comentario (opcional)' }).fill('Me costó que me entendiera.');
      await form.getByText('27/2000 caracteres').waitFor();
      await expectNoSidewaysScroll(page);
      await form.scrollIntoViewIfNeeded();
      await shot(page, 'chat-spanish-mobile', { fullPage: false });
      await shot(page, 'chat-spanish-mobile-full');

      await submitButton(form, 'Enviar opinión').click();
      await form.getByRole('status').getByText('¡Gracias por tu opinión!').waitFor();
      await form.getByRole('button', { name: 'Dejar otra opinión' }).waitFor();
      await shot(page, 'chat-spanish-thanks-mobile', { fullPage: false });
      await page.waitForURL('**/dashboard', { timeout: 10_000 });

      const saved = await savedFeedback(id);
      expect(saved[0]).toMatchObject({
        rating: 2,
        category: 'negative',
        comment: 'Me costó que me entendiera.',
        improvements: ['Response Speed', 'Understanding'],
      });
    } finally {
      await context.close();
    }
  }, 60_000);
});

describe('feedback on the voice page', () => {
  it('has the form; submitting goes to the dashboard as from voice, and is saved as voice feedback', async () => {
    const email = uniqueEmail('voice');
    const { id } = await signUpByApi(email, 'Vic Voice');
    const { context, page } = await newPage();
    try {
      await signInInBrowser(page, email);
      await page.getByRole('button', { name: 'Start Voice Session' }).click();
      await page.waitForURL('**/voice');
      await page.getByRole('heading', { level: 1, name: 'Voice Conversation with Vi' }).waitFor();

      const form = feedbackForm(page);
      await form.getByText('Select a rating to continue', { exact: true }).waitFor();
      await expect(submitButton(form).isDisabled()).resolves.toBe(true);
      await star(form, 4).click();
      await form.getByText('Very Good', { exact: true }).waitFor();
      await expect(improvements(form).count()).resolves.toBe(0);
      await form.getByRole('textbox', { name: 'Comment (optional)' }).fill('Calming voice.');
      await form.scrollIntoViewIfNeeded();
      await shot(page, 'voice-desktop', { fullPage: false });
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.setViewportSize({ width: 360, height: 780 });
      await expectNoSidewaysScroll(page);
      await form.scrollIntoViewIfNeeded();
      await shot(page, 'voice-mobile', { fullPage: false });

      await submitButton(form).click();
      await form.getByRole('status').getByText('Thank you for your feedback!').waitFor();
      await page.waitForURL('**/dashboard', { timeout: 10_000 });
      await expect(routerState(page)).resolves.toEqual({ fromVoice: true });

      const saved = await savedFeedback(id);
      expect(saved).toHaveLength(1);
      expect(saved[0]).toMatchObject({ sessionType: 'voice', rating: 4, category: 'positive', comment: 'Calming voice.', improvements: [] });
    } finally {
      await context.close();
    }
  }, 60_000);

  it('during a live call, thanks the member and resets in place instead of leaving (which would end the call)', async () => {
    const email = uniqueEmail('live');
    const { id } = await signUpByApi(email, 'Liv Live');
    const { context, page } = await newPage();
    await context.route('**/assets/voice-platform-sdk-*.js', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_SDK }));
    try {
      await signInInBrowser(page, email);
      await page.getByRole('button', { name: 'Start Voice Session' }).click();
      await page.waitForURL('**/voice');
      const status = page.getByRole('region', { name: 'Voice call with Vi' }).getByRole('status');
      await page.getByRole('button', { name: 'Talk to Vi' }).click();
      await status.getByText('Talking with Vi', { exact: true }).waitFor();

      const form = feedbackForm(page);
      await star(form, 3).click();
      await form.getByText('Good', { exact: true }).waitFor();
      await submitButton(form).click();
      await form.getByRole('status').getByText('Thank you for your feedback!').waitFor();
      await expect(
        form
          .getByRole('status')
          .getByText(/Taking you back/)
          .count(),
      ).resolves.toBe(0);

      // Past the thank-you's 3 s: the form is back, the member still here and still talking.
      await form.getByText('Select a rating to continue', { exact: true }).waitFor({ timeout: 10_000 });
      expect(new URL(page.url()).pathname).toBe('/voice');
      await expect(status.textContent()).resolves.toBe('Talking with Vi');

      await page.getByRole('button', { name: 'End Call' }).click();
      await status.getByText('Ready to Talk', { exact: true }).waitFor();
      const saved = await savedFeedback(id);
      expect(saved[0]).toMatchObject({ sessionType: 'voice', rating: 3, category: 'neutral', improvements: [] });
    } finally {
      await context.close();
    }
  }, 60_000);
});
