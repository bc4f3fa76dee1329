import { randomUUID } from 'node:crypto';
import { type DirectoryUser, EVENTS } from '@vi/contracts';
import type { AdminUnderTest, Published } from './admin-stack.js';

const DAY_MS = 86_400_000;
const todayStart = () => {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
};

/** An instant `daysAgo` UTC days before today, at `hour`:`minute`. */
export function at(daysAgo: number, hour: number, minute = 0): string {
  return new Date(todayStart() - daysAgo * DAY_MS + hour * 3_600_000 + minute * 60_000).toISOString();
}

/** The UTC date `daysAgo` days before today. */
export function dayAgo(daysAgo: number): string {
  return new Date(todayStart() - daysAgo * DAY_MS).toISOString().slice(0, 10);
}

export interface Person {
  id: string;
  name: string;
  email: string;
  createdAt: string;
}

const person = (name: string, email: string, createdAt: string): Person => ({ id: randomUUID(), name, email, createdAt });

/** The members of the scripted history (`harry` and `kim` are deleted; `stub` never signs up). */
export function cast() {
  return {
    harry: person('Harry Gone', 'harry.gone@example.com', at(12, 9)),
    zoe: person('Zoë Martin', 'zoe.martin@example.com', at(10, 9)),
    kim: person('Kim Brief', 'kim.brief@example.com', at(9, 12)),
    elodie: person('ÉLODIE Durand', 'elodie@example.fr', at(6, 9)),
    ann: person(`Ann O'Brien`, 'ann.obrien@example.com', at(5, 10)),
    sam: person('Sam 50% Off', 'sam_off@example.com', at(4, 10)),
    slash: person('Back\\Slash', 'backslash@example.com', at(3, 10)),
    petit: person('élodie Petit', 'epetit@example.com', at(2, 10)),
    plain: person('Zoe Plain', 'zoe.plain@example.com', at(1, 8)),
    jo: person('Jo "JJ" Jones', 'jj@example.com', at(1, 13)),
    stub: person('(never signed up)', 'stub@example.com', at(2, 7)),
  };
}
export type Cast = ReturnType<typeof cast>;

const signUp = (p: Person) => [EVENTS.identity.userSignedUp, { userId: p.id, email: p.email, name: p.name, createdAt: p.createdAt }] as const;
const signIn = (p: Person, signedInAt: string) => [EVENTS.identity.userSignedIn, { userId: p.id, signedInAt }] as const;
const deleted = (p: Person, deletedAt: string) => [EVENTS.identity.userDeleted, { userId: p.id, deletedAt }] as const;
const voice = (p: Person, startedAt: string, status: 'completed' | 'failed') =>
  [
    EVENTS.sessions.voiceSessionEnded,
    { sessionId: randomUUID(), userId: p.id, status, startedAt, endedAt: new Date(Date.parse(startedAt) + 600_000).toISOString(), durationSeconds: 600 },
  ] as const;
const chat = (p: Person, startedAt: string, status: 'completed' | 'abandoned') =>
  [
    EVENTS.sessions.chatSessionEnded,
    {
      sessionId: randomUUID(),
      userId: p.id,
      status,
      startedAt,
      endedAt: new Date(Date.parse(startedAt) + 900_000).toISOString(),
      durationSeconds: 900,
      messageCount: 6,
    },
  ] as const;
const subscription = (p: Person, status: 'active' | 'canceled', changedAt: string) =>
  [
    EVENTS.billing.subscriptionChanged,
    { userId: p.id, status, planId: 'vi-monthly', planName: 'Vi Monthly', currentPeriodEnd: status === 'active' ? at(-20, 0) : null, changedAt },
  ] as const;
const feedback = (p: Person, rating: number, submittedAt: string) =>
  [
    EVENTS.feedback.feedbackSubmitted,
    {
      feedbackId: randomUUID(),
      userId: p.id,
      sessionType: 'voice',
      rating,
      category: rating >= 4 ? 'positive' : rating === 3 ? 'neutral' : 'negative',
      comment: `A ${rating}`,
      improvements: [],
      submittedAt,
    },
  ] as const;

/**
 * Publishes the scripted history as the services' relays would, in this order: a conversation of
 * Élodie's before her sign-up, Harry's life, Zoë's (a failed call, an upgrade then a cancellation, a
 * late older sign-in), Kim deleted before her sign-up arrives, Élodie's subscription pair out of
 * order and her conversation delivered twice, the other sign-ups, a stub that only signs in, then
 * Harry's deletion followed by late events about him and the deletion delivered again.
 */
export async function publishHistory(admin: AdminUnderTest, c: Cast): Promise<Published[]> {
  const published: Published[] = [];
  const send = async ([subject, data]: readonly [string, unknown]) => {
    const event = await admin.publish(subject, data);
    published.push(event);
    return event;
  };
  const elodieChat = await send(chat(c.elodie, at(6, 12), 'completed'));

  await send(signUp(c.harry));
  await send(voice(c.harry, at(11, 10), 'completed'));
  await send(subscription(c.harry, 'active', at(11, 11)));
  await send(feedback(c.harry, 2, at(11, 12)));

  await send(signUp(c.zoe));
  await send(signIn(c.zoe, at(9, 9)));
  await send(chat(c.zoe, at(9, 10), 'completed'));
  await send(voice(c.zoe, at(8, 10), 'completed'));
  await send(feedback(c.zoe, 5, at(8, 11)));
  await send(voice(c.zoe, at(7, 10), 'failed'));
  await send(subscription(c.zoe, 'active', at(7, 12)));
  await send(subscription(c.zoe, 'canceled', at(4, 12)));
  await send(feedback(c.zoe, 4, at(3, 11)));
  await send(chat(c.zoe, at(2, 9), 'abandoned'));
  await send(signIn(c.zoe, at(2, 9)));
  await send(signIn(c.zoe, at(5, 9)));

  await send(deleted(c.kim, at(8, 12)));
  await send(signUp(c.kim));

  await send(signUp(c.elodie));
  await send(subscription(c.elodie, 'active', at(3, 12)));
  await send(subscription(c.elodie, 'canceled', at(5, 12)));
  await admin.publish(elodieChat.subject, elodieChat.data, { id: elodieChat.id, msgId: randomUUID(), occurredAt: elodieChat.occurredAt });

  await send(signUp(c.ann));
  await send(signIn(c.ann, at(4, 9)));
  for (const p of [c.sam, c.slash, c.petit, c.plain, c.jo]) await send(signUp(p));
  await send(signIn(c.stub, at(2, 7)));

  const harryDeleted = await send(deleted(c.harry, at(1, 15)));
  await send(signIn(c.harry, at(1, 16)));
  await send(voice(c.harry, at(1, 17), 'completed'));
  await send(subscription(c.harry, 'canceled', at(1, 18)));
  await send(feedback(c.harry, 3, at(1, 19)));
  await admin.publish(harryDeleted.subject, harryDeleted.data, { id: harryDeleted.id, msgId: randomUUID(), occurredAt: harryDeleted.occurredAt });
  return published;
}

const row = (p: Person, fields: Partial<DirectoryUser> = {}): DirectoryUser => ({
  id: p.id,
  name: p.name,
  email: p.email,
  isPremium: false,
  voiceSessionsCount: 0,
  chatSessionsCount: 0,
  feedbackCount: 0,
  createdAt: p.createdAt,
  lastSignInAt: null,
  closedAt: null,
  ...fields,
});

/** The directory the history leaves, newest member first. */
export function expectedDirectory(c: Cast): DirectoryUser[] {
  return [
    row(c.jo),
    row(c.plain),
    row(c.petit),
    row(c.slash),
    row(c.sam),
    row(c.ann, { lastSignInAt: at(4, 9) }),
    row(c.elodie, { isPremium: true, chatSessionsCount: 1 }),
    row(c.zoe, { voiceSessionsCount: 1, chatSessionsCount: 2, feedbackCount: 2, lastSignInAt: at(2, 9) }),
  ];
}

/** The overview of the last 14 days after the history: [daysAgo, signUps, voice, chat, premium, members]. */
export const EXPECTED_DAYS: [number, number, number, number, number, number][] = [
  [13, 0, 0, 0, 0, 0],
  [12, 1, 0, 0, 0, 1],
  [11, 0, 1, 0, 1, 1],
  [10, 1, 0, 0, 1, 2],
  [9, 1, 0, 1, 1, 3],
  [8, 0, 1, 0, 1, 2],
  [7, 0, 0, 0, 2, 2],
  [6, 1, 0, 1, 2, 3],
  [5, 1, 0, 0, 2, 4],
  [4, 1, 0, 0, 1, 5],
  [3, 1, 0, 0, 2, 6],
  [2, 1, 0, 1, 2, 7],
  [1, 2, 1, 0, 1, 8],
  [0, 0, 0, 0, 1, 8],
];
