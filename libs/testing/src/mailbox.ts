import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message the mailbox accepted. */
export interface ReceivedMail {
  /** The From header as written, e.g. `Vi <no-reply@vi.localhost>`. */
  from: string;
  /** The envelope's recipients (RCPT TO): where the message was actually delivered. */
  to: string[];
  subject: string;
  /** The plain-text body. */
  text: string;
  /** The HTML body, when the message had one. */
  html?: string;
  /** Every header by its lower-case name (a repeated header's values joined with ", "). */
  headers: Record<string, string>;
}

export interface Mailbox {
  /** `smtp://127.0.0.1:<port>`: give it to the sender as SMTP_URL. */
  url: string;
  /** Everything received since the start (or the last clear), in order of arrival. */
  messages(): ReceivedMail[];
  /** The first message, received or still to come, that the predicate accepts; rejects after timeoutMs (default 5000). */
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  clear(): void;
  stop(): Promise<void>;
}

/**
 * A local SMTP server that keeps what it receives, for tests of mail a service sends: no TLS, any
 * credentials or none accepted, each message parsed with mailparser.
 */
export async function startMailbox(): Promise<Mailbox> {
  let received: ReceivedMail[] = [];
  const waiters = new Set<(mail: ReceivedMail) => void>();

  const server = new SMTPServer({
    secure: false,
    // No STARTTLS offered, so a client never tries to upgrade to TLS the test has no certificate for.
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    // Credentials in SMTP_URL are accepted as they are (over plain text, as a local relay would).
    allowInsecureAuth: true,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'anyone' }),
    logger: false,
    closeTimeout: 1000,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const headers: Record<string, string> = {};
          for (const { key, line } of parsed.headerLines) {
            const value = line
              .slice(line.indexOf(':') + 1)
              .replace(/\r?\n[ \t]+/g, ' ')
              .trim();
            headers[key] = headers[key] === undefined ? value : `${headers[key]}, ${value}`;
          }
          const mail: ReceivedMail = {
            from: headers.from ?? '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            headers,
          };
          if (typeof parsed.html === 'string') mail.html = parsed.html;
          received.push(mail);
          for (const waiter of [...waiters]) waiter(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages: () => [...received],
    waitFor(predicate, timeoutMs = 5000) {
      const already = received.find(predicate);
      if (already) return Promise.resolve(already);
      return new Promise<ReceivedMail>((resolve, reject) => {
        const waiter = (mail: ReceivedMail) => {
          if (!predicate(mail)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          const seen = received.map((mail) => `"${mail.subject}" to ${mail.to.join(', ')}`).join('; ') || 'nothing';
          reject(new Error(`no matching mail within ${timeoutMs} ms (received: ${seen})`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    clear() {
      received = [];
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
