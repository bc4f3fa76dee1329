// Reconciles what the clients were promised with what is stored, straight from PostgreSQL: every chat
// session that got a 2xx exists (ended ones completed), every acknowledged chat message and every 2xx
// feedback has its row, every feedback row and every sign-up has its event in the outbox and the event
// was published, and every delivered event reached the receiver under exactly one webhook-id.
// Loaded after the build (libs/contracts/dist).
import { EVENTS } from '@vi/contracts';
import pg from 'pg';

const SUBJECTS = {
  feedback: EVENTS.feedback.feedbackSubmitted,
  signup: EVENTS.identity.userSignedUp,
  purchase: EVENTS.billing.purchaseCompleted,
};

/** The event's key in a delivery (see receiver.mjs EVENT_KEY). */
const KEY_OF_EVENT = {
  feedback: (data) => data?.feedbackId,
  signup: (data) => data?.userId,
  purchase: (data) => data?.invoiceId,
};

const ident = (name) => `"${name.replace(/"/g, '""')}"`;

async function withClient(databaseUrl, fn) {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  client.on('error', () => {});
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

async function tablesOf(client, namespace, table) {
  const pattern = `${namespace.replace(/_/g, '\\_')}\\_%`;
  const { rows } = await client.query('SELECT table_schema FROM information_schema.tables WHERE table_schema LIKE $1 AND table_name = $2 ORDER BY 1', [
    pattern,
    table,
  ]);
  return rows.map((row) => row.table_schema);
}

/** One look at everything; returns what is missing (empty lists: nothing lost). */
async function look(client, { namespace, promised, receiver, deliveredTypes, excludedKeys, cutoff }) {
  const schema = (service) => ident(`${namespace}_${service.replace(/-/g, '_')}`);
  const sessionIds = [...promised.sessions.keys()];
  const { rows: sessionRows } = await client.query(
    `SELECT "id", "status", "ended_at" FROM ${schema('sessions-and-limits')}."chat_sessions" WHERE "id" = ANY($1::uuid[])`,
    [sessionIds],
  );
  const sessionById = new Map(sessionRows.map((row) => [row.id, row]));
  const sessionsLost = [];
  for (const [id, promise] of promised.sessions) {
    const row = sessionById.get(id);
    if (!row) sessionsLost.push(`chat session ${id} (started with a 2xx) is not stored`);
    else if (promise.ended && (row.status !== 'completed' || !row.ended_at)) sessionsLost.push(`chat session ${id} was ended with a 2xx but is ${row.status}`);
  }

  const messageIds = [...promised.messages];
  const { rows: messageRows } = await client.query(`SELECT "id" FROM ${schema('chat')}."chat_messages" WHERE "id" = ANY($1::uuid[])`, [messageIds]);
  const storedMessages = new Set(messageRows.map((row) => row.id));
  const messagesLost = messageIds.filter((id) => !storedMessages.has(id)).map((id) => `chat message ${id} (acknowledged) is not stored`);

  const feedbackIds = [...promised.feedback];
  const { rows: feedbackRows } = await client.query(`SELECT "id" FROM ${schema('feedback')}."feedback" WHERE "created_at" <= $1`, [cutoff]);
  const storedFeedback = new Set(feedbackRows.map((row) => row.id));
  const feedbackLost = feedbackIds.filter((id) => !storedFeedback.has(id)).map((id) => `feedback ${id} (201) is not stored`);

  // Every outbox of the namespace: each event must be published.
  const events = [];
  for (const outbox of await tablesOf(client, namespace, 'outbox')) {
    // Events written up to the end of the scenario (the load goes on while the checker waits), to the
    // end of the cutoff's millisecond: a feedback row keeps its transaction's now() cut to the
    // millisecond, its event the same now() with microseconds, so `<= cutoff` alone could count the
    // row and miss its event.
    const { rows } = await client.query(
      `SELECT "id", "subject", "payload"->'data' AS "data", "published_at" FROM ${ident(outbox)}."outbox" WHERE "created_at" < $1::timestamptz + interval '1 millisecond'`,
      [cutoff],
    );
    for (const row of rows) events.push({ ...row, schema: outbox });
  }
  const unpublished = events.filter((event) => !event.published_at);
  const eventsLost = unpublished.map((event) => `event ${event.subject} ${event.id} in ${event.schema} is not published`);

  // Every feedback row and every promised sign-up has its event.
  const feedbackWithEvent = new Set(events.filter((e) => e.subject === SUBJECTS.feedback).map((e) => e.data?.feedbackId));
  for (const id of storedFeedback) if (!feedbackWithEvent.has(id)) eventsLost.push(`feedback ${id} has no "feedback submitted" event`);
  const signupsWithEvent = new Set(events.filter((e) => e.subject === SUBJECTS.signup).map((e) => e.data?.userId));
  for (const id of promised.signups) if (!signupsWithEvent.has(id)) eventsLost.push(`member ${id} (signed up with a 2xx) has no "user signed up" event`);

  // Every published event of a delivered type reached the receiver once (one webhook-id).
  const deliveriesLost = [];
  const duplicates = [];
  let deliveries = 0;
  for (const type of deliveredTypes) {
    const ids = receiver.idsByKey(type);
    for (const event of events) {
      if (event.subject !== SUBJECTS[type] || !event.published_at) continue;
      const key = KEY_OF_EVENT[type](event.data);
      if (excludedKeys.has(key)) continue;
      const arrived = ids.get(key) ?? [];
      if (arrived.length === 0) deliveriesLost.push(`${type} event ${event.id} (${key}) did not reach the receiver`);
      else if (arrived.length > 1) duplicates.push(`${type} event ${event.id} (${key}) arrived under ${arrived.length} webhook-ids: ${arrived.join(', ')}`);
      deliveries += arrived.length ? 1 : 0;
    }
  }

  const deadLetters = [];
  for (const table of await tablesOf(client, namespace, 'dead_letters')) {
    const { rows } = await client.query(`SELECT "consumer", "subject", "error" FROM ${ident(table)}."dead_letters"`);
    for (const row of rows) deadLetters.push(`dead letter in ${table}: ${row.consumer} ${row.subject}: ${String(row.error).slice(0, 200)}`);
  }
  const { rows: failedRows } = await client.query(
    `SELECT "id", "webhook_type", "attempts" FROM ${schema('webhook-dispatch')}."webhook_deliveries" WHERE "status" = 'failed' AND NOT "test"`,
  );
  const failedDeliveries = failedRows.map((row) => `webhook delivery ${row.id} (${row.webhook_type}) failed for good after ${row.attempts} attempts`);

  return {
    counts: { sessions: sessionIds.length, messages: messageIds.length, feedback: feedbackIds.length, events: events.length, deliveries },
    lost: [...sessionsLost, ...messagesLost, ...feedbackLost, ...eventsLost, ...deliveriesLost, ...failedDeliveries],
    // Settled: nothing more will arrive by waiting.
    problems: [...duplicates, ...deadLetters, ...(receiver.unverified.length ? [`${receiver.unverified.length} webhook requests failed verification`] : [])],
  };
}

/**
 * Waits (up to waitMs) for events to be published and delivered, then reports what is still missing.
 * `promised` is a snapshot of the ledger taken when the scenario ended.
 */
export async function reconcile({ databaseUrl, namespace, ledger, receiver, deliveredTypes, excludedKeys = new Set(), waitMs = 45_000 }) {
  const promised = {
    sessions: new Map(ledger.sessions),
    messages: new Set(ledger.messages),
    feedback: new Set(ledger.feedback),
    signups: new Set(ledger.signups),
  };
  const started = Date.now();
  const cutoff = new Date(started);
  let result;
  for (;;) {
    try {
      result = await withClient(databaseUrl, (client) => look(client, { namespace, promised, receiver, deliveredTypes, excludedKeys, cutoff }));
    } catch (error) {
      result = { counts: {}, lost: [`the checker could not read PostgreSQL: ${error.message}`], problems: [] };
    }
    if (result.lost.length === 0 || Date.now() - started > waitMs) break;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return { ...result, waitedMs: Date.now() - started };
}

export function formatCounts(counts) {
  return `${counts.sessions ?? '?'} sessions, ${counts.messages ?? '?'} messages, ${counts.feedback ?? '?'} feedback, ${counts.events ?? '?'} events, ${counts.deliveries ?? '?'} deliveries`;
}
