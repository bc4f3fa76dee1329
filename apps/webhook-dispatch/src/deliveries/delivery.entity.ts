import type { WebhookType } from '@vi/contracts';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

export const DELIVERY_STATUS = ['pending', 'delivered', 'failed', 'canceled'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUS)[number];

/**
 * One event (or test send) owed to one endpoint configuration, written in the transaction that
 * consumes the event, so nothing is lost once the event is acknowledged. The worker claims due rows,
 * sends, and schedules the next attempt or closes the row.
 */
@Entity({ name: 'webhook_deliveries' })
@Index(['eventId', 'configId'], { unique: true })
@Index(['status', 'nextAttemptAt'])
export class DeliveryEntity {
  /** Also the `webhook-id` header: receivers dedupe on it. */
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'config_id' })
  configId!: string;

  /** Null for a test send. */
  @Column('uuid', { name: 'event_id', nullable: true })
  eventId!: string | null;

  @Column('text', { name: 'webhook_type' })
  webhookType!: WebhookType;

  /** The exact JSON body sent on every attempt (the signature covers these bytes). */
  @Column('text')
  payload!: string;

  @Column('text', { default: 'pending' })
  status!: DeliveryStatus;

  /** Attempts made (or started) so far. */
  @Column('integer', { default: 0 })
  attempts!: number;

  @Column('timestamptz', { name: 'next_attempt_at', default: () => 'now()' })
  nextAttemptAt!: Date;

  /** While a worker sends: until when the row is its own (a crashed worker's claim runs out). */
  @Column('timestamptz', { name: 'claimed_until', nullable: true })
  claimedUntil!: Date | null;

  @Column('boolean', { default: false })
  test!: boolean;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' })
  updatedAt!: Date;
}
