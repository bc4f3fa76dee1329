import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EVENTS, RPC, type UserDirectoryPage } from '@vi/contracts';
import { AppError } from '@vi/service-kit';
import { findMemberTraces, publishUserDeleted, rejectionOf } from '@vi/testing';
import { randomUUID } from 'node:crypto';
import { type AdminUnderTest, startAdminUnderTest } from './admin-stack.js';
import { at, type Cast, cast, dayAgo, EXPECTED_DAYS, expectedDirectory, publishHistory } from './history.js';

// The scripted history (test/history.ts) published as real events on the namespace's stream, read by
// the service's durable consumer, then queried over its RPC subjects.

let admin: AdminUnderTest;
let c: Cast;

beforeAll(async () => {
  admin = await startAdminUnderTest('adm_dir');
  c = cast();
  await publishHistory(admin, c);
  await admin.caughtUp();
}, 60_000);

afterAll(async () => {
  await admin?.stop();
});

const list = (query: unknown) => admin.rpc.call(RPC.admin.listUsers, query);
const names = (page: UserDirectoryPage) => page.users.map((user) => user.name);

const refused = (promise: Promise<unknown>) => rejectionOf<AppError>(promise);

describe('the directory built from the history', () => {
  it('lists exactly the members whose sign-up was seen, newest first, with every figure right', async () => {
    const page = await list({});
    expect(page).toEqual({ users: expectedDirectory(c), total: 8, page: 1, perPage: 50 });
  });

  it('keeps nothing of a deleted member, however late events about them arrive', async () => {
    const { rows } = await admin.db.query(`SELECT "user_id" FROM "${admin.schema}"."members" WHERE "user_id" = ANY($1::uuid[])`, [[c.harry.id, c.kim.id]]);
    expect(rows).toEqual([]);
    const { rows: changes } = await admin.db.query(`SELECT 1 FROM "${admin.schema}"."premium_changes" WHERE "user_id" = $1`, [c.harry.id]);
    expect(changes).toEqual([]);
    for (const member of [c.harry, c.kim]) {
      expect(await findMemberTraces({ namespace: admin.ns, userId: member.id, email: member.email, also: [member.name] })).toEqual([]);
    }
    // Only a hash of the id stays, so a late event is recognised.
    const { rows: tombstones } = await admin.db.query(`SELECT count(*)::int AS "n" FROM "${admin.schema}"."member_tombstones"`);
    expect(tombstones[0].n).toBe(2);
  });

  it('holds a member seen only signing in without listing them', async () => {
    const { rows } = await admin.db.query(`SELECT "created_at", "last_sign_in_at" FROM "${admin.schema}"."members" WHERE "user_id" = $1`, [c.stub.id]);
    expect(rows).toEqual([{ created_at: null, last_sign_in_at: new Date(at(2, 7)) }]);
    expect((await list({ search: 'stub' })).total).toBe(0);
  });
});

describe('searching', () => {
  it.each([
    ['%', ['Sam 50% Off']],
    ['_', ['Sam 50% Off']],
    ['50%', ['Sam 50% Off']],
    ['5_%', []],
    ['%%', []],
    ["'", ["Ann O'Brien"]],
    ["o'b", ["Ann O'Brien"]],
    ['\\', ['Back\\Slash']],
    ['\\%', []],
    ['"JJ"', ['Jo "JJ" Jones']],
    ['Zoë', ['Zoë Martin']],
    ['ZOË', ['Zoë Martin']],
    ['zoe', ['Zoe Plain', 'Zoë Martin']],
    ['ÉLODIE', ['élodie Petit', 'ÉLODIE Durand']],
    ['élodie', ['élodie Petit', 'ÉLODIE Durand']],
    ['e\u0301lodie', ['élodie Petit', 'ÉLODIE Durand']],
    ['elodie', ['ÉLODIE Durand']],
    ['EXAMPLE.FR', ['ÉLODIE Durand']],
    ['  zoë  ', ['Zoë Martin']],
    ['harry', []],
  ])('%j finds %j (plain text, any case, name or email)', async (search, expected) => {
    const page = await list({ search });
    expect(names(page)).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  it('filters by plan, alone and with a search', async () => {
    expect(names(await list({ plan: 'premium' }))).toEqual(['ÉLODIE Durand']);
    const free = await list({ plan: 'free' });
    expect(names(free)).toEqual(
      expectedDirectory(c)
        .filter((u) => !u.isPremium)
        .map((u) => u.name),
    );
    expect(free.total).toBe(7);
    expect(names(await list({ plan: 'premium', search: 'élodie' }))).toEqual(['ÉLODIE Durand']);
    expect(names(await list({ plan: 'free', search: 'élodie' }))).toEqual(['élodie Petit']);
    expect((await list({ plan: 'all', search: 'example' })).total).toBe(8);
  });

  it('pages newest first and gives the total of every page', async () => {
    const all = expectedDirectory(c).map((u) => u.name);
    const pages = [];
    for (let page = 1; page <= 4; page++) pages.push(await list({ page, perPage: 3 }));
    expect(pages.map(names)).toEqual([all.slice(0, 3), all.slice(3, 6), all.slice(6, 8), []]);
    expect(pages.map((p) => [p.page, p.perPage, p.total])).toEqual([
      [1, 3, 8],
      [2, 3, 8],
      [3, 3, 8],
      [4, 3, 8],
    ]);
    const searched = await list({ search: 'EXAMPLE', page: 2, perPage: 5, plan: 'free' });
    expect(names(searched)).toEqual(all.filter((n) => n !== 'ÉLODIE Durand').slice(5));
    expect(searched.total).toBe(7);
    // Query strings arrive as text through the gateway.
    expect(names(await list({ page: '3', perPage: '3' }))).toEqual(all.slice(6, 8));
  });

  it.each([
    ['an unknown plan', { plan: 'gold' }],
    ['page 0', { page: 0 }],
    ['a negative page', { page: -1 }],
    ['a fractional page', { page: 1.5 }],
    ['a page that is not a number', { page: 'abc' }],
    ['perPage 0', { perPage: 0 }],
    ['perPage over 100', { perPage: 101 }],
    ['a search over 200 characters', { search: 'x'.repeat(201) }],
    ['a search with the NUL character', { search: 'a\u0000b' }],
    ['a search that is not text', { search: 42 }],
  ])('refuses %s with VALIDATION_FAILED', async (_label, query) => {
    const error = await refused(list(query));
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe('VALIDATION_FAILED');
  });
});

describe('the overview', () => {
  it('gives each of the last 14 UTC days, the ratings of the period and the totals now', async () => {
    const overview = await admin.rpc.call(RPC.admin.overview, { days: 14 });
    expect(overview.days).toEqual(
      EXPECTED_DAYS.map(([daysAgo, signUps, voiceSessions, chatSessions, premiumMembers, members]) => ({
        date: dayAgo(daysAgo),
        signUps,
        voiceSessions,
        chatSessions,
        premiumMembers,
        members,
      })),
    );
    expect(overview.ratings).toEqual([
      { rating: 1, count: 0 },
      { rating: 2, count: 1 },
      { rating: 3, count: 1 },
      { rating: 4, count: 1 },
      { rating: 5, count: 1 },
    ]);
    expect(overview.totals).toEqual({ members: 8, premiumMembers: 1 });
  });

  it('counts only the ratings of the period asked for, and defaults to 30 days', async () => {
    const lastFive = await admin.rpc.call(RPC.admin.overview, { days: 5 });
    expect(lastFive.days.map((d) => d.date)).toEqual([4, 3, 2, 1, 0].map(dayAgo));
    expect(lastFive.ratings.map((r) => r.count)).toEqual([0, 0, 1, 1, 0]);
    const standard = await admin.rpc.call(RPC.admin.overview, {});
    expect(standard.days).toHaveLength(30);
    expect(standard.days.at(-1)?.date).toBe(dayAgo(0));
    expect(standard.days[0]).toEqual({ date: dayAgo(29), signUps: 0, voiceSessions: 0, chatSessions: 0, premiumMembers: 0, members: 0 });
  });

  it('refuses a period outside 1..366 days', async () => {
    for (const days of [0, 367, 1.5, 'x']) {
      expect((await refused(admin.rpc.call(RPC.admin.overview, { days }))).code).toBe('VALIDATION_FAILED');
    }
  });
});

// Last: these change the directory.
describe('a search asked again after a change', () => {
  it('counts the change (a sign-up, a plan change, a deletion)', async () => {
    expect((await list({ search: 'zoë' })).total).toBe(1);
    expect((await list({ search: 'ÉLODIE', plan: 'premium' })).total).toBe(1);
    const newcomer = randomUUID();
    await admin.publish(EVENTS.identity.userSignedUp, {
      userId: newcomer,
      email: 'zoe.new@example.com',
      name: 'Zoë Newcomer',
      createdAt: new Date().toISOString(),
    });
    await admin.caughtUp();
    expect(names(await list({ search: 'ZOË' }))).toEqual(['Zoë Newcomer', 'Zoë Martin']);
    expect((await list({ search: 'zoë', page: 2, perPage: 1 })).total).toBe(2);

    await admin.publish(EVENTS.billing.subscriptionChanged, {
      userId: c.elodie.id,
      status: 'canceled',
      planId: 'vi-monthly',
      planName: 'Vi Monthly',
      currentPeriodEnd: null,
      changedAt: new Date().toISOString(),
    });
    await admin.caughtUp();
    expect((await list({ search: 'ÉLODIE', plan: 'premium' })).total).toBe(0);
    expect((await list({ plan: 'premium' })).total).toBe(0);

    await publishUserDeleted(admin.ns, newcomer);
    await admin.caughtUp();
    expect(names(await list({ search: 'zoë' }))).toEqual(['Zoë Martin']);
    expect((await list({})).total).toBe(8);
  });
});
