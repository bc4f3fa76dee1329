/**
 * Browser test (issue 29, docs/adr/0039): reloading the chat page, a trip to the dashboard and a
 * second tab continue the member's chat conversation instead of counting new ones. Real stack, no
 * OpenAI key (the built-in coach answers), headless Chromium. Build first (`node scripts/build.mjs`).
 */
import { describe, expect, it } from '@jest/globals';
import { FREE_CHAT_CONVERSATIONS_PER_MONTH } from '@vi/contracts';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { testInfra, until } from '@vi/testing';
import { TIME_ZONE, setUpBrowserTests, signInInBrowser } from './support.js';

const browserTests = setUpBrowserTests({
  stack: { only: ['identity', 'sessions-and-limits', 'chat', 'billing', 'gateway'], label: 'chatcont' },
  viewport: { width: 1280, height: 900 },
  context: { timezoneId: TIME_ZONE, reducedMotion: 'reduce' },
});
const { uniqueEmail, newPage, signUpByApi } = browserTests;

const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message to Vi' });
const viBubbles = (page: Page) => page.locator('.chat-message.from-vi');

/** Sends a message and waits until its reply (the page's `replies`-th) is done. */
async function send(page: Page, text: string, replies: number): Promise<void> {
  await messageBox(page).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await viBubbles(page)
    .nth(replies - 1)
    .locator('time')
    .waitFor();
  await page.locator('.chat-message[data-streaming]').waitFor({ state: 'detached' });
}

describe('leaving the chat page does not cost a conversation', () => {
  it(`a reload, a trip to the dashboard and a second tab continue the same session: the dashboard stays at 1/${FREE_CHAT_CONVERSATIONS_PER_MONTH}`, async () => {
    const email = uniqueEmail('reload');
    const member = await signUpByApi(email, 'Rita Reload');
    const db = new pg.Client({ connectionString: testInfra().databaseUrl });
    await db.connect();
    const sessions = async () =>
      (await db.query(`SELECT "id", "status" FROM "${browserTests.stack.namespace}_sessions_and_limits"."chat_sessions" WHERE "user_id" = $1`, [member.id]))
        .rows as { id: string; status: string }[];
    /** Waits until the member's one session has the status (the page ends it by beacon as it goes away). */
    const sessionIs = async (status: string) => {
      const found = await until(async () => {
        const rows = await sessions();
        return rows.length === 1 && rows[0]!.status === status ? rows[0]! : undefined;
      }, 10_000).catch(() => undefined);
      // Not in time: what there is, against one session with that status.
      if (!found) expect(await sessions()).toEqual([{ id: expect.any(String), status }]);
      return found!;
    };
    const { context, page } = await newPage();
    try {
      await signInInBrowser(page, email);
      await page.getByRole('button', { name: 'Start Chat Session' }).click();
      await page.waitForURL('**/chat');
      await send(page, 'Hello there', 1);
      const { id } = await sessionIs('active');

      // A reload: the page going away ends the session; the next message, within minutes, reopens it.
      await page.reload();
      await sessionIs('completed');
      await viBubbles(page).first().waitFor();
      await send(page, 'Hello again after the reload', 2);
      expect(await sessionIs('active')).toEqual({ id, status: 'active' });

      // To the dashboard and back: the same.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
      await page.waitForURL('**/dashboard');
      await sessionIs('completed');
      await page.getByRole('button', { name: 'Start Chat Session' }).click();
      await page.waitForURL('**/chat');
      await viBubbles(page).nth(1).waitFor();
      await send(page, 'One more thing about my week.', 3);
      expect(await sessionIs('active')).toEqual({ id, status: 'active' });

      // A second tab joins the open session.
      const second = await context.newPage();
      await second.goto('/chat');
      await viBubbles(second).nth(2).waitFor();
      await send(second, 'Hello from the second tab', 4);
      expect(await sessions()).toEqual([{ id, status: 'active' }]);
      await second.close();

      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
      await page.waitForURL('**/dashboard');
      const chats = page.getByRole('region', { name: 'Chat Conversations' });
      await chats.getByText(`1/${FREE_CHAT_CONVERSATIONS_PER_MONTH}`).waitFor();
      await chats.getByText(`${FREE_CHAT_CONVERSATIONS_PER_MONTH - 1} sessions remaining`).waitFor();
      expect(await sessionIs('completed')).toEqual({ id, status: 'completed' });
    } finally {
      await db.end();
      await context.close();
    }
  }, 120_000);
});
