import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { BROADCAST, EVENTS, FREE_PLAN_NAME, RPC, SERVICE } from '@vi/contracts';
import type { RpcClient } from '@vi/service-kit';
import { findMemberTraces, type PgClient, publishUserDeleted, type ServiceUnderTest, startServiceUnderTest, until, untilConsumerCaughtUp } from '@vi/testing';
import { MEMBER_DELETION_CONSUMER } from '../src/member-deletion/member-deletion.js';
import { startSessionsAndLimits } from '../src/start.js';

// A deleted member's sessions, allowance zone, entitlement copy and published events go, on the
// real PostgreSQL and NATS; another member's stay as they were.
let sessions: ServiceUnderTest<INestApplication>;
let ns: string;
let schema: string;
let nc: NatsConnection;
let rpc: RpcClient;
let db: PgClient;
const broadcasts: { subject: string; data: Record<string, string> }[] = [];
const subscriptions: Subscription[] = [];

beforeAll(async () => {
  sessions = await startServiceUnderTest(SERVICE.sessionsAndLimits, startSessionsAndLimits, { label: 'sl_forget' });
  ({ ns, schema, nc, rpc, db } = sessions);
  for (const subject of [BROADCAST.sessions.usageChanged, BROADCAST.sessions.chatSessionClosed]) {
    subscriptions.push(nc.subscribe(sessions.namespace.subject(subject), { callback: (_e, msg) => broadcasts.push({ subject, data: msg.json() }) }));
  }
});

afterAll(async () => {
  for (const s of subscriptions) s.unsubscribe();
  await sessions?.stop();
});

async function handled(consumer: string, eventId: string): Promise<void> {
  await until(
    async () => {
      const { rows } = await db.query(`SELECT 1 FROM "${schema}"."processed_events" WHERE "consumer" = $1 AND "event_id" = $2`, [consumer, eventId]);
      return rows.length > 0 ? true : undefined;
    },
    10_000,
    `event ${eventId} was not handled by ${consumer}`,
  );
}

/** A subscription change as billing publishes it; answers once sessions-and-limits has handled it. */
async function subscriptionChanged(userId: string, status: string, changedAt = new Date()): Promise<void> {
  const event = await sessions.publish(
    EVENTS.billing.subscriptionChanged,
    { userId, status, planId: 'vi-monthly', planName: 'Unlimited Access', currentPeriodEnd: null, changedAt: changedAt.toISOString() },
    { occurredAt: changedAt.toISOString() },
  );
  await handled('sessions-and-limits-entitlements', event.id);
}

/** A premium member with an ended voice call, a finished and an open chat, and a kept allowance zone. */
async function activeMember(): Promise<{ userId: string; openChatId: string }> {
  const userId = randomUUID();
  await subscriptionChanged(userId, 'active');
  const call = await rpc.call(RPC.sessions.startVoice, { userId, timeZone: 'Europe/Madrid' });
  await rpc.call(RPC.sessions.endVoice, { userId, sessionId: call.id, status: 'completed' });
  const done = await rpc.call(RPC.sessions.startChat, { userId, timeZone: 'Europe/Madrid' });
  await rpc.call(RPC.sessions.recordChatMessage, { userId, sessionId: done.id, count: 2 });
  await rpc.call(RPC.sessions.endChat, { userId, sessionId: done.id, status: 'completed' });
  const open = await rpc.call(RPC.sessions.startChat, { userId, timeZone: 'Europe/Madrid' });
  await rpc.call(RPC.sessions.recordChatMessage, { userId, sessionId: open.id, count: 2 });
  return { userId, openChatId: open.id };
}

const traces = (userId: string) => findMemberTraces({ namespace: ns, userId });

async function eventsPublished(): Promise<void> {
  await until(async () => {
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM "${schema}"."outbox" WHERE "published_at" IS NULL`);
    return rows[0].n === 0 ? true : undefined;
  });
}

describe('a deleted member', () => {
  it('leaves nothing in sessions-and-limits; another member keeps everything; a redelivery and a late subscription change change nothing', async () => {
    const member = await activeMember();
    const other = await activeMember();
    await eventsPublished();

    // Before: the member is in every table that keeps members (the finder sees them).
    const before = (await traces(member.userId)).map((t) => `${t.table}.${t.column}`);
    expect(before).toEqual(
      expect.arrayContaining(['entitlements.user_id', 'chat_sessions.user_id', 'voice_sessions.user_id', 'member_time_zones.user_id', 'outbox.payload']),
    );
    const otherBefore = await traces(other.userId);
    const otherUsage = await rpc.call(RPC.sessions.usage, { userId: other.userId });

    const deletion = await publishUserDeleted(ns, member.userId);
    await handled(MEMBER_DELETION_CONSUMER, deletion.id);

    expect(await traces(member.userId)).toEqual([]);
    expect(await traces(other.userId)).toEqual(otherBefore);
    expect(await rpc.call(RPC.sessions.usage, { userId: other.userId })).toEqual(otherUsage);
    expect(await rpc.call(RPC.sessions.entitlement, { userId: member.userId })).toEqual({ premium: false, planName: FREE_PLAN_NAME });

    // After the commit, caches of the member's usage and of their open chat session are dropped.
    await until(() =>
      broadcasts.some((b) => b.subject === BROADCAST.sessions.chatSessionClosed && b.data.sessionId === member.openChatId) ? true : undefined,
    );
    expect(broadcasts.filter((b) => b.data.userId === member.userId && b.subject === BROADCAST.sessions.usageChanged).length).toBeGreaterThan(0);

    // Billing may still send a change it made before it heard of the deletion: no entitlement comes back.
    await subscriptionChanged(member.userId, 'active', new Date(Date.now() + 60_000));
    expect(await traces(member.userId)).toEqual([]);

    // The same deletion delivered again (another message id, so the stream keeps it) is handled once.
    const heard = broadcasts.length;
    await publishUserDeleted(ns, member.userId, { id: deletion.id, msgId: `${deletion.id}-again` });
    await untilConsumerCaughtUp(ns, MEMBER_DELETION_CONSUMER);
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM "${schema}"."processed_events" WHERE "event_id" = $1`, [deletion.id]);
    expect(rows[0].n).toBe(1);
    expect(await traces(member.userId)).toEqual([]);
    expect(await traces(other.userId)).toEqual(otherBefore);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(broadcasts.slice(heard).filter((b) => b.data.userId === member.userId)).toEqual([]);
  });
});
