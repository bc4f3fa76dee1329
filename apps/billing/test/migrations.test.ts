import { describe, expect, it } from '@jest/globals';
import { checkMigrations } from '@vi/testing';
import { BILLING_ENTITIES } from '../src/entities.js';
import { BILLING_MIGRATIONS } from '../src/migrations/index.js';

describe('billing migrations', () => {
  it('build exactly the schema the entities describe (nothing left for migration:generate)', async () => {
    const check = await checkMigrations('billing', BILLING_ENTITIES, BILLING_MIGRATIONS);
    expect(check.applied).toEqual(BILLING_MIGRATIONS.map((m) => m.name));
    expect(check.pending).toEqual([]);
    expect(check.appliedAgain).toEqual([]);
  });
});
