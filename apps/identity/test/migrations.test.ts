import { describe, expect, it } from '@jest/globals';
import { checkMigrations } from '@vi/testing';
import { IDENTITY_ENTITIES } from '../src/entities.js';
import { IDENTITY_MIGRATIONS } from '../src/migrations/index.js';

describe('identity migrations', () => {
  it('build exactly the schema the entities describe (nothing left for migration:generate)', async () => {
    const check = await checkMigrations('identity', IDENTITY_ENTITIES, IDENTITY_MIGRATIONS);
    expect(check.applied).toEqual(IDENTITY_MIGRATIONS.map((m) => m.name));
    expect(check.pending).toEqual([]);
    expect(check.appliedAgain).toEqual([]);
  });
});
