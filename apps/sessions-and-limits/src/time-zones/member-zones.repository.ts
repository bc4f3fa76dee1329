import { Injectable } from '@nestjs/common';
import { DEFAULT_TIME_ZONE } from '@vi/contracts';
import { queryRows } from '@vi/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { nextZoneState, sameZoneState, type ZoneState } from './member-zone.js';

interface ZoneRow {
  time_zone: string;
  next_time_zone: string | null;
  next_from: Date | null;
}

const toState = (row: ZoneRow | undefined): ZoneState | null =>
  row ? { timeZone: row.time_zone, nextTimeZone: row.next_time_zone, nextFrom: row.next_from } : null;

/** The member's allowance zone, kept on the server (the browser's report is only a request). */
@Injectable()
export class MemberZonesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The zone to count `now`'s month in, recording the member's report (see `nextZoneState`). */
  async resolve(userId: string, requested: string | undefined, now: Date, manager: EntityManager = this.dataSource.manager): Promise<string> {
    const rows = await queryRows<ZoneRow>(manager, `SELECT "time_zone", "next_time_zone", "next_from" FROM "member_time_zones" WHERE "user_id" = $1`, [userId]);
    const before = toState(rows[0]);
    const { zone, state } = nextZoneState(before, requested, now);
    if (!state || sameZoneState(before, state)) return zone ?? DEFAULT_TIME_ZONE;
    if (!before) {
      // Two first reports at once: the one stored first is the member's zone.
      const inserted = await queryRows<ZoneRow>(
        manager,
        `INSERT INTO "member_time_zones" ("user_id", "time_zone") VALUES ($1, $2) ON CONFLICT ("user_id") DO NOTHING RETURNING "time_zone", "next_time_zone", "next_from"`,
        [userId, state.timeZone],
      );
      return inserted[0] ? state.timeZone : this.resolve(userId, requested, now, manager);
    }
    await manager.query(`UPDATE "member_time_zones" SET "time_zone" = $2, "next_time_zone" = $3, "next_from" = $4 WHERE "user_id" = $1`, [
      userId,
      state.timeZone,
      state.nextTimeZone,
      state.nextFrom,
    ]);
    return state.timeZone;
  }
}
