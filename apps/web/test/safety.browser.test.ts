/**
 * Browser test of the safety UI against the real stack (gateway, identity, sessions-and-limits and
 * chat, no OpenAI key): the crisis panel after a crisis message (one-tap tel:/sms: links, the
 * conversation kept open, still there after a reload), the AI disclosure's bold capitals of at
 * least 16 pt, the limit prompt's crisis pointer and the member's kept text, and, with the reply
 * stream stood in by the test (page.route), `retract`, an inline `disclosure`, the panel's levels
 * and categories and a `check_in` message. Build first. Screenshots: test-results/web/safety-*.png.
 */
import { describe, expect, it } from '@jest/globals';
import { FREE_CHAT_CONVERSATIONS_PER_MONTH } from '@vi/contracts';
import type { Page, Route } from 'playwright-core';
import { TIME_ZONE, screenshots, seriousAxeViolations, setUpBrowserTests, signInInBrowser } from './support.js';

const browserTests = setUpBrowserTests({
  stack: { only: ['identity', 'sessions-and-limits', 'chat', 'gateway'], label: 'safety' },
  viewport: { width: 1280, height: 900 },
  context: { timezoneId: TIME_ZONE, reducedMotion: 'reduce' },
});
const { uniqueEmail, newPage, signUpByApi } = browserTests;
const shot = screenshots('safety-');

const CRISIS_MESSAGE = 'I want to end my life tonight';
const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message to Vi' });
const viBubbles = (page: Page) => page.locator('.chat-message.from-vi');
const urgentPanel = (page: Page) => page.getByRole('alert', { name: 'Your safety matters most right now' });

/** The hrefs of the panel's one-tap lines, in order. */
const lineHrefs = (page: Page) => page.locator('.crisis-panel .crisis-panel-line').evaluateAll((links) => links.map((a) => a.getAttribute('href')));

/** The computed type of the element: size in CSS px, weight, transform, and whether its text is capitals. */
async function typeOf(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const style = getComputedStyle(el);
      const text = el.textContent ?? '';
      return {
        size: parseFloat(style.fontSize),
        weight: Number(style.fontWeight),
        transform: style.textTransform,
        capitals: text === text.toUpperCase(),
        text,
      };
    });
}

async function signedIn(page: Page, tag: string): Promise<{ email: string; token: string }> {
  const email = uniqueEmail(tag);
  const { token } = await signUpByApi(email);
  await signInInBrowser(page, email);
  return { email, token };
}

describe('the disclosure in the page language', () => {
  it("is written by the server in the page's chosen language, not only the browser's", async () => {
    const { context, page } = await newPage();
    try {
      await signedIn(page, 'disclosure-es');
      // The browser asks for English; the member chose Spanish on the page.
      await page.evaluate(() => localStorage.setItem('vi.language', 'es'));
      await page.goto('/chat');
      await page
        .locator('.disclosure-notice-top .disclosure-notice-text')
        .getByText(/PROGRAMA INFORMÁTICO Y NO UN SER HUMANO/)
        .waitFor();
    } finally {
      await context.close();
    }
  }, 60_000);
});

describe('a crisis message in chat', () => {
  it('shows the crisis panel with one-tap lines, keeps the conversation open, and keeps the panel after a reload', async () => {
    const { context, page } = await newPage();
    try {
      await signedIn(page, 'crisis');
      await page.goto('/chat');

      // The disclosure opens every conversation: bold capitals of at least 16 pt (21.33 CSS px).
      const disclosure = page.getByRole('note', { name: 'Vi is a computer program' });
      await disclosure.getByText(/COMPUTER PROGRAM AND NOT A HUMAN BEING/).waitFor();
      const type = await typeOf(page, '.disclosure-notice-top .disclosure-notice-text');
      expect(type.size).toBeGreaterThanOrEqual(21.33);
      expect(type.weight).toBeGreaterThanOrEqual(700);
      expect(type.transform).toBe('uppercase');
      expect(type.capitals).toBe(true);
      await expect(page.locator('.crisis-panel').count()).resolves.toBe(0);

      await messageBox(page).fill(CRISIS_MESSAGE);
      await page.keyboard.press('Enter');
      const panel = urgentPanel(page);
      await panel.waitFor();
      await viBubbles(page).first().locator('time').waitFor();

      // Urgent: the emergency number first, then 988 by call and text, then the Crisis Text Line.
      await expect(lineHrefs(page)).resolves.toEqual(['tel:911', 'tel:988', 'sms:988', 'sms:741741?&body=HOME']);
      await expect(panel.getByRole('link', { name: 'Call your local emergency number (911 in the US)' }).getAttribute('href')).resolves.toBe('tel:911');
      await expect(panel.getByRole('link', { name: 'Call 988', exact: true }).getAttribute('href')).resolves.toBe('tel:988');
      await expect(panel.getByRole('link', { name: 'Text 988', exact: true }).getAttribute('href')).resolves.toBe('sms:988');
      await expect(panel.getByRole('link', { name: 'Text HOME to 741741' }).getAttribute('href')).resolves.toBe('sms:741741?&body=HOME');
      await expect(panel.getByRole('link', { name: /Crisis lines in other countries/ }).getAttribute('href')).resolves.toBe('/crisis-resources');
      await expect(panel.getByRole('link', { name: /How Vi keeps you safe/ }).getAttribute('href')).resolves.toBe('/safety');

      // The grounding exercise opens and closes.
      const toggle = panel.getByRole('button', { name: 'Try a grounding exercise' });
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
      await toggle.click();
      await panel.getByText('5 things you can see').waitFor();
      await expect(panel.getByRole('button', { name: 'Hide the grounding exercise' }).getAttribute('aria-expanded')).resolves.toBe('true');
      await shot(page, 'crisis-desktop');
      await expect(seriousAxeViolations(page)).resolves.toEqual([]);

      // The conversation stays open: the input takes another message, and the panel stays up.
      await expect(messageBox(page).isEditable()).resolves.toBe(true);
      await messageBox(page).fill('Thank you. Can we keep talking?');
      await expect(page.getByRole('button', { name: 'Send' }).isEnabled()).resolves.toBe(true);
      await page.keyboard.press('Enter');
      await viBubbles(page).nth(1).locator('time').waitFor();
      await panel.waitFor();

      // Back on the page later: the conversation's risk keeps the panel up.
      await page.reload();
      await viBubbles(page).nth(1).waitFor();
      await urgentPanel(page).waitFor();

      await page.setViewportSize({ width: 360, height: 780 });
      await urgentPanel(page).scrollIntoViewIfNeeded();
      await shot(page, 'crisis-mobile', { fullPage: false });
      const small = await typeOf(page, '.disclosure-notice-top .disclosure-notice-text');
      expect(small.size).toBeGreaterThanOrEqual(21.33);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await context.close();
    }
  }, 90_000);
});

describe('the limit prompt', () => {
  it('carries the crisis pointer, keeps what the member typed, and never blocks a crisis conversation', async () => {
    const { context, page } = await newPage();
    try {
      const { token } = await signedIn(page, 'limit');
      for (let i = 0; i < FREE_CHAT_CONVERSATIONS_PER_MONTH; i++) await browserTests.chatOnce(token);

      // On arrival at 5/5: the prompt, with one tap to 988 and the crisis resources.
      await page.goto('/chat');
      const dialog = page.getByRole('dialog', { name: 'Monthly limit reached' });
      await dialog.waitFor();
      await dialog.getByText(/In crisis or thinking about ending your life\?/).waitFor();
      await expect(dialog.getByRole('link', { name: 'Call 988' }).getAttribute('href')).resolves.toBe('tel:988');
      await expect(dialog.getByRole('link', { name: /Crisis resources/ }).getAttribute('href')).resolves.toBe('/crisis-resources');
      await shot(page, 'limit-prompt', { fullPage: false });
      await expect(seriousAxeViolations(page)).resolves.toEqual([]);
      await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
      await page.waitForURL('**/dashboard');

      // A refused message: the prompt (with the pointer) opens; closing it, by button or Escape, keeps the member here with their text.
      browserTests.allowConsoleErrors(/Failed to load resource: the server responded with a status of 402/);
      await page.getByRole('link', { name: 'View History' }).click();
      await page.waitForURL('**/chat');
      await messageBox(page).fill('Can we talk about my week?');
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      await expect(dialog.getByRole('link', { name: 'Call 988' }).getAttribute('href')).resolves.toBe('tel:988');
      await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);
      expect(new URL(page.url()).pathname).toBe('/chat');
      await expect(messageBox(page).inputValue()).resolves.toBe('Can we talk about my week?');
      await messageBox(page).click();
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);
      await expect(messageBox(page).inputValue()).resolves.toBe('Can we talk about my week?');

      // Crisis help is never behind the allowance: the crisis reply and the panel, no prompt.
      await messageBox(page).fill(CRISIS_MESSAGE);
      await page.keyboard.press('Enter');
      await urgentPanel(page).waitFor();
      await viBubbles(page).first().locator('time').waitFor();
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);

      // The next message goes to the server (the page does not refuse it itself): a reply, or the
      // prompt with the text kept, whichever the server gives.
      const sent = page.waitForRequest((request) => request.url().endsWith('/api/v1/chat/messages') && request.method() === 'POST');
      await messageBox(page).fill('It is a bad night and I need to talk.');
      await page.keyboard.press('Enter');
      await sent;
      await Promise.race([viBubbles(page).nth(1).locator('time').waitFor(), dialog.waitFor()]);
      if (await dialog.isVisible()) {
        await dialog.getByText(/In crisis or thinking about ending your life\?/).waitFor();
        await page.keyboard.press('Escape');
        await expect(messageBox(page).inputValue()).resolves.toBe('It is a bad night and I need to talk.');
      }
      await urgentPanel(page).waitFor();

      // Arriving again at 5/5 in a conversation that showed risk: no prompt, the server decides.
      await page.goto('/chat');
      await urgentPanel(page).waitFor();
      await messageBox(page).waitFor();
      await page.waitForTimeout(300);
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  }, 90_000);
});

// ------------------------------------------------------------- the stream, stood in by the test

const CONVERSATION_ID = '2b9c2d3e-4f50-4a61-8b72-9c83d4e5f601';
const NOW = '2026-01-05T15:00:00.000Z';

function message(id: string, role: 'user' | 'assistant', content: string, extra: Record<string, unknown> = {}) {
  return { id, conversationId: CONVERSATION_ID, role, content, createdAt: NOW, crisis: false, cutOff: false, ...extra };
}

function conversation(extra: Record<string, unknown>) {
  return { id: CONVERSATION_ID, startedAt: NOW, messages: [], assistant: { mode: 'offline', model: 'offline-coach' }, risk: null, disclosure: null, ...extra };
}

async function fulfilJson(route: Route, body: unknown): Promise<void> {
  await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
}

async function fulfilStream(route: Route, events: unknown[]): Promise<void> {
  await route.fulfill({
    status: 200,
    headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' },
    body: events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join(''),
  });
}

describe('the reply stream (stood in by the test)', () => {
  it('drops a retracted reply, shows an inline disclosure, and a concern panel with eating-disorder resources', async () => {
    const { context, page } = await newPage();
    try {
      await signedIn(page, 'retract');
      await page.route('**/api/v1/chat/conversation', (route) => fulfilJson(route, conversation({})));
      await page.route('**/api/v1/chat/messages', (route) =>
        fulfilStream(route, [
          { type: 'session', session: null },
          { type: 'message', message: message('3c0d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f', 'user', 'Are you a real person?') },
          {
            type: 'disclosure',
            disclosure: { text: 'THE AI COMPANION (VI) IS A COMPUTER PROGRAM AND NOT A HUMAN BEING. IT IS UNABLE TO FEEL HUMAN EMOTION.', reason: 'asked' },
          },
          { type: 'delta', text: 'RETRACTED-START of an ordinary reply' },
          { type: 'retract' },
          { type: 'delta', text: 'I am a computer program. How safe are you feeling right now?' },
          {
            type: 'done',
            message: message('4d1e2f3a-4b5c-4d6e-8f7a-8b9c0d1e2f3a', 'assistant', 'I am a computer program. How safe are you feeling right now?', {
              crisis: true,
            }),
            crisis: true,
            assistant: { mode: 'offline', model: 'offline-coach' },
            risk: { level: 'concern', categories: ['eating_disorder'] },
          },
        ]),
      );
      await page.goto('/chat');
      await page.getByRole('note', { name: 'Vi is a computer program' }).first().waitFor();
      await messageBox(page).fill('Are you a real person?');
      await page.keyboard.press('Enter');
      await viBubbles(page).first().locator('time').waitFor();
      await expect(viBubbles(page).count()).resolves.toBe(1);
      await expect(viBubbles(page).first().locator('.chat-bubble-text').textContent()).resolves.toBe(
        'I am a computer program. How safe are you feeling right now?',
      );
      await expect(page.getByText(/RETRACTED-START/).count()).resolves.toBe(0);

      // The inline disclosure comes before the reply, in the same bold capitals.
      const inline = page.locator('.chat-message-disclosure');
      await inline.waitFor();
      const order = await page
        .locator('.chat-message-list > li')
        .evaluateAll((items) =>
          items.map((li) => (li.classList.contains('chat-message-disclosure') ? 'disclosure' : li.classList.contains('from-vi') ? 'vi' : 'member')),
        );
      expect(order).toEqual(['member', 'disclosure', 'vi']);
      const type = await typeOf(page, '.chat-message-disclosure .disclosure-notice-text');
      expect(type.size).toBeGreaterThanOrEqual(21.33);
      expect(type.weight).toBeGreaterThanOrEqual(700);

      // Concern: calmer (a region, not an alert), the three lines without the emergency number first, and ANAD.
      const panel = page.getByRole('region', { name: 'You deserve support right now' });
      await panel.waitFor();
      await expect(page.getByRole('alert').filter({ hasText: 'You deserve support' }).count()).resolves.toBe(0);
      await expect(lineHrefs(page)).resolves.toEqual(['tel:988', 'sms:988', 'sms:741741?&body=HOME', 'tel:18883757767']);
      await panel.getByRole('link', { name: /ANAD helpline/ }).waitFor();
      await shot(page, 'concern-desktop');
      await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);

  it(`opens with a check-in after a recent crisis, the imminent panel with domestic-violence lines, and no limit prompt at ${FREE_CHAT_CONVERSATIONS_PER_MONTH}/${FREE_CHAT_CONVERSATIONS_PER_MONTH}`, async () => {
    const { context, page } = await newPage();
    try {
      const { token } = await signedIn(page, 'checkin');
      for (let i = 0; i < FREE_CHAT_CONVERSATIONS_PER_MONTH; i++) await browserTests.chatOnce(token);
      await page.route('**/api/v1/chat/conversation', (route) =>
        fulfilJson(
          route,
          conversation({
            messages: [
              message('5e2f3a4b-5c6d-4e7f-8a8b-9c0d1e2f3a4b', 'assistant', 'Hi, it is Vi. Last time was hard. How are you today?', { kind: 'check_in' }),
            ],
            risk: { level: 'imminent', categories: ['danger_from_others'] },
            disclosure: { text: 'THE AI COMPANION (VI) IS A COMPUTER PROGRAM AND NOT A HUMAN BEING. IT IS UNABLE TO FEEL HUMAN EMOTION.', reason: 'start' },
          }),
        ),
      );
      await page.goto('/chat');
      const checkIn = viBubbles(page).first();
      await checkIn.getByText('Checking in').waitFor();
      await checkIn.getByText('Last time was hard.', { exact: false }).waitFor();
      const panel = urgentPanel(page);
      await panel.waitFor();
      await expect(lineHrefs(page)).resolves.toEqual(['tel:911', 'tel:988', 'sms:988', 'sms:741741?&body=HOME', 'tel:18007997233', 'sms:88788?&body=START']);
      await panel.getByRole('link', { name: 'Text START to 88788' }).waitFor();
      await page.waitForTimeout(300);
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);
      await expect(messageBox(page).isEditable()).resolves.toBe(true);
      await shot(page, 'check-in-desktop');

      // From the dashboard, the navigation's Chat opens this conversation too: no limit prompt.
      await page.goto('/dashboard');
      await page.getByRole('navigation', { name: /main/i }).getByRole('button', { name: 'Chat', exact: true }).click();
      await page.waitForURL('**/chat');
      await urgentPanel(page).waitFor();
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  }, 60_000);
});

describe('/safety', () => {
  it('publishes the protocol in English and Spanish, linked from the footer and the crisis resources page', async () => {
    const { context, page } = await newPage(1280, 900);
    try {
      await page.goto('/crisis-resources');
      await page.getByRole('link', { name: "Vi's safety protocol" }).click();
      await page.waitForURL('**/safety');
      await page.getByRole('heading', { level: 1, name: 'How Vi keeps you safe' }).waitFor();
      for (const heading of [
        'If you are in danger now',
        'What Vi watches for',
        'What Vi does at each level',
        'What Vi never does',
        'Vi tells you it is a computer program',
        'How we count crisis referrals',
        'How well it works',
      ]) {
        await page.getByRole('heading', { level: 2, name: heading }).waitFor();
      }
      await page.getByText(/English, Spanish, French, German, Portuguese and Italian/).waitFor();
      await page.getByText(/docs\/safety\/eval\//).waitFor();
      await page.getByText(/independent set, written by people outside the team/).waitFor();
      await expect(page.getByRole('link', { name: 'Call 988' }).getAttribute('href')).resolves.toBe('tel:988');
      await expect(page.getByRole('link', { name: 'Text HOME to 741741' }).getAttribute('href')).resolves.toBe('sms:741741?&body=HOME');
      // Every figure reads as a number or "not measured yet".
      for (const cell of await page.locator('.safety-figures tbody td:nth-child(2)').allTextContents())
        expect(cell).toMatch(/^(\d[\d.,]*\s?(%|ms)|not measured yet)$/);
      const type = await typeOf(page, '.safety-page .disclosure-notice-text');
      expect(type.size).toBeGreaterThanOrEqual(21.33);
      await expect(page.locator('footer.site-footer').getByRole('link', { name: 'Safety' }).getAttribute('href')).resolves.toBe('/safety');
      await shot(page, 'page-en');

      await page.getByRole('banner').getByLabel('Language').selectOption('es');
      await page.getByRole('heading', { level: 1, name: 'Cómo te protege Vi' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Lo que Vi no hace nunca' }).waitFor();
      await expect(page.locator('footer.site-footer').getByRole('link', { name: 'Seguridad' }).getAttribute('href')).resolves.toBe('/safety');
      for (const cell of await page.locator('.safety-figures tbody td:nth-child(2)').allTextContents())
        expect(cell).toMatch(/^(\d[\d.,\s]*\s?(%|ms)|aún sin medir)$/);
      await page.setViewportSize({ width: 360, height: 780 });
      await shot(page, 'page-es-mobile');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await context.close();
    }
  }, 60_000);
});
