import type { WebhookType } from '@vi/contracts';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** One attempt at a delivery (or a test send): what was sent where, and what came back. */
@Entity({ name: 'webhook_logs' })
@Index(['createdAt'])
@Index(['deliveryId'])
export class WebhookLogEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('text', { name: 'webhook_type' })
  webhookType!: WebhookType;

  @Column('boolean')
  success!: boolean;

  /** Null when no answer came (timeout, refused connection, a refused address). */
  @Column('integer', { name: 'response_status', nullable: true })
  responseStatus!: number | null;

  /** The endpoint as it was at this attempt (the configuration may change later). */
  @Column('text', { name: 'endpoint_url' })
  endpointUrl!: string;

  /** The start of the receiver's answer (truncated). */
  @Column('text', { name: 'response_body', nullable: true })
  responseBody!: string | null;

  @Column('text', { name: 'error_message', nullable: true })
  errorMessage!: string | null;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  /** 1 for a delivery's first attempt. */
  @Column('integer')
  attempt!: number;

  /** The domain event delivered; null for a test send. */
  @Column('uuid', { name: 'event_id', nullable: true })
  eventId!: string | null;

  /** The `webhook-id` sent: the delivery's id, the same on every attempt. */
  @Column('uuid', { name: 'delivery_id' })
  deliveryId!: string;

  /** No foreign key: the log outlives a deleted configuration. */
  @Column('uuid', { name: 'config_id', nullable: true })
  configId!: string | null;

  @Column('boolean', { default: false })
  test!: boolean;
}
