/**
 * Browser test: "Download My Data" in account settings against the real stack (every service that
 * holds member data, and the gateway serving apps/web/dist), in headless Chromium. The member
 * chats, clicks the button, and the test reads the file the browser saved. Build first
 * (`node scripts/build.mjs`). Screenshot: test-results/web/export-settings.png.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from '@jest/globals';
import { TIME_ZONE, screenshots, setUpBrowserTests, signUpInBrowser } from './support.js';

const browserTests = setUpBrowserTests({
  stack: { only: ['identity', 'sessions-and-limits', 'chat', 'billing', 'feedback', 'admin', 'webhook-dispatch', 'gateway'], label: 'export' },
  viewport: { width: 1280, height: 900 },
  context: { timezoneId: TIME_ZONE, reducedMotion: 'reduce' },
});
const { uniqueEmail, newPage, accessTokenFor, signUpByApi } = browserTests;
const shot = screenshots('export-');

/** One chat message as the chat page sends it, answered in full. */
async function chat(token: string, content: string): Promise<void> {
  const response = await fetch(`${browserTests.stack.baseUrl}/api/v1/chat/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-time-zone': TIME_ZONE },
    body: JSON.stringify({ content }),
  });
  expect(await response.text()).toContain('"type":"done"');
}

describe('downloading my data', () => {
  it('saves one JSON file with the account and the conversation as plain text, and nothing of another member', async () => {
    const other = await signUpByApi(uniqueEmail('other'), 'Ottoline Brackwater');
    await chat(other.token, 'Nobody else should read about pelican-sonata.');

    const { context, page } = await newPage();
    try {
      const email = uniqueEmail('member');
      await signUpInBrowser(page, 'Wren Halloway', email);
      await chat(await accessTokenFor(email), 'I keep thinking about the juniper-staircase.');

      const button = page.getByRole('button', { name: 'Download My Data' });
      await button.scrollIntoViewIfNeeded();
      await page.getByText('One JSON file with everything Vi keeps about you').waitFor();
      await shot(page, 'settings');
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      expect(download.suggestedFilename()).toBe(`vi-data-${new Date().toISOString().slice(0, 10)}.json`);
      const text = await readFile((await download.path())!, 'utf8');
      const data = JSON.parse(text);

      expect(data.member).toMatchObject({ email, name: 'Wren Halloway' });
      expect(data.identity.account).toEqual([expect.objectContaining({ email, name: 'Wren Halloway' })]);
      expect(data.chat.messages.filter((m: { role: string }) => m.role === 'user').map((m: { content: string }) => m.content)).toEqual([
        'I keep thinking about the juniper-staircase.',
      ]);
      for (const mark of [other.id, 'Ottoline', 'pelican-sonata']) expect({ mark, found: text.includes(mark) }).toEqual({ mark, found: false });
      // The button is back, ready for another time.
      await expect(button.isEnabled()).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });

  it('says so in Spanish when the hour’s downloads are used up', async () => {
    const { context, page } = await newPage(1280, 900, { locale: 'es-ES' });
    try {
      const email = uniqueEmail('limited');
      const { token } = await signUpByApi(email, 'Lía Montero');
      // The hour's downloads, used up outside the browser (the refusal logs a failed request there).
      for (;;) {
        const response = await fetch(`${browserTests.stack.baseUrl}/api/v1/me/export`, { headers: { authorization: `Bearer ${token}` } });
        await response.arrayBuffer();
        if (response.status === 429) break;
        expect(response.status).toBe(200);
      }
      browserTests.allowConsoleErrors(/429|Too Many Requests/);
      await page.goto('/login');
      await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
      await page.getByLabel('Contraseña', { exact: true }).fill('calm-waters-42');
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();
      await page.waitForURL('**/dashboard');
      await page.getByRole('button', { name: 'Descargar mis datos' }).click();
      await page.getByRole('alert').getByText('Has descargado tus datos varias veces en esta hora.').waitFor();
    } finally {
      await context.close();
    }
  });
});
