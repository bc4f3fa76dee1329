import { describe, expect, it } from '@jest/globals';
import { checkMigrations } from '@vi/testing';
import { ADMIN_ENTITIES } from '../src/entities.js';
import { ADMIN_MIGRATIONS } from '../src/migrations/index.js';

describe('admin migrations', () => {
  it('build exactly the schema the entities describe (nothing left for migration:generate)', async () => {
    const check = await checkMigrations('admin', ADMIN_ENTITIES, ADMIN_MIGRATIONS);
    expect(check.applied).toEqual(ADMIN_MIGRATIONS.map((m) => m.name));
    expect(check.pending).toEqual([]);
    expect(check.appliedAgain).toEqual([]);
  });
});
