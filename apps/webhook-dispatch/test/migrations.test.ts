import { describe, expect, it } from '@jest/globals';
import { checkMigrations } from '@vi/testing';
import { WEBHOOK_DISPATCH_ENTITIES } from '../src/entities.js';
import { WEBHOOK_DISPATCH_MIGRATIONS } from '../src/migrations/index.js';

describe('webhook-dispatch migrations', () => {
  it('build exactly the schema the entities describe (nothing left for migration:generate)', async () => {
    const check = await checkMigrations('webhook-dispatch', WEBHOOK_DISPATCH_ENTITIES, WEBHOOK_DISPATCH_MIGRATIONS);
    expect(check.applied).toEqual(WEBHOOK_DISPATCH_MIGRATIONS.map((m) => m.name));
    expect(check.pending).toEqual([]);
    expect(check.appliedAgain).toEqual([]);
  });
});
