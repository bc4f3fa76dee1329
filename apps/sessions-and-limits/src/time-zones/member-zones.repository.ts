import { Injectable } from '@nestjs/common';
import { DEFAULT_TIME_ZONE } from '@vi/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { nextZoneState, sameZoneState, type ZoneState } from './member-zone.js';
import { MemberTimeZoneEntity } from './member-time-zone.entity.js';

const toState = (row: MemberTimeZoneEntity | null): ZoneState | null =>
  row ? { timeZone: row.timeZone, nextTimeZone: row.nextTimeZone, nextFrom: row.nextFrom } : null;

/** The member's allowance zone, kept on the server (the browser's report is only a request). */
@Injectable()
export class MemberZonesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The zone to count `now`'s month in, recording the member's report (see `nextZoneState`). */
  async resolve(userId: string, requested: string | undefined, now: Date, manager: EntityManager = this.dataSource.manager): Promise<string> {
    const zones = manager.getRepository(MemberTimeZoneEntity);
    const before = toState(await zones.findOneBy({ userId }));
    const { zone, state } = nextZoneState(before, requested, now);
    if (!state || sameZoneState(before, state)) return zone ?? DEFAULT_TIME_ZONE;
    if (!before) {
      // Two first reports at once: the one stored first is the member's zone.
      const inserted = await zones
        .createQueryBuilder()
        .insert()
        .values({ userId, timeZone: state.timeZone })
        // ON CONFLICT ("user_id") DO NOTHING
        .orUpdate([], ['user_id'])
        .returning(['userId'])
        .updateEntity(false)
        .execute();
      return (inserted.raw as unknown[]).length > 0 ? state.timeZone : this.resolve(userId, requested, now, manager);
    }
    await zones.update({ userId }, { timeZone: state.timeZone, nextTimeZone: state.nextTimeZone, nextFrom: state.nextFrom });
    return state.timeZone;
  }
}
