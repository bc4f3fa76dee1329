import { describe, expect, it } from '@jest/globals';
import { checkMigrations } from '@vi/testing';
import { SESSIONS_ENTITIES } from '../src/entities.js';
import { SESSIONS_MIGRATIONS } from '../src/migrations/index.js';

describe('sessions-and-limits migrations', () => {
  it('build exactly the schema the entities describe (nothing left for migration:generate)', async () => {
    const check = await checkMigrations('sessions-and-limits', SESSIONS_ENTITIES, SESSIONS_MIGRATIONS);
    expect(check.applied).toEqual(SESSIONS_MIGRATIONS.map((m) => m.name));
    expect(check.pending).toEqual([]);
    expect(check.appliedAgain).toEqual([]);
  });
});
