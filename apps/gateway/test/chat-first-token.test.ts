// Chat's time to first token, guarded without timing: the model is asked for a conversation's
// first message while every database and NATS round trip the chat service makes is held (the
// tables they need are locked), the first piece of the reply is passed on while the provider
// holds back the rest, and a member whose allowance is used up never gets any of a reply the
// model was already asked for.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FREE_CHAT_CONVERSATIONS_PER_MONTH, RPC } from '@vi/contracts';
import { connectNats, Namespace } from '@vi/service-kit';
import { eventReader, type FakeOpenAi, type FakeOpenAiRequest, fakeOpenAiEnv, startFakeOpenAi, type StreamEvent, testInfra, until } from '@vi/testing';
import type pg from 'pg';
import { ApiClient, type InProcessStack, startInProcessStack, uniqueEmail } from './in-process-stack.js';

/** Resolves with the promise's value, or with `fallback` if it has not settled within `ms`: a deadlock fails the test instead of hanging it. */
const within = <T, F>(promise: Promise<T>, ms: number, fallback: F) =>
  Promise.race([promise, new Promise<F>((resolve) => setTimeout(() => resolve(fallback), ms).unref())]);

describe('chat time to first token (causal guards)', () => {
  let stack: InProcessStack;
  let fake: FakeOpenAi;
  let db: pg.Client;
  let chatSchema: string;
  let sessionsSchema: string;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    fake.setReply(() => 'First words. Then the rest of a thoughtful reply arrives in several pieces.');
    stack = await startInProcessStack('chatttft', fakeOpenAiEnv(fake));
    const ns = new Namespace(stack.namespace);
    chatSchema = ns.schema('chat');
    sessionsSchema = ns.schema('sessions-and-limits');
    db = stack.db;
  });
  afterAll(async () => {
    await stack?.stop();
    await fake?.close();
  });

  async function newMember(label: string) {
    const api = new ApiClient(stack.baseUrl);
    const signUp = await api.request('POST', '/api/v1/auth/sign-up', { json: { email: uniqueEmail(label), password: 'secret1', ageConfirmed: true } });
    const token = signUp.body.accessToken as string;
    return {
      id: signUp.body.user.id as string,
      get: (path: string) => api.request('GET', path, { token }),
      post: (path: string) => api.request('POST', path, { token, json: {} }),
      send: (content: string) =>
        fetch(`${stack.baseUrl}/api/v1/chat/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ content }),
        }),
    };
  }

  /** Locks what the chat service reads and writes, and what starting a chat session needs, until `release`. */
  async function holdRoundTrips(tables: string[]) {
    await db.query('BEGIN');
    await db.query(`LOCK TABLE ${tables.join(', ')} IN ACCESS EXCLUSIVE MODE`);
    return { release: () => db.query('COMMIT') };
  }

  /**
   * What is waiting for the test's locks: each waiting query with the table of this test's schemas
   * it waits for (a transaction can also wait at its COMMIT, for a check on a locked table).
   */
  async function waitingQueries(): Promise<{ query: string; table: string }[]> {
    const { rows } = await db.query<{ query: string; table: string }>(
      `SELECT a.query, n.nspname || '.' || c.relname AS "table"
         FROM pg_stat_activity a
         JOIN pg_locks l ON l.pid = a.pid AND NOT l.granted
         JOIN pg_class c ON c.oid = l.relation
         JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE a.datname = current_database() AND a.pid <> pg_backend_pid() AND n.nspname IN ($1, $2)`,
      [chatSchema, sessionsSchema],
    );
    return rows;
  }

  it("asks the model for a conversation's first message before any database or NATS round trip answers, and passes the first piece on at once", async () => {
    const member = await newMember('ttft');
    // The page loads the conversation (empty: this will be its first message).
    expect((await member.get('/api/v1/chat/conversation')).body.messages).toEqual([]);

    // Count the chat service's requests to sessions-and-limits as they go out.
    const nc = await connectNats(testInfra().natsUrl, 'chat-ttft-test');
    const startChatRequests: string[] = [];
    const watch = nc.subscribe(new Namespace(stack.namespace).subject(RPC.sessions.startChat.subject), {
      callback: (_err, msg) => startChatRequests.push(msg.subject),
    });
    await nc.flush();

    const held = await holdRoundTrips([
      `"${chatSchema}"."conversations"`,
      `"${chatSchema}"."chat_messages"`,
      `"${sessionsSchema}"."chat_sessions"`,
      `"${sessionsSchema}"."member_time_zones"`,
    ]);
    let released = false;
    try {
      const hold = fake.holdAfterFirstChunk();
      const asked = fake.nextCompletion();
      const responding = member.send('I have an interview tomorrow and I cannot stop worrying.');

      // The model is asked while every round trip is still held: none of them preceded it.
      const request = await within(asked, 15_000, undefined);
      expect(request).toBeDefined();
      expect((request as FakeOpenAiRequest).body.messages.at(-1)).toEqual({
        role: 'user',
        content: 'I have an interview tomorrow and I cannot stop worrying.',
      });
      // The work that runs beside the model had been issued and is waiting on the locks: the
      // stored conversation's read in chat, the session start (its NATS request, and its query in sessions-and-limits).
      // (Generous: on a loaded 2-core CI machine issuing them can take seconds; a failure says what was seen.)
      let seen: { query: string; table: string }[] = [];
      const waiting = await until(async () => {
        seen = await waitingQueries();
        return seen.some((w) => w.table === `${chatSchema}.conversations`) && seen.some((w) => w.table.startsWith(`${sessionsSchema}.`)) ? seen : undefined;
      }, 20_000).catch(() => {
        throw new Error(
          `the work beside the model was not seen waiting on the locks: ${JSON.stringify(seen)}; session starts sent: ${startChatRequests.length}`,
        );
      });
      expect(waiting.length).toBeGreaterThanOrEqual(2);
      await nc.flush();
      expect(startChatRequests).toHaveLength(1);

      await held.release();
      released = true;
      const response = await responding;
      expect(response.status).toBe(200);
      const next = eventReader(response);
      const session = await next();
      expect(session).toMatchObject({ type: 'session', session: { status: 'active' } });
      expect(await next()).toMatchObject({ type: 'message', message: { role: 'user' } });
      // The provider has written only its first piece and holds the rest until this test has it.
      const first = await within(next(), 15_000, undefined);
      expect(first).toEqual({ type: 'delta', text: 'First words. Then ' });
      hold.release();
      const rest: StreamEvent[] = [];
      for (let event = await next(); event; event = await next()) rest.push(event);
      expect(rest.at(-1)).toMatchObject({
        type: 'done',
        message: { role: 'assistant', content: 'First words. Then the rest of a thoughtful reply arrives in several pieces.' },
      });
    } finally {
      if (!released) await held.release();
      watch.unsubscribe();
      await nc.close();
    }
    // Everything that ran beside the model was done: both messages stored, both counted.
    const conversation = (await member.get('/api/v1/chat/conversation')).body;
    expect(conversation.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect((await member.get('/api/v1/usage')).body.chat.used).toBe(1);
  }, 60_000);

  it('asks the model for a later message without waiting for the database either', async () => {
    const member = await newMember('later');
    await member.get('/api/v1/chat/conversation');
    const firstResponse = await member.send('Hello, it has been a long week.');
    expect(await firstResponse.text()).toContain('"type":"done"');
    const held = await holdRoundTrips([`"${chatSchema}"."conversations"`, `"${chatSchema}"."chat_messages"`]);
    try {
      const asked = fake.nextCompletion();
      const responding = member.send('And today was worse.');
      const request = await within(asked, 15_000, undefined);
      expect(request).toBeDefined();
      // The model sees the conversation so far, known without asking the database.
      expect((request as FakeOpenAiRequest).body.messages.slice(1).map((m: { role: string }) => m.role)).toEqual(['user', 'assistant', 'user']);
      await held.release();
      expect(await (await responding).text()).toContain('"type":"done"');
    } finally {
      await held.release().catch(() => undefined);
    }
  });

  it("never passes on a reply to a member whose allowance is used up, though the model was already asked; the refusal is unchanged and the model's request cancelled", async () => {
    const member = await newMember('limit');
    for (let i = 0; i < FREE_CHAT_CONVERSATIONS_PER_MONTH; i++) expect((await member.post('/api/v1/chat-sessions')).status).toBe(201);
    await member.get('/api/v1/chat/conversation');
    // Hold the allowance's answer until the provider has written its first piece.
    const held = await holdRoundTrips([`"${sessionsSchema}"."chat_sessions"`, `"${sessionsSchema}"."member_time_zones"`]);
    let released = false;
    // The provider writes its first piece and keeps the rest back, so it is still answering when the refusal comes.
    const hold = fake.holdAfterFirstChunk();
    try {
      const asked = fake.nextCompletion();
      const responding = member.send('Can we talk a little more?');
      const request = (await within(asked, 15_000, undefined)) as FakeOpenAiRequest | undefined;
      expect(request).toBeDefined();
      await until(() => request!.firstTokenAt);
      await held.release();
      released = true;
      const response = await responding;
      expect(response.status).toBe(402);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const body = await response.json();
      expect(body.error).toMatchObject({
        code: 'LIMIT_REACHED',
        details: { kind: 'chat', used: FREE_CHAT_CONVERSATIONS_PER_MONTH, limit: FREE_CHAT_CONVERSATIONS_PER_MONTH },
      });
      await until(() => request!.cancelled, 10_000, "the model's request was not cancelled");
    } finally {
      hold.release();
      if (!released) await held.release();
    }
    // Asked again, the member is refused before the model is: no second request is made.
    const before = fake.requests.length;
    const again = await member.send('Hello?');
    expect(again.status).toBe(402);
    expect(fake.requests.length).toBe(before);
    expect((await member.get('/api/v1/chat/conversation')).body.messages).toEqual([]);
  });

  it("shows none of the reply when the member's message cannot be stored: an error, nothing counted, the session given back", async () => {
    const member = await newMember('unsaved');
    await member.get('/api/v1/chat/conversation');
    // PostgreSQL refuses this one message (a fault only this test's schema has).
    await db.query(
      // (The content is sealed by then: the member's message is known by its owner and role.)
      `CREATE FUNCTION "${chatSchema}".refuse_unsaved() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.user_id = '${member.id}' AND NEW.role = 'user' THEN RAISE EXCEPTION 'disk full'; END IF; RETURN NEW; END $$`,
    );
    await db.query(
      `CREATE TRIGGER refuse_unsaved BEFORE INSERT ON "${chatSchema}"."chat_messages" FOR EACH ROW EXECUTE FUNCTION "${chatSchema}".refuse_unsaved()`,
    );
    try {
      const asked = fake.nextCompletion();
      const response = await member.send('This one will not be stored.');
      expect(response.status).toBe(200);
      const next = eventReader(response);
      const events: StreamEvent[] = [];
      for (let event = await next(); event; event = await next()) events.push(event);
      expect(events.map((e) => e.type)).toEqual(['session', 'message', 'error']);
      expect(events[0]!.session).toMatchObject({ status: 'active' });
      // The model had been asked (beside the save); its request is cancelled or left unread.
      expect(await within(asked, 5_000, undefined)).toBeDefined();
    } finally {
      await db.query(`DROP TRIGGER refuse_unsaved ON "${chatSchema}"."chat_messages"`);
    }
    expect((await member.get('/api/v1/chat/conversation')).body.messages).toEqual([]);
    expect((await member.get('/api/v1/usage')).body.chat.used).toBe(0);
  });

  it('asks the model again with the stored history when what the chat service remembered is out of date, and passes on only that reply', async () => {
    const member = await newMember('stale');
    const conversation = (await member.get('/api/v1/chat/conversation')).body;
    // Another tab (or another replica) adds an exchange the chat service here has not seen.
    await db.query(
      `INSERT INTO "${chatSchema}"."chat_messages" ("id", "conversation_id", "user_id", "role", "content", "created_at")
       VALUES (gen_random_uuid(), $1, $2, 'user', 'Written from another tab.', now() - interval '2 seconds'),
              (gen_random_uuid(), $1, $2, 'assistant', 'Answered there.', now() - interval '1 second')`,
      [conversation.id, member.id],
    );
    fake.setReply((messages) =>
      messages.some((m) => m.content === 'Written from another tab.') ? 'A reply that knows the whole conversation.' : 'A reply to half of it.',
    );
    try {
      const response = await member.send('And one more thing.');
      const next = eventReader(response);
      const events: StreamEvent[] = [];
      for (let event = await next(); event; event = await next()) events.push(event);
      const text = events
        .filter((e) => e.type === 'delta')
        .map((e) => e.text)
        .join('');
      expect(text).toBe('A reply that knows the whole conversation.');
      expect(events.at(-1)).toMatchObject({ type: 'done', message: { content: 'A reply that knows the whole conversation.' } });
    } finally {
      fake.setReply(() => 'First words. Then the rest of a thoughtful reply arrives in several pieces.');
    }
    // The guess was asked too and cancelled (it may not have left before it was); the reply kept is the one made with the stored history.
    const asked = fake.requests.filter((r) => r.path.endsWith('/chat/completions') && r.body.messages.at(-1).content === 'And one more thing.');
    expect(asked.length).toBeGreaterThanOrEqual(1);
    expect(
      asked
        .at(-1)!
        .body.messages.map((m: { content: string }) => m.content)
        .slice(1),
    ).toEqual(['Written from another tab.', 'Answered there.', 'And one more thing.']);
    const stored = (await member.get('/api/v1/chat/conversation')).body.messages.map((m: { content: string }) => m.content);
    expect(stored).toEqual(['Written from another tab.', 'Answered there.', 'And one more thing.', 'A reply that knows the whole conversation.']);
  });
});
