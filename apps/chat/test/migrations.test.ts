import { describe, expect, it } from '@jest/globals';
import { checkMigrations } from '@vi/testing';
import { CHAT_ENTITIES } from '../src/entities.js';
import { CHAT_MIGRATIONS } from '../src/migrations/index.js';

describe('chat migrations', () => {
  it('build exactly the schema the entities describe (nothing left for migration:generate)', async () => {
    const check = await checkMigrations('chat', CHAT_ENTITIES, CHAT_MIGRATIONS);
    expect(check.applied).toEqual(CHAT_MIGRATIONS.map((m) => m.name));
    expect(check.pending).toEqual([]);
    expect(check.appliedAgain).toEqual([]);
  });
});
