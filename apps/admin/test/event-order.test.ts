import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { EVENTS } from '@vi/contracts';
import { type AdminUnderTest, readModelOf, startAdminUnderTest } from './admin-stack.js';
import { at } from './history.js';

// The same events about two members, delivered in three different orders to three admin services
// (same event ids): the read models must come out identical.

interface Fact {
  id: string;
  subject: string;
  occurredAt: string;
  data: unknown;
}

const member = randomUUID();
const leaver = randomUUID();
const fact = (subject: string, data: unknown, occurredAt = at(1, 0)): Fact => ({ id: randomUUID(), subject, occurredAt, data });
const session = (userId: string, startedAt: string) => ({
  sessionId: randomUUID(),
  userId,
  startedAt,
  endedAt: startedAt,
  durationSeconds: 60,
});
const subscription = (userId: string, status: string, changedAt: string, occurredAt = changedAt) =>
  fact(EVENTS.billing.subscriptionChanged, { userId, status, planId: 'vi-monthly', planName: 'Vi Monthly', currentPeriodEnd: null, changedAt }, occurredAt);

const FACTS: Fact[] = [
  fact(EVENTS.identity.userSignedUp, { userId: member, email: 'order@example.com', name: 'Ordo Ťest', createdAt: at(9, 8) }),
  fact(EVENTS.identity.userSignedIn, { userId: member, signedInAt: at(8, 9) }),
  // The member changed their name and address twice: the newest change stands, over the sign-up's too.
  fact(EVENTS.identity.userProfileChanged, { userId: member, email: 'final@example.com', name: 'Orla Fínal', changedAt: at(4, 1) }),
  fact(EVENTS.identity.userProfileChanged, { userId: member, email: 'middle@example.com', name: 'Ordo Middle', changedAt: at(6, 1) }),
  // They closed the account and restored it: open, whichever arrives first.
  fact(EVENTS.identity.userClosed, { userId: member, closedAt: at(5, 2), purgeAfter: at(-25, 2) }),
  fact(EVENTS.identity.userRestored, { userId: member, restoredAt: at(3, 2) }),
  fact(EVENTS.identity.userSignedIn, { userId: member, signedInAt: at(2, 9) }),
  fact(EVENTS.identity.userSignedIn, { userId: member, signedInAt: at(5, 9) }),
  fact(EVENTS.sessions.voiceSessionEnded, { ...session(member, at(7, 10)), status: 'completed' }),
  fact(EVENTS.sessions.voiceSessionEnded, { ...session(member, at(6, 10)), status: 'failed' }),
  fact(EVENTS.sessions.chatSessionEnded, { ...session(member, at(6, 11)), status: 'abandoned', messageCount: 2 }),
  fact(EVENTS.sessions.chatSessionEnded, { ...session(member, at(4, 11)), status: 'completed', messageCount: 9 }),
  fact(EVENTS.feedback.feedbackSubmitted, {
    feedbackId: randomUUID(),
    userId: member,
    sessionType: 'chat',
    rating: 4,
    category: 'positive',
    comment: '',
    improvements: [],
    submittedAt: at(4, 12),
  }),
  subscription(member, 'active', at(7, 12)),
  subscription(member, 'canceled', at(5, 12)),
  subscription(member, 'trialing', at(3, 12)),
  // Two changes in the same second: the one billing wrote later wins.
  subscription(member, 'past_due', at(2, 12), at(2, 12, 1)),
  subscription(member, 'active', at(2, 12), at(2, 12, 2)),
  fact(EVENTS.identity.userSignedUp, { userId: leaver, email: 'leaver@example.com', name: 'Lee Ver', createdAt: at(8, 8) }),
  fact(EVENTS.sessions.voiceSessionEnded, { ...session(leaver, at(7, 8)), status: 'completed' }),
  fact(EVENTS.identity.userSignedIn, { userId: leaver, signedInAt: at(6, 9) }),
  fact(EVENTS.identity.userDeleted, { userId: leaver, deletedAt: at(3, 9) }),
];

/** A fixed shuffle (so a failure can be reproduced). */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const ORDERS: [string, Fact[]][] = [
  ['as it happened', FACTS],
  ['backwards', [...FACTS].reverse()],
  ['shuffled', shuffled(FACTS, 7)],
];

const services: AdminUnderTest[] = [];

beforeAll(async () => {
  for (const [label] of ORDERS) services.push(await startAdminUnderTest(`adm_ord_${label.slice(0, 4)}`));
  await Promise.all(
    ORDERS.map(async ([, facts], i) => {
      const admin = services[i]!;
      for (const f of facts) await admin.publish(f.subject, f.data, { id: f.id, occurredAt: f.occurredAt });
      // And every event once more, as a redelivery.
      for (const f of facts.slice(0, 5)) await admin.publish(f.subject, f.data, { id: f.id, msgId: randomUUID(), occurredAt: f.occurredAt });
      await admin.caughtUp();
    }),
  );
}, 90_000);

afterAll(async () => {
  for (const admin of services) await admin.stop();
});

describe('events about a member in any order', () => {
  it('leave the same read model', async () => {
    const [first, ...others] = await Promise.all(services.map(readModelOf));
    for (const other of others) expect(other).toEqual(first);
  });

  it('leave the row the facts say', async () => {
    const { rows } = await services[1]!.db.query(`SELECT * FROM "${services[1]!.schema}"."members" WHERE "user_id" = ANY($1::uuid[])`, [[member, leaver]]);
    expect(rows).toEqual([
      {
        user_id: member,
        name: 'Orla Fínal',
        email: 'final@example.com',
        name_key: 'orla fínal',
        email_key: 'final@example.com',
        profile_changed_at: new Date(at(4, 1)),
        closed_at: null,
        closure_changed_at: new Date(at(3, 2)),
        created_at: new Date(at(9, 8)),
        last_sign_in_at: new Date(at(2, 9)),
        voice_sessions_count: 1,
        chat_sessions_count: 2,
        feedback_count: 1,
        is_premium: true,
      },
    ]);
  });
});
