import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { EVENTS } from '@vi/contracts';
import { Namespace } from '@vi/service-kit';
import { publishEvent } from './events.js';
import { testInfra } from './infra.js';
import { newPgClient } from './pg.js';
import { until } from './until.js';

const NAMESPACE_PATTERN = /^[a-z][a-z0-9_]{0,30}$/;

/** A documented leftover: matching rows that may stay after a member's deletion. */
export interface AllowedTrace {
  /** The service's part of the schema name (`identity` for `<namespace>_identity`), or the whole name. */
  schema: string;
  table: string;
  /** Only this column (every column of the table without it). */
  column?: string;
  /** Only the matching rows this accepts (every matching row without it). */
  row?: (row: Record<string, unknown>) => boolean;
  /** Why it may stay. */
  reason: string;
}

export interface MemberTraceQuery {
  /** The stack's namespace: every schema `<namespace>_*` is searched. */
  namespace: string;
  userId: string;
  /** Matched case-insensitively. */
  email?: string;
  /** Other words that point at the member (their name, a sentence they wrote), matched case-insensitively. */
  also?: string[];
  allow?: AllowedTrace[];
}

/** A column that still holds something of the member, and in how many rows. */
export interface MemberTrace {
  schema: string;
  table: string;
  column: string;
  rows: number;
}

interface ColumnRow {
  table_schema: string;
  table_name: string;
  column_name: string;
}

/** Column types a member id, an address or words can hide in (arrays of them too, and JSON as text). */
const SEARCHED_TYPES = ['uuid', 'text', 'varchar', 'bpchar', 'jsonb', 'json', '_uuid', '_text', '_varchar', '_bpchar', '_jsonb', '_json'];

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
/** A LIKE pattern that matches `text` anywhere, with its own `%`, `_` and `\` taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Searches every table of every schema `<namespace>_*` for the member: each uuid, text, varchar and
 * JSON column (arrays too) whose text contains their id, their email or one of `also`, ignoring case.
 * Answers the columns that still do, with how many rows, leaving out the rows `allow` documents.
 */
export async function findMemberTraces(query: MemberTraceQuery, databaseUrl = testInfra().databaseUrl): Promise<MemberTrace[]> {
  if (!NAMESPACE_PATTERN.test(query.namespace)) throw new Error(`Not a namespace: "${query.namespace}"`);
  const needles = [query.userId, query.email, ...(query.also ?? [])].filter((n): n is string => typeof n === 'string');
  if (needles.some((n) => n.trim() === '')) throw new Error('findMemberTraces: an empty id, email or word would match everything');
  const patterns = needles.map(containing);
  const prefix = `${query.namespace}_`;
  const schemaPattern = `${prefix.replace(/_/g, '\\_')}%`;

  const client = newPgClient(databaseUrl);
  client.on('error', () => {});
  await client.connect();
  try {
    const { rows: columns } = await client.query<ColumnRow>(
      `SELECT c."table_schema", c."table_name", c."column_name"
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t."table_schema" = c."table_schema" AND t."table_name" = c."table_name"
       WHERE c."table_schema" LIKE $1 AND t."table_type" = 'BASE TABLE' AND c."udt_name" = ANY($2::text[])
       ORDER BY 1, 2, c."ordinal_position"`,
      [schemaPattern, SEARCHED_TYPES],
    );
    const traces: MemberTrace[] = [];
    for (const { table_schema: schema, table_name: table, column_name: column } of columns) {
      const allowed = (query.allow ?? []).filter(
        (a) => (a.schema === schema || `${prefix}${a.schema}` === schema) && a.table === table && (a.column === undefined || a.column === column),
      );
      const { rows } = await client.query<Record<string, unknown>>(
        `SELECT * FROM ${ident(schema)}.${ident(table)} WHERE ${ident(column)}::text ILIKE ANY($1::text[])`,
        [patterns],
      );
      const left = rows.filter((row) => !allowed.some((a) => (a.row ? a.row(row) : true)));
      if (left.length > 0) traces.push({ schema, table, column, rows: left.length });
    }
    return traces;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A `user deleted` event as identity's outbox relay publishes it. */
export interface PublishedDeletion {
  id: string;
  userId: string;
  deletedAt: string;
}

/**
 * Publishes identity's `user deleted` event for `userId` to the namespace's stream the way its relay
 * does: the envelope `{ id, subject, occurredAt, data }`, the event id as the message id. Give the id
 * of an earlier one (and another `msgId`, or the stream drops it as a duplicate) to deliver it again.
 */
export async function publishUserDeleted(
  namespace: string,
  userId: string,
  options: { id?: string; msgId?: string; deletedAt?: string } = {},
): Promise<PublishedDeletion> {
  const deletedAt = options.deletedAt ?? new Date().toISOString();
  const nc = await connect({ servers: testInfra().natsUrl, timeout: 5000 });
  try {
    const { id } = await publishEvent(nc, namespace, EVENTS.identity.userDeleted, { userId, deletedAt }, { ...options, occurredAt: deletedAt });
    return { id, userId, deletedAt };
  } finally {
    await nc.close();
  }
}

/**
 * Waits until the durable consumer `durable` of the namespace has acknowledged every message on its
 * subjects stored so far (whatever its handler decided): a redelivery that changes nothing leaves no
 * other mark to wait for.
 */
export async function untilConsumerCaughtUp(namespace: string, durable: string, timeoutMs = 10_000): Promise<void> {
  const ns = new Namespace(namespace);
  const nc = await connect({ servers: testInfra().natsUrl, timeout: 5000 });
  try {
    const jsm = await jetstreamManager(nc);
    await until(
      async () => {
        const info = await jsm.consumers.info(ns.eventStream, ns.durable(durable)).catch(() => undefined);
        return info && info.num_pending === 0 && info.num_ack_pending === 0 && info.delivered.stream_seq > 0 ? true : undefined;
      },
      timeoutMs,
      `consumer ${durable} did not catch up`,
    );
  } finally {
    await nc.close();
  }
}
