import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { startMailbox, type Mailbox } from './mailbox.js';

describe('test mailbox', () => {
  let mailbox: Mailbox;

  beforeAll(async () => {
    mailbox = await startMailbox();
  });

  afterAll(() => mailbox.stop());

  beforeEach(() => mailbox.clear());

  // Sent the way identity sends: nodemailer over the SMTP_URL it is given.
  const send = (message: SendMailOptions, url = mailbox.url) => nodemailer.createTransport(url).sendMail(message);

  it('listens on a local smtp:// address', () => {
    expect(mailbox.url).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
  });

  it('receives a plain-text message with its sender, recipients, subject, text and headers', async () => {
    await send({
      from: 'Vi <no-reply@vi.localhost>',
      to: 'ana@example.com',
      subject: 'Reset your Vi password',
      text: 'Open this link within 30 minutes:\nhttp://localhost:8080/reset-password#token=abc\n',
      headers: { 'Auto-Submitted': 'auto-generated' },
    });

    const [mail, ...others] = mailbox.messages();
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      from: 'Vi <no-reply@vi.localhost>',
      to: ['ana@example.com'],
      subject: 'Reset your Vi password',
      text: 'Open this link within 30 minutes:\nhttp://localhost:8080/reset-password#token=abc\n',
    });
    expect(mail!.html).toBeUndefined();
    expect(mail!.headers['auto-submitted']).toBe('auto-generated');
    expect(mail!.headers['content-type']).toMatch(/^text\/plain/);
    expect(mail!.headers.subject).toBe('Reset your Vi password');
  });

  it('gives each envelope recipient, and keeps an HTML body apart from the text', async () => {
    await send({
      from: 'no-reply@vi.localhost',
      to: ['one@example.com', 'two@example.com'],
      subject: 'Both',
      text: 'plain',
      html: '<p>rich</p>',
    });
    const mail = await mailbox.waitFor((m) => m.subject === 'Both');
    expect(mail.to).toEqual(['one@example.com', 'two@example.com']);
    expect(mail.text.trim()).toBe('plain');
    expect(mail.html).toBe('<p>rich</p>');
  });

  it('waitFor resolves with a message that arrives later, and clear forgets what came before', async () => {
    await send({ from: 'a@example.com', to: 'old@example.com', subject: 'Old', text: 'x' });
    mailbox.clear();
    expect(mailbox.messages()).toEqual([]);

    const waiting = mailbox.waitFor((m) => m.to.includes('new@example.com'));
    await send({ from: 'a@example.com', to: 'other@example.com', subject: 'Not this one', text: 'x' });
    await send({ from: 'a@example.com', to: 'new@example.com', subject: 'This one', text: 'y' });
    await expect(waiting).resolves.toMatchObject({ subject: 'This one' });
    expect(mailbox.messages().map((m) => m.subject)).toEqual(['Not this one', 'This one']);
  });

  it('waitFor rejects after its timeout, naming what did arrive', async () => {
    await send({ from: 'a@example.com', to: 'someone@example.com', subject: 'Hello', text: 'x' });
    await expect(mailbox.waitFor((m) => m.subject === 'Never', 200)).rejects.toThrow(/within 200 ms.*"Hello" to someone@example\.com/);
  });

  it('accepts credentials in the URL, as a relay with a user would be configured', async () => {
    const withUser = mailbox.url.replace('smtp://', 'smtp://vi:secret@');
    await send({ from: 'a@example.com', to: 'b@example.com', subject: 'Authenticated', text: 'x' }, withUser);
    await expect(mailbox.waitFor((m) => m.subject === 'Authenticated')).resolves.toMatchObject({ to: ['b@example.com'] });
  });
});
