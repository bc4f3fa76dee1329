import type { INestApplication } from '@nestjs/common';
import { SERVICE } from '@vi/contracts';
import { type PublishedEvent, type ServiceUnderTest, startServiceUnderTest, untilConsumerCaughtUp } from '@vi/testing';
import { DIRECTORY_CONSUMER } from '../src/directory/directory.projector.js';
import { startAdmin } from '../src/start.js';

/** An event as a service's outbox relay publishes it. */
export type Published = PublishedEvent;

/** The admin service in this test process, in a fresh namespace, with clients to drive it and look into it. */
export interface AdminUnderTest extends ServiceUnderTest<INestApplication> {
  /** Waits until the directory's consumer has acknowledged everything on the stream. */
  caughtUp(): Promise<void>;
}

export async function startAdminUnderTest(label: string): Promise<AdminUnderTest> {
  const admin = await startServiceUnderTest(SERVICE.admin, startAdmin, { label, rpcTimeoutMs: 15_000 });
  return Object.assign(admin, { caughtUp: () => untilConsumerCaughtUp(admin.ns, DIRECTORY_CONSUMER, 15_000) });
}

/** Everything the read model holds, in a stable order (to compare a rebuild or another order of events with). */
export async function readModelOf(admin: AdminUnderTest): Promise<Record<string, unknown[]>> {
  const s = `"${admin.schema}"`;
  const q = async (sql: string) => (await admin.db.query(sql)).rows;
  return {
    members: await q(`SELECT * FROM ${s}."members" ORDER BY "user_id"`),
    totals: await q(`SELECT "members", "premium_members" FROM ${s}."member_totals"`),
    tombstones: await q(`SELECT "member_hash", "deleted_at", "sign_up_counted" FROM ${s}."member_tombstones" ORDER BY "member_hash"`),
    premiumChanges: await q(`SELECT * FROM ${s}."premium_changes" ORDER BY "event_id"`),
    days: await q(
      `SELECT "day"::text, "sign_ups", "deletions", "voice_sessions", "chat_sessions", "deleted_premium_change" FROM ${s}."daily_activity" ORDER BY "day"`,
    ),
    ratings: await q(`SELECT "day"::text, "rating", "count" FROM ${s}."daily_ratings" ORDER BY "day", "rating"`),
  };
}
