import { Injectable } from '@nestjs/common';
import type { AdminOverview } from '@vi/contracts';
import { queryRows } from '@vi/service-kit';
import type { EntityManager } from 'typeorm';

interface DayRow {
  day: string;
  sign_ups: number;
  voice_sessions: number;
  chat_sessions: number;
  members: number;
  premium_members: number;
}

/** The overview's reads: day counts, the premium members at the end of each day, ratings, totals. */
@Injectable()
export class OverviewRepository {
  /**
   * The `days` UTC days up to and including `lastDay`, oldest first. Members at the end of a day:
   * every sign-up up to then less every deletion. Premium members then: the premium spells of
   * members still here (from their changes, newest wins within a member) plus the spells of deleted
   * members kept as day counts.
   */
  async days(manager: EntityManager, lastDay: string, days: number): Promise<AdminOverview['days']> {
    const rows = await queryRows<DayRow>(
      manager,
      `WITH "window" AS (
         SELECT generate_series($1::date - ($2::int - 1), $1::date, interval '1 day')::date AS "day"
       ),
       "live_premium" AS (
         SELECT ("changed_at" AT TIME ZONE 'UTC')::date AS "day",
                sum(CASE WHEN "premium" AND NOT "was" THEN 1 WHEN "was" AND NOT "premium" THEN -1 ELSE 0 END) AS "change"
         FROM (
           SELECT h."premium", h."changed_at",
                  lag(h."premium", 1, false) OVER (PARTITION BY h."user_id" ORDER BY h."changed_at", h."occurred_at", h."event_id") AS "was"
           FROM "premium_changes" h JOIN "members" m ON m."user_id" = h."user_id" AND m."created_at" IS NOT NULL
         ) ordered
         GROUP BY 1
       ),
       "changes" AS MATERIALIZED (
         SELECT "day", "sign_ups" - "deletions" AS "members", "deleted_premium_change" AS "premium" FROM "daily_activity" WHERE "day" <= $1::date
         UNION ALL
         SELECT "day", 0, "change" FROM "live_premium" WHERE "day" <= $1::date
       )
       SELECT w."day"::text AS "day",
              coalesce(a."sign_ups", 0) AS "sign_ups",
              coalesce(a."voice_sessions", 0) AS "voice_sessions",
              coalesce(a."chat_sessions", 0) AS "chat_sessions",
              (SELECT coalesce(sum(c."members"), 0) FROM "changes" c WHERE c."day" <= w."day")::int AS "members",
              (SELECT coalesce(sum(c."premium"), 0) FROM "changes" c WHERE c."day" <= w."day")::int AS "premium_members"
       FROM "window" w LEFT JOIN "daily_activity" a ON a."day" = w."day"
       ORDER BY w."day"`,
      [lastDay, days],
    );
    return rows.map((row) => ({
      date: row.day,
      signUps: row.sign_ups,
      voiceSessions: row.voice_sessions,
      chatSessions: row.chat_sessions,
      premiumMembers: row.premium_members,
      members: row.members,
    }));
  }

  /** Ratings submitted from `firstDay` to `lastDay`, five entries (1..5). */
  async ratings(manager: EntityManager, firstDay: string, lastDay: string): Promise<AdminOverview['ratings']> {
    const rows = await queryRows<{ rating: number; count: number }>(
      manager,
      `SELECT r."rating"::int AS "rating", coalesce(sum(d."count"), 0)::int AS "count"
       FROM generate_series(1, 5) AS r("rating")
       LEFT JOIN "daily_ratings" d ON d."rating" = r."rating" AND d."day" BETWEEN $1::date AND $2::date
       GROUP BY r."rating" ORDER BY r."rating"`,
      [firstDay, lastDay],
    );
    return rows;
  }

  /** Members now (sign-up seen), and how many of them are premium, as kept with every change. */
  async totals(manager: EntityManager): Promise<AdminOverview['totals']> {
    const [row] = await queryRows<{ members: number; premium_members: number }>(
      manager,
      `SELECT "members", "premium_members" FROM "member_totals" WHERE "id" = 1`,
    );
    return { members: row?.members ?? 0, premiumMembers: row?.premium_members ?? 0 };
  }
}
