import { Column, Entity, Index } from 'typeorm';
import type { VoiceCallMode, VoiceSessionStatus } from '@vi/contracts';
import { SessionColumns } from './session.columns.js';

@Entity({ name: 'voice_sessions' })
@Index(['userId', 'startedAt'])
export class VoiceSessionEntity extends SessionColumns {
  @Column('text', { default: 'started' })
  status!: VoiceSessionStatus;

  /** Why the voice platform says the call ended (`customer-ended-call`, `pipeline-error-…`); null without a platform. */
  @Column('text', { name: 'ended_reason', nullable: true })
  endedReason!: string | null;

  /** The platform's id of the call, for tracing a session to the platform's logs. */
  @Column('text', { name: 'platform_call_id', nullable: true })
  platformCallId!: string | null;

  /** When the platform's end-of-call report was applied: it is applied once. */
  @Column('timestamptz', { name: 'reported_at', nullable: true })
  reportedAt!: Date | null;

  /** A member turn of the call showed suicide or self-harm risk. Only this flag is kept, never the words. */
  @Column('boolean', { name: 'crisis_flagged', default: false })
  crisisFlagged!: boolean;

  /** How the call runs: `platform` (the platform's report decides its outcome) or `browser`; null before it was kept (taken as browser). */
  @Column('text', { nullable: true })
  mode!: VoiceCallMode | null;

  /**
   * Member turns the server handled while the call was going (browser turns, platform transcript
   * turns): the evidence that the call connected. Counts only, never words.
   */
  @Column('integer', { default: 0 })
  turns!: number;

  @Column('timestamptz', { name: 'last_turn_at', nullable: true })
  lastTurnAt!: Date | null;
}
