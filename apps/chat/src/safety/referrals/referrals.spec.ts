import { describe, expect, it } from '@jest/globals';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { OTHER_LANGUAGE, referralKey, referralLanguage, referralMonth } from './referrals.js';
import { ReferralsRepository } from './referrals.repository.js';

describe('referralMonth', () => {
  it('is the UTC month, whatever the server’s zone', () => {
    expect(referralMonth(new Date('2027-07-01T00:00:00.000Z'))).toBe('2027-07');
    expect(referralMonth(new Date('2027-06-30T23:59:59.999Z'))).toBe('2027-06');
    // Midnight on New Year in Tokyo is still December in UTC.
    expect(referralMonth(new Date('2027-12-31T15:30:00.000Z'))).toBe('2027-12');
    expect(referralMonth(new Date('2028-01-01T00:00:00.000Z'))).toBe('2028-01');
  });

  it('counts an invalid date in the current month rather than failing', () => {
    expect(referralMonth(new Date(Number.NaN))).toBe(new Date().toISOString().slice(0, 7));
  });
});

describe('referralLanguage', () => {
  it.each([
    ['en', 'en'],
    ['es', 'es'],
    ['fr', 'fr'],
    ['de', 'de'],
    ['pt', 'pt'],
    ['it', 'it'],
    ['es-MX', 'es'],
    ['PT_br', 'pt'],
    [' DE ', 'de'],
  ])('keeps Vi’s six languages: %s → %s', (given, stored) => {
    expect(referralLanguage(given)).toBe(stored);
  });

  it.each(['nl', 'zh-Hans', 'english', '', 'e', 'a'.repeat(200)])('counts any other as other: %j', (given) => {
    expect(referralLanguage(given)).toBe(OTHER_LANGUAGE);
  });

  it('counts a missing language as other', () => {
    expect(referralLanguage(undefined)).toBe('other');
    expect(referralLanguage(null)).toBe('other');
  });
});

describe('referralKey', () => {
  const at = new Date('2027-07-15T12:00:00Z');

  it('is the month, level, channel and language, nothing more', () => {
    expect(referralKey({ level: 'imminent', channel: 'platform_voice', language: 'it-IT' }, at)).toEqual({
      month: '2027-07',
      level: 'imminent',
      channel: 'platform_voice',
      language: 'it',
    });
  });

  it('refuses a level or channel the contracts do not know', () => {
    expect(referralKey({ level: 'severe' as never, channel: 'text', language: 'en' }, at)).toBeNull();
    expect(referralKey({ level: 'concern', channel: 'phone' as never, language: 'en' }, at)).toBeNull();
  });
});

describe('ReferralsRepository.record', () => {
  function repository(query: (sql: string, params: unknown[]) => Promise<unknown>) {
    const logged: unknown[][] = [];
    const logger = { error: (...args: unknown[]) => logged.push(args) } as unknown as Logger;
    const calls: { sql: string; params: unknown[] }[] = [];
    const dataSource = {
      query: (sql: string, params: unknown[]) => {
        calls.push({ sql, params });
        return query(sql, params);
      },
    } as unknown as DataSource;
    return { repo: new ReferralsRepository(dataSource, logger), calls, logged };
  }

  it('adds one to the row in a single upsert, with only the key as parameters', async () => {
    const { repo, calls } = repository(async () => []);
    await expect(repo.record({ level: 'urgent', channel: 'text', language: 'es' }, new Date('2027-08-02T10:00:00Z'))).resolves.toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.sql).toMatch(
      /INSERT INTO "referral_counts".*ON CONFLICT \("month", "level", "channel", "language"\) DO UPDATE SET "count" = "referral_counts"\."count" \+ 1/s,
    );
    expect(calls[0]!.params).toEqual(['2027-08', 'urgent', 'text', 'es']);
  });

  it('never rejects: a database failure is logged and answers false', async () => {
    const { repo, logged } = repository(async () => {
      throw new Error('connection terminated');
    });
    await expect(repo.record({ level: 'concern', channel: 'browser_voice', language: 'en' })).resolves.toBe(false);
    expect(logged).toHaveLength(1);
  });

  it('never rejects on a referral it cannot count, and writes nothing', async () => {
    const { repo, calls } = repository(async () => []);
    await expect(repo.record({ level: 'nope' as never, channel: 'text', language: 'en' })).resolves.toBe(false);
    await expect(repo.record(undefined as never)).resolves.toBe(false);
    expect(calls).toHaveLength(0);
  });
});
