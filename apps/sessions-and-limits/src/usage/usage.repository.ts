import { Injectable } from '@nestjs/common';
import type { MemberMonth } from '@vi/contracts';
import { queryRows } from '@vi/service-kit';
import { DataSource } from 'typeorm';
import { CHAT, VOICE } from '../sessions/session-kinds.js';

/**
 * A member's month of both session tables, counted in SQL: an aggregate, not a row of a table (so no
 * entity); its names are the camelCase the rest of the code reads.
 */
export interface MonthUsage {
  voiceUsed: number;
  voiceCounted: number;
  chatSessions: number;
  chatMessages: number;
  chatEnded: number;
  chatDuration: number;
  daily: { date: string; voice: number; chat: number }[] | null;
}

@Injectable()
export class UsageRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The member's month (see `monthOf`) in one round trip: counts, totals and sessions per day. */
  async forMonth(userId: string, month: MemberMonth): Promise<MonthUsage> {
    const rows = await queryRows<MonthUsage>(
      this.dataSource,
      `WITH m AS (SELECT $3::timestamptz AS "start", $4::timestamptz AS "end"),
       v AS (SELECT "status", "started_at", "ended_at" FROM "voice_sessions", m WHERE "user_id" = $1 AND "started_at" >= m."start" AND "started_at" < m."end"),
       c AS (SELECT "status", "started_at", "message_count", "duration_seconds" FROM "chat_sessions", m WHERE "user_id" = $1 AND "started_at" >= m."start" AND "started_at" < m."end"),
       d AS (
         SELECT to_char("started_at" AT TIME ZONE $2, 'YYYY-MM-DD') AS "date", count(*) FILTER (WHERE ${VOICE.countsAsUsed}) AS "voice", 0 AS "chat" FROM v GROUP BY 1
         UNION ALL
         SELECT to_char("started_at" AT TIME ZONE $2, 'YYYY-MM-DD'), 0, count(*) FILTER (WHERE ${CHAT.countsAsUsed}) FROM c GROUP BY 1
       )
       SELECT
         (SELECT count(*) FROM v WHERE ${VOICE.countsAsUsed})::int AS "voiceUsed",
         (SELECT count(*) FROM v WHERE ${VOICE.countsAgainstAllowance})::int AS "voiceCounted",
         (SELECT count(*) FROM c)::int AS "chatSessions",
         (SELECT coalesce(sum("message_count"), 0) FROM c)::int AS "chatMessages",
         (SELECT count(*) FROM c WHERE "duration_seconds" IS NOT NULL)::int AS "chatEnded",
         (SELECT coalesce(sum("duration_seconds"), 0) FROM c)::int AS "chatDuration",
         (SELECT json_agg(json_build_object('date', "date", 'voice', "voice", 'chat', "chat") ORDER BY "date")
            FROM (SELECT "date", sum("voice")::int AS "voice", sum("chat")::int AS "chat" FROM d GROUP BY "date") x) AS "daily"
       FROM m`,
      [userId, month.timeZone, month.start, month.end],
    );
    return rows[0]!;
  }
}
