import { Injectable } from '@nestjs/common';
import type { DirectoryUser, PlanFilter } from '@vi/contracts';
import { LRUCache, queryRows } from '@vi/service-kit';
import type { DataSource } from 'typeorm';
import { containsPattern } from './search-text.js';

export interface DirectoryQuery {
  /** Plain text (already trimmed); empty means everyone. */
  search: string;
  plan: PlanFilter;
  page: number;
  perPage: number;
}

interface MemberRow {
  user_id: string;
  name: string;
  email: string;
  is_premium: boolean;
  voice_sessions_count: number;
  chat_sessions_count: number;
  feedback_count: number;
  created_at: Date;
  last_sign_in_at: Date | null;
  closed_at: Date | null;
}

const PLAN_CONDITION: Record<PlanFilter, string> = {
  all: '',
  premium: ` AND "is_premium"`,
  free: ` AND NOT "is_premium"`,
};

interface TotalsRow {
  members: number;
  premium_members: number;
  generation: string;
  version: string;
}

/** A search's count, and the read model's generation and version it was taken at. */
interface RememberedCount {
  total: number;
  at: string;
}

/** The user directory's reads. */
@Injectable()
export class DirectoryRepository {
  /**
   * Searches' counts by plan and search text, good while the read model's version is the one they
   * were taken at (an admin paging through a search asks the same count again and again).
   */
  private readonly counts = new LRUCache<string, RememberedCount>({ max: 1000 });

  /**
   * One page, newest members first (ties by id), and how many match, from one snapshot. Only members
   * whose sign-up was seen are listed.
   *
   * Without a search the total is the kept one (member_totals). With one, it is a count over the
   * search's matches: a LIKE pattern (wildcards escaped, passed as a parameter) over the case-folded
   * name and email, whose candidates the trigram index finds; remembered while the read model's
   * version stays the same (read in the same snapshot), so paging through a search counts it once. The page is picked from the narrow
   * index (or the matches) before whole rows are read, and from whichever end of the order is
   * nearer, so the last page costs what the first does.
   */
  async page(dataSource: DataSource, query: DirectoryQuery): Promise<{ total: number; users: DirectoryUser[] }> {
    const runner = dataSource.createQueryRunner();
    await runner.connect();
    let open = false;
    try {
      await runner.query('START TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      open = true;
      const manager = runner.manager;
      const params: unknown[] = [];
      let where = `"created_at" IS NOT NULL${PLAN_CONDITION[query.plan]}`;
      const [totals] = await queryRows<TotalsRow>(
        manager,
        `SELECT "members", "premium_members", "generation", "version"::text AS "version" FROM "member_totals" WHERE "id" = 1`,
      );
      let total: number;
      if (query.search === '') {
        total = listedOf(totals, query.plan);
      } else {
        params.push(containsPattern(query.search));
        where += ` AND ("name_key" LIKE $1 ESCAPE '\\' OR "email_key" LIKE $1 ESCAPE '\\')`;
        const key = `${query.plan} ${params[0] as string}`;
        const at = totals ? `${totals.generation}/${totals.version}` : undefined;
        const remembered = this.counts.get(key);
        if (at && remembered?.at === at) {
          total = remembered.total;
        } else {
          const [row] = await queryRows<{ total: number }>(manager, `SELECT count(*)::int AS "total" FROM "members" WHERE ${where}`, params);
          total = row?.total ?? 0;
          if (at) this.counts.set(key, { total, at });
        }
      }
      const offset = (query.page - 1) * query.perPage;
      let users: DirectoryUser[] = [];
      if (offset < total) {
        const fromOldest = offset + query.perPage / 2 > total / 2;
        const limit = Math.min(query.perPage, total - offset);
        const skip = fromOldest ? total - offset - limit : offset;
        const order = fromOldest ? 'ASC' : 'DESC';
        const n = params.length;
        const rows = await queryRows<MemberRow>(
          manager,
          `SELECT m."user_id", m."name", m."email", m."is_premium", m."voice_sessions_count", m."chat_sessions_count", m."feedback_count",
                  m."created_at", m."last_sign_in_at", m."closed_at"
           FROM (SELECT "user_id", "created_at" FROM "members" WHERE ${where} ORDER BY "created_at" ${order}, "user_id" ${order} LIMIT $${n + 1} OFFSET $${n + 2}) picked
           JOIN "members" m ON m."user_id" = picked."user_id"
           ORDER BY picked."created_at" DESC, picked."user_id" DESC`,
          [...params, limit, skip],
        );
        users = rows.map(toDirectoryUser);
      }
      await runner.query('COMMIT');
      open = false;
      return { total, users };
    } finally {
      if (open) await runner.query('ROLLBACK').catch(() => undefined);
      await runner.release();
    }
  }
}

/** Listed members (of a plan), as kept. */
function listedOf(totals: TotalsRow | undefined, plan: PlanFilter): number {
  const members = totals?.members ?? 0;
  const premium = totals?.premium_members ?? 0;
  return plan === 'all' ? members : plan === 'premium' ? premium : members - premium;
}

function toDirectoryUser(row: MemberRow): DirectoryUser {
  return {
    id: row.user_id,
    name: row.name,
    email: row.email,
    isPremium: row.is_premium,
    voiceSessionsCount: row.voice_sessions_count,
    chatSessionsCount: row.chat_sessions_count,
    feedbackCount: row.feedback_count,
    createdAt: row.created_at.toISOString(),
    lastSignInAt: row.last_sign_in_at ? row.last_sign_in_at.toISOString() : null,
    closedAt: row.closed_at ? row.closed_at.toISOString() : null,
  };
}
