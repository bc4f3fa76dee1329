import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createDataSource, createLogger, migrate, queryRows } from '@vi/service-kit';
import { dropNamespace, testInfra, uniqueNamespace } from '@vi/testing';
import type { DataSource } from 'typeorm';
import { CHAT_ENTITIES } from '../src/entities.js';
import { CHAT_MIGRATIONS } from '../src/migrations/index.js';
import { ReferralsRepository } from '../src/safety/referrals/referrals.repository.js';

// ReferralsRepository on the real PostgreSQL, in a fresh chat schema built by chat's migrations.
const namespace = uniqueNamespace('referrals');
const schema = `${namespace}_chat`;
let dataSource: DataSource;
let referrals: ReferralsRepository;

beforeAll(async () => {
  const url = testInfra().databaseUrl;
  dataSource = createDataSource({ url, schema, entities: CHAT_ENTITIES, migrations: CHAT_MIGRATIONS, poolSize: 10 });
  await migrate(dataSource, url, schema);
  referrals = new ReferralsRepository(dataSource, createLogger('chat', 'silent'));
});

afterAll(async () => {
  if (dataSource?.isInitialized) await dataSource.destroy();
  await dropNamespace(namespace);
});

describe('referral counts', () => {
  it('hold a count per month, level, channel and language, and no column that could say whose', async () => {
    const columns = await queryRows<{ column_name: string; data_type: string }>(
      dataSource,
      `SELECT "column_name", "data_type" FROM information_schema.columns WHERE table_schema = $1 AND table_name = 'referral_counts' ORDER BY ordinal_position`,
      [schema],
    );
    expect(columns).toEqual([
      { column_name: 'month', data_type: 'character' },
      { column_name: 'level', data_type: 'text' },
      { column_name: 'channel', data_type: 'text' },
      { column_name: 'language', data_type: 'text' },
      { column_name: 'count', data_type: 'integer' },
    ]);
  });

  it('count every one of many responses given at once (one atomic upsert each)', async () => {
    const at = new Date('2027-07-04T08:00:00Z');
    const results = await Promise.all(Array.from({ length: 40 }, () => referrals.record({ level: 'imminent', channel: 'text', language: 'en' }, at)));
    expect(results.every(Boolean)).toBe(true);
    expect((await referrals.counts()).filter((row) => row.month === '2027-07' && row.level === 'imminent')).toEqual([
      { month: '2027-07', level: 'imminent', channel: 'text', language: 'en', count: 40 },
    ]);
  });

  it('are listed newest month first, in UTC months, with unknown languages as other', async () => {
    await referrals.record({ level: 'concern', channel: 'browser_voice', language: 'es-MX' }, new Date('2027-07-31T23:59:59Z'));
    await referrals.record({ level: 'urgent', channel: 'platform_voice', language: 'nl' }, new Date('2027-08-01T00:00:00Z'));
    await referrals.record({ level: 'urgent', channel: 'platform_voice', language: 'zh' }, new Date('2027-08-20T00:00:00Z'));
    await referrals.record({ level: 'concern', channel: 'text', language: 'fr' }, new Date('2027-06-30T23:00:00Z'));
    expect(await referrals.counts()).toEqual([
      { month: '2027-08', level: 'urgent', channel: 'platform_voice', language: 'other', count: 2 },
      { month: '2027-07', level: 'imminent', channel: 'text', language: 'en', count: 40 },
      { month: '2027-07', level: 'concern', channel: 'browser_voice', language: 'es', count: 1 },
      { month: '2027-06', level: 'concern', channel: 'text', language: 'fr', count: 1 },
    ]);
  });

  it('resolve to false, never reject, when the database cannot take the count', async () => {
    const closed = createDataSource({ url: testInfra().databaseUrl, schema: `${namespace}_nothing`, entities: [], migrations: [] });
    await closed.initialize();
    const broken = new ReferralsRepository(closed, createLogger('chat', 'silent'));
    await expect(broken.record({ level: 'concern', channel: 'text', language: 'en' })).resolves.toBe(false);
    await closed.destroy();
  });
});
