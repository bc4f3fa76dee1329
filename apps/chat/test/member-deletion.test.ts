import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { RPC, SERVICE } from '@vi/contracts';
import type { RpcClient } from '@vi/service-kit';
import {
  findMemberTraces,
  type PgClient,
  publishUserDeleted,
  type ServiceUnderTest,
  startServiceUnderTest,
  startTestStack,
  type TestStack,
  until,
  untilConsumerCaughtUp,
} from '@vi/testing';
import { MEMBER_DELETION_CONSUMER } from '../src/member-deletion/member-deletion.js';
import { startChat } from '../src/start.js';

// Chat (with its offline coach) in this process and sessions-and-limits, which counts the chat
// sessions, from its build, on the real PostgreSQL and NATS: a deleted member's conversations and
// messages go; another member's stay.
let chat: ServiceUnderTest<INestApplication>;
let sessions: TestStack;
let ns: string;
let schema: string;
let rpc: RpcClient;
let db: PgClient;

beforeAll(async () => {
  sessions = await startTestStack({ only: ['sessions-and-limits'], label: 'chat_forget' });
  chat = await startServiceUnderTest(SERVICE.chat, startChat, { namespace: sessions.namespace, env: { OPENAI_API_KEY: '' }, rpcTimeoutMs: 15_000 });
  ({ ns, schema, rpc, db } = chat);
});

afterAll(async () => {
  await chat?.stop();
  await sessions?.stop();
});

/** Sends a message as the gateway does and reads the reply to its end. */
async function send(userId: string, content: string): Promise<void> {
  const events = [];
  for await (const event of rpc.stream(RPC.chat.sendMessage, { userId, content, timeZone: 'Europe/Madrid' })) events.push(event);
  expect(events.at(-1)?.type).toBe('done');
}

/** A member with two conversations (one cleared, one open), four messages each way. */
async function memberWithConversations(): Promise<{ userId: string; words: string }> {
  const userId = randomUUID();
  const words = `my neighbour ${randomUUID().slice(0, 8)}`;
  await send(userId, `I keep worrying about ${words}.`);
  await send(userId, 'It happens every night.');
  await rpc.call(RPC.chat.clearConversation, { userId });
  await send(userId, `Still thinking about ${words}.`);
  await send(userId, 'Thank you.');
  return { userId, words };
}

async function countsOf(userId: string): Promise<{ conversations: number; messages: number }> {
  const { rows } = await db.query(
    `SELECT (SELECT count(*)::int FROM "${schema}"."conversations" WHERE "user_id" = $1) AS "conversations",
            (SELECT count(*)::int FROM "${schema}"."chat_messages" WHERE "user_id" = $1) AS "messages"`,
    [userId],
  );
  return rows[0];
}

describe('a deleted member', () => {
  it('leaves no conversation or message in chat; another member keeps theirs; a redelivery changes nothing', async () => {
    const member = await memberWithConversations();
    const other = await memberWithConversations();
    expect(await countsOf(member.userId)).toEqual({ conversations: 2, messages: 8 });
    const before = await findMemberTraces({ namespace: ns, userId: member.userId, also: [member.words] });
    expect(before.map((t) => `${t.table}.${t.column}`)).toEqual(
      expect.arrayContaining(['conversations.user_id', 'chat_messages.user_id', 'member_data_keys.user_id']),
    );
    // The words are sealed: no column holds them (docs/adr/0044).
    expect(before.filter((t) => t.column === 'content')).toEqual([]);
    const otherBefore = await findMemberTraces({ namespace: ns, userId: other.userId, also: [other.words] });
    const otherConversation = await rpc.call(RPC.chat.currentConversation, { userId: other.userId });

    const deletion = await publishUserDeleted(ns, member.userId);
    await until(async () => {
      const { rows } = await db.query(`SELECT 1 FROM "${schema}"."processed_events" WHERE "consumer" = $1 AND "event_id" = $2`, [
        MEMBER_DELETION_CONSUMER,
        deletion.id,
      ]);
      return rows.length > 0 ? true : undefined;
    });
    // Sessions-and-limits forgets them from the same event; wait for it too, then nothing of them is left in the namespace.
    await untilConsumerCaughtUp(ns, 'sessions-and-limits-member-deletion');

    expect(await countsOf(member.userId)).toEqual({ conversations: 0, messages: 0 });
    expect(await findMemberTraces({ namespace: ns, userId: member.userId, also: [member.words] })).toEqual([]);
    expect(await findMemberTraces({ namespace: ns, userId: other.userId, also: [other.words] })).toEqual(otherBefore);
    expect(await rpc.call(RPC.chat.currentConversation, { userId: other.userId })).toEqual(otherConversation);

    await publishUserDeleted(ns, member.userId, { id: deletion.id, msgId: `${deletion.id}-again` });
    await untilConsumerCaughtUp(ns, MEMBER_DELETION_CONSUMER);
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM "${schema}"."processed_events" WHERE "event_id" = $1`, [deletion.id]);
    expect(rows[0].n).toBe(1);
    expect(await findMemberTraces({ namespace: ns, userId: member.userId, also: [member.words] })).toEqual([]);
    expect(await findMemberTraces({ namespace: ns, userId: other.userId, also: [other.words] })).toEqual(otherBefore);
  });
});
