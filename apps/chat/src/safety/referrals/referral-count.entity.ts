import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * How many crisis responses Vi gave in a month (UTC), at a level, in a channel and a language: a
 * count and nothing else. No member, conversation, session or text is kept here, not even in a
 * column nobody shows (California SB 243's annual report; docs/safety). Written only through
 * ReferralsRepository.record.
 */
@Entity({ name: 'referral_counts' })
export class ReferralCountEntity {
  /** `YYYY-MM`, UTC. */
  @PrimaryColumn('char', { length: 7 })
  month!: string;

  /** A RiskLevel: `concern`, `urgent` or `imminent`. */
  @PrimaryColumn('text')
  level!: string;

  /** A SafetyChannel: `text`, `browser_voice` or `platform_voice`. */
  @PrimaryColumn('text')
  channel!: string;

  /** One of the six languages Vi answers in, or `other`. */
  @PrimaryColumn('text')
  language!: string;

  @Column('int')
  count!: number;
}
