import { describe, expect, it } from '@jest/globals';
import type { WebhookLog } from '@vi/contracts';
import { ADMIN_REFUSALS } from '@vi/contracts';
import enAdmin from '../../i18n/locales/en.admin.js';
import {
  adminCounts,
  auditQueryString,
  canRedeliver,
  createWebhookBody,
  emailProblem,
  excerpt,
  isWebhookSecret,
  isWebhookUrl,
  knownServerSentence,
  newUserProblems,
  newWebhookSecret,
  pageCount,
  pageRange,
  recentLogs,
  shortUserId,
  startOfLocalDay,
  truncateEndpoint,
  updateWebhookBody,
  usersQueryString,
  webhookProblems,
  type WebhookDraft,
} from './admin-format.js';

const log = (id: string, createdAt: string, success = true): WebhookLog => ({
  id,
  webhookType: 'signup',
  success,
  responseStatus: success ? 200 : 500,
  endpointUrl: 'https://example.com/hooks',
  responseBody: 'ok',
  errorMessage: null,
  createdAt,
  attempt: 1,
  eventId: null,
  deliveryId: `delivery-${id}`,
  configId: null,
  test: true,
});

describe('what the webhook list shows', () => {
  it('truncates an endpoint at 40 characters and leaves a shorter one alone', () => {
    const long = 'https://hooks.example.com/vi/signups/receive?token=abc';
    expect(truncateEndpoint(long)).toBe('https://hooks.example.com/vi/signups/rec...');
    expect(truncateEndpoint(long).length).toBe(43);
    const exactly40 = 'https://example.com/' + 'a'.repeat(20);
    expect(exactly40).toHaveLength(40);
    expect(truncateEndpoint(exactly40)).toBe(exactly40);
    expect(truncateEndpoint('https://a.example/x')).toBe('https://a.example/x');
  });

  it('shows the 10 newest logs, newest first, and offers redelivery only for failed ones', () => {
    const logs = Array.from({ length: 50 }, (_, i) => log(`l${i}`, new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString(), i % 2 === 0));
    // In any order (odd minutes first), the newest ten come out first.
    const shown = recentLogs([...logs.filter((_, i) => i % 2 === 1), ...logs.filter((_, i) => i % 2 === 0)]);
    expect(shown).toHaveLength(10);
    expect(shown.map((l) => l.id)).toEqual(['l49', 'l48', 'l47', 'l46', 'l45', 'l44', 'l43', 'l42', 'l41', 'l40']);
    expect(recentLogs([])).toEqual([]);
    expect(canRedeliver(log('a', '2026-11-01T00:00:00.000Z', false))).toBe(true);
    expect(canRedeliver(log('b', '2026-11-01T00:00:00.000Z', true))).toBe(false);
  });

  it('keeps a log excerpt on one line and short', () => {
    expect(excerpt('  connect\n ECONNREFUSED   127.0.0.1:9 ')).toBe('connect ECONNREFUSED 127.0.0.1:9');
    expect(excerpt('x'.repeat(300))).toBe(`${'x'.repeat(160)}…`);
  });
});

describe('the admins table', () => {
  it('shows the first 8 characters of the user id', () => {
    expect(shortUserId('3f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b')).toBe('3f2a9c1e');
  });

  it('counts all, super and regular admins', () => {
    expect(adminCounts([])).toEqual({ total: 0, superAdmins: 0, regularAdmins: 0 });
    expect(adminCounts([{ role: 'super_admin' }, { role: 'admin' }, { role: 'admin' }])).toEqual({ total: 3, superAdmins: 1, regularAdmins: 2 });
  });
});

describe('the user list query', () => {
  it('sends the trimmed search only when there is one, the plan, the page and 50 a page', () => {
    expect(usersQueryString({ search: '', plan: 'all', page: 1 })).toBe('plan=all&page=1&perPage=50');
    expect(usersQueryString({ search: '  Ana López ', plan: 'premium', page: 2 })).toBe('search=Ana+L%C3%B3pez&plan=premium&page=2&perPage=50');
    expect(usersQueryString({ search: 'a&b=c', plan: 'free', page: 1, perPage: 10 })).toBe('search=a%26b%3Dc&plan=free&page=1&perPage=10');
    expect(usersQueryString({ search: '   ', plan: 'all', page: 0 })).toBe('plan=all&page=1&perPage=50');
  });

  it('counts pages and the range a page shows', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(50)).toBe(1);
    expect(pageCount(51)).toBe(2);
    expect(pageCount(123, 50)).toBe(3);
    expect(pageRange(1, 50, 50)).toEqual({ from: 1, to: 50 });
    expect(pageRange(3, 50, 23)).toEqual({ from: 101, to: 123 });
    expect(pageRange(1, 50, 0)).toEqual({ from: 0, to: 0 });
  });
});

describe('the admin forms', () => {
  it('requires a valid email to add an admin', () => {
    expect(emailProblem('')).toBe('emailRequired');
    expect(emailProblem('   ')).toBe('emailRequired');
    expect(emailProblem('ana')).toBe('emailInvalid');
    expect(emailProblem('ana@example')).toBe('emailInvalid');
    expect(emailProblem('ana @example.com')).toBe('emailInvalid');
    expect(emailProblem(' ana@example.com ')).toBeNull();
  });

  it('checks a new user: a name, a valid email, a long enough password', () => {
    expect(newUserProblems({ name: ' ', email: 'x', password: '12345' })).toEqual({
      name: 'nameRequired',
      email: 'emailInvalid',
      password: 'passwordTooShort',
    });
    expect(newUserProblems({ name: 'Ana', email: 'ana@example.com', password: '123456' })).toEqual({});
  });

  it('requires a valid http(s) endpoint without credentials, and a well-formed secret when one is given', () => {
    expect(webhookProblems({ endpointUrl: '', secretKey: '' })).toEqual({ endpointUrl: 'endpointRequired' });
    expect(webhookProblems({ endpointUrl: 'not a url', secretKey: '' })).toEqual({ endpointUrl: 'endpointInvalid' });
    expect(webhookProblems({ endpointUrl: 'ftp://example.com/x', secretKey: '' })).toEqual({ endpointUrl: 'endpointInvalid' });
    expect(webhookProblems({ endpointUrl: 'https://user:pw@example.com/x', secretKey: '' })).toEqual({ endpointUrl: 'endpointInvalid' });
    expect(webhookProblems({ endpointUrl: ' https://example.com/hooks ', secretKey: 'secret' })).toEqual({ secretKey: 'secretInvalid' });
    expect(webhookProblems({ endpointUrl: 'http://127.0.0.1:8080/hooks', secretKey: '' })).toEqual({});
    expect(isWebhookUrl('https://example.com')).toBe(true);
  });

  it('makes secrets the server accepts (whsec_ and base64 of 32 bytes)', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(isWebhookSecret(secret)).toBe(true);
    expect(newWebhookSecret()).not.toBe(secret);
    expect(newWebhookSecret((bytes) => bytes.fill(0))).toBe(`whsec_${'A'.repeat(43)}=`);
    expect(isWebhookSecret('whsec_short')).toBe(false);
    expect(isWebhookSecret(`whsec_${'A'.repeat(89)}`)).toBe(false);
  });

  it('builds the create body with the type (an empty secret sent as "": unsigned), and the update body without it', () => {
    const draft: WebhookDraft = { webhookType: 'feedback', endpointUrl: ' https://example.com/hooks ', secretKey: '  ', enabled: false };
    expect(createWebhookBody(draft)).toEqual({ webhookType: 'feedback', endpointUrl: 'https://example.com/hooks', secretKey: '', enabled: false });
    // An edit never holds the secret: an empty field keeps it, a typed one replaces it, "remove" sends "".
    expect(updateWebhookBody(draft)).toEqual({ endpointUrl: 'https://example.com/hooks', enabled: false });
    const secret = newWebhookSecret();
    expect(updateWebhookBody({ ...draft, secretKey: ` ${secret} ` })).toEqual({ endpointUrl: 'https://example.com/hooks', secretKey: secret, enabled: false });
    expect(updateWebhookBody({ ...draft, secretKey: secret, removeSecret: true })).toEqual({
      endpointUrl: 'https://example.com/hooks',
      secretKey: '',
      enabled: false,
    });
  });
});

describe('the audit log query', () => {
  it('sends only the filters that are set, the reader’s days as the instants they start and end', () => {
    const query = { action: 'all', targetType: 'all', search: '  ', from: '', to: '', page: 1 } as const;
    expect(auditQueryString(query)).toBe('page=1&perPage=50');
    const from = new Date(2026, 10, 5);
    const dayAfterTo = new Date(2026, 10, 8);
    const params = new URLSearchParams(
      auditQueryString({ ...query, action: 'webhook.secret-revealed', targetType: 'webhook', search: ' ana@ ', from: '2026-11-05', to: '2026-11-07', page: 3 }),
    );
    expect(Object.fromEntries(params)).toEqual({
      action: 'webhook.secret-revealed',
      targetType: 'webhook',
      search: 'ana@',
      from: from.toISOString(),
      to: dayAfterTo.toISOString(),
      page: '3',
      perPage: '50',
    });
    // A day that is not one is left out; the last day of a month rolls into the next.
    expect(startOfLocalDay('2026-13-45x')).toBeNull();
    expect(startOfLocalDay('2026-01-31', 1)).toEqual(new Date(2026, 1, 1));
  });
});

describe('server sentences', () => {
  it('knows every refusal of the admin routes and "User not found", and has English text for each equal to it', () => {
    for (const [name, sentence] of Object.entries(ADMIN_REFUSALS)) {
      expect(knownServerSentence(sentence)).toBe(name);
      expect(enAdmin[`admin.server.${name}` as keyof typeof enAdmin]).toBe(sentence);
    }
    expect(knownServerSentence('Only admins can manage webhooks')).toBe('manageWebhooks');
    expect(enAdmin['admin.server.manageWebhooks']).toBe('Only admins can manage webhooks');
    expect(knownServerSentence('User not found')).toBe('userNotFound');
    expect(enAdmin['admin.server.userNotFound']).toBe('User not found');
    expect(knownServerSentence('Something else')).toBeNull();
  });
});
