// `npm start`'s local mail catcher: when SMTP_URL is not set, MailDev (a devDependency) receives what
// the services send (password resets, email changes) and shows it in a web page, so the links in
// those messages can be followed on this machine. It keeps the messages in memory and in a temporary
// folder removed when it stops; both servers listen on 127.0.0.1 only, on ports the system picks.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** The sender services use unless MAIL_FROM says otherwise (identity's own default). */
export const DEFAULT_MAIL_FROM = 'Vi <no-reply@vi.localhost>';

/**
 * Starts MailDev on free ports of 127.0.0.1.
 * @param {{ onMail?: (mail: { to: string[], subject: string }) => void }} [options]
 * @returns {Promise<{ smtpUrl: string, webUrl: string, stop: () => Promise<void> }>}
 */
export async function startMailCatcher({ onMail } = {}) {
  const { MailDev } = await import('maildev');
  const mailDirectory = await mkdtemp(path.join(os.tmpdir(), 'vi-mail-'));
  const maildev = new MailDev({
    smtp: 0,
    ip: '127.0.0.1',
    web: 0,
    webIp: '127.0.0.1',
    mailDirectory,
    // A long session keeps the newest 500.
    maxEmails: 500,
    silent: true,
  });
  let servers;
  // MailDev's web server announces itself with console.info whatever `silent` says; npm start prints
  // the page's address itself, once everything is ready. Nothing of ours uses console.info.
  const info = console.info;
  console.info = () => {};
  try {
    servers = await maildev.start();
  } catch (error) {
    await maildev.stop().catch(() => {});
    await rm(mailDirectory, { recursive: true, force: true });
    throw error;
  } finally {
    console.info = info;
  }
  const smtpPort = servers.smtp.getAddress().port;
  const webPort = servers.api.getAddress().port;
  if (onMail) {
    servers.smtp.on('new', (email) => onMail({ to: (email.to ?? []).map((recipient) => recipient.address), subject: email.subject ?? '' }));
  }
  let stopped;
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    webUrl: `http://localhost:${webPort}`,
    stop: () =>
      (stopped ??= (async () => {
        try {
          await maildev.stop();
        } finally {
          await rm(mailDirectory, { recursive: true, force: true });
        }
      })()),
  };
}
