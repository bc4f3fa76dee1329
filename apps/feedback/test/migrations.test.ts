import { describe, expect, it } from '@jest/globals';
import { checkMigrations } from '@vi/testing';
import { FEEDBACK_ENTITIES } from '../src/entities.js';
import { FEEDBACK_MIGRATIONS } from '../src/migrations/index.js';

describe('feedback migrations', () => {
  it('build exactly the schema the entities describe (nothing left for migration:generate)', async () => {
    const check = await checkMigrations('feedback', FEEDBACK_ENTITIES, FEEDBACK_MIGRATIONS);
    expect(check.applied).toEqual(FEEDBACK_MIGRATIONS.map((m) => m.name));
    expect(check.pending).toEqual([]);
    expect(check.appliedAgain).toEqual([]);
  });
});
