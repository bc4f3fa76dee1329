import { describe, expect, it } from '@jest/globals';
import { retryDelayMs } from './mail-sender.js';
import { composeMail, type MailKind } from './messages.js';

const link = 'https://vi.example.com/reset-password#token=abc';
const kinds: MailKind[] = [
  { kind: 'password-reset', name: 'Ana', link },
  { kind: 'password-changed', name: 'Ana' },
  { kind: 'email-change-confirm', name: 'Ana', link, newEmail: 'new@example.com' },
  { kind: 'email-change-requested', name: 'Ana', newEmail: 'new@example.com' },
  { kind: 'email-changed', name: 'Ana', newEmail: 'new@example.com', contact: 'https://vi.example.com/contact-us' },
  { kind: 'account-closed', name: 'Ana', restoreBy: new Date('2026-12-27T10:00:00Z'), timeZone: 'Europe/Madrid', signIn: 'https://vi.example.com/login' },
];

describe('mail texts', () => {
  it.each(kinds.map((k) => [k.kind, k] as const))('%s: plain text in English and Spanish, addressed by name, with its link', (_kind, mail) => {
    const en = composeMail(mail, 'en');
    const es = composeMail(mail, 'es');
    for (const text of [en, es]) {
      expect(text.body).toContain('Ana');
      expect(text.body).not.toMatch(/<[a-z][^>]*>/i);
      expect(text.subject.length).toBeGreaterThan(10);
      if ('link' in mail) expect(text.body).toContain(mail.link);
      if ('newEmail' in mail) expect(text.body).toContain(mail.newEmail);
    }
    expect(es.subject).not.toBe(en.subject);
    expect(es.body).toMatch(/Hola Ana/);
    // No language chosen: English.
    expect(composeMail(mail, null)).toEqual(en);
  });

  it('tells a closing member until when they can restore, in their own zone and language', () => {
    expect(composeMail(kinds[5]!, 'en').body).toContain('December 27, 2026 at 11:00');
    expect(composeMail(kinds[5]!, 'es').body).toContain('27 de diciembre de 2026');
    expect(composeMail(kinds[5]!, 'en').body).toContain('https://vi.example.com/login');
  });

  it('states how long a link works, as the server enforces it', () => {
    expect(composeMail(kinds[0]!, 'en').body).toContain('30 minutes');
    expect(composeMail(kinds[0]!, 'es').body).toContain('30 minutos');
    expect(composeMail(kinds[2]!, 'en').body).toContain('24 hours');
  });

  it('never calls Vi a therapist or counsellor', () => {
    for (const mail of kinds)
      for (const lang of ['en', 'es'] as const) expect(composeMail(mail, lang).body).not.toMatch(/therap|counsel|terapeut|psic[oó]log/i);
  });
});

describe('retrying mail the server refused', () => {
  it('waits 10 s, doubling, at most an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(retryDelayMs(30)).toBe(3_600_000);
  });
});
