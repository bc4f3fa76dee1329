import { execFileSync } from 'node:child_process';
import { createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import { RPC, SERVICE } from '@vi/contracts';
import { publishUserDeleted, type ServiceUnderTest, startServiceUnderTest, startTestStack, type TestStack, testInfra, until } from '@vi/testing';
import { localKeyId } from '../src/encryption/key-encryption-key.js';
import { keysSchemaOf } from '../src/encryption/member-keys.js';
import { startChat } from '../src/start.js';

// Issue 30: conversations encrypted per member. Chat runs in this process (offline coach) beside
// sessions-and-limits from its build, on the real PostgreSQL and NATS. The test opens ciphertext
// itself, with node:crypto and the documented format, as anyone holding a backup and the
// key-encryption key would: so what it shows holds for the bytes, not for our code's say-so.
const K1 = randomBytes(32);
const K2 = randomBytes(32);
let sessions: TestStack;
let chat: ServiceUnderTest<INestApplication>;
let schema: string;

const startChatWith = (env: Record<string, string>) =>
  startServiceUnderTest(SERVICE.chat, startChat, { namespace: sessions.namespace, env: { OPENAI_API_KEY: '', ...env }, rpcTimeoutMs: 15_000 });

beforeAll(async () => {
  sessions = await startTestStack({ only: ['sessions-and-limits'], label: 'chat_sealed' });
  chat = await startChatWith({ DATA_KEY_ENCRYPTION_KEY: K1.toString('base64') });
  schema = chat.schema;
}, 60_000);

afterAll(async () => {
  await chat?.stop();
  await sessions?.stop();
});

async function send(userId: string, content: string): Promise<void> {
  const events = [];
  for await (const event of chat.rpc.stream(RPC.chat.sendMessage, { userId, content, timeZone: 'Europe/Madrid' })) events.push(event);
  expect(events.at(-1)?.type).toBe('done');
}

async function memberWhoWrote(): Promise<{ userId: string; words: string }> {
  const userId = randomUUID();
  const words = `the lighthouse ${randomUUID().slice(0, 8)}`;
  await send(userId, `I keep dreaming about ${words}.`);
  await send(userId, 'It felt calm, ünd a little strange — 😊');
  return { userId, words };
}

const keysTable = () => `"${keysSchemaOf(schema)}"."member_data_keys"`;

async function rowsOf(userId: string): Promise<{ id: string; content: string; sealed: boolean }[]> {
  const { rows } = await chat.db.query(`SELECT "id", "content", "sealed" FROM "${schema}"."chat_messages" WHERE "user_id" = $1 ORDER BY "created_at"`, [
    userId,
  ]);
  return rows;
}

const gcmOpen = (key: Buffer, bytes: Buffer, aad: string): Buffer => {
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  return Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]);
};

/** The member's data key as the key store holds it now, unwrapped with `kek`; null when the store has none. */
async function dataKeyOf(userId: string, kek: Buffer): Promise<Buffer | null> {
  const { rows } = await chat.db.query(`SELECT "wrapped" FROM ${keysTable()} WHERE "user_id" = $1`, [userId]);
  return rows[0] ? gcmOpen(kek, rows[0].wrapped, `vi-data-key:${userId}`) : null;
}

const openMessage = (dataKey: Buffer, userId: string, id: string, content: string): string =>
  gcmOpen(dataKey, Buffer.from(content.replace(/^v1\./, ''), 'base64'), `chat_messages:${userId}:${id}`).toString('utf8');

describe('conversations at rest', () => {
  it('the messages table holds no plain text; the member reads their words back', async () => {
    const member = await memberWhoWrote();
    const rows = await rowsOf(member.userId);
    expect(rows.length).toBe(4);
    for (const row of rows) {
      expect(row.sealed).toBe(true);
      expect(row.content).toMatch(/^v1\.[A-Za-z0-9+/]+=*$/);
      expect(row.content).not.toContain('lighthouse');
    }
    const conversation = await chat.rpc.call(RPC.chat.currentConversation, { userId: member.userId });
    expect(conversation.messages[0]!.content).toBe(`I keep dreaming about ${member.words}.`);
    expect(conversation.messages[2]!.content).toBe('It felt calm, ünd a little strange — 😊');
    // A sealed text moved to another row does not open there.
    const key = (await dataKeyOf(member.userId, K1))!;
    expect(openMessage(key, member.userId, rows[0]!.id, rows[0]!.content)).toContain(member.words);
    expect(() => openMessage(key, member.userId, rows[1]!.id, rows[0]!.content)).toThrow();
  });

  it('after a purge, a backup taken before it cannot be opened for that member, and still can for another', async () => {
    const purged = await memberWhoWrote();
    const kept = await memberWhoWrote();
    // The backup: pg_dump of the data schema (the key store is a schema of its own, kept out of such backups).
    const dump = execFileSync('pg_dump', ['--data-only', `--schema=${schema}`, testInfra().databaseUrl], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    expect(dump).not.toContain('member_data_keys');
    const backedUp = messagesInDump(dump, schema);
    expect(backedUp.filter((r) => r.userId === purged.userId)).toHaveLength(4);

    const deletion = await publishUserDeleted(chat.ns, purged.userId);
    await until(async () => ((await dataKeyOf(purged.userId, K1)) === null ? true : undefined), 15_000, `the purge (${deletion.id}) did not destroy the key`);

    const readable = (userId: string) => backedUp.filter((r) => r.userId === userId);
    const keptKey = (await dataKeyOf(kept.userId, K1))!;
    expect(readable(kept.userId).map((r) => openMessage(keptKey, r.userId, r.id, r.content))[0]).toBe(`I keep dreaming about ${kept.words}.`);
    // Nothing in the key store opens the purged member's rows any more, with the key-encryption key in hand.
    expect(await dataKeyOf(purged.userId, K1)).toBeNull();
    const { rows: keys } = await chat.db.query(`SELECT "user_id", "wrapped" FROM ${keysTable()}`);
    for (const row of readable(purged.userId)) {
      for (const stored of keys) {
        const someKey = gcmOpen(K1, stored.wrapped, `vi-data-key:${stored.user_id}`);
        expect(() => openMessage(someKey, purged.userId, row.id, row.content)).toThrow();
      }
    }
  });

  it('rotating the key-encryption key re-wraps the data keys and leaves every message as it was', async () => {
    const member = await memberWhoWrote();
    const before = await rowsOf(member.userId);
    await chat.stop();
    chat = await startChatWith({ DATA_KEY_ENCRYPTION_KEY: K2.toString('base64'), DATA_KEY_ENCRYPTION_KEY_PREVIOUS: K1.toString('base64') });
    await until(async () => {
      const { rows } = await chat.db.query(`SELECT count(*)::int AS n FROM ${keysTable()} WHERE "kek_id" <> $1`, [localKeyId(K2)]);
      return rows[0].n === 0 ? true : undefined;
    });
    expect(await rowsOf(member.userId)).toEqual(before);
    expect(await dataKeyOf(member.userId, K2)).not.toBeNull();
    expect(() => gcmOpen(K1, Buffer.alloc(40), 'x')).toThrow();

    // The previous key can go now.
    await chat.stop();
    chat = await startChatWith({ DATA_KEY_ENCRYPTION_KEY: K2.toString('base64') });
    const conversation = await chat.rpc.call(RPC.chat.currentConversation, { userId: member.userId });
    expect(conversation.messages[0]!.content).toBe(`I keep dreaming about ${member.words}.`);
  });

  it('messages written before encryption are sealed at the next start', async () => {
    const member = await memberWhoWrote();
    const [first] = await rowsOf(member.userId);
    await chat.db.query(`UPDATE "${schema}"."chat_messages" SET "content" = 'an old plain message', "sealed" = false WHERE "id" = $1`, [first!.id]);
    await chat.stop();
    chat = await startChatWith({ DATA_KEY_ENCRYPTION_KEY: K2.toString('base64') });
    await until(async () => ((await rowsOf(member.userId))[0]!.sealed ? true : undefined));
    const [sealed] = await rowsOf(member.userId);
    expect(sealed!.content).not.toContain('old plain');
    expect(openMessage((await dataKeyOf(member.userId, K2))!, member.userId, sealed!.id, sealed!.content)).toBe('an old plain message');
  });
});

/** The chat_messages rows of a plain-format pg_dump (its COPY block, tab-separated). */
function messagesInDump(dump: string, dataSchema: string): { id: string; userId: string; content: string }[] {
  const lines = dump.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`COPY "${dataSchema}".chat_messages (`) || line.startsWith(`COPY ${dataSchema}.chat_messages (`));
  if (start < 0) throw new Error('no chat_messages in the dump');
  const columns = lines[start]!.slice(lines[start]!.indexOf('(') + 1, lines[start]!.indexOf(')'))
    .split(', ')
    .map((c) => c.replace(/"/g, ''));
  const rows = [];
  for (const line of lines.slice(start + 1)) {
    if (line === '\\.') break;
    const values = line.split('\t');
    const of = (name: string) => values[columns.indexOf(name)]!;
    rows.push({ id: of('id'), userId: of('user_id'), content: of('content') });
  }
  return rows;
}
