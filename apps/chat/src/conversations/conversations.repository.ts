import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type ChatMessage, type ConversationSummary, type Risk, RISK_LEVELS, type RiskCategory, type RiskLevel } from '@vi/contracts';
import { queryRows } from '@vi/service-kit';
import { DataSource, type EntityManager } from 'typeorm';

export interface ConversationRow {
  id: string;
  started_at: Date;
  risk_level: RiskLevel | null;
  risk_categories: RiskCategory[];
  risk_at: Date | null;
  last_disclosed_at: Date | null;
}

/** How long a crisis stays known for the member's next conversation. */
export const CARRIED_RISK_MS = 7 * 24 * 60 * 60_000;

const CONVERSATION_COLUMNS = `"id", "started_at", "risk_level", "risk_categories", "risk_at", "last_disclosed_at"`;

/** The conversation's standing risk, as the contracts carry it. */
export function riskOf(row: Pick<ConversationRow, 'risk_level' | 'risk_categories'>): Risk | null {
  return row.risk_level ? { level: row.risk_level, categories: row.risk_categories } : null;
}

/** What opening a conversation found: a new one carries a crisis of the last 7 days. */
export interface OpenedConversation {
  conversation: ConversationRow;
  /** Opened by this call and carrying a recent crisis: the caller adds the check-in. */
  carried: boolean;
}

interface MessageRow {
  id: string;
  conversation_id: string;
  role: 'user' | 'assistant';
  content: string;
  created_at: Date;
  crisis: boolean;
  cut_off: boolean;
  kind: string | null;
}

export function toMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    role: row.role,
    content: row.content,
    createdAt: row.created_at.toISOString(),
    crisis: row.crisis,
    cutOff: row.cut_off,
    ...(row.kind === 'check_in' ? { kind: 'check_in' as const } : {}),
  };
}

/** The newest messages a conversation shows and the model may see (the context budget trims further). */
const HISTORY_LIMIT = 200;

const MESSAGE_COLUMNS = `"id", "conversation_id", "role", "content", "created_at", "crisis", "cut_off", "kind"`;

/** Every query names the member: a conversation is only reachable through its owner. */
@Injectable()
export class ConversationsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The member's open conversation, opened now if there is none. A conversation opened within 7
   * days of one that showed risk carries that risk (and its original time: the 7 days count from
   * the crisis, not from each new conversation).
   */
  async current(userId: string, now: Date = new Date()): Promise<OpenedConversation> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const open = await queryRows<ConversationRow>(
        this.dataSource,
        `SELECT ${CONVERSATION_COLUMNS} FROM "conversations" WHERE "user_id" = $1 AND "cleared_at" IS NULL`,
        [userId],
      );
      if (open[0]) return { conversation: open[0], carried: false };
      // Two tabs may open one at the same moment: the unique index keeps one, the other re-reads.
      const created = await queryRows<ConversationRow>(
        this.dataSource,
        `INSERT INTO "conversations" ("id", "user_id", "risk_level", "risk_categories", "risk_at")
         SELECT $1, $2, p."risk_level", coalesce(p."risk_categories", '{}'), p."risk_at"
         FROM (SELECT 1) one LEFT JOIN LATERAL (
           SELECT "risk_level", "risk_categories", "risk_at" FROM "conversations"
           WHERE "user_id" = $2 AND "risk_at" > $3 ORDER BY "risk_at" DESC LIMIT 1
         ) p ON true
         ON CONFLICT DO NOTHING RETURNING ${CONVERSATION_COLUMNS}`,
        [randomUUID(), userId, new Date(now.getTime() - CARRIED_RISK_MS)],
      );
      if (created[0]) return { conversation: created[0], carried: created[0].risk_level !== null };
    }
    throw new Error('could not open a conversation');
  }

  /** The open conversation with its messages in one round trip (opened now if there is none). */
  async currentWithMessages(userId: string, limit = HISTORY_LIMIT, now: Date = new Date()): Promise<OpenedConversation & { messages: ChatMessage[] }> {
    const rows = await queryRows<
      {
        c_id: string;
        c_started_at: Date;
        c_risk_level: RiskLevel | null;
        c_risk_categories: RiskCategory[];
        c_risk_at: Date | null;
        c_last_disclosed_at: Date | null;
      } & Partial<MessageRow>
    >(
      this.dataSource,
      `SELECT c."id" AS "c_id", c."started_at" AS "c_started_at", c."risk_level" AS "c_risk_level", c."risk_categories" AS "c_risk_categories",
         c."risk_at" AS "c_risk_at", c."last_disclosed_at" AS "c_last_disclosed_at",
         m."id", m."conversation_id", m."role", m."content", m."created_at", m."crisis", m."cut_off", m."kind"
       FROM "conversations" c LEFT JOIN LATERAL (
         SELECT * FROM "chat_messages" WHERE "conversation_id" = c."id" AND "user_id" = c."user_id" ORDER BY "created_at" DESC, "id" DESC LIMIT $2
       ) m ON true
       WHERE c."user_id" = $1 AND c."cleared_at" IS NULL ORDER BY m."created_at", m."id"`,
      [userId, limit],
    );
    if (rows.length === 0) return { ...(await this.current(userId, now)), messages: [] };
    const first = rows[0]!;
    const conversation: ConversationRow = {
      id: first.c_id,
      started_at: first.c_started_at,
      risk_level: first.c_risk_level,
      risk_categories: first.c_risk_categories ?? [],
      risk_at: first.c_risk_at,
      last_disclosed_at: first.c_last_disclosed_at,
    };
    return { conversation, carried: false, messages: rows.filter((r) => r.id).map((r) => toMessage(r as MessageRow)) };
  }

  /**
   * Raises the conversation's standing risk (never lowers it): the higher level, the union of the
   * categories, and the time it was first shown.
   */
  async raiseRisk(userId: string, conversationId: string, risk: Risk, at: Date): Promise<Risk> {
    const rank = (column: string) => `array_position(ARRAY[${RISK_LEVELS.map((l) => `'${l}'`).join(',')}]::text[], ${column})`;
    const rows = await queryRows<Pick<ConversationRow, 'risk_level' | 'risk_categories'>>(
      this.dataSource,
      `UPDATE "conversations" SET
         "risk_level" = CASE WHEN "risk_level" IS NULL OR ${rank('$3::text')} > ${rank('"risk_level"')} THEN $3 ELSE "risk_level" END,
         "risk_categories" = ARRAY(SELECT DISTINCT unnest("risk_categories" || $4::text[]) ORDER BY 1),
         "risk_at" = coalesce("risk_at", $5)
       WHERE "id" = $1 AND "user_id" = $2 RETURNING "risk_level", "risk_categories"`,
      [conversationId, userId, risk.level, risk.categories, at],
    );
    return rows[0] ? (riskOf(rows[0]) ?? risk) : risk;
  }

  /** The AI disclosure was given in this conversation at `at`. */
  async markDisclosed(userId: string, conversationId: string, at: Date): Promise<void> {
    await this.dataSource.query(`UPDATE "conversations" SET "last_disclosed_at" = $3 WHERE "id" = $1 AND "user_id" = $2`, [conversationId, userId, at]);
  }

  async find(userId: string, conversationId: string): Promise<(ConversationRow & { open: boolean }) | null> {
    const rows = await queryRows<ConversationRow & { open: boolean }>(
      this.dataSource,
      `SELECT ${CONVERSATION_COLUMNS}, "cleared_at" IS NULL AS "open" FROM "conversations" WHERE "id" = $1 AND "user_id" = $2`,
      [conversationId, userId],
    );
    return rows[0] ?? null;
  }

  async messages(userId: string, conversationId: string): Promise<ChatMessage[]> {
    const rows = await queryRows<MessageRow>(
      this.dataSource,
      `SELECT ${MESSAGE_COLUMNS} FROM "chat_messages" WHERE "conversation_id" = $1 AND "user_id" = $2 ORDER BY "created_at", "id"`,
      [conversationId, userId],
    );
    return rows.map(toMessage);
  }

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
    // One statement: the message and the conversation's last-message time change together.
    const rows = await queryRows<MessageRow>(
      this.dataSource,
      `WITH inserted AS (
         INSERT INTO "chat_messages" ("id", "conversation_id", "user_id", "chat_session_id", "role", "content", "crisis", "cut_off", "created_at", "kind")
         SELECT $1, c."id", c."user_id", $4, $5, $6, $7, $8, coalesce($9::timestamptz, clock_timestamp()), $10 FROM "conversations" c WHERE c."id" = $2 AND c."user_id" = $3
         RETURNING ${MESSAGE_COLUMNS}),
       touched AS (UPDATE "conversations" SET "last_message_at" = (SELECT "created_at" FROM inserted) WHERE "id" = $2 AND "user_id" = $3 AND EXISTS (SELECT 1 FROM inserted))
       SELECT * FROM inserted`,
      [
        message.id ?? randomUUID(),
        message.conversationId,
        message.userId,
        message.chatSessionId,
        message.role,
        message.content,
        message.crisis ?? false,
        message.cutOff ?? false,
        message.createdAt ?? null,
        message.kind ?? null,
      ],
    );
    if (!rows[0]) throw new Error('conversation not found for this member');
    return toMessage(rows[0]!);
  }

  async markCrisis(userId: string, messageId: string): Promise<void> {
    await this.dataSource.query(`UPDATE "chat_messages" SET "crisis" = true WHERE "id" = $1 AND "user_id" = $2`, [messageId, userId]);
  }

  async deleteMessage(userId: string, messageId: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM "chat_messages" WHERE "id" = $1 AND "user_id" = $2`, [messageId, userId]);
  }

  /** Closes the open conversation; the next message opens a new one. */
  async clear(userId: string): Promise<void> {
    await this.dataSource.query(`UPDATE "conversations" SET "cleared_at" = now() WHERE "user_id" = $1 AND "cleared_at" IS NULL`, [userId]);
  }

  async list(userId: string): Promise<ConversationSummary[]> {
    const rows = await queryRows<{ id: string; started_at: Date; last_message_at: Date | null; open: boolean; message_count: number; preview: string | null }>(
      this.dataSource,
      `SELECT c."id", c."started_at", c."last_message_at", c."cleared_at" IS NULL AS "open",
         (SELECT count(*) FROM "chat_messages" m WHERE m."conversation_id" = c."id")::int AS "message_count",
         (SELECT left(m."content", 120) FROM "chat_messages" m WHERE m."conversation_id" = c."id" AND m."role" = 'user' ORDER BY m."created_at" LIMIT 1) AS "preview"
       FROM "conversations" c WHERE c."user_id" = $1 AND c."last_message_at" IS NOT NULL
       ORDER BY coalesce(c."last_message_at", c."started_at") DESC LIMIT 200`,
      [userId],
    );
    return rows.map((r) => ({
      id: r.id,
      startedAt: r.started_at.toISOString(),
      lastMessageAt: r.last_message_at?.toISOString() ?? null,
      messageCount: r.message_count,
      preview: r.preview ?? '',
      current: r.open,
    }));
  }

  /** Deletes a conversation and its messages; false when the member has no such conversation. */
  async delete(userId: string, conversationId: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`DELETE FROM "chat_messages" WHERE "conversation_id" = $1 AND "user_id" = $2`, [conversationId, userId]);
      const deleted = await queryRows<{ id: string }>(manager, `DELETE FROM "conversations" WHERE "id" = $1 AND "user_id" = $2 RETURNING "id"`, [
        conversationId,
        userId,
      ]);
      return deleted.length === 1;
    });
  }

  /** A deleted member's conversations and messages, all of them (in the caller's transaction); answers how many went. */
  async deleteAllOf(manager: EntityManager, userId: string): Promise<{ conversations: number; messages: number }> {
    // Messages by their own owner column and by their conversation's, so none is left behind either way.
    const messages = await queryRows<{ id: string }>(
      manager,
      `DELETE FROM "chat_messages" WHERE "user_id" = $1 OR "conversation_id" IN (SELECT "id" FROM "conversations" WHERE "user_id" = $1) RETURNING "id"`,
      [userId],
    );
    const conversations = await queryRows<{ id: string }>(manager, `DELETE FROM "conversations" WHERE "user_id" = $1 RETURNING "id"`, [userId]);
    return { conversations: conversations.length, messages: messages.length };
  }
}
