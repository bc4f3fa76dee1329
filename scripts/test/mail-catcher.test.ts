/**
 * npm start's mail catcher (scripts/lib/mail-catcher.mjs): MailDev on free ports of 127.0.0.1 takes
 * what is sent to its SMTP address the way identity sends (nodemailer over SMTP_URL), tells of each
 * message, shows it in its web page and API, and frees both ports and its folder when stopped.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import nodemailer from 'nodemailer';
import { canConnect } from '@vi/processes';
import { until } from '@vi/testing';
// @ts-expect-error plain ES module without types
import { DEFAULT_MAIL_FROM, startMailCatcher } from '../lib/mail-catcher.mjs';

interface Catcher {
  smtpUrl: string;
  webUrl: string;
  stop(): Promise<void>;
}

let catcher: Catcher;
const told: Array<{ to: string[]; subject: string }> = [];

beforeAll(async () => {
  catcher = await startMailCatcher({ onMail: (mail: { to: string[]; subject: string }) => told.push(mail) });
});

afterAll(() => catcher?.stop());

const portOf = (url: string) => Number(new URL(url).port);

describe('the mail catcher of npm start', () => {
  it('listens on 127.0.0.1 only, on ports the system picked', async () => {
    expect(catcher.smtpUrl).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    expect(catcher.webUrl).toMatch(/^http:\/\/localhost:\d+$/);
    expect(await canConnect(portOf(catcher.smtpUrl))).toBe(true);
    expect(await canConnect(portOf(catcher.webUrl))).toBe(true);
  });

  it('takes a message sent to SMTP_URL, tells of it, and shows it in its web page', async () => {
    await nodemailer.createTransport(catcher.smtpUrl).sendMail({
      from: DEFAULT_MAIL_FROM,
      to: 'ana@example.com',
      subject: 'Reset your Vi password',
      text: 'http://localhost:8080/reset-password#token=abc',
    });
    await until(() => told.length > 0 || undefined, 5000, 'the catcher told of no message');
    expect(told).toEqual([{ to: ['ana@example.com'], subject: 'Reset your Vi password' }]);

    const page = await fetch(`${catcher.webUrl}/`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<html/i);
    const listed = (await (await fetch(`${catcher.webUrl}/api/email`)).json()) as Array<{ subject: string; from: Array<{ address: string; name: string }> }>;
    expect(listed.map((mail) => [mail.subject, mail.from[0]])).toEqual([['Reset your Vi password', { address: 'no-reply@vi.localhost', name: 'Vi' }]]);
  });

  it('frees its ports and removes its folder when stopped (twice is fine)', async () => {
    const listed = (await (await fetch(`${catcher.webUrl}/api/email`)).json()) as Array<{ source: string }>;
    const folder = listed[0]!.source.replace(/\/[^/]+$/, '');
    expect(existsSync(folder)).toBe(true);
    await catcher.stop();
    await catcher.stop();
    expect(await canConnect(portOf(catcher.smtpUrl))).toBe(false);
    expect(await canConnect(portOf(catcher.webUrl))).toBe(false);
    expect(existsSync(folder)).toBe(false);
  });
});
