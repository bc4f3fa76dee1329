import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type ChatMessage, type Conversation, type ConversationSummary, type Risk, RISK_LEVELS } from '@vi/contracts';
import { entityColumns, queryRows } from '@vi/service-kit';
import { DataSource, type EntityManager, IsNull } from 'typeorm';
import { MemberKeys } from '../encryption/member-keys.js';
import { messageBinding, openText, sealText } from '../encryption/message-cipher.js';
import { ConversationEntity } from './conversation.entity.js';
import { MessageEntity } from './message.entity.js';

/** How long a crisis stays known for the member's next conversation. */
export const CARRIED_RISK_MS = 7 * 24 * 60 * 60_000;

/** The conversation's standing risk, as the contracts carry it. */
export function riskOf(row: Pick<ConversationEntity, 'riskLevel' | 'riskCategories'>): Risk | null {
  return row.riskLevel ? { level: row.riskLevel, categories: row.riskCategories } : null;
}

/** The API's shape of a conversation: its row, with what the service adds (its messages, the assistant, the disclosure at its top). */
export function toConversation(
  row: Pick<ConversationEntity, 'id' | 'startedAt' | 'riskLevel' | 'riskCategories'>,
  shown: Pick<Conversation, 'messages' | 'assistant' | 'disclosure'>,
): Conversation {
  return {
    id: row.id,
    startedAt: row.startedAt.toISOString(),
    messages: shown.messages,
    assistant: shown.assistant,
    risk: riskOf(row),
    disclosure: shown.disclosure,
  };
}

/** What opening a conversation found: a new one carries a crisis of the last 7 days. */
export interface OpenedConversation {
  conversation: ConversationEntity;
  /** Opened by this call and carrying a recent crisis: the caller adds the check-in. */
  carried: boolean;
}

/** The API's shape of a message, with its content opened (`contentOf`). */
export function toMessage(row: MessageEntity, content: string): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    role: row.role,
    content,
    createdAt: row.createdAt.toISOString(),
    crisis: row.crisis,
    cutOff: row.cutOff,
    ...(row.kind === 'check_in' ? { kind: row.kind } : {}),
  };
}

/** A row of the conversation list: the conversation's columns and what is counted from its messages. */
type SummaryRow = Pick<ConversationEntity, 'id' | 'startedAt' | 'lastMessageAt'> & {
  open: boolean;
  messageCount: number;
  /** The conversation's first message from the member (sealed or not), to be opened and cut to PREVIEW_CHARACTERS. */
  previewId: string | null;
  previewContent: string | null;
  previewSealed: boolean | null;
};

/** How much of the first message the conversation list shows. */
const PREVIEW_CHARACTERS = 120;

/** The API's shape of a past conversation in the list. */
function toSummary(row: SummaryRow, preview: string): ConversationSummary {
  return {
    id: row.id,
    startedAt: row.startedAt.toISOString(),
    lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
    messageCount: row.messageCount,
    preview: Array.from(preview).slice(0, PREVIEW_CHARACTERS).join(''),
    current: row.open,
  };
}

/** The newest messages a conversation shows and the model may see (the context budget trims further). */
const HISTORY_LIMIT = 200;

/** Where a conversation's columns share a row with a message's (whose take the entity's names): each aliased `conversation.<property>`. */
const BESIDE_MESSAGE = 'conversation.';
type ConversationBesideMessage = { [K in keyof ConversationEntity as `${typeof BESIDE_MESSAGE}${K}`]: ConversationEntity[K] };
/** A message's columns from a LEFT JOIN: all null when the conversation has none. */
type JoinedMessage = { [K in keyof MessageEntity]: MessageEntity[K] | null };

/**
 * Every query names the member: a conversation is only reachable through its owner. Message text is
 * sealed here before it is written and opened here after it is read, under the member's data key
 * (encryption/), so nothing above this class sees ciphertext and nothing below it sees text.
 */
@Injectable()
export class ConversationsRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly keys: MemberKeys,
  ) {}

  /** The rows' texts, opened with their member's key (asked for only when a row is sealed). */
  private async opened(userId: string, rows: readonly Pick<MessageEntity, 'id' | 'content' | 'sealed'>[]): Promise<string[]> {
    const key = rows.some((row) => row.sealed) ? await this.keys.keyOf(userId) : null;
    return rows.map((row) => (row.sealed ? openText(key!, messageBinding(userId, row.id), row.content) : row.content));
  }

  private async toMessages(userId: string, rows: MessageEntity[]): Promise<ChatMessage[]> {
    const texts = await this.opened(userId, rows);
    return rows.map((row, i) => toMessage(row, texts[i]!));
  }

  private conversations(manager: EntityManager = this.dataSource.manager) {
    return manager.getRepository(ConversationEntity);
  }

  private messageRows(manager: EntityManager = this.dataSource.manager) {
    return manager.getRepository(MessageEntity);
  }

  /** The conversation's columns for a query that also reads its messages (see BESIDE_MESSAGE); from the entity's metadata, once. */
  private besideMessage?: { columns: string; properties: (keyof ConversationEntity)[] };

  private conversationBesideMessage() {
    if (!this.besideMessage) {
      const columns = this.dataSource.getMetadata(ConversationEntity).columns;
      this.besideMessage = {
        columns: columns.map((column) => `c."${column.databaseName}" AS "${BESIDE_MESSAGE}${column.propertyName}"`).join(', '),
        properties: columns.map((column) => column.propertyName as keyof ConversationEntity),
      };
    }
    return this.besideMessage;
  }

  /**
   * The member's open conversation, opened now if there is none. A conversation opened within 7
   * days of one that showed risk carries that risk (and its original time: the 7 days count from
   * the crisis, not from each new conversation). The opening is raw SQL: an insert that takes its
   * risk from the member's last conversation and yields to a concurrent one (ON CONFLICT), in one statement.
   */
  async current(userId: string, now: Date = new Date()): Promise<OpenedConversation> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const open = await this.conversations().findOneBy({ userId, clearedAt: IsNull() });
      if (open) return { conversation: open, carried: false };
      // Two tabs may open one at the same moment: the unique index keeps one, the other re-reads.
      const created = await queryRows<ConversationEntity>(
        this.dataSource,
        `INSERT INTO "conversations" ("id", "user_id", "risk_level", "risk_categories", "risk_at")
         SELECT $1, $2, p."risk_level", coalesce(p."risk_categories", '{}'), p."risk_at"
         FROM (SELECT 1) one LEFT JOIN LATERAL (
           SELECT "risk_level", "risk_categories", "risk_at" FROM "conversations"
           WHERE "user_id" = $2 AND "risk_at" > $3 ORDER BY "risk_at" DESC LIMIT 1
         ) p ON true
         ON CONFLICT DO NOTHING RETURNING ${entityColumns(ConversationEntity)}`,
        [randomUUID(), userId, new Date(now.getTime() - CARRIED_RISK_MS)],
      );
      if (created[0]) return { conversation: created[0], carried: created[0].riskLevel !== null };
    }
    throw new Error('could not open a conversation');
  }

  /**
   * The open conversation with its messages in one round trip (opened now if there is none). Raw
   * SQL: a LEFT JOIN LATERAL (the newest `limit` messages), which the query builder cannot say; the
   * messages' columns take the entity's names, the conversation's are prefixed (see BESIDE_MESSAGE).
   */
  async currentWithMessages(userId: string, limit = HISTORY_LIMIT, now: Date = new Date()): Promise<OpenedConversation & { messages: ChatMessage[] }> {
    const beside = this.conversationBesideMessage();
    const rows = await queryRows<ConversationBesideMessage & JoinedMessage>(
      this.dataSource,
      `SELECT ${beside.columns}, ${entityColumns(MessageEntity, 'm')}
       FROM "conversations" c LEFT JOIN LATERAL (
         SELECT * FROM "chat_messages" WHERE "conversation_id" = c."id" AND "user_id" = c."user_id" ORDER BY "created_at" DESC, "id" DESC LIMIT $2
       ) m ON true
       WHERE c."user_id" = $1 AND c."cleared_at" IS NULL ORDER BY m."created_at", m."id"`,
      [userId, limit],
    );
    if (rows.length === 0) return { ...(await this.current(userId, now)), messages: [] };
    const first = rows[0]!;
    const conversation = Object.fromEntries(
      beside.properties.map((property) => [property, first[`${BESIDE_MESSAGE}${property}`]]),
    ) as unknown as ConversationEntity;
    return { conversation, carried: false, messages: await this.toMessages(userId, rows.filter((r) => r.id !== null) as unknown as MessageEntity[]) };
  }

  /**
   * Raises the conversation's standing risk (never lowers it): the higher level, the union of the
   * categories, and the time it was first shown. Raw SQL: the new values are computed from the row's.
   */
  async raiseRisk(userId: string, conversationId: string, risk: Risk, at: Date): Promise<Risk> {
    const rank = (column: string) => `array_position(ARRAY[${RISK_LEVELS.map((l) => `'${l}'`).join(',')}]::text[], ${column})`;
    const rows = await queryRows<Pick<ConversationEntity, 'riskLevel' | 'riskCategories'>>(
      this.dataSource,
      `UPDATE "conversations" SET
         "risk_level" = CASE WHEN "risk_level" IS NULL OR ${rank('$3::text')} > ${rank('"risk_level"')} THEN $3 ELSE "risk_level" END,
         "risk_categories" = ARRAY(SELECT DISTINCT unnest("risk_categories" || $4::text[]) ORDER BY 1),
         "risk_at" = coalesce("risk_at", $5)
       WHERE "id" = $1 AND "user_id" = $2 RETURNING "risk_level" AS "riskLevel", "risk_categories" AS "riskCategories"`,
      [conversationId, userId, risk.level, risk.categories, at],
    );
    return rows[0] ? (riskOf(rows[0]) ?? risk) : risk;
  }

  /** The AI disclosure was given in this conversation at `at`. */
  async markDisclosed(userId: string, conversationId: string, at: Date): Promise<void> {
    await this.conversations().update({ id: conversationId, userId }, { lastDisclosedAt: at });
  }

  /** One of the member's conversations, open (`clearedAt` null) or past. */
  find(userId: string, conversationId: string): Promise<ConversationEntity | null> {
    return this.conversations().findOneBy({ id: conversationId, userId });
  }

  async messages(userId: string, conversationId: string): Promise<ChatMessage[]> {
    const rows = await this.messageRows().find({ where: { conversationId, userId }, order: { createdAt: 'ASC', id: 'ASC' } });
    return this.toMessages(userId, rows);
  }

  /**
   * Saves a message of the member's conversation. Raw SQL: one statement (CTEs) inserts it and
   * moves the conversation's last-message time, on the hot path of every message.
   */
  async addMessage(message: {
    userId: string;
    conversationId: string;
    chatSessionId: string | null;
    role: 'user' | 'assistant';
    content: string;
    crisis?: boolean;
    cutOff?: boolean;
    kind?: 'check_in';
    /** Given when the caller announced the message before saving it. */
    id?: string;
    createdAt?: Date;
  }): Promise<ChatMessage> {
    const id = message.id ?? randomUUID();
    const key = await this.keys.keyOf(message.userId);
    const sealed = sealText(key, messageBinding(message.userId, id), message.content);
    // One statement: the message and the conversation's last-message time change together.
    const rows = await queryRows<MessageEntity>(
      this.dataSource,
      `WITH inserted AS (
         INSERT INTO "chat_messages" ("id", "conversation_id", "user_id", "chat_session_id", "role", "content", "sealed", "crisis", "cut_off", "created_at", "kind")
         SELECT $1, c."id", c."user_id", $4, $5, $6, true, $7, $8, coalesce($9::timestamptz, clock_timestamp()), $10 FROM "conversations" c WHERE c."id" = $2 AND c."user_id" = $3
         RETURNING ${entityColumns(MessageEntity)}),
       touched AS (UPDATE "conversations" SET "last_message_at" = (SELECT "createdAt" FROM inserted) WHERE "id" = $2 AND "user_id" = $3 AND EXISTS (SELECT 1 FROM inserted))
       SELECT * FROM inserted`,
      [
        id,
        message.conversationId,
        message.userId,
        message.chatSessionId,
        message.role,
        sealed,
        message.crisis ?? false,
        message.cutOff ?? false,
        message.createdAt ?? null,
        message.kind ?? null,
      ],
    );
    if (!rows[0]) throw new Error('conversation not found for this member');
    return toMessage(rows[0], message.content);
  }

  /**
   * Seals up to `batch` messages written before encryption (plain `content`); answers how many. Each
   * row changes only if still unsealed, so replicas running this at once do no harm.
   */
  async sealOldMessages(batch = 500): Promise<number> {
    const rows = await queryRows<Pick<MessageEntity, 'id' | 'userId' | 'content'>>(
      this.dataSource,
      `SELECT "id", "user_id" AS "userId", "content" FROM "chat_messages" WHERE NOT "sealed" LIMIT $1`,
      [batch],
    );
    for (const row of rows) {
      const key = await this.keys.keyOf(row.userId);
      await this.messageRows().update({ id: row.id, sealed: false }, { content: sealText(key, messageBinding(row.userId, row.id), row.content), sealed: true });
    }
    return rows.length;
  }

  async markCrisis(userId: string, messageId: string): Promise<void> {
    await this.messageRows().update({ id: messageId, userId }, { crisis: true });
  }

  async deleteMessage(userId: string, messageId: string): Promise<void> {
    await this.messageRows().delete({ id: messageId, userId });
  }

  /** Closes the open conversation; the next message opens a new one. */
  async clear(userId: string): Promise<void> {
    await this.conversations().update({ userId, clearedAt: IsNull() }, { clearedAt: () => 'now()' });
  }

  /**
   * The member's conversations, newest first. Raw SQL: each row counts its messages and takes its
   * preview in correlated subqueries (an aggregate, not a row of the table), aliased to the entity's names.
   */
  async list(userId: string): Promise<ConversationSummary[]> {
    const rows = await queryRows<SummaryRow>(
      this.dataSource,
      `SELECT c."id", c."started_at" AS "startedAt", c."last_message_at" AS "lastMessageAt", c."cleared_at" IS NULL AS "open",
         (SELECT count(*) FROM "chat_messages" m WHERE m."conversation_id" = c."id")::int AS "messageCount",
         p."id" AS "previewId", p."content" AS "previewContent", p."sealed" AS "previewSealed"
       FROM "conversations" c LEFT JOIN LATERAL (
         SELECT m."id", m."content", m."sealed" FROM "chat_messages" m WHERE m."conversation_id" = c."id" AND m."role" = 'user' ORDER BY m."created_at" LIMIT 1
       ) p ON true
       WHERE c."user_id" = $1 AND c."last_message_at" IS NOT NULL
       ORDER BY coalesce(c."last_message_at", c."started_at") DESC LIMIT 200`,
      [userId],
    );
    const previews = rows.filter((row) => row.previewId !== null);
    const texts = await this.opened(
      userId,
      previews.map((row) => ({ id: row.previewId!, content: row.previewContent!, sealed: row.previewSealed! })),
    );
    const previewOf = new Map(previews.map((row, i) => [row.id, texts[i]!]));
    return rows.map((row) => toSummary(row, previewOf.get(row.id) ?? ''));
  }

  /** Deletes a conversation and its messages; false when the member has no such conversation. */
  async delete(userId: string, conversationId: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      await this.messageRows(manager).delete({ conversationId, userId });
      const deleted = await this.conversations(manager).delete({ id: conversationId, userId });
      return deleted.affected === 1;
    });
  }

  /**
   * A page of the member's messages for "Download my data", oldest first, each row as the table has
   * it with its text opened (the sealed form and the flag saying so are left out). Keyset on the
   * creation time and id (`at`/`key` from the previous page's last row), so a page neither skips
   * nor repeats a message.
   */
  async exportPage(
    userId: string,
    from: { at: string | null; key: string | null },
    limit: number,
  ): Promise<{ items: Record<string, unknown>[]; last: { at: string; key: string } | null; more: boolean }> {
    const rows = await queryRows<{ row: Record<string, unknown>; id: string; content: string; sealed: boolean; at: string; key: string }>(
      this.dataSource,
      `SELECT to_jsonb(m) - 'content' - 'sealed' AS "row", m."id", m."content", m."sealed", m."created_at"::text AS "at", m."id"::text COLLATE "C" AS "key"
       FROM "chat_messages" m
       WHERE m."user_id" = $1 AND ($2::text IS NULL OR (m."created_at", m."id"::text COLLATE "C") > ($2::timestamptz, $3::text COLLATE "C"))
       ORDER BY m."created_at", m."id"::text COLLATE "C"
       LIMIT $4`,
      [userId, from.at, from.key, limit + 1],
    );
    const more = rows.length > limit;
    const page = more ? rows.slice(0, limit) : rows;
    const texts = await this.opened(userId, page);
    const last = page.at(-1);
    return { items: page.map((row, i) => ({ ...row.row, content: texts[i]! })), last: last ? { at: last.at, key: last.key } : null, more };
  }

  /** A deleted member's conversations and messages, all of them, and their data key (in the caller's transaction); answers how many went. */
  async deleteAllOf(manager: EntityManager, userId: string): Promise<{ conversations: number; messages: number; dataKeys: number }> {
    // Messages by their own owner column and by their conversation's, so none is left behind either way (raw SQL: one
    // statement with a subquery on the other table).
    const messages = await queryRows<Pick<MessageEntity, 'id'>>(
      manager,
      `DELETE FROM "chat_messages" WHERE "user_id" = $1 OR "conversation_id" IN (SELECT "id" FROM "conversations" WHERE "user_id" = $1) RETURNING "id"`,
      [userId],
    );
    const conversations = await this.conversations(manager).delete({ userId });
    // Crypto-shredding: any copy of their messages (a backup) can no longer be opened.
    const dataKeys = (await this.keys.destroy(manager, userId)) ? 1 : 0;
    return { conversations: conversations.affected ?? 0, messages: messages.length, dataKeys };
  }
}
