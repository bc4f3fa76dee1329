import { describe, expect, it } from '@jest/globals';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { entityColumns } from './database.js';

abstract class Base {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;
}

@Entity({ name: 'things' })
class ThingEntity extends Base {
  @Column('text')
  status!: string;

  @Column('timestamptz', { name: 'started_at' })
  startedAt!: Date;
}

describe('entityColumns (raw SQL that reads whole rows in the entity’s shape)', () => {
  it('lists every column, inherited ones too, aliased to its property where the names differ', () => {
    const list = entityColumns(ThingEntity);
    expect(list.split(', ').sort()).toEqual(['"id"', '"started_at" AS "startedAt"', '"status"', '"user_id" AS "userId"']);
  });

  it('qualifies each column with the alias given', () => {
    expect(entityColumns(ThingEntity, 'x').split(', ')).toContain('x."user_id" AS "userId"');
  });

  it('refuses a class that is no entity', () => {
    expect(() => entityColumns(class NotAnEntity {})).toThrow(/no columns/);
  });
});
