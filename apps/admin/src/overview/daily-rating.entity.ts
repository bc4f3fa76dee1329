import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/** How many ratings of each value were submitted on a UTC day (no member in it: kept on deletion). */
@Entity({ name: 'daily_ratings' })
@Check('daily_ratings_rating', `"rating" BETWEEN 1 AND 5`)
export class DailyRatingEntity {
  @PrimaryColumn('date', { primaryKeyConstraintName: 'PK_daily_ratings' })
  day!: string;

  @PrimaryColumn('smallint', { primaryKeyConstraintName: 'PK_daily_ratings' })
  rating!: number;

  @Column('integer', { default: 0 })
  count!: number;
}
