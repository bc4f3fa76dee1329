/**
 * Browser test: the chat page against the real stack (gateway, identity, sessions-and-limits and
 * chat, no OpenAI key, so the built-in offline coach answers), in headless Chromium.
 * Build first (`node scripts/build.mjs`). Screenshots go to test-results/web/chat-*.png.
 */
import { describe, expect, it } from '@jest/globals';
import { FREE_CHAT_CONVERSATIONS_PER_MONTH } from '@vi/contracts';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { testInfra, until } from '@vi/testing';
import { TIME_ZONE, screenshots, setUpBrowserTests, signInInBrowser, signUpInBrowser } from './support.js';

const browserTests = setUpBrowserTests({
  // Billing too: a premium member's dashboard asks it for the renewal date.
  stack: { only: ['identity', 'sessions-and-limits', 'chat', 'billing', 'gateway'], label: 'chat' },
  viewport: { width: 1280, height: 900 },
  context: { timezoneId: TIME_ZONE, reducedMotion: 'reduce' },
});
const { uniqueEmail, newPage, signUpByApi } = browserTests;
const shot = screenshots('chat-');

const panel = (page: Page) => page.getByRole('region', { name: 'Conversation with Vi' });
const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message to Vi' });
const viBubbles = (page: Page) => page.locator('.chat-message.from-vi');
const memberBubbles = (page: Page) => page.locator('.chat-message.from-member');

/** Records, from inside the page, what the reply looked like while it arrived. */
async function watchReplies(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen = { thinking: false, streaming: false, lengths: [] as number[] };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    new MutationObserver(() => {
      if (document.querySelector('.chat-thinking')) seen.thinking = true;
      if (document.querySelector('.chat-message[data-streaming]')) seen.streaming = true;
      const replies = document.querySelectorAll('.chat-message.from-vi .chat-bubble-text');
      const last = replies[replies.length - 1];
      if (last) seen.lengths.push(last.textContent?.length ?? 0);
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

/** Waits until the reply is done: no streaming bubble, no "thinking", the send waits for text. */
async function replyDone(page: Page, replies: number): Promise<void> {
  await viBubbles(page)
    .nth(replies - 1)
    .locator('time')
    .waitFor();
  await page.locator('.chat-message[data-streaming]').waitFor({ state: 'detached' });
  await page.getByText('Vi is thinking...').waitFor({ state: 'detached' });
}

describe('a chat from the dashboard', () => {
  it('streams a reply, runs the session timer and count, ends the session, and the dashboard counts it', async () => {
    const { context, page } = await newPage();
    const dialogs: string[] = [];
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    try {
      await signUpInBrowser(page, 'Mara Chat', uniqueEmail('flow'));
      await page.getByRole('button', { name: 'Start Chat Session' }).click();
      await page.waitForURL('**/chat');

      await page.getByRole('heading', { level: 1, name: 'Chat with Vi' }).waitFor();
      await panel(page).getByRole('heading', { name: 'Vi' }).waitFor();
      await panel(page).getByText('Your AI Neuro Assistant').waitFor();
      await panel(page)
        .getByRole('note', { name: 'Vi is a computer program' })
        .getByText(/IS A COMPUTER PROGRAM AND NOT A HUMAN BEING/)
        .waitFor();
      await panel(page)
        .getByText(/NLP techniques/)
        .waitFor();
      await panel(page)
        .getByText(/emotional balance/)
        .waitFor();
      await page.getByRole('heading', { name: 'Share Your Feedback' }).waitFor();
      await page.getByRole('region', { name: 'Share Your Feedback' }).getByText('Select a rating to continue').waitFor();
      await page.getByRole('heading', { name: 'What Vi can help with' }).waitFor();
      await expect(page.getByRole('complementary').getByRole('link', { name: 'Crisis resources' }).getAttribute('href')).resolves.toBe('/crisis-resources');
      await page.locator('footer.site-footer').getByText('Medical disclaimer:').waitFor();
      await expect(messageBox(page).getAttribute('placeholder')).resolves.toBe('Type a message to start a session…');
      await page.getByText(/Your first message starts a session\..*20 minutes of inactivity/).waitFor();
      await expect(page.getByRole('timer').count()).resolves.toBe(0);
      await expect(page.getByRole('button', { name: 'Send' }).isDisabled()).resolves.toBe(true);
      // No limit prompt for a member with chats left.
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);
      await shot(page, 'empty-desktop');

      // Shift+Enter adds a line; Enter sends.
      await messageBox(page).click();
      await page.keyboard.type('Work has been a lot lately.');
      await page.keyboard.press('Shift+Enter');
      await page.keyboard.type('I feel tense all day.');
      await expect(messageBox(page).inputValue()).resolves.toBe('Work has been a lot lately.\nI feel tense all day.');
      await expect(memberBubbles(page).count()).resolves.toBe(0);
      const heightOneLine = await messageBox(page).evaluate((el) => el.getBoundingClientRect().height);
      expect(heightOneLine).toBeGreaterThan(46); // two lines grew it

      await watchReplies(page);
      await page.keyboard.press('Enter');
      await expect(messageBox(page).inputValue()).resolves.toBe('');
      await expect(memberBubbles(page).first().locator('.chat-bubble-text').textContent()).resolves.toBe('Work has been a lot lately.\nI feel tense all day.');
      await replyDone(page, 1);
      const seen = await page.evaluate(() => (window as unknown as { __seen: { thinking: boolean; streaming: boolean; lengths: number[] } }).__seen);
      expect(seen.thinking || seen.streaming).toBe(true);
      const finalReply = (await viBubbles(page).first().locator('.chat-bubble-text').textContent()) ?? '';
      expect(finalReply.length).toBeGreaterThan(20);
      expect(seen.lengths.length).toBeGreaterThan(0);
      expect(Math.max(...seen.lengths)).toBe(finalReply.length);

      // The built-in coach answers: the header says so.
      await panel(page).getByText('Offline mode', { exact: true }).waitFor();
      await panel(page)
        .getByText(/built-in coach is answering/)
        .waitFor();

      // Timestamps: 12-hour hour:minute.
      for (const time of await panel(page).locator('time').allTextContents()) expect(time).toMatch(/^(1[0-2]|[1-9]):[0-5]\d (AM|PM)$/);

      // The session: a running timer and two messages.
      const timer = page.getByRole('timer', { name: 'Session time' });
      await timer.waitFor();
      const first = (await timer.textContent()) ?? '';
      expect(first).toMatch(/^\d\d:\d\d$/);
      // The timer ticks every second: wait for the next tick rather than for a stretch of time.
      const later = await until(
        async () => {
          const now = (await timer.textContent()) ?? '';
          return now !== first ? now : undefined;
        },
        10_000,
        'the session timer did not tick',
      );
      expect(later).toMatch(/^\d\d:\d\d$/);
      await panel(page).getByText('2 messages', { exact: true }).waitFor();
      await expect(messageBox(page).getAttribute('placeholder')).resolves.toBe('Type your message…');
      await page.getByText(/This session ends automatically after 20 minutes of inactivity/).waitFor();
      await shot(page, 'conversation-desktop');

      // Pasted HTML is text: no <img> is made, nothing runs.
      await messageBox(page).fill('<img src=x onerror=alert(1)>hello');
      await page.keyboard.press('Enter');
      await replyDone(page, 2);
      await expect(page.locator('.chat-messages img').count()).resolves.toBe(0);
      await expect(memberBubbles(page).nth(1).locator('.chat-bubble-text').textContent()).resolves.toContain('hello');
      await panel(page).getByText('4 messages', { exact: true }).waitFor();
      // Only the tag: the server finds nothing left to send (400, which the browser logs), and the banner says so; the text stays in the box as text.
      browserTests.allowConsoleErrors(/Failed to load resource: the server responded with a status of 400/);
      await messageBox(page).fill('<img src=x onerror=alert(1)>');
      await page.keyboard.press('Enter');
      const banner = panel(page).getByRole('alert');
      await banner.waitFor();
      await banner.getByText('Please type a message first.', { exact: true }).waitFor();
      await expect(messageBox(page).inputValue()).resolves.toBe('<img src=x onerror=alert(1)>');
      await expect(page.locator('img').count()).resolves.toBe(0);
      expect(dialogs).toEqual([]);
      await panel(page).getByText('4 messages', { exact: true }).waitFor();

      // End the session: the window event carries its figures.
      await page.evaluate(() => {
        window.addEventListener('chatSessionEnded', (event) => {
          (window as unknown as { __ended: unknown }).__ended = (event as CustomEvent).detail;
        });
      });
      const end = page.getByRole('button', { name: 'End chat session' });
      await expect(end.getAttribute('title')).resolves.toBe('End chat session');
      await end.click();
      await page.getByRole('timer').waitFor({ state: 'detached' });
      await page.waitForFunction(() => Boolean((window as unknown as { __ended?: unknown }).__ended));
      const ended = await page.evaluate(() => (window as unknown as { __ended: Record<string, unknown> }).__ended);
      expect(ended).toMatchObject({ status: 'completed', messageCount: 4 });
      expect(typeof ended.sessionId).toBe('string');
      expect(ended.duration).toEqual(expect.any(Number));
      await expect(messageBox(page).getAttribute('placeholder')).resolves.toBe('Type a message to start a session…');
      // The conversation stays on screen.
      await expect(viBubbles(page).count()).resolves.toBe(2);

      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
      await page.waitForURL('**/dashboard');
      await page.getByRole('region', { name: 'Chat Conversations' }).getByText(`1/${FREE_CHAT_CONVERSATIONS_PER_MONTH}`).waitFor();
      await page
        .getByRole('region', { name: 'Chat Conversations' })
        .getByText(`${FREE_CHAT_CONVERSATIONS_PER_MONTH - 1} sessions remaining`)
        .waitFor();

      // Back on the chat page, the open conversation loads again; Clear empties it.
      await page.getByRole('button', { name: 'Start Chat Session' }).click();
      await page.waitForURL('**/chat');
      await viBubbles(page).nth(1).waitFor();
      await expect(viBubbles(page).count()).resolves.toBe(2);
      const clear = page.getByRole('button', { name: 'Clear chat' });
      await expect(clear.getAttribute('title')).resolves.toBe('Clear chat');
      await clear.click();
      await panel(page)
        .getByText(/NLP techniques/)
        .waitFor();
      await expect(viBubbles(page).count()).resolves.toBe(0);
      expect(dialogs).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);
});

describe('a message in crisis', () => {
  it('shows the crisis panel with one-tap lines and links to /crisis-resources and /safety, at 360 and 1280 px', async () => {
    const { context, page } = await newPage(360, 780);
    try {
      await signUpInBrowser(page, 'Rae Crisis', uniqueEmail('crisis'));
      await page.goto('/chat');
      await panel(page)
        .getByText(/NLP techniques/)
        .waitFor();
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);
      await shot(page, 'empty-mobile', { fullPage: false });

      await messageBox(page).fill('I want to end my life');
      await page.getByRole('button', { name: 'Send' }).click();
      const banner = page.getByRole('alert', { name: 'Your safety matters most right now' });
      await banner.waitFor();
      await expect(banner.getByRole('link', { name: 'Call 988', exact: true }).getAttribute('href')).resolves.toBe('tel:988');
      await expect(banner.getByRole('link', { name: 'Text 988', exact: true }).getAttribute('href')).resolves.toBe('sms:988');
      await expect(banner.getByRole('link', { name: 'Text HOME to 741741' }).getAttribute('href')).resolves.toBe('sms:741741?&body=HOME');
      const link = banner.getByRole('link', { name: /Crisis lines in other countries/ });
      await expect(link.getAttribute('href')).resolves.toBe('/crisis-resources');
      await expect(link.getAttribute('target')).resolves.toBe('_blank');
      await expect(banner.getByRole('link', { name: /How Vi keeps you safe/ }).getAttribute('href')).resolves.toBe('/safety');
      await replyDone(page, 1);
      // The reply's own mentions of /crisis-resources and /safety are links too; nothing else in it is.
      const replyLinks = viBubbles(page).first().locator('a');
      await expect(replyLinks.count()).resolves.toBeGreaterThanOrEqual(1);
      for (const anchor of await replyLinks.all()) {
        await expect(anchor.getAttribute('rel')).resolves.toBe('noopener noreferrer');
        await expect(anchor.getAttribute('target')).resolves.toBe('_blank');
        expect(await anchor.getAttribute('href')).toMatch(/^(https?:\/\/|\/crisis-resources$|\/safety$)/);
      }
      await shot(page, 'crisis-mobile', { fullPage: false });
      await shot(page, 'crisis-mobile-full');

      await page.setViewportSize({ width: 1280, height: 900 });
      await banner.waitFor();
      await shot(page, 'crisis-desktop');

      // Conversation history is part of Unlimited Access: a free member gets a line about it.
      await page.getByRole('button', { name: 'History' }).click();
      await panel(page).getByText('Conversation history is part of Unlimited Access.').waitFor();
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  }, 60_000);

  it('lays out a conversation at 360 px', async () => {
    const { context, page } = await newPage(360, 780);
    try {
      await signUpInBrowser(page, 'Lou Small', uniqueEmail('mobile'));
      await page.getByRole('button', { name: 'Start Chat Session' }).click();
      await page.waitForURL('**/chat');
      await messageBox(page).fill('I get anxious before meetings. Any idea how to calm down? https://example.com/notes');
      await page.keyboard.press('Enter');
      await replyDone(page, 1);
      await page.getByRole('timer').waitFor();
      // A member's own URL stays text; only Vi's replies get links.
      await expect(memberBubbles(page).first().locator('a').count()).resolves.toBe(0);
      // The panel's top under the sticky navigation bar, as a member scrolling up would see it.
      await page.evaluate(() => {
        const top = document.querySelector('.chat-panel')!.getBoundingClientRect().top + window.scrollY;
        window.scrollTo(0, top - 110);
      });
      await shot(page, 'conversation-mobile', { fullPage: false });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await context.close();
    }
  }, 60_000);
});

describe('the limit prompt', () => {
  it('opens on arrival (closing goes to the dashboard) or on a refused send (closing keeps the text on the page) when a free member has no chats left; crisis help still answers', async () => {
    const email = uniqueEmail('limit');
    const member = await signUpByApi(email);
    for (let i = 0; i < FREE_CHAT_CONVERSATIONS_PER_MONTH; i++) await browserTests.chatOnce(member.token);
    const { context, page } = await newPage();
    try {
      await signInInBrowser(page, email);
      await page.goto('/chat');
      const dialog = page.getByRole('dialog', { name: 'Monthly limit reached' });
      await dialog.waitFor();
      await dialog.getByText(`(${FREE_CHAT_CONVERSATIONS_PER_MONTH}/${FREE_CHAT_CONVERSATIONS_PER_MONTH})`).waitFor();
      await shot(page, 'limit-desktop', { fullPage: false });
      await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
      await page.waitForURL('**/dashboard');

      // The dashboard's "View History" link comes from the app: no prompt on arrival, the history upsell instead.
      await page.getByRole('link', { name: 'View History' }).click();
      await page.waitForURL('**/chat');
      await panel(page).getByText('Conversation history is part of Unlimited Access.').waitFor();
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);
      // A message is refused with 402: the prompt opens, and the text stays in the box (the browser logs the refused request).
      browserTests.allowConsoleErrors(/Failed to load resource: the server responded with a status of 402/);
      await messageBox(page).fill('Can we talk about my week?');
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      await dialog.getByText(`(${FREE_CHAT_CONVERSATIONS_PER_MONTH}/${FREE_CHAT_CONVERSATIONS_PER_MONTH})`).waitFor();
      await expect(memberBubbles(page).count()).resolves.toBe(0);
      await expect(messageBox(page).inputValue()).resolves.toBe('Can we talk about my week?');
      await dialog.getByRole('link', { name: 'Call 988' }).waitFor();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);
      expect(new URL(page.url()).pathname).toBe('/chat');
      await expect(messageBox(page).inputValue()).resolves.toBe('Can we talk about my week?');

      // Crisis help is never behind the paywall: a member with nothing left still gets the crisis reply.
      await messageBox(page).fill('I want to end my life');
      await page.keyboard.press('Enter');
      await page.getByRole('alert', { name: 'Your safety matters most right now' }).waitFor();
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  }, 60_000);
});

describe('conversation history (Unlimited Access)', () => {
  it('lists past conversations, opens one read-only and deletes one after a confirmation', async () => {
    const email = uniqueEmail('history');
    const member = await signUpByApi(email);
    const db = new pg.Client({ connectionString: testInfra().databaseUrl });
    await db.connect();
    try {
      await db.query(
        `INSERT INTO "${browserTests.stack.namespace}_sessions_and_limits"."entitlements" ("user_id", "status", "plan_id", "plan_name", "changed_at") VALUES ($1, 'active', 'vi-monthly', 'Unlimited Access', now())`,
        [member.id],
      );
    } finally {
      await db.end();
    }
    const { context, page } = await newPage();
    try {
      await signInInBrowser(page, email);
      await page.getByRole('region', { name: 'Chat Conversations' }).getByText('Unlimited sessions').waitFor();
      await page.getByRole('button', { name: 'Start Chat Session' }).click();
      await page.waitForURL('**/chat');
      await messageBox(page).fill('Yesterday felt heavy.');
      await page.keyboard.press('Enter');
      await replyDone(page, 1);
      await page.getByRole('button', { name: 'Clear chat' }).click();
      await panel(page)
        .getByText(/NLP techniques/)
        .waitFor();

      // The dashboard's "View History" opens the panel on arrival.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
      await page.getByRole('link', { name: 'View History' }).click();
      await page.waitForURL('**/chat');
      const history = page.getByRole('dialog', { name: 'Conversation History' });
      await history.waitFor();
      const item = history.locator('.chat-history-item').filter({ hasText: 'Yesterday felt heavy.' });
      await item.waitFor();
      await shot(page, 'history-desktop', { fullPage: false });

      await item.getByRole('button', { name: /^Open the conversation of/ }).click();
      await history.getByText('A past conversation, read-only.').waitFor();
      await history.locator('.chat-message.from-member').getByText('Yesterday felt heavy.').waitFor();
      await expect(history.getByRole('textbox').count()).resolves.toBe(0);
      await history.getByRole('button', { name: /Back to all conversations/ }).click();

      await item.getByRole('button', { name: /^Delete the conversation of/ }).click();
      await item.getByText(/Delete this conversation for good\?/).waitFor();
      await item.getByRole('button', { name: 'Yes, delete' }).click();
      await item.waitFor({ state: 'detached' });
      await history.getByRole('button', { name: 'Close' }).click();
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  }, 90_000);
});
